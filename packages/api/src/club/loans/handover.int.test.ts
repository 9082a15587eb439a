import { perFile, testEnv } from '@chuck/db/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../support/identity/identity.ts';
import { createTestContext } from '../../testing/index.ts';
import * as ledger from '../credits/credits.repository.ts';
import { runTimedSteps } from './timed-steps.service.ts';

// docs/product.md §3 'Loan', 'Credits', 'Loan review': two-sided hand-over and return, disputes,
// the welcome-credit payout rule, the timed steps and reviews.
const t = perFile(() => createTestContext());
const HOUR = 60 * 60 * 1000;

const balance = async (user: SessionUser) => (await t.caller(user).credits.balance()).amount;

async function expectLedgerBalanced() {
  const accounts = await t.db.selectFrom('creditAccounts').select(['userId', 'balance', 'welcome']).execute();
  for (const account of accounts) {
    expect(await ledger.ledgerSum(t.db, account.userId), account.userId).toBe(account.balance);
    expect(account.balance).toBeGreaterThanOrEqual(0);
  }
}

/** A loan of a new disc of `owner` to `borrower`, taken to `stage`. */
async function loanOf(
  owner: SessionUser,
  borrower: SessionUser,
  stage: 'accepted' | 'handed_over' | 'returned',
) {
  const disc = await t
    .caller(owner)
    .dvdClub.create({ title: `Disc ${Math.random()}`, visibility: 'rentable' });
  const { id } = await t.caller(borrower).loans.request({ mediaId: disc.id, ownerId: owner.id });
  await t.caller(owner).loans.accept({ id, loanDays: 7 });
  if (stage !== 'accepted') await t.caller(owner).loans.handOver({ id });
  if (stage === 'returned') await t.caller(owner).loans.markReturned({ id, condition: 'Good' });
  return id;
}

describe('two-sided hand-over', () => {
  it('refuses illegal steps with a 409 and changes nothing', async () => {
    const [owner, borrower, stranger] = [
      await t.createMember(),
      await t.createMember(),
      await t.createMember(),
    ];
    const id = await loanOf(owner, borrower, 'accepted');
    await expect(t.caller(borrower).loans.confirm({ id })).rejects.toMatchObject({ code: 'CONFLICT' });
    await t.caller(owner).loans.handOver({ id });
    await expect(t.caller(owner).loans.confirm({ id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining("You can't confirm your own step"),
    });
    await expect(t.caller(owner).loans.dispute({ id, reason: 'other' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: "You can't dispute your own step.",
    });
    await expect(t.caller(stranger).loans.confirm({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // @ts-expect-error a reason outside the list
    await expect(t.caller(borrower).loans.dispute({ id, reason: 'bad' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await t.caller(borrower).loans.get({ id })).toMatchObject({
      awaitingConfirmation: 'handed_over',
      dispute: null,
      confirmBy: expect.any(String),
    });
  });

  it('a dispute freezes the held credit and tells both; only the member who raised it withdraws it', async () => {
    const [owner, borrower] = [await t.createMember(), await t.createMember()];
    const id = await loanOf(owner, borrower, 'returned');
    const disputed = await t
      .caller(borrower)
      .loans.dispute({ id, reason: 'not_returned', note: 'I never got it back in my hands' });
    expect(disputed).toMatchObject({
      dispute: { by: 'borrower', reason: 'not_returned', note: 'I never got it back in my hands' },
      confirmBy: null,
      payout: 'held',
    });
    for (const m of [owner, borrower]) {
      const n = await t.db
        .selectFrom('notifications')
        .select('type')
        .where('userId', '=', m.id)
        .where('type', '=', 'rental_disputed')
        .execute();
      expect(n).toHaveLength(1);
    }
    await expect(t.caller(borrower).loans.dispute({ id, reason: 'other' })).rejects.toMatchObject({
      message: 'This loan is already disputed.',
    });
    await expect(t.caller(owner).loans.confirm({ id })).rejects.toMatchObject({ code: 'CONFLICT' });
    // The clock is stopped: 4 days later nothing confirmed itself, nothing was paid.
    await runTimedSteps(t.deps, new Date(Date.now() + 96 * HOUR));
    expect((await t.caller(owner).loans.get({ id })).awaitingConfirmation).toBe('returned');
    expect(await balance(owner)).toBe(3);
    expect(await balance(borrower)).toBe(2);
    expect(await t.caller(borrower).loans.confirm({ id })).toMatchObject({
      dispute: null,
      awaitingConfirmation: null,
    });
    await expectLedgerBalanced();
  });

  it('a step nobody disputes confirms itself after 72 hours; due reminders a day before and after', async () => {
    const [owner, borrower] = [await t.createMember(), await t.createMember()];
    const id = await loanOf(owner, borrower, 'handed_over');
    await runTimedSteps(t.deps, new Date(Date.now() + 71 * HOUR));
    expect((await t.caller(owner).loans.get({ id })).awaitingConfirmation).toBe('handed_over');
    await runTimedSteps(t.deps, new Date(Date.now() + 73 * HOUR));
    expect(await t.caller(owner).loans.get({ id })).toMatchObject({
      awaitingConfirmation: null,
      handoverConfirmedAt: expect.any(String),
    });
    const types = async () =>
      (await t.db.selectFrom('notifications').select('type').where('userId', '=', borrower.id).execute()).map(
        (n) => n.type,
      );
    await runTimedSteps(t.deps, new Date(Date.now() + 6.5 * 24 * HOUR));
    await runTimedSteps(t.deps, new Date(Date.now() + 6.6 * 24 * HOUR));
    expect((await types()).filter((x) => x === 'rental_due_soon')).toHaveLength(1);
    await runTimedSteps(t.deps, new Date(Date.now() + 8.5 * 24 * HOUR));
    expect((await types()).filter((x) => x === 'rental_overdue')).toHaveLength(1);
  });
});

describe('no credit farming', () => {
  it("throwaway borrowers can't feed one account: owner 3 → 3, not 6, until they lend a disc themselves", async () => {
    const main = await t.createMember();
    const throwaways = [await t.createMember(), await t.createMember(), await t.createMember()];
    const ids = [];
    for (const throwaway of throwaways) {
      const id = await loanOf(main, throwaway, 'returned');
      await t.caller(throwaway).loans.confirm({ id });
      ids.push(id);
    }
    expect(await balance(main)).toBe(3);
    for (const id of ids) expect((await t.caller(main).loans.get({ id })).payout).toBe('waiting');
    await expectLedgerBalanced();
  });

  it('a borrower paying with credits they earned pays the owner on the confirmed return', async () => {
    const [owner, lender, borrower] = [
      await t.createMember(),
      await t.createMember(),
      await t.createMember(),
    ];
    // The borrower lends first: earns a credit, and has lent a disc.
    const first = await loanOf(borrower, lender, 'returned');
    await t.caller(lender).loans.confirm({ id: first });
    const id = await loanOf(owner, borrower, 'returned');
    expect(await balance(owner)).toBe(3);
    await t.caller(borrower).loans.confirm({ id });
    expect(await balance(owner)).toBe(4);
    expect((await t.caller(owner).loans.get({ id })).payout).toBe('paid');
    await expectLedgerBalanced();
  });
});

describe('no credit farming with throwaway accounts (issue 25)', () => {
  const DAY = 24 * HOUR;
  const disc = (owner: SessionUser, title = `Disc ${Math.random()}`) =>
    t.caller(owner).dvdClub.create({ title, visibility: 'rentable' });
  const ask = async (borrower: SessionUser, owner: SessionUser) =>
    t.caller(borrower).loans.request({ mediaId: (await disc(owner)).id, ownerId: owner.id });
  /** `borrower` borrows a disc of `owner`'s, and it comes back, confirmed: the loan's id. */
  async function borrowAndReturn(owner: SessionUser, borrower: SessionUser) {
    const id = await loanOf(owner, borrower, 'returned');
    await t.caller(borrower).loans.confirm({ id });
    return id;
  }
  const noLoansOf = async (borrower: SessionUser) =>
    expect(
      await t.db.selectFrom('loans').select('id').where('borrowerId', '=', borrower.id).execute(),
    ).toEqual([]);

  it('welcome credits are spent only from a confirmed address: a 403 that changes nothing', async () => {
    const owner = await t.createMember();
    const throwaway = await t.createUnconfirmedMember();
    const item = await disc(owner);
    await expect(
      t.caller(throwaway).loans.request({ mediaId: item.id, ownerId: owner.id }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Confirm your e-mail address to lend and borrow — we sent you a link',
    });
    await noLoansOf(throwaway);
    expect(await balance(throwaway)).toBe(3);
    // A request made while unconfirmed (before the rule) can't spend the grant either.
    await t.db
      .insertInto('loans')
      .values({
        mediaId: item.id,
        ownerId: owner.id,
        borrowerId: throwaway.id,
        title: item.title,
        format: item.format,
        credits: 1,
      })
      .execute();
    const [old] = (await t.caller(owner).loans.list()).incoming;
    await expect(t.caller(owner).loans.accept({ id: old!.id, loanDays: 7 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining("hasn't confirmed their e-mail address"),
    });
    expect(await balance(throwaway)).toBe(3);
    await t.caller(throwaway).loans.cancel({ id: old!.id });
    // Once the address is confirmed, they borrow.
    await t.db
      .updateTable('users')
      .set({ emailVerifiedAt: new Date() })
      .where('id', '=', throwaway.id)
      .execute();
    expect((await t.caller(throwaway).loans.request({ mediaId: item.id, ownerId: owner.id })).status).toBe(
      'requested',
    );
    await expectLedgerBalanced();
  });

  it('the ring: a throwaway borrows from main, lends one back, borrows three more; main is paid once', async () => {
    const main = await t.createMember();
    const throwaway = await t.createMember();
    const first = await borrowAndReturn(main, throwaway);
    expect((await t.caller(main).loans.get({ id: first })).payout).toBe('waiting');
    // The throwaway lends one back, which releases main's waiting pay.
    await borrowAndReturn(throwaway, main);
    expect((await t.caller(main).loans.get({ id: first })).payout).toBe('paid');
    // Three more, at once: a new member has at most 2 loans open as a borrower.
    const asked = await Promise.allSettled([
      ask(throwaway, main),
      ask(throwaway, main),
      ask(throwaway, main),
    ]);
    expect(asked.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(asked.find((r) => r.status === 'rejected')).toMatchObject({
      reason: {
        code: 'CONFLICT',
        message:
          'In your first 14 days as a member you can have 2 loans open at a time. ' +
          'Return one, or cancel a request, before asking for another.',
      },
    });
    for (const r of asked)
      if (r.status === 'fulfilled') await t.caller(throwaway).loans.cancel({ id: r.value.id });
    // One after the other, then: each runs free, as main was paid for this borrower within 30 days.
    const later: number[] = [];
    for (let i = 0; i < 3; i++) later.push(await borrowAndReturn(main, throwaway));
    for (const id of later) {
      expect(await t.caller(main).loans.get({ id })).toMatchObject({ credits: 0, payout: 'none' });
    }
    // Main: 3 + 1 (the throwaway's first loan) - 1 (borrowing back); before this rule 6.
    expect(await balance(main)).toBe(3);
    expect(await balance(throwaway)).toBe(3);
    const accepted = (await t.caller(throwaway).loans.list()).outgoing.find((l) => l.id === later[0]);
    expect(accepted?.credits).toBe(0);
    const [notice] = await t.db
      .selectFrom('notifications')
      .select('message')
      .where('userId', '=', throwaway.id)
      .where('type', '=', 'rental_accepted')
      .orderBy('id', 'desc')
      .execute();
    expect(notice?.message).toContain("It's free (you borrowed from");
    await expectLedgerBalanced();
  });

  it('two loans of one pair accepted at once: exactly one is priced, the ledger equals the balances', async () => {
    const [owner, borrower] = [await t.createMember(), await t.createMember()];
    const asked = [await ask(borrower, owner), await ask(borrower, owner)];
    await Promise.all(asked.map(({ id }) => t.caller(owner).loans.accept({ id, loanDays: 7 })));
    const priced = await Promise.all(
      asked.map(async ({ id }) => (await t.caller(owner).loans.get({ id })).credits),
    );
    expect([...priced].sort()).toEqual([0, 1]);
    expect(await balance(borrower)).toBe(2);
    await expectLedgerBalanced();
  });

  it('after 30 days the pair pays again; after 14 days a member may have more than 2 loans open', async () => {
    const [owner, borrower] = [await t.createMember(), await t.createMember()];
    const first = await borrowAndReturn(owner, borrower);
    await t.db
      .updateTable('loans')
      .set({ acceptedAt: new Date(Date.now() - 31 * DAY) })
      .where('id', '=', first)
      .execute();
    const second = await loanOf(owner, borrower, 'accepted');
    expect(await t.caller(borrower).loans.get({ id: second })).toMatchObject({ credits: 1, payout: 'held' });

    await t.db
      .updateTable('users')
      .set({ createdAt: sql`now() - interval '15 days'` })
      .where('id', '=', borrower.id)
      .execute();
    const others = [await t.createMember(), await t.createMember()];
    for (const other of others) await ask(borrower, other);
    expect(
      (await t.caller(borrower).loans.list()).outgoing.filter((l) => l.status !== 'returned'),
    ).toHaveLength(3);
    await expectLedgerBalanced();
  });
});

describe('reviews', () => {
  it('each side reviews once, after the return, with a note of at most 500 characters', async () => {
    const [owner, borrower] = [
      await t.createMember({ firstName: 'Rita', lastName: 'Owner' }),
      await t.createMember({ firstName: 'Ben', lastName: 'Borrower' }),
    ];
    const open = await loanOf(owner, borrower, 'handed_over');
    await expect(t.caller(owner).loans.review({ id: open, thumb: 'up' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You can review a loan once the movie has been returned.',
    });
    const id = await loanOf(owner, borrower, 'returned');
    await t.caller(borrower).loans.confirm({ id });
    await expect(
      t.caller(owner).loans.review({ id, thumb: 'up', note: 'n'.repeat(501) }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await t.caller(owner).loans.review({ id, thumb: 'up', note: ' Rewound it! ' })).toMatchObject({
      loanId: id,
      revieweeId: borrower.id,
      revieweeRole: 'borrower',
      thumb: 'up',
      note: 'Rewound it!',
    });
    await expect(t.caller(owner).loans.review({ id, thumb: 'down' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You have already reviewed this loan.',
    });
    await t.caller(borrower).loans.review({ id, thumb: 'down' });
    expect((await t.caller(owner).loans.get({ id })).myReview).toBe('up');
    const page = await t.caller(owner).members.get({ id: borrower.id });
    expect(page.lending.reviews).toEqual({
      up: 1,
      down: 0,
      latest: [
        expect.objectContaining({ thumb: 'up', note: 'Rewound it!', fromName: 'Rita O.', role: 'borrower' }),
      ],
    });
  });
});

describe('reviews wait for the loan to be settled (issue 25: an early review)', () => {
  const early = (who: SessionUser, id: number) => t.caller(who).loans.review({ id, thumb: 'down' });
  const reviews = (id: number) =>
    t.db.selectFrom('loanReviews').select('id').where('loanId', '=', id).execute();

  it('refuses a review before the borrower confirms the return, and during a dispute; opens once it is settled', async () => {
    const [owner, borrower] = [await t.createMember(), await t.createMember()];
    const id = await loanOf(owner, borrower, 'returned');
    // Marked returned, not yet confirmed: neither side may review, and neither is offered to.
    for (const who of [owner, borrower]) {
      await expect(early(who, id)).rejects.toMatchObject({
        code: 'CONFLICT',
        message: 'You can review this loan once the return is confirmed.',
      });
      expect((await t.caller(who).loans.get({ id })).actions).not.toContain('review');
    }
    // The borrower disputes the return: still no review, from either side.
    await t.caller(borrower).loans.dispute({ id, reason: 'not_returned' });
    for (const who of [owner, borrower]) {
      await expect(early(who, id)).rejects.toMatchObject({
        code: 'CONFLICT',
        message: 'You can review this loan once the dispute is settled.',
      });
      expect((await t.caller(who).loans.get({ id })).actions).not.toContain('review');
    }
    expect(await reviews(id)).toEqual([]);
    // Withdrawn (the borrower confirms the return): settled, so both may review.
    await t.caller(borrower).loans.confirm({ id });
    for (const who of [owner, borrower]) {
      expect((await t.caller(who).loans.get({ id })).actions).toContain('review');
      await t.caller(who).loans.review({ id, thumb: 'up' });
    }
    expect(await reviews(id)).toHaveLength(2);
  });

  it('an owner disputing while the disc is out gets no review; the window runs 14 days from the confirmed return', async () => {
    const [owner, borrower] = [await t.createMember(), await t.createMember()];
    const out = await loanOf(owner, borrower, 'handed_over');
    await t.caller(borrower).loans.confirm({ id: out });
    await t
      .caller(owner)
      .loans.dispute({ id: out, reason: 'not_returned', note: 'Overdue and not answering' });
    await expect(early(owner, out)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You can review a loan once the movie has been returned.',
    });

    // Returned 20 days ago but confirmed (by itself) only 10 days ago: reviews are still open.
    const id = await loanOf(owner, borrower, 'returned');
    const daysAgo = (n: number) => new Date(Date.now() - n * 24 * HOUR);
    await t.db
      .updateTable('loans')
      .set({ returnedAt: daysAgo(20), stepAt: daysAgo(20) })
      .where('id', '=', id)
      .execute();
    await runTimedSteps(t.deps, daysAgo(10));
    await t.db
      .updateTable('loans')
      .set({ returnConfirmedAt: daysAgo(10) })
      .where('id', '=', id)
      .execute();
    await t.caller(owner).loans.review({ id, thumb: 'up' });
    // 15 days after the confirmation: closed.
    await t.db
      .updateTable('loans')
      .set({ returnConfirmedAt: daysAgo(15) })
      .where('id', '=', id)
      .execute();
    await expect(early(borrower, id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Reviews close 14 days after the return is confirmed.',
    });
  });
});

describe.skipIf(!testEnv.DATABASE_URL)('hand-over races on PostgreSQL', () => {
  it('50 parallel confirms, disputes and cancels: credits never negative, the ledger equals the balances', async () => {
    const owner = await t.createMember();
    const borrowers = await Promise.all(Array.from({ length: 10 }, () => t.createMember()));
    const returned = await Promise.all(borrowers.map((b) => loanOf(owner, b, 'returned')));
    const accepted = await Promise.all(borrowers.map((b) => loanOf(owner, b, 'accepted')));
    const calls = [
      ...returned.flatMap((id, i) => [
        t.caller(borrowers[i]!).loans.confirm({ id }),
        t.caller(borrowers[i]!).loans.confirm({ id }),
        t.caller(borrowers[i]!).loans.dispute({ id, reason: 'other' }),
      ]),
      ...accepted.flatMap((id, i) => [
        t.caller(borrowers[i]!).loans.cancel({ id }),
        t.caller(borrowers[i]!).loans.cancel({ id }),
      ]),
    ];
    expect(calls).toHaveLength(50);
    const results = await Promise.allSettled(calls);
    for (const r of results) {
      if (r.status === 'rejected')
        expect(r.reason).toMatchObject({ code: expect.stringMatching(/CONFLICT|NOT_FOUND/) });
    }
    await expectLedgerBalanced();
    for (const b of borrowers) expect(await balance(b)).toBe(2);
  });
});
