import type { Db, DisputeReason } from '@chuck/db';
import type { AppDeps, WriteDeps } from '../../context.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { PAIR_PAY_DAYS } from '../../shared/loan-terms.ts';
import { publicNameOf } from '../../social/connections/connections.service.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import * as credits from '../credits/credits.service.ts';
import { type LockedDisc, lockDisc, setCondition } from '../dvd-club/dvd-club.service.ts';
import { offerToNextInLine } from '../holds/holds.service.ts';
import { notifyLoan, type Sender } from './loan-notices.ts';
import {
  ALREADY,
  DAY_MS,
  DISPUTE_CLEARED,
  defaultCredits,
  disputeOpen,
  LOAN_NOT_FOUND,
  problemDispute,
  type Role,
  RULES,
  roleOf,
  type StepAction,
  sideRule,
  UNAVAILABLE,
} from './loan-rules.ts';
import { confirmStep } from './loan-settlement.ts';
import * as loans from './loans.repository.ts';
import type { AcceptInput, DisputeInput, Loan, LoanIdInput, ReturnInput } from './loans.schema.ts';
import { getLoan } from './loans.service.ts';

/**
 * The steps of a loan after its request (docs/product.md §3 'Loan'): accept, decline, cancel, hand
 * over, mark returned, confirm and dispute, each one transaction taken by one of its two members.
 */

/**
 * Runs one step of a loan in a transaction. Locks are always taken in the same order (disc, then
 * loan, then a credit account) so concurrent steps queue instead of deadlocking, and every check is
 * made on the locked rows.
 */
async function step(
  { db }: Pick<AppDeps, 'db'>,
  member: SessionUser,
  { id }: LoanIdInput,
  action: StepAction,
  /** `me`: the acting member, as the other side's notification names them; `role`: their side. */
  apply: (
    trx: Db,
    loan: loans.LoanRow,
    item: LockedDisc | undefined,
    me: Sender,
    role: Role,
  ) => Promise<void>,
): Promise<Loan> {
  await inTransaction(db, async (trx) => {
    const seen = await loans.findLoan(trx, id);
    const role = seen && roleOf(seen, member.id);
    if (!seen || !role) throw notFound(LOAN_NOT_FOUND);
    const rule = RULES[action];
    if (rule.by !== 'either' && role !== rule.by) {
      throw forbidden(
        `Only the ${rule.by === 'owner' ? "movie's owner" : 'borrower'} can ${rule.verb} this request.`,
      );
    }
    const item = seen.mediaId === null ? undefined : await lockDisc(trx, seen.mediaId);
    const loan = (await loans.lockLoan(trx, id))!;
    if (!rule.from.includes(loan.status)) {
      throw conflict(
        rule.by === 'either'
          ? 'There is nothing to confirm or dispute on this loan yet.'
          : ALREADY[loan.status],
      );
    }
    if (action === 'confirm' || action === 'dispute') {
      const refusal = sideRule(action, loan, role);
      if (refusal) throw conflict(refusal);
    }
    await apply(trx, loan, item, { id: member.id, name: await publicNameOf(trx, member) }, role);
  });
  return getLoan({ db }, member, { id });
}

export function accept(deps: Pick<AppDeps, 'db'>, member: SessionUser, input: AcceptInput): Promise<Loan> {
  return step(deps, member, input, 'accept', async (trx, loan, item, me) => {
    if (item?.visibility !== 'rentable') throw conflict(UNAVAILABLE);
    if (await loans.hasActiveLoan(trx, item.id)) {
      throw conflict(
        'This movie is already lent to another member. Mark it returned before accepting another request.',
      );
    }
    const now = new Date();
    // docs/product.md §3 'Credits': an owner is paid for one loan to the same borrower in 30 days;
    // a later one runs free (nothing held, nothing paid). The borrower's account is locked first, so
    // two of the pair's loans accepted at once are priced one after the other.
    await credits.lockCredits(trx, loan.borrowerId);
    const since = new Date(now.getTime() - PAIR_PAY_DAYS * DAY_MS);
    const price = (await loans.pricedLoanBetween(trx, loan, since, loan.id)) ? 0 : loan.credits;
    const welcomeCredits = await credits.holdForLoan(trx, loan.borrowerId, loan, price);
    await loans.updateLoan(trx, loan.id, {
      credits: price,
      welcomeCredits,
      status: 'accepted',
      acceptedAt: now,
      dueAt: new Date(now.getTime() + input.loanDays * DAY_MS),
    });
    await notifyLoan(trx, loan.borrowerId, 'rental_accepted', {
      title: 'Rental Request Accepted',
      message:
        `${me.name} accepted your request for ${loan.title}. ` +
        (price > 0
          ? `${credits.credits(price)} is held until you return it; it's due back in ${days(input.loanDays)}.`
          : `It's free (you borrowed from ${me.name} in the last ${PAIR_PAY_DAYS} days); ` +
            `it's due back in ${days(input.loanDays)}.`),
      loan,
      from: me,
    });
  });
}

export function decline(deps: WriteDeps, member: SessionUser, input: LoanIdInput): Promise<Loan> {
  return step(deps, member, input, 'decline', async (trx, loan, item, me) => {
    const refunded = loan.status === 'accepted';
    if (refunded) await credits.refundLoan(trx, loan.borrowerId, loan);
    await loans.updateLoan(trx, loan.id, { status: 'declined', declinedAt: new Date() });
    // A promised disc is free again: the next in line gets their turn.
    if (item) await offerToNextInLine({ db: trx, effects: deps.effects }, item.id);
    await notifyLoan(trx, loan.borrowerId, 'rental_declined', {
      title: 'Rental Request Declined',
      message:
        `${me.name} declined your request for ${loan.title}.` +
        (refunded ? ` Your ${credits.credits(loan.credits)} has been returned.` : ''),
      loan,
      from: me,
    });
  });
}

export function cancel(deps: WriteDeps, member: SessionUser, input: LoanIdInput): Promise<Loan> {
  return step(deps, member, input, 'cancel', async (trx, loan, item, me) => {
    if (loan.status === 'accepted') await credits.refundLoan(trx, loan.borrowerId, loan);
    await loans.updateLoan(trx, loan.id, { status: 'cancelled', cancelledAt: new Date() });
    if (item) await offerToNextInLine({ db: trx, effects: deps.effects }, item.id);
    await notifyLoan(trx, loan.ownerId, 'rental_cancelled', {
      title: 'Rental Request Cancelled',
      message: `${me.name} cancelled their request for ${loan.title}.`,
      loan,
      from: me,
    });
  });
}

export function handOver(deps: Pick<AppDeps, 'db'>, member: SessionUser, input: LoanIdInput): Promise<Loan> {
  return step(deps, member, input, 'handOver', async (trx, loan, _item, me) => {
    const now = new Date();
    await loans.updateLoan(trx, loan.id, { status: 'handed_over', handedOverAt: now, stepAt: now });
    const left = loan.dueAt ? Math.max(0, Math.ceil((loan.dueAt.getTime() - now.getTime()) / DAY_MS)) : null;
    await notifyLoan(trx, loan.borrowerId, 'rental_handed_over', {
      title: 'Movie Handed Over',
      message:
        `${me.name} handed over ${loan.title}. Enjoy the movie!` +
        (left === null ? '' : ` It's due back in ${days(left)}.`) +
        " Confirm you have it, or dispute it if you don't.",
      loan,
      from: me,
    });
  });
}

export function markReturned(deps: WriteDeps, member: SessionUser, input: ReturnInput): Promise<Loan> {
  const { effects } = deps;
  return step(deps, member, input, 'markReturned', async (trx, loan, item, me) => {
    if (disputeOpen(loan) && loan.disputedBy !== loan.ownerId) {
      throw conflict(
        'The borrower disputed the hand-over. Settle it with them before marking the movie returned.',
      );
    }
    const now = new Date();
    const lost = input.problem === 'lost';
    await loans.updateLoan(trx, loan.id, {
      status: 'returned',
      returnedAt: now,
      returnCondition: lost ? null : input.condition,
      stepAt: now,
      // The disc came back, so it went out: an unconfirmed hand-over is settled, an owner's dispute over.
      handoverConfirmedAt: loan.handoverConfirmedAt ?? now,
      ...DISPUTE_CLEARED,
      ...(input.problem ? problemDispute(input.problem, input.credits, me, now) : {}),
    });
    if (item && !lost) await setCondition(trx, item.id, input.condition);
    await effects.emit(trx, { type: 'loan.returned', ownerId: loan.ownerId, borrowerId: loan.borrowerId });
    if (input.problem) {
      const asked = input.credits ?? defaultCredits(input.problem);
      const message =
        `${me.name} says ${loan.title} ${lost ? 'never came back (lost)' : 'came back damaged'} and proposes ` +
        `you pay ${credits.credits(asked)} on top of the loan. Accept it, or propose another outcome.`;
      for (const userId of [loan.ownerId, loan.borrowerId]) {
        await notifyLoan(trx, userId, 'rental_disputed', { title: 'Loan Disputed', message, loan, from: me });
      }
    } else {
      await notifyLoan(trx, loan.borrowerId, 'rental_returned', {
        title: 'Movie Returned',
        message: `${me.name} got ${loan.title} back. Thanks for being kind and rewinding!`,
        loan,
        from: me,
      });
    }
    // docs/product.md §3 'Hold': the first in line gets their turn; with nobody waiting, the disc is
    // back on the shelf and watchers of the film hear it. A lost disc is not back.
    if (item && !lost) await offerToNextInLine({ db: trx, effects }, item.id, 'announce');
  });
}

/**
 * The borrower confirms the owner's hand-over ('I have it') or return; the member who raised a
 * dispute withdraws it. The owner is paid only on a confirmed return (docs/product.md §3 'Credits').
 */
export function confirm(deps: WriteDeps, member: SessionUser, input: LoanIdInput): Promise<Loan> {
  return step(deps, member, input, 'confirm', async (trx, loan, _item, me, role) => {
    const withdrawn = loan.disputedAt !== null;
    if (withdrawn && role === 'owner') {
      // The owner's dispute is withdrawn: the clock of a pending step starts again.
      await loans.updateLoan(trx, loan.id, DISPUTE_CLEARED);
      await notifyLoan(trx, loan.borrowerId, 'rental_confirmed', {
        title: 'Dispute Withdrawn',
        message: `${me.name} withdrew their dispute about ${loan.title}.`,
        loan,
        from: me,
      });
      return;
    }
    await confirmStep(trx, loan, me);
  });
}

/** docs/product.md §3 'Loan dispute': the reasons as members read them. */
const REASON_WORDS: Record<DisputeReason, string> = {
  not_received: 'the disc never arrived',
  damaged: 'the disc is damaged',
  wrong_disc: 'it is the wrong disc',
  not_returned: 'the disc was not returned',
  other: 'something else went wrong',
};

/**
 * Either member disputes the loan: the clock stops, the held credit stays where it is (no pay, no
 * refund) until the two agree an outcome (or it is withdrawn), and both members are told.
 */
export function dispute(deps: Pick<AppDeps, 'db'>, member: SessionUser, input: DisputeInput): Promise<Loan> {
  return step(deps, member, input, 'dispute', async (trx, loan, _item, me) => {
    await loans.updateLoan(trx, loan.id, {
      ...DISPUTE_CLEARED,
      disputedAt: new Date(),
      disputedBy: me.id,
      disputeReason: input.reason,
      disputeNote: input.note || null,
    });
    const message =
      `${me.name} disputed the loan of ${loan.title}: ${REASON_WORDS[input.reason]}` +
      `${input.note ? ` ("${input.note}")` : ''}. ` +
      'The credit stays held until you agree how it ends: either of you proposes an outcome, the other accepts.';
    for (const userId of [loan.ownerId, loan.borrowerId]) {
      await notifyLoan(trx, userId, 'rental_disputed', { title: 'Loan Disputed', message, loan, from: me });
    }
  });
}

function days(n: number): string {
  return n === 1 ? '1 day' : `${n} days`;
}
