import type { Db } from '@chuck/db';
import type { Reaction } from '../../effects/events.ts';
import { conflict } from '../../errors.ts';
import { notifyAll } from '../../social/notifications/notifications.service.ts';
import { notifyLoan } from './loan-notices.ts';
import * as loans from './loans.repository.ts';

/** Loans closed from outside them: a disc leaving the shelf, a member suspended. */

/**
 * A disc may leave the shelf (made private or public, or removed) only when it is not lent; its open
 * requests are then declined. The disc's row is locked by the change.
 */
export const releaseDisc: Reaction<'disc.leaving-shelf'> = async (trx, { disc: item, next }) => {
  if (await loans.hasActiveLoan(trx, item.id)) {
    throw conflict(
      `This movie is out on loan (or promised to a borrower), so it can't be ${next === 'removed' ? 'removed' : `made ${next}`}. ` +
        'Mark it returned, or decline the loan, first.',
    );
  }
  for (const loan of await loans.lockPendingRequests(trx, item.id)) {
    await loans.updateLoan(trx, loan.id, { status: 'declined', declinedAt: new Date() });
    await notifyLoan(trx, loan.borrowerId, 'rental_declined', {
      title: 'Rental Request Declined',
      message: `${item.title} is no longer available for rental, so your request was closed.`,
      loan,
      from: null,
    });
  }
};

/**
 * A member was suspended (docs/product.md §3 'Reports and moderation'): requests waiting on either
 * side are declined, and each loan in progress is flagged to both of its members.
 */
export async function closeLoansOfSuspended(trx: Db, userId: string): Promise<void> {
  for (const loan of await loans.openRequestsWith(trx, userId)) {
    await loans.updateLoan(trx, loan.id, { status: 'declined', declinedAt: new Date() });
    const other = loan.ownerId === userId ? loan.borrowerId : loan.ownerId;
    await notifyLoan(trx, other, loan.ownerId === userId ? 'rental_declined' : 'rental_cancelled', {
      title: loan.ownerId === userId ? 'Rental Request Declined' : 'Rental Request Cancelled',
      message: `The request for ${loan.title} was closed: a member of it is suspended.`,
      loan,
      from: null,
    });
  }
  for (const loan of await loans.inProgressWith(trx, userId)) {
    const message =
      `A member of the loan of ${loan.title} was suspended. The loan is flagged for the moderators; ` +
      'finish it as you agreed, or dispute it.';
    const data = { movieTitle: loan.title, loanId: loan.id, mediaId: loan.mediaId };
    await notifyAll(
      trx,
      [loan.ownerId, loan.borrowerId].map((member) => ({
        userId: member,
        type: 'loan_flagged' as const,
        title: 'Loan Flagged',
        message,
        data,
      })),
    );
  }
}
