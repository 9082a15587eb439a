import { perFile, testEnv } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../support/auth/auth.ts';
import { createTestContext } from '../../testing/index.ts';
import * as ledger from '../credits/credits.repository.ts';
import { runTimedSteps } from './loans.service.ts';

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
    await expect(t.caller(owner).loans.dispute({ id, reason: 'x' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: "You can't dispute your own step.",
    });
    await expect(t.caller(stranger).loans.confirm({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(t.caller(borrower).loans.dispute({ id, reason: '   ' })).rejects.toMatchObject({
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
      .loans.dispute({ id, reason: 'I never got it back in my hands' });
    expect(disputed).toMatchObject({
      dispute: { by: 'borrower', reason: 'I never got it back in my hands' },
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
    await expect(t.caller(borrower).loans.dispute({ id, reason: 'again' })).rejects.toMatchObject({
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
        t.caller(borrowers[i]!).loans.dispute({ id, reason: 'race' }),
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
