import type { Db } from '@chuck/db';
import { nameOf } from '../../lib/display-name.ts';
import { AUTO_CONFIRM_HOURS, REVIEW_WINDOW_DAYS } from '../../shared/loan-terms.ts';
import { notify } from '../../social/notifications/notifications.service.ts';
import * as credits from '../credits/credits.service.ts';
import { notifyLoan, type Sender } from './loan-notices.ts';
import { awaiting, DISPUTE_CLEARED } from './loan-rules.ts';
import * as loans from './loans.repository.ts';

/**
 * How a loan's return settles: confirming the pending step, paying the owner (or waiting), and
 * asking both members for a review. Shared by the members' steps, the timed steps and disputes.
 */

/** Confirms the loan's pending step (by the borrower `me`, or by itself after 72 hours with `me` null). */
export async function confirmStep(trx: Db, loan: loans.LoanRow, me: Sender | null): Promise<void> {
  const now = new Date();
  const clear = DISPUTE_CLEARED;
  const which = awaiting(loan);
  if (which === 'handed_over') {
    await loans.updateLoan(trx, loan.id, { ...clear, handoverConfirmedAt: now, stepAt: null });
  } else if (which === 'returned') {
    await loans.updateLoan(trx, loan.id, { ...clear, returnConfirmedAt: now, stepAt: null });
    await settleReturn(trx, loan);
    await askForReviews(trx, loan);
  } else {
    await loans.updateLoan(trx, loan.id, clear);
  }
  const what = which === 'returned' ? 'the return of' : 'the hand-over of';
  const message = me
    ? `${me.name} confirmed ${what} ${loan.title}.`
    : `Nobody disputed ${what} ${loan.title} within ${AUTO_CONFIRM_HOURS} hours, so it is confirmed.`;
  await notifyLoan(trx, loan.ownerId, 'rental_confirmed', {
    title: 'Step Confirmed',
    message,
    loan,
    from: me,
  });
  if (!me)
    await notifyLoan(trx, loan.borrowerId, 'rental_confirmed', {
      title: 'Step Confirmed',
      message,
      loan,
      from: null,
    });
}

/**
 * A confirmed return pays the owner the held price, unless it was paid with welcome credits by a
 * borrower who has not lent a disc yet: then the pay waits until they have (docs/product.md §3
 * 'Credits': throwaway accounts can't feed one account). The owner has now lent a disc, so the pay
 * waiting on their own borrowing is released too.
 */
export async function settleReturn(trx: Db, loan: loans.LoanRow): Promise<void> {
  if (loan.credits <= 0) {
    // A free loan: nothing was held, so nothing is paid.
  } else if (loan.welcomeCredits > 0 && !(await loans.hasLent(trx, loan.borrowerId))) {
    await loans.updateLoan(trx, loan.id, { payoutWaiting: true });
  } else {
    await pay(trx, loan);
  }
  await credits.settleHold(trx, loan.borrowerId, loan, loan.credits);
  for (const waiting of await loans.lockWaitingPayouts(trx, loan.ownerId)) await pay(trx, waiting, true);
}

/**
 * docs/product.md §3 'Loan review': a settled loan asks both members how it went, leading to the
 * review form on its card (reviews open now, not before).
 */
export async function askForReviews(trx: Db, loan: loans.LoanRow): Promise<void> {
  const named = (await loans.findDetailed(trx, loan.id))!;
  for (const [userId, other] of [
    [loan.ownerId, { id: loan.borrowerId, name: nameOf(named, 'borrower') }],
    [loan.borrowerId, { id: loan.ownerId, name: nameOf(named, 'owner') }],
  ] as const) {
    await notify(trx, userId, {
      type: 'loan_review_asked',
      title: `How did it go with ${other.name}?`,
      message: `The loan of ${loan.title} is settled. Leave a review: thumbs up or down, within ${REVIEW_WINDOW_DAYS} days.`,
      // The other member's id, as every loan notice carries it (deleting them deletes it too).
      data: {
        movieTitle: loan.title,
        loanId: loan.id,
        mediaId: loan.mediaId,
        fromUserId: other.id,
        fromName: other.name,
      },
    });
  }
}

async function pay(trx: Db, loan: loans.LoanRow, released = false): Promise<void> {
  await credits.payOwner(trx, loan.ownerId, loan, loan.credits, released);
  await loans.updateLoan(trx, loan.id, { paidAt: new Date(), payoutWaiting: false });
}
