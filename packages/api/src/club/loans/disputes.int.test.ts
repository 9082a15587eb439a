import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../support/identity/identity.ts';
import { createTestContext, errorOf, refusal } from '../../testing/index.ts';
import * as ledger from '../credits/credits.repository.ts';
import { escalateDisputes, settleDispute } from './disputes.service.ts';

// Issue 26 items 4-6 (docs/product.md §3 'Loan dispute', 'Loan review'): disputes that end with an
// outcome both members agree, lost and damaged discs, reviews asked for once a loan settles.
const t = perFile(() => createTestContext());
const DAY = 24 * 60 * 60 * 1000;

const balance = async (user: SessionUser) => (await t.caller(user).credits.balance()).amount;

async function expectLedgerBalanced() {
  const accounts = await t.db.selectFrom('creditAccounts').select(['userId', 'balance']).execute();
  for (const account of accounts) {
    expect(await ledger.ledgerSum(t.db, account.userId), account.userId).toBe(account.balance);
    expect(account.balance).toBeGreaterThanOrEqual(0);
  }
}

/** Makes every credit of the member's an earned one (as if their welcome grant were spent and earned back). */
async function earnedOnly(user: SessionUser) {
  expect(await balance(user)).toBe(3);
  await t.db.updateTable('creditAccounts').set({ welcome: 0 }).where('userId', '=', user.id).execute();
}

async function pair() {
  return [await t.createMember(), await t.createMember()] as const;
}

/** A loan of a new rentable disc of `owner` to `borrower`, handed over (and confirmed) or returned. */
async function loanOf(owner: SessionUser, borrower: SessionUser, stage: 'handed_over' | 'returned') {
  const disc = await t
    .caller(owner)
    .dvdClub.create({ title: `Disc ${Math.random()}`, visibility: 'rentable' });
  const { id } = await t.caller(borrower).loans.request({ mediaId: disc.id, ownerId: owner.id });
  await t.caller(owner).loans.accept({ id, loanDays: 7 });
  await t.caller(owner).loans.handOver({ id });
  await t.caller(borrower).loans.confirm({ id });
  if (stage === 'returned') await t.caller(owner).loans.markReturned({ id, condition: 'Good' });
  return { id, discId: disc.id };
}

async function notices(user: SessionUser, type: string) {
  return t.db
    .selectFrom('notifications')
    .select(['title', 'message', 'data'])
    .where('userId', '=', user.id)
    .where('type', '=', type)
    .orderBy('id')
    .execute();
}

describe('opening a dispute', () => {
  it('either member, with a reason from the list and an optional note; not twice, not once settled', async () => {
    const [owner, borrower] = await pair();
    const { id } = await loanOf(owner, borrower, 'returned');
    // The owner too, for a disc that came back damaged.
    const disputed = await t.caller(owner).loans.dispute({ id, reason: 'damaged', note: 'Scratched' });
    expect(disputed.dispute).toMatchObject({
      by: 'owner',
      reason: 'damaged',
      note: 'Scratched',
      proposal: null,
      escalatedAt: null,
      outcome: null,
    });
    expect(disputed.actions).toEqual(['confirm', 'resolve']);
    expect((await t.caller(borrower).loans.get({ id })).actions).toEqual(['resolve']);
    expect((await notices(borrower, 'rental_disputed'))[0]?.message).toContain(
      'the disc is damaged ("Scratched")',
    );
    expect(await refusal(t.caller(borrower).loans.dispute({ id, reason: 'other' }))).toBe(
      'This loan is already disputed.',
    );
    // @ts-expect-error a reason outside the list
    const bad = await errorOf(t.caller(borrower).loans.dispute({ id, reason: 'annoyed' }));
    expect(bad.code).toBe('BAD_REQUEST');
    expect(
      await refusal(t.caller(borrower).loans.dispute({ id, reason: 'other', note: 'x'.repeat(501) })),
    ).toBe('note: Note must be at most 500 characters');
  });
});

describe('proposing and accepting an outcome', () => {
  it('refuses what the rules do not allow with a clear 4xx, and changes nothing', async () => {
    const [owner, borrower] = await pair();
    const stranger = await t.createMember();
    const { id } = await loanOf(owner, borrower, 'handed_over');
    // No dispute yet.
    expect(await refusal(t.caller(owner).loanDisputes.resolve({ id, outcome: 'returned' }))).toBe(
      'There is no open dispute on this loan.',
    );
    await t.caller(borrower).loans.dispute({ id, reason: 'wrong_disc' });
    // Someone else's loan: the 404 of a loan that does not exist.
    expect((await errorOf(t.caller(stranger).loanDisputes.resolve({ id, outcome: 'returned' }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await errorOf(t.caller(stranger).loanDisputes.accept({ id }))).code).toBe('NOT_FOUND');
    expect(await refusal(t.caller(owner).loanDisputes.accept({ id }))).toBe(
      'There is no proposed outcome to accept yet: propose one.',
    );
    // Bad credits.
    expect(await refusal(t.caller(owner).loanDisputes.resolve({ id, outcome: 'damaged', credits: 3 }))).toBe(
      'A damaged disc costs at most 2 credits more',
    );
    expect(await refusal(t.caller(owner).loanDisputes.resolve({ id, outcome: 'returned', credits: 1 }))).toBe(
      'A disc returned fine costs nothing more: leave credits out',
    );
    expect(await refusal(t.caller(owner).loanDisputes.resolve({ id, outcome: 'lost', credits: 6 }))).toBe(
      'credits: Credits must be at most 5',
    );
    const proposed = await t.caller(owner).loanDisputes.resolve({ id, outcome: 'damaged', credits: 2 });
    expect(proposed.dispute?.proposal).toMatchObject({
      by: 'owner',
      mine: true,
      outcome: 'damaged',
      credits: 2,
    });
    expect(proposed.actions).not.toContain('acceptResolution');
    // A second open proposal of one's own, accepting one's own.
    expect(await refusal(t.caller(owner).loanDisputes.resolve({ id, outcome: 'damaged', credits: 1 }))).toBe(
      `You already proposed an outcome; wait for ${(await t.caller(owner).loans.get({ id })).otherParty.displayName} to accept it or propose another.`,
    );
    expect(await refusal(t.caller(owner).loanDisputes.accept({ id }))).toBe(
      "You can't accept your own proposal: the other member accepts it or proposes another.",
    );
    expect((await notices(borrower, 'rental_dispute_proposed'))[0]?.message).toContain(
      'ends as damaged, 2 credits on top of the loan',
    );
    // The borrower counters: their proposal replaces the owner's.
    const countered = await t.caller(borrower).loanDisputes.resolve({ id, outcome: 'returned' });
    expect(countered.dispute?.proposal).toMatchObject({ by: 'borrower', outcome: 'returned', credits: 0 });
    expect((await t.caller(owner).loans.get({ id })).actions).toEqual(['resolve', 'acceptResolution']);
    // Nothing moved meanwhile.
    expect(await balance(owner)).toBe(3);
    expect(await balance(borrower)).toBe(2);
  });

  it('returned fine: the disc is back, the held credit goes to the owner, reviews open and both are asked', async () => {
    const [owner, borrower] = await pair();
    const { id, discId } = await loanOf(owner, borrower, 'handed_over');
    await t.caller(borrower).loans.dispute({ id, reason: 'other', note: 'The box is cracked' });
    await t.caller(borrower).loanDisputes.resolve({ id, outcome: 'returned' });
    const settled = await t.caller(owner).loanDisputes.accept({ id });
    expect(settled).toMatchObject({
      status: 'returned',
      returnConfirmedAt: expect.any(String),
      dispute: { outcome: { outcome: 'returned', credits: 0 }, proposal: null },
      actions: ['review'],
    });
    // Paid with a welcome credit: the owner's pay waits until the borrower lends (docs/product.md §3 'Credits').
    expect(settled.payout).toBe('waiting');
    expect(await balance(borrower)).toBe(2);
    expect((await t.caller(owner).dvdClub.get({ id: discId })).onLoan).toBe(false);
    for (const [who, other] of [
      [owner, borrower],
      [borrower, owner],
    ] as const) {
      const asked = await notices(who, 'loan_review_asked');
      const name = (await t.caller(other).loans.get({ id })).otherParty.displayName;
      expect(asked).toHaveLength(1);
      expect(asked[0]).toMatchObject({
        title: `How did it go with ${(await t.caller(who).loans.get({ id })).otherParty.displayName}?`,
      });
      expect(name).toBeTruthy();
      expect((await notices(who, 'rental_dispute_settled'))[0]?.message).toContain('settled: returned fine');
    }
    // Both review from the card; each sees both reviews.
    await t.caller(owner).loans.review({ id, thumb: 'up', note: 'Honest about it' });
    await t.caller(borrower).loans.review({ id, thumb: 'up' });
    expect((await t.caller(owner).loans.get({ id })).reviews).toEqual({
      mine: { thumb: 'up', note: 'Honest about it' },
      theirs: { thumb: 'up', note: null },
    });
    expect(await refusal(t.caller(borrower).loans.dispute({ id, reason: 'other' }))).toBe(
      'This loan is settled; there is nothing to dispute.',
    );
    expect(await refusal(t.caller(borrower).loanDisputes.resolve({ id, outcome: 'returned' }))).toBe(
      'This dispute is already settled.',
    );
    await expectLedgerBalanced();
  });
});

describe('lost and damaged discs marked at return', () => {
  it('damaged: the dispute opens with the outcome proposed; accepted, the borrower pays the credits on top', async () => {
    const [owner, borrower] = await pair();
    await earnedOnly(borrower);
    const { id } = await loanOf(owner, borrower, 'handed_over');
    const marked = await t
      .caller(owner)
      .loans.markReturned({ id, condition: 'Poor', problem: 'damaged', credits: 2 });
    expect(marked).toMatchObject({
      status: 'returned',
      returnCondition: 'Poor',
      dispute: { by: 'owner', reason: 'damaged', proposal: { by: 'owner', outcome: 'damaged', credits: 2 } },
    });
    expect((await t.caller(borrower).loans.get({ id })).actions).toEqual(['resolve', 'acceptResolution']);
    expect((await notices(borrower, 'rental_disputed'))[0]?.message).toContain('came back damaged');
    const settled = await t.caller(borrower).loanDisputes.accept({ id });
    expect(settled.dispute?.outcome).toMatchObject({ outcome: 'damaged', credits: 2 });
    // Borrower: 3 - 1 held - 2 damage = 0; owner: 3 + 1 for the loan + 2 for the damage.
    expect(await balance(borrower)).toBe(0);
    expect(await balance(owner)).toBe(6);
    const entries = await t.db
      .selectFrom('creditLedger')
      .select(['userId', 'kind', 'amount'])
      .where('loanId', '=', id)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { userId: borrower.id, kind: 'loan_hold', amount: -1 },
      { userId: owner.id, kind: 'loan_earned', amount: 1 },
      { userId: borrower.id, kind: 'dispute_charge', amount: -2 },
      { userId: owner.id, kind: 'dispute_compensation', amount: 2 },
    ]);
    await expectLedgerBalanced();
  });

  it('lost: the disc leaves the shelf and shows as lost; welcome credits never pay it, the debt blocks borrowing until paid off', async () => {
    const [owner, borrower] = await pair();
    const { id, discId } = await loanOf(owner, borrower, 'handed_over');
    await t.caller(owner).loans.markReturned({ id, condition: 'Good', problem: 'lost' });
    expect((await t.caller(borrower).loans.get({ id })).dispute?.proposal).toMatchObject({
      outcome: 'lost',
      credits: 3,
    });
    await t.caller(borrower).loanDisputes.accept({ id });
    // The borrower has only welcome credits (2 after the hold) and has not lent a disc: they owe all 3
    // (docs/product.md §3 'Credits': accounts made only to borrow can't feed one account).
    expect(await t.caller(borrower).credits.balance()).toEqual({ amount: 2, owed: 3 });
    expect(await balance(owner)).toBe(3);
    const disc = await t.caller(owner).dvdClub.get({ id: discId });
    expect(disc).toMatchObject({ visibility: 'private', lostAt: expect.any(String) });
    expect(
      (await t.caller(borrower).shelf.list({ page: 1, limit: 100 })).movies.map((m) => m.id),
    ).not.toContain(discId);
    // Borrowing with a debt is refused.
    const third = await t.createMember();
    const other = await t.caller(third).dvdClub.create({ title: 'Another Disc', visibility: 'rentable' });
    expect(await refusal(t.caller(borrower).loans.request({ mediaId: other.id, ownerId: third.id }))).toBe(
      'You owe 3 credits from a settled dispute. It is paid off from the next credits you earn ' +
        '(lend a disc to earn some); then you can borrow again.',
    );
    // The debtor lends a disc to a member paying with earned credits: the pay goes to the debt first.
    await earnedOnly(third);
    const lent = await loanOf(borrower, third, 'returned');
    await t.caller(third).loans.confirm({ id: lent.id });
    // Now they have lent, all their credits pay: the 3 owed go to the owner, who also gets the loan's own
    // credit, released (3 + 3 + 1).
    expect(await t.caller(borrower).credits.balance()).toEqual({ amount: 0, owed: 0 });
    expect(await balance(owner)).toBe(7);
    // No debt any more: what stops them now is only an empty balance.
    expect(
      await refusal(t.caller(borrower).loans.request({ mediaId: other.id, ownerId: third.id })),
    ).toContain('Not enough credits');
    await expectLedgerBalanced();
  });
});

describe('a dispute nobody agrees', () => {
  it('after 7 days goes to the moderators, both told once; a moderator settles it through settleDispute, once', async () => {
    const [owner, borrower] = await pair();
    const moderator = await t.createMember();
    const { id } = await loanOf(owner, borrower, 'returned');
    await t.caller(borrower).loans.dispute({ id, reason: 'not_received' });
    await escalateDisputes(t.deps, new Date(Date.now() + 6 * DAY));
    expect((await t.caller(owner).loans.get({ id })).dispute?.escalatedAt).toBeNull();
    await escalateDisputes(t.deps, new Date(Date.now() + 8 * DAY));
    await escalateDisputes(t.deps, new Date(Date.now() + 9 * DAY));
    for (const who of [owner, borrower]) {
      expect((await t.caller(who).loans.get({ id })).dispute?.escalatedAt).toEqual(expect.any(String));
      const told = await notices(who, 'rental_dispute_escalated');
      expect(told).toHaveLength(1);
      expect(told[0]?.message).toContain('went to the moderators');
    }
    await settleDispute(t.deps, id, { outcome: 'damaged', credits: 1, settledBy: moderator.id });
    await expect(
      settleDispute(t.deps, id, { outcome: 'returned', settledBy: moderator.id }),
    ).rejects.toMatchObject({
      message: 'This dispute is already settled.',
    });
    expect((await t.caller(owner).loans.get({ id })).dispute?.outcome).toMatchObject({
      outcome: 'damaged',
      credits: 1,
    });
    // Welcome credits only, nothing lent yet: the 1 credit is owed.
    expect(await t.caller(borrower).credits.balance()).toEqual({ amount: 2, owed: 1 });
    await expectLedgerBalanced();
  });
});

describe('races', () => {
  it('50 parallel resolve, accept and cancel calls on one loan settle it exactly once; the ledger equals the balances', async () => {
    const [owner, borrower] = await pair();
    await earnedOnly(borrower);
    const { id } = await loanOf(owner, borrower, 'returned');
    await t.caller(owner).loans.dispute({ id, reason: 'damaged' });
    await t.caller(owner).loanDisputes.resolve({ id, outcome: 'damaged', credits: 1 });
    const calls = Array.from({ length: 50 }, (_, i) => {
      if (i % 5 === 4) return t.caller(borrower).loans.cancel({ id });
      if (i % 3 === 0) return t.caller(owner).loanDisputes.resolve({ id, outcome: 'damaged', credits: 2 });
      return t.caller(i % 2 === 0 ? owner : borrower).loanDisputes.accept({ id });
    });
    const results = await Promise.allSettled(calls);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'CONFLICT' });
    }
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await t.caller(owner).loans.get({ id })).dispute?.outcome).toMatchObject({
      outcome: 'damaged',
      credits: 1,
    });
    const charges = await t.db
      .selectFrom('creditLedger')
      .select(['userId', 'amount'])
      .where('loanId', '=', id)
      .where('kind', 'in', ['dispute_charge', 'dispute_compensation'])
      .execute();
    expect(charges).toHaveLength(2);
    expect(await notices(owner, 'rental_dispute_settled')).toHaveLength(1);
    expect(await notices(borrower, 'loan_review_asked')).toHaveLength(1);
    expect(await balance(borrower)).toBe(1);
    await expectLedgerBalanced();
  });
});
