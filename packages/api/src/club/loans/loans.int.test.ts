import { perFile, testEnv } from '@chuck/db/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { WELCOME_CREDITS } from '../../shared/loan-terms.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { failure } from '../../testing/dvd-club.ts';
import { createTestContext } from '../../testing/index.ts';
import * as ledger from '../credits/credits.repository.ts';
import type { ZCreateItemInput } from '../dvd-club/dvd-club.schema.ts';

const t = perFile(() => createTestContext());

const rentable = (
  owner: SessionUser,
  title = 'Blade Runner',
  extra: Partial<z.input<typeof ZCreateItemInput>> = {},
) =>
  t.caller(owner).dvdClub.create({
    title,
    format: 'Blu-ray',
    condition: 'Excellent',
    visibility: 'rentable',
    ...extra,
  });

const balance = async (user: SessionUser) => (await t.caller(user).credits.balance()).amount;

/** Changes the member's credits by `amount` through the ledger (an adjustment), after the welcome grant. */
async function adjustCredits(user: SessionUser, amount: number) {
  await balance(user);
  await t.db.transaction().execute(async (trx) => {
    await ledger.lockBalance(trx, user.id);
    await ledger.post(trx, { userId: user.id, amount, kind: 'adjustment', loanId: null });
  });
}

async function notificationsOf(user: SessionUser) {
  return t.db
    .selectFrom('notifications')
    .select(['type', 'title', 'message', 'isRead', 'data'])
    .where('userId', '=', user.id)
    .orderBy('id')
    .execute();
}

/** The ledger and the balance agree for every member who has an account. */
async function expectLedgerBalanced() {
  const accounts = await t.db.selectFrom('creditAccounts').select(['userId', 'balance']).execute();
  for (const account of accounts) {
    expect(await ledger.ledgerSum(t.db, account.userId), account.userId).toBe(account.balance);
  }
}

describe('credits', () => {
  it('starts every member with a welcome grant, once, even when first reads race', async () => {
    const me = await t.createMember();
    const reads = await Promise.all(Array.from({ length: 8 }, () => balance(me)));
    expect(reads).toEqual(Array(8).fill(WELCOME_CREDITS));
    expect(await balance(me)).toBe(WELCOME_CREDITS);
    const rows = await t.db.selectFrom('creditLedger').selectAll().where('userId', '=', me.id).execute();
    expect(rows.map((r) => [r.kind, r.amount])).toEqual([['welcome', WELCOME_CREDITS]]);
    await expect(t.caller(null).credits.balance()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('keeps the ledger append-only', async () => {
    const me = await t.createMember();
    await balance(me);
    await expect(
      t.db.updateTable('creditLedger').set({ amount: 100 }).where('userId', '=', me.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('creditLedger').where('userId', '=', me.id).execute()).rejects.toThrow(
      /append-only/,
    );
  });
});

describe('the loan lifecycle', () => {
  it('request → accept → hand over → return moves one credit exactly once and tells the other party each step', async () => {
    const owner = await t.createMember({ firstName: 'Olive', lastName: 'Owner' });
    const borrower = await t.createMember({ firstName: 'Bert', lastName: 'Borrower' });
    const disc = await rentable(owner);

    const requested = await t.caller(borrower).loans.request({
      mediaId: disc.id,
      ownerId: owner.id,
      message: '  Can I borrow it this weekend?  ',
    });
    expect(requested).toMatchObject({
      status: 'requested',
      role: 'borrower',
      mediaId: disc.id,
      title: 'Blade Runner',
      format: 'Blu-ray',
      ownerId: owner.id,
      borrowerId: borrower.id,
      otherParty: { id: owner.id, displayName: 'Olive O.', profileImageUrl: null },
      message: 'Can I borrow it this weekend?',
      credits: 1,
      acceptedAt: null,
      dueAt: null,
      isOverdue: false,
      actions: ['cancel'],
    });
    expect(await balance(borrower)).toBe(3);
    expect(await notificationsOf(owner)).toEqual([
      {
        type: 'rental_request',
        title: 'New Rental Request',
        message: 'Bert B. would like to borrow Blade Runner. "Can I borrow it this weekend?"',
        isRead: false,
        data: expect.objectContaining({
          movieTitle: 'Blade Runner',
          loanId: requested.id,
          fromUserId: borrower.id,
          fromName: 'Bert B.',
        }),
      },
    ]);

    const asOwner = await t.caller(owner).loans.get({ id: requested.id });
    expect(asOwner).toMatchObject({
      role: 'owner',
      otherParty: { displayName: 'Bert B.' },
      actions: ['accept', 'decline'],
    });

    const accepted = await t.caller(owner).loans.accept({ id: requested.id, loanDays: 14 });
    expect(accepted.status).toBe('accepted');
    const due = Date.parse(accepted.dueAt!) - Date.parse(accepted.acceptedAt!);
    expect(Math.round(due / 86_400_000)).toBe(14);
    expect(await balance(borrower)).toBe(2);
    expect(await balance(owner)).toBe(3);
    expect((await t.caller(null).dvdClub.get({ id: disc.id })).onLoan).toBe(true);

    const handedOver = await t.caller(owner).loans.handOver({ id: requested.id });
    expect(handedOver).toMatchObject({
      status: 'handed_over',
      awaitingConfirmation: 'handed_over',
      actions: ['markReturned'],
    });
    expect(await t.caller(borrower).loans.get({ id: requested.id })).toMatchObject({
      actions: ['confirm', 'dispute'],
    });
    expect(await t.caller(borrower).loans.confirm({ id: requested.id })).toMatchObject({
      awaitingConfirmation: null,
      handoverConfirmedAt: expect.any(String),
    });
    await expect(t.caller(borrower).loans.cancel({ id: requested.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This movie has already been handed over.',
    });

    const returned = await t.caller(owner).loans.markReturned({ id: requested.id, condition: 'Good' });
    expect(returned).toMatchObject({
      status: 'returned',
      returnCondition: 'Good',
      awaitingConfirmation: 'returned',
      payout: 'held',
      // Until it is settled the owner may still dispute it (a disc found damaged later).
      actions: ['dispute'],
    });
    // Paid only once the borrower confirms the return (docs/product.md §3 'Credits'); this borrower
    // paid with a welcome credit, so the owner's pay waits until they have lent a disc themselves.
    expect(await balance(owner)).toBe(3);
    // Settled: now each side may review it (docs/product.md §3 'Loan review').
    expect(await t.caller(borrower).loans.confirm({ id: requested.id })).toMatchObject({
      payout: 'waiting',
      actions: ['review'],
    });
    expect(await balance(owner)).toBe(3);
    const bDisc = await rentable(borrower, 'Paid Forward');
    const back = await t.caller(owner).loans.request({ mediaId: bDisc.id, ownerId: borrower.id });
    await t.caller(borrower).loans.accept({ id: back.id, loanDays: 7 });
    await t.caller(borrower).loans.handOver({ id: back.id });
    await t.caller(borrower).loans.markReturned({ id: back.id, condition: 'Good' });
    await t.caller(owner).loans.confirm({ id: back.id });
    expect((await t.caller(owner).loans.get({ id: requested.id })).payout).toBe('paid');
    // Owner: 3 + 1 (Blade Runner, released) - 1 (Paid Forward); the borrower: 2 + 1 for lending.
    expect(await balance(owner)).toBe(3);
    expect(await balance(borrower)).toBe(3);
    expect((await t.caller(owner).dvdClub.get({ id: disc.id })).condition).toBe('Good');
    expect((await t.caller(owner).dvdClub.get({ id: disc.id })).onLoan).toBe(false);

    // Nothing moves twice.
    await expect(
      t.caller(owner).loans.markReturned({ id: requested.id, condition: 'Good' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This movie has already been returned.',
    });
    await expect(t.caller(owner).loans.accept({ id: requested.id, loanDays: 14 })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const movements = await t.db
      .selectFrom('creditLedger')
      .select(['userId', 'kind', 'amount'])
      .where('loanId', '=', requested.id)
      .orderBy('id')
      .execute();
    expect(movements).toEqual([
      { userId: borrower.id, kind: 'loan_hold', amount: -1 },
      { userId: owner.id, kind: 'loan_earned', amount: 1 },
    ]);
    // Loan steps only: the completed loan also connects the two members (a 'new_connection' notice).
    const loanSteps = (await notificationsOf(borrower)).filter(
      (n) => n.type.startsWith('rental_') && n.data.loanId === requested.id,
    );
    expect(loanSteps.map((n) => [n.type, n.title, n.message])).toEqual([
      [
        'rental_accepted',
        'Rental Request Accepted',
        "Olive O. accepted your request for Blade Runner. 1 credit is held until you return it; it's due back in 14 days.",
      ],
      [
        'rental_handed_over',
        'Movie Handed Over',
        "Olive O. handed over Blade Runner. Enjoy the movie! It's due back in 14 days. Confirm you have it, or dispute it if you don't.",
      ],
      [
        'rental_returned',
        'Movie Returned',
        'Olive O. got Blade Runner back. Thanks for being kind and rewinding!',
      ],
    ]);
    expect(loanSteps.every((n) => n.data.movieTitle === 'Blade Runner')).toBe(true);
    await expectLedgerBalanced();
  });

  it('lists my loans in and out with the other party, open ones first', async () => {
    const a = await t.createMember({ firstName: 'Anna', lastName: 'A' });
    const b = await t.createMember({ firstName: null, lastName: null, email: 'bee@example.com' });
    const aDisc = await rentable(a, 'Arrival');
    const bDisc = await rentable(b, 'Brazil');
    const out = await t.caller(b).loans.request({ mediaId: aDisc.id, ownerId: a.id });
    const back = await t.caller(a).loans.request({ mediaId: bDisc.id, ownerId: b.id });
    await t.caller(b).loans.decline({ id: back.id });
    const mine = await t.caller(a).loans.list();
    expect(mine.incoming.map((l) => [l.id, l.status, l.otherParty.displayName, l.role])).toEqual([
      [out.id, 'requested', `Member ${b.id.slice(0, 6)}`, 'owner'],
    ]);
    expect(mine.outgoing.map((l) => [l.id, l.status, l.otherParty.displayName, l.role])).toEqual([
      [back.id, 'declined', `Member ${b.id.slice(0, 6)}`, 'borrower'],
    ]);
    expect(JSON.stringify(mine)).not.toContain('bee@example.com');
    await expect(t.caller(null).loans.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses requests that break the rules, with clear messages', async () => {
    const owner = await t.createMember();
    const borrower = await t.createMember();
    const disc = await rentable(owner);
    const shown = await t.caller(owner).dvdClub.create({ title: 'Just Public', visibility: 'public' });
    const ask = (user: SessionUser | null, input: { mediaId: number; ownerId: string; message?: string }) =>
      t.caller(user).loans.request(input);
    await expect(ask(null, { mediaId: disc.id, ownerId: owner.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(ask(owner, { mediaId: disc.id, ownerId: owner.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: "You can't rent your own movie.",
    });
    await expect(ask(borrower, { mediaId: disc.id, ownerId: borrower.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'That movie belongs to a different member.',
    });
    await expect(ask(borrower, { mediaId: shown.id, ownerId: owner.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This movie is not available for rental.',
    });
    await expect(ask(borrower, { mediaId: 987654, ownerId: owner.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      await failure(ask(borrower, { mediaId: disc.id, ownerId: owner.id, message: 'm'.repeat(501) })),
    ).toEqual({
      code: 'BAD_REQUEST',
      message: 'message: Message must be at most 500 characters',
    });
    const first = await ask(borrower, { mediaId: disc.id, ownerId: owner.id, message: '   ' });
    expect(first.message).toBeNull();
    await expect(ask(borrower, { mediaId: disc.id, ownerId: owner.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You already have an open request for this movie.',
    });
    // Once that request is closed, a new one may be made.
    await t.caller(borrower).loans.cancel({ id: first.id });
    expect((await ask(borrower, { mediaId: disc.id, ownerId: owner.id })).status).toBe('requested');

    const broke = await t.createMember();
    await adjustCredits(broke, -WELCOME_CREDITS);
    await expect(ask(broke, { mediaId: disc.id, ownerId: owner.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/^Not enough credits: a rental costs 1 credit and you have 0\./),
    });
  });

  it('lets only the right member take each step', async () => {
    const owner = await t.createMember();
    const borrower = await t.createMember();
    const stranger = await t.createMember();
    const disc = await rentable(owner);
    const loan = await t.caller(borrower).loans.request({ mediaId: disc.id, ownerId: owner.id });
    await expect(t.caller(stranger).loans.get({ id: loan.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Rental request not found',
    });
    await expect(t.caller(stranger).loans.accept({ id: loan.id, loanDays: 14 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(t.caller(borrower).loans.accept({ id: loan.id, loanDays: 14 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: "Only the movie's owner can accept this request.",
    });
    await expect(t.caller(owner).loans.cancel({ id: loan.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only the borrower can cancel this request.',
    });
    await expect(t.caller(owner).loans.handOver({ id: loan.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This request is still waiting for the owner to accept it.',
    });
    expect(await failure(t.caller(owner).loans.accept({ id: loan.id, loanDays: 61 }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'loanDays: Loan length must be between 1 and 60 days',
    });
    expect(
      await failure(t.caller(owner).loans.markReturned({ id: loan.id, condition: 'Shiny' as never })),
    ).toEqual({
      code: 'BAD_REQUEST',
      message: 'condition: Condition must be one of Mint, Excellent, Good, Fair or Poor',
    });
  });

  it('gives the held credit back when an accepted loan is declined or cancelled before hand-over', async () => {
    // Two owners: a second loan between the same pair within 30 days would run free.
    const [owner, other] = [await t.createMember(), await t.createMember()];
    const borrower = await t.createMember({ firstName: 'Cass', lastName: 'Cancel' });
    const one = await rentable(owner, 'One');
    const two = await rentable(other, 'Two');
    const declined = await t.caller(borrower).loans.request({ mediaId: one.id, ownerId: owner.id });
    const cancelled = await t.caller(borrower).loans.request({ mediaId: two.id, ownerId: other.id });
    await t.caller(owner).loans.accept({ id: declined.id, loanDays: 7 });
    await t.caller(other).loans.accept({ id: cancelled.id, loanDays: 7 });
    expect(await balance(borrower)).toBe(1);
    expect((await t.caller(owner).loans.decline({ id: declined.id })).status).toBe('declined');
    expect((await t.caller(borrower).loans.cancel({ id: cancelled.id })).status).toBe('cancelled');
    expect(await balance(borrower)).toBe(3);
    expect(await balance(owner)).toBe(3);
    expect(await balance(other)).toBe(3);
    await expect(t.caller(borrower).loans.cancel({ id: cancelled.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This request was cancelled.',
    });
    const told = await notificationsOf(borrower);
    expect(told.filter((n) => n.type === 'rental_declined').at(-1)).toMatchObject({
      message: expect.stringContaining('Your 1 credit has been returned.'),
    });
    // Each refund is a credit notice too (issue 26): the one for the cancel comes last.
    expect(told.at(-1)).toMatchObject({ type: 'credits_moved', data: { movement: 'refunded', balance: 3 } });
    expect((await notificationsOf(other)).at(-1)).toMatchObject({
      type: 'rental_cancelled',
      message: 'Cass C. cancelled their request for Two.',
    });
    await expectLedgerBalanced();
  });

  it('keeps a lent disc in place, and closes open requests when a disc leaves the shelf', async () => {
    const owner = await t.createMember();
    const borrower = await t.createMember();
    const waiting = await t.createMember();
    const disc = await rentable(owner, 'Lent Disc');
    const loan = await t.caller(borrower).loans.request({ mediaId: disc.id, ownerId: owner.id });
    const queued = await t.caller(waiting).loans.request({ mediaId: disc.id, ownerId: owner.id });
    await t.caller(owner).loans.accept({ id: loan.id, loanDays: 14 });
    // A second loan for the same disc waits for the first to end.
    await expect(t.caller(owner).loans.accept({ id: queued.id, loanDays: 14 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message:
        'This movie is already lent to another member. Mark it returned before accepting another request.',
    });
    for (const visibility of ['private', 'public'] as const) {
      await expect(t.caller(owner).dvdClub.update({ id: disc.id, visibility })).rejects.toMatchObject({
        code: 'CONFLICT',
        message: expect.stringContaining(`so it can't be made ${visibility}`),
      });
    }
    await expect(t.caller(owner).dvdClub.delete({ id: disc.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining("so it can't be removed"),
    });
    // Notes and condition may still change while it is out.
    expect((await t.caller(owner).dvdClub.update({ id: disc.id, notes: 'Out with Bert' })).notes).toBe(
      'Out with Bert',
    );

    await t.caller(owner).loans.handOver({ id: loan.id });
    await t.caller(owner).loans.markReturned({ id: loan.id, condition: 'Fair' });
    expect((await t.caller(owner).dvdClub.update({ id: disc.id, visibility: 'private' })).visibility).toBe(
      'private',
    );
    expect((await t.caller(waiting).loans.get({ id: queued.id })).status).toBe('declined');
    expect((await notificationsOf(waiting)).at(-1)).toMatchObject({
      type: 'rental_declined',
      message: 'Lent Disc is no longer available for rental, so your request was closed.',
    });
    // Deleting keeps both members' history.
    await t.caller(owner).dvdClub.delete({ id: disc.id });
    const history = await t.caller(borrower).loans.get({ id: loan.id });
    expect(history).toMatchObject({ mediaId: null, title: 'Lent Disc', status: 'returned' });
  });
});

describe.skipIf(!testEnv.DATABASE_URL)(
  'concurrency on PostgreSQL (skipped without DATABASE_URL: embedded PGlite runs one statement at a time)',
  () => {
    it('20 simultaneous requests and accepts for one disc → exactly one accepted loan', async () => {
      const owner = await t.createMember();
      const disc = await rentable(owner, 'Popular Disc');
      const eager = await t.createMember();
      const same = await Promise.allSettled(
        Array.from({ length: 20 }, () =>
          t.caller(eager).loans.request({ mediaId: disc.id, ownerId: owner.id }),
        ),
      );
      expect(same.filter((r) => r.status === 'fulfilled')).toHaveLength(1);

      const borrowers = await Promise.all(Array.from({ length: 19 }, () => t.createMember()));
      const requests = await Promise.all(
        borrowers.map((b) => t.caller(b).loans.request({ mediaId: disc.id, ownerId: owner.id })),
      );
      const loans = await t.caller(owner).loans.list();
      const ids = loans.incoming.map((l) => l.id);
      expect(ids).toHaveLength(20);
      expect(ids).toEqual(expect.arrayContaining(requests.map((r) => r.id)));
      const accepts = await Promise.allSettled(
        ids.map((id) => t.caller(owner).loans.accept({ id, loanDays: 14 })),
      );
      const won = accepts.filter((r) => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      for (const lost of accepts.filter((r) => r.status === 'rejected')) {
        expect(lost.reason).toMatchObject({ code: 'CONFLICT' });
      }
      const active = await t.db
        .selectFrom('loans')
        .select('borrowerId')
        .where('mediaId', '=', disc.id)
        .where('status', 'in', ['accepted', 'handed_over'])
        .execute();
      expect(active).toHaveLength(1);
      const holds = await t.db
        .selectFrom('creditLedger')
        .innerJoin('loans', 'loans.id', 'creditLedger.loanId')
        .select('creditLedger.userId')
        .where('loans.mediaId', '=', disc.id)
        .execute();
      expect(holds).toEqual([{ userId: active[0]!.borrowerId }]);
      await expectLedgerBalanced();
    });

    it('50 parallel spends against a balance of 1 → exactly one succeeds; the ledger sums to the balance', async () => {
      const borrower = await t.createMember();
      await adjustCredits(borrower, 1 - WELCOME_CREDITS);
      expect(await balance(borrower)).toBe(1);
      const owners = await Promise.all(Array.from({ length: 50 }, () => t.createMember()));
      const loanIds: { owner: SessionUser; id: number }[] = [];
      for (const owner of owners) {
        const disc = await rentable(owner, `Spend ${owner.id}`);
        // Requested straight into the table: the request rate limit (30 an hour) is not what is tested here.
        const row = await t.db
          .insertInto('loans')
          .values({
            mediaId: disc.id,
            ownerId: owner.id,
            borrowerId: borrower.id,
            title: disc.title,
            format: disc.format,
            credits: 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        loanIds.push({ owner, id: row.id });
      }
      const accepts = await Promise.allSettled(
        loanIds.map(({ owner, id }) => t.caller(owner).loans.accept({ id, loanDays: 14 })),
      );
      expect(accepts.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const lost of accepts.filter((r) => r.status === 'rejected')) {
        expect(lost.reason).toMatchObject({
          code: 'CONFLICT',
          message: expect.stringContaining("doesn't have enough credits"),
        });
      }
      expect(await balance(borrower)).toBe(0);
      expect(await ledger.ledgerSum(t.db, borrower.id)).toBe(0);
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from loans where borrower_id = ${borrower.id} and status = 'accepted'`.execute(
        t.db,
      );
      expect(rows[0]!.n).toBe(1);
      await expectLedgerBalanced();
    });
  },
);
