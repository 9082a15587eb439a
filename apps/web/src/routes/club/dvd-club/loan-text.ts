import { ACTIVE_LOAN_STATUSES, OPEN_LOAN_STATUSES, PAIR_PAY_DAYS } from '@chuck/api/client';
import type { RouterOutputs } from '../../../lib/trpc.ts';

export type Loan = RouterOutputs['loans']['list']['incoming'][number];
export type LoanStatus = Loan['status'];
export type LoanAction = Loan['actions'][number];
export type DisputeReason = NonNullable<Loan['dispute']>['reason'];
export type DisputeOutcome = NonNullable<NonNullable<Loan['dispute']>['outcome']>['outcome'];

/** docs/product.md §3 'Loan dispute': the reasons as the dispute form offers them. */
export const REASON_LABELS: Record<DisputeReason, string> = {
  not_received: 'I never got the disc',
  damaged: 'The disc is damaged',
  wrong_disc: 'It is the wrong disc',
  not_returned: 'The disc was not returned',
  other: 'Something else',
};

/** An outcome in words: 'Returned fine', 'Damaged: 2 credits on top', 'Lost: 3 credits'. */
export function outcomeText(outcome: DisputeOutcome, extra: number): string {
  if (outcome === 'returned') return 'Returned fine';
  return `${outcome === 'lost' ? 'Lost' : 'Damaged'}: ${credits(extra)} on top of the loan`;
}

export const STATUS_LABELS: Record<LoanStatus, string> = {
  requested: 'Requested',
  accepted: 'Accepted',
  handed_over: 'Handed Over',
  returned: 'Returned',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/**
 * Still going: a status the server counts as open, an owner's step the borrower has yet to confirm,
 * or a dispute. These need someone to do something.
 */
export const isOpenLoan = (loan: Loan) =>
  (OPEN_LOAN_STATUSES as readonly LoanStatus[]).includes(loan.status) ||
  loan.awaitingConfirmation !== null ||
  (loan.dispute !== null && loan.dispute.outcome === null) ||
  // A settled loan waits for the member's review (docs/product.md §3 'Loan review'): never folded away.
  loan.actions.includes('review');

/** Promised or lent (the server's list): the disc has a due date. */
export const isActiveLoan = (loan: Loan) =>
  (ACTIVE_LOAN_STATUSES as readonly LoanStatus[]).includes(loan.status);

const LABELS: Record<Exclude<LoanAction, 'confirm'>, string> = {
  accept: 'Accept',
  decline: 'Decline',
  cancel: 'Cancel Request',
  handOver: 'Mark Handed Over',
  markReturned: 'Mark Returned',
  dispute: 'Dispute',
  resolve: 'Propose Outcome',
  acceptResolution: 'Accept Outcome',
  review: 'Leave a Review',
};

/**
 * A step's button. Confirm is the borrower's 'I Have It' after the hand-over and 'Confirm Return'
 * after the return (docs/product.md §3 'Loan'); for the member who disputed, it withdraws the dispute.
 */
export function actionLabel(loan: Loan, action: LoanAction): string {
  if (action !== 'confirm') return LABELS[action];
  if (loan.dispute && loan.dispute.by === loan.role) return 'Withdraw Dispute';
  return loan.awaitingConfirmation === 'returned' ? 'Confirm Return' : 'I Have It';
}

/** A short date in the reader's own format: 'Mar 4, 2025'. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** A date and time in the reader's own format: 'Mar 4, 2025, 6:30 PM'. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;

/** When an unconfirmed step confirms itself: ' It confirms itself on Mar 4, 2025, 6:30 PM.' */
const selfConfirm = (loan: Loan) =>
  loan.confirmBy ? ` It confirms itself on ${formatDateTime(loan.confirmBy)} unless disputed.` : '';

/**
 * A loan the owner accepted for nothing: they were paid for this borrower in the last 30 days
 * (docs/product.md §3 'Credits'), so no credit moves. The line for it, where credits would be named.
 */
function freeLoanHint(loan: Loan, name: string, owner: boolean): string | null {
  if (loan.credits > 0 || loan.acceptedAt === null) return null;
  const free = owner
    ? `This loan is free: you earned from ${name} in the last ${PAIR_PAY_DAYS} days.`
    : 'This loan is free: no credit is held.';
  if (loan.dispute && !loan.dispute.outcome) return `Disputed. ${free}`;
  if (loan.status === 'accepted') {
    return owner
      ? `Hand the disc to ${name}, then mark it handed over. ${free}`
      : `Accepted! Arrange the pick-up with ${name}. ${free}`;
  }
  if (!owner) return null;
  if (loan.status === 'handed_over' && !loan.awaitingConfirmation) {
    return `With ${name}. Mark it returned when it's back. ${free}`;
  }
  if (loan.status === 'returned') {
    return loan.awaitingConfirmation
      ? `Marked returned. Waiting for ${name} to confirm. ${free}${selfConfirm(loan)}`
      : `Back on your shelf. ${free}`;
  }
  return null;
}

/** What the step means for this side of the loan, in a line. */
export function loanHint(loan: Loan): string {
  const name = loan.otherParty.displayName;
  const price = credits(loan.credits);
  const owner = loan.role === 'owner';
  const free = freeLoanHint(loan, name, owner);
  if (free) return free;
  // docs/product.md §3 'Loan dispute': the dispute itself shows beside this line.
  if (loan.dispute?.outcome) return 'This loan is settled.';
  if (loan.dispute) return `The ${price} stays frozen until you agree how it ends.`;
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
      if (loan.awaitingConfirmation === 'handed_over') {
        return owner
          ? `Waiting for ${name} to confirm they have it.${selfConfirm(loan)}`
          : `${name} says they handed it to you. Confirm you have it, or dispute if you don't.${selfConfirm(loan)}`;
      }
      return owner
        ? `With ${name}. Mark it returned when it's back; the ${price} comes to you once the return is confirmed.`
        : 'Enjoy the show, and please return it by the due date. Be kind, rewind.';
    case 'returned':
      if (loan.awaitingConfirmation === 'returned') {
        return owner
          ? `Marked returned. Waiting for ${name} to confirm; the ${price} is paid then.${selfConfirm(loan)}`
          : `${name} marked it returned. Confirm, or dispute if you haven't given it back.${selfConfirm(loan)}`;
      }
      if (!owner) return `Returned to ${name}. Thanks for being kind!`;
      return loan.payout === 'waiting'
        ? `Back on your shelf. ${name} paid with welcome credits: your ${price} comes once they lend a disc of their own.`
        : `Back on your shelf. You earned ${price}.`;
    case 'declined':
      return owner ? 'You declined this request.' : `${name} declined this request. No credit was spent.`;
    case 'cancelled':
      return owner ? `${name} cancelled this request.` : 'You cancelled this request. No credit was spent.';
  }
}
