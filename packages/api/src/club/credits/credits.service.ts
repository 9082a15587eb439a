import type { Db } from '@chuck/db';
import { conflict } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { WELCOME_CREDITS } from '../../shared/loan-terms.ts';
import { notify } from '../../social/notifications/notifications.service.ts';
import * as accounts from './credits.repository.ts';

/** The loan a credit moves for, as its notification names it. */
interface LoanRef {
  id: number;
  title: string;
}

type Movement = 'held' | 'paid' | 'released' | 'refunded' | 'settled' | 'charged' | 'compensated' | 'repaid';
const MOVEMENT_TITLES: Record<Movement, string> = {
  held: 'Credit Held',
  paid: 'Credit Earned',
  released: 'Credit Released',
  refunded: 'Credit Refunded',
  settled: 'Credit Settled',
  charged: 'Dispute Settled',
  compensated: 'Dispute Settled',
  repaid: 'Debt Paid',
};

/**
 * docs/product.md §3 'Credits': every movement tells the member, in the transaction that makes it,
 * with the balance it leaves; the notification (pushed live) is what refreshes their credits badge.
 */
async function tell(
  trx: Db,
  userId: string,
  movement: Movement,
  loan: { id: number | null; title?: string },
  amount: number,
  what: string,
) {
  const balance = (await accounts.readBalance(trx, userId)) ?? 0;
  await notify(trx, userId, {
    type: 'credits_moved',
    title: MOVEMENT_TITLES[movement],
    message: `${what} You have ${credits(balance)}.`,
    data: { movieTitle: loan.title, loanId: loan.id, movement, amount, balance },
  });
}

/** The member's balance; the first read opens the account with the welcome grant. */
export async function balanceOf(db: Db, userId: string): Promise<number> {
  const known = await accounts.readBalance(db, userId);
  if (known !== undefined) return known;
  return inTransaction(db, async (trx) => {
    await accounts.openAccount(trx, userId, WELCOME_CREDITS);
    return (await accounts.readBalance(trx, userId)) ?? 0;
  });
}

async function lockedAccount(trx: Db, userId: string): Promise<{ balance: number; welcome: number }> {
  await accounts.openAccount(trx, userId, WELCOME_CREDITS);
  return (await accounts.lockAccount(trx, userId)) ?? { balance: 0, welcome: 0 };
}

/**
 * Inside a transaction, before the member borrows: their balance, with their account locked until
 * the transaction ends, so their requests are weighed one at a time. (Borrowing at all needs a
 * confirmed address, which the request checks first: docs/product.md §3 'Credits'.)
 */
export async function balanceToBorrow(trx: Db, userId: string): Promise<number> {
  return (await lockedAccount(trx, userId)).balance;
}

/** Locks the member's account (opening it if needed) until the transaction ends: their loans are priced one at a time. */
export async function lockCredits(trx: Db, userId: string): Promise<void> {
  await lockedAccount(trx, userId);
}

/**
 * Takes the loan's price from the borrower while the loan is on (the account row stays locked until
 * the caller's transaction ends, so parallel holds cannot overdraw it). Welcome credits are spent
 * first; returns how many of them the price took (docs/product.md §3 'Credits').
 */
export async function holdForLoan(
  trx: Db,
  borrowerId: string,
  loan: LoanRef,
  amount: number,
): Promise<number> {
  if (amount <= 0) return 0;
  const { balance, welcome } = await lockedAccount(trx, borrowerId);
  if (balance < amount) {
    throw conflict(
      `The borrower doesn't have enough credits for this rental (it costs ${credits(amount)}; they have ${balance}).`,
    );
  }
  const fromWelcome = Math.min(welcome, amount);
  // A request made before the rule (or however it came): the grant still waits for a confirmed address.
  if (fromWelcome > 0 && !(await accounts.addressConfirmed(trx, borrowerId))) {
    throw conflict(
      "The borrower hasn't confirmed their e-mail address yet, so their welcome credits can't pay for this rental.",
    );
  }
  await accounts.post(
    trx,
    { userId: borrowerId, amount: -amount, kind: 'loan_hold', loanId: loan.id },
    -fromWelcome,
  );
  await tell(
    trx,
    borrowerId,
    'held',
    loan,
    amount,
    `${credits(amount)} is held for ${loan.title} until it's back.`,
  );
  return fromWelcome;
}

/** Gives a held price back to the borrower (a declined or cancelled loan), welcome credits as welcome. */
export async function refundLoan(
  trx: Db,
  borrowerId: string,
  loan: LoanRef & { credits: number; welcomeCredits: number },
): Promise<void> {
  if (loan.credits <= 0 || !(await accounts.hasEntry(trx, loan.id, 'loan_hold'))) return;
  await lockedAccount(trx, borrowerId);
  await accounts.post(
    trx,
    { userId: borrowerId, amount: loan.credits, kind: 'loan_refund', loanId: loan.id },
    loan.welcomeCredits,
  );
  await tell(
    trx,
    borrowerId,
    'refunded',
    loan,
    loan.credits,
    `The ${credits(loan.credits)} held for ${loan.title} is back.`,
  );
}

/**
 * Pays a held price to the owner once the disc is back; `released`: the pay had waited for the
 * borrower to lend a disc (docs/product.md §3 'Credits').
 */
export async function payOwner(
  trx: Db,
  ownerId: string,
  loan: LoanRef,
  amount: number,
  released = false,
): Promise<void> {
  if (amount <= 0 || !(await accounts.hasEntry(trx, loan.id, 'loan_hold'))) return;
  if (await accounts.hasEntry(trx, loan.id, 'loan_earned')) return;
  await lockedAccount(trx, ownerId);
  await accounts.post(trx, { userId: ownerId, amount, kind: 'loan_earned', loanId: loan.id });
  await tell(
    trx,
    ownerId,
    released ? 'released' : 'paid',
    loan,
    amount,
    released
      ? `The ${credits(amount)} waiting for lending ${loan.title} is yours now.`
      : `You earned ${credits(amount)} for lending ${loan.title}.`,
  );
  await collectDebts(trx, ownerId);
}

/** The borrower's held price left them for good: the return of `loan` is settled. */
export async function settleHold(trx: Db, borrowerId: string, loan: LoanRef, amount: number): Promise<void> {
  if (amount <= 0 || !(await accounts.hasEntry(trx, loan.id, 'loan_hold'))) return;
  await tell(
    trx,
    borrowerId,
    'settled',
    loan,
    amount,
    `The ${credits(amount)} held for ${loan.title} went to its owner.`,
  );
}

/** What the member still owes from settled disputes (docs/product.md §3 'Loan dispute'). */
export function owedBy(db: Db, userId: string): Promise<number> {
  return accounts.owedBy(db, userId);
}

/** Before the member borrows: a debt from a settled dispute is paid off first (a 409). */
export async function refuseDebtor(trx: Db, userId: string): Promise<void> {
  const owed = await accounts.owedBy(trx, userId);
  if (owed > 0) {
    throw conflict(
      `You owe ${credits(owed)} from a settled dispute. It is paid off from the next credits you earn ` +
        '(lend a disc to earn some); then you can borrow again.',
    );
  }
}

/**
 * Locks both members' accounts (opening them if needed) in one order, whoever calls, so two
 * settlements between the same pair queue instead of deadlocking.
 */
export async function lockPair(trx: Db, a: string, b: string): Promise<void> {
  for (const userId of [a, b].sort()) await lockedAccount(trx, userId);
}

/**
 * A settled dispute's charge (docs/product.md §3 'Loan dispute'): the borrower pays the owner
 * `amount` for a damaged or lost disc, once per loan. Nobody's balance goes negative: what the
 * borrower can't pay now is a debt, paid off to the owner from the credits they earn next. A
 * borrower who has not lent a disc yet (`hasLent` false) pays with earned credits only, so accounts
 * made only to borrow can't feed one account through disputes either. Call with both accounts
 * locked (`lockPair`).
 */
export async function chargeForDispute(
  trx: Db,
  pair: { borrowerId: string; ownerId: string; hasLent: boolean },
  loan: LoanRef,
  amount: number,
  what: string,
): Promise<void> {
  if (amount <= 0 || (await accounts.hasEntry(trx, loan.id, 'dispute_charge'))) return;
  const { balance, welcome } = await lockedAccount(trx, pair.borrowerId);
  const paid = Math.min(pair.hasLent ? balance : balance - welcome, amount);
  const owed = amount - paid;
  if (paid > 0) {
    await accounts.post(trx, {
      userId: pair.borrowerId,
      amount: -paid,
      kind: 'dispute_charge',
      loanId: loan.id,
    });
    await accounts.post(trx, {
      userId: pair.ownerId,
      amount: paid,
      kind: 'dispute_compensation',
      loanId: loan.id,
    });
  }
  if (owed > 0) {
    await accounts.insertDebt(trx, {
      debtorId: pair.borrowerId,
      creditorId: pair.ownerId,
      loanId: loan.id,
      owed,
    });
  }
  const rest = owed > 0 ? ` ${credits(owed)} of it is owed until you earn credits.` : '';
  await tell(trx, pair.borrowerId, 'charged', loan, amount, `You pay ${credits(amount)} for ${what}.${rest}`);
  await tell(
    trx,
    pair.ownerId,
    'compensated',
    loan,
    amount,
    `You get ${credits(amount)} for ${what}` +
      (owed === 0
        ? '.'
        : paid > 0
          ? `: ${credits(paid)} now, the rest as the borrower earns credits.`
          : ', paid as the borrower earns credits.'),
  );
  if (paid > 0) await collectDebts(trx, pair.ownerId);
}

/** Pays the member's open debts, oldest first, from what they just earned (their balance) as far as it goes. */
async function collectDebts(trx: Db, debtorId: string): Promise<void> {
  const debts = await accounts.lockOpenDebts(trx, debtorId);
  for (const debt of debts) {
    const balance = (await accounts.lockBalance(trx, debtorId)) ?? 0;
    const paid = Math.min(balance, debt.owed);
    if (paid <= 0) return;
    await lockedAccount(trx, debt.creditorId);
    await accounts.post(trx, { userId: debtorId, amount: -paid, kind: 'debt_paid', loanId: debt.loanId });
    await accounts.post(trx, {
      userId: debt.creditorId,
      amount: paid,
      kind: 'debt_received',
      loanId: debt.loanId,
    });
    await accounts.reduceDebt(trx, debt.id, paid);
    const loan = { id: debt.loanId };
    await tell(trx, debtorId, 'repaid', loan, paid, `${credits(paid)} went to pay off what you owe.`);
    await tell(trx, debt.creditorId, 'repaid', loan, paid, `${credits(paid)} of what you are owed came in.`);
  }
}

export function credits(n: number): string {
  return n === 1 ? '1 credit' : `${n} credits`;
}
