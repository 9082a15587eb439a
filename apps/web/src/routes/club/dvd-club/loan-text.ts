import { ACTIVE_LOAN_STATUSES, OPEN_LOAN_STATUSES } from '@chuck/api/client';
import type { RouterOutputs } from '../../../lib/trpc.ts';

export type Loan = RouterOutputs['loans']['list']['incoming'][number];
export type LoanStatus = Loan['status'];
export type LoanAction = Loan['actions'][number];

export const STATUS_LABELS: Record<LoanStatus, string> = {
  requested: 'Requested',
  accepted: 'Accepted',
  handed_over: 'Handed Over',
  returned: 'Returned',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/** Still going (the server's list): the ones that need someone to do something. */
export const isOpenLoan = (loan: Loan) => (OPEN_LOAN_STATUSES as readonly LoanStatus[]).includes(loan.status);

/** Promised or lent (the server's list): the disc has a due date. */
export const isActiveLoan = (loan: Loan) =>
  (ACTIVE_LOAN_STATUSES as readonly LoanStatus[]).includes(loan.status);

export const ACTION_LABELS: Record<LoanAction, string> = {
  accept: 'Accept',
  decline: 'Decline',
  cancel: 'Cancel Request',
  handOver: 'Mark Handed Over',
  markReturned: 'Mark Returned',
};

/** A short date in the reader's own format: 'Mar 4, 2025'. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
}

const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;

/** What the step means for this side of the loan, in a line. */
export function loanHint(loan: Loan): string {
  const name = loan.otherParty.displayName;
  const price = credits(loan.credits);
  const owner = loan.role === 'owner';
  switch (loan.status) {
    case 'requested':
      return owner
        ? `${name} would like to borrow this. Accept to set a due date, or decline.`
        : `Waiting for ${name} to answer. No credit is taken until they accept.`;
    case 'accepted':
      return owner
        ? `Hand the disc to ${name}, then mark it handed over. Their ${price} is held.`
        : `Accepted! Arrange the pick-up with ${name}. ${price} is held for this rental.`;
    case 'handed_over':
      return owner
        ? `With ${name}. Mark it returned when it's back and the ${price} comes to you.`
        : 'Enjoy the show, and please return it by the due date. Be kind, rewind.';
    case 'returned':
      return owner
        ? `Back on your shelf. You earned ${price}.`
        : `Returned to ${name}. Thanks for being kind!`;
    case 'declined':
      return owner ? 'You declined this request.' : `${name} declined this request. No credit was spent.`;
    case 'cancelled':
      return owner ? `${name} cancelled this request.` : 'You cancelled this request. No credit was spent.';
  }
}
