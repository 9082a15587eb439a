import type { DisputeOutcome, LoanStatus } from '@chuck/db';
import { LOST_CREDITS_DEFAULT, REVIEW_WINDOW_DAYS } from '../../shared/loan-terms.ts';
import type { Sender } from './loan-notices.ts';
import type * as loans from './loans.repository.ts';
import type { LoanAction } from './loans.schema.ts';

/**
 * The rules of a loan's life (docs/product.md §3 'Loan'): who may take which step from which state,
 * and why a step is refused. Pure: the steps (loan-steps.service.ts) check them on locked rows.
 */

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export const LOAN_NOT_FOUND = 'Rental request not found';
export const UNAVAILABLE = 'This movie is not available for rental.';

export type StepAction = Exclude<LoanAction, 'review' | 'resolve' | 'acceptResolution'>;

/**
 * Who may take each step, and from which states. Confirming and disputing are open to both sides
 * here; which side may, at which moment, is `sideRule`'s (docs/product.md §3 'Loan').
 */
export const RULES: Record<
  StepAction,
  { by: 'owner' | 'borrower' | 'either'; from: readonly LoanStatus[]; verb: string }
> = {
  accept: { by: 'owner', from: ['requested'], verb: 'accept' },
  decline: { by: 'owner', from: ['requested', 'accepted'], verb: 'decline' },
  cancel: { by: 'borrower', from: ['requested', 'accepted'], verb: 'cancel' },
  handOver: { by: 'owner', from: ['accepted'], verb: 'mark as handed over' },
  markReturned: { by: 'owner', from: ['handed_over'], verb: 'mark as returned' },
  confirm: { by: 'either', from: ['handed_over', 'returned'], verb: 'confirm' },
  dispute: { by: 'either', from: ['handed_over', 'returned'], verb: 'dispute' },
};

type LoanState = Pick<
  loans.LoanRow,
  | 'status'
  | 'ownerId'
  | 'borrowerId'
  | 'handoverConfirmedAt'
  | 'returnConfirmedAt'
  | 'disputedBy'
  | 'disputedAt'
  | 'disputeSettledAt'
>;

/** A dispute raised and not yet settled (nor withdrawn: withdrawing clears it). */
export function disputeOpen(loan: Pick<loans.LoanRow, 'disputedAt' | 'disputeSettledAt'>): boolean {
  return loan.disputedAt !== null && loan.disputeSettledAt === null;
}

/** Clears a dispute withdrawn before it was settled, its open proposal with it. */
export const DISPUTE_CLEARED = {
  disputedAt: null,
  disputedBy: null,
  disputeReason: null,
  disputeNote: null,
  disputeEscalatedAt: null,
  disputeProposedBy: null,
  disputeProposedOutcome: null,
  disputeProposedCredits: null,
  disputeProposedAt: null,
} as const;

/** The owner's step waiting for the borrower's word, if any. */
export function awaiting(loan: LoanState): 'handed_over' | 'returned' | null {
  if (loan.status === 'handed_over' && !loan.handoverConfirmedAt) return 'handed_over';
  if (loan.status === 'returned' && !loan.returnConfirmedAt) return 'returned';
  return null;
}

/**
 * Why `role` may not confirm or dispute the loan now (null: they may). The borrower confirms the
 * owner's pending step; the member who raised a dispute withdraws it by confirming. Either member
 * disputes a loan handed over, or returned and not yet settled (docs/product.md §3 'Loan dispute'),
 * except the owner their own hand-over before the borrower has confirmed it.
 */
export function sideRule(action: 'confirm' | 'dispute', loan: LoanState, role: Role): string | null {
  const disputedBy = disputeOpen(loan) ? (loan.disputedBy === loan.ownerId ? 'owner' : 'borrower') : null;
  const pending = awaiting(loan);
  if (action === 'confirm') {
    if (disputedBy === role) return null;
    if (disputedBy) return `The ${disputedBy} disputed this loan; only they can withdraw the dispute.`;
    if (role === 'owner') {
      return pending
        ? "You can't confirm your own step: the borrower confirms it (or it confirms itself after 72 hours)."
        : 'There is nothing to confirm on this loan.';
    }
    return pending ? null : 'There is nothing to confirm on this loan.';
  }
  if (disputedBy) return 'This loan is already disputed.';
  if (loan.status === 'returned' && loan.returnConfirmedAt) {
    return 'This loan is settled; there is nothing to dispute.';
  }
  if (role === 'owner' && pending === 'handed_over') return "You can't dispute your own step.";
  return null;
}

export const ALREADY: Record<LoanStatus, string> = {
  requested: 'This request is still waiting for the owner to accept it.',
  accepted: 'This request has already been accepted.',
  declined: 'This request was declined.',
  cancelled: 'This request was cancelled.',
  handed_over: 'This movie has already been handed over.',
  returned: 'This movie has already been returned.',
};

export type Role = 'owner' | 'borrower';

export function roleOf(loan: { ownerId: string; borrowerId: string }, userId: string): Role | null {
  if (loan.ownerId === userId) return 'owner';
  if (loan.borrowerId === userId) return 'borrower';
  return null;
}

/**
 * docs/product.md §3 'Loan review': why the loan can't be reviewed at `now` (null: it can). Reviews
 * open once the loan is settled, its return confirmed (by the borrower, by itself after 72 hours, or
 * by the borrower withdrawing their dispute), and close 14 days later; never during a dispute.
 */
export function reviewRefusal(loan: LoanState & { returnedAt: Date | null }, now: number): string | null {
  if (loan.status !== 'returned' || !loan.returnedAt) {
    return 'You can review a loan once the movie has been returned.';
  }
  if (disputeOpen(loan)) return 'You can review this loan once the dispute is settled.';
  if (!loan.returnConfirmedAt) return 'You can review this loan once the return is confirmed.';
  if (now - loan.returnConfirmedAt.getTime() > REVIEW_WINDOW_DAYS * DAY_MS) {
    return `Reviews close ${REVIEW_WINDOW_DAYS} days after the return is confirmed.`;
  }
  return null;
}

/** When the loan ended (declined, cancelled, or back and settled); null while it is on. */
export function loanEndedAt(loan: loans.LoanRow): Date | null {
  if (loan.status === 'declined') return loan.declinedAt;
  if (loan.status === 'cancelled') return loan.cancelledAt;
  // A return under dispute is not over yet: the two still have things to say.
  if (loan.status === 'returned' && !disputeOpen(loan)) return loan.disputeSettledAt ?? loan.returnedAt;
  return null;
}

/** What a damaged or lost disc costs by default (docs/product.md §3 'Loan dispute'). */
export function defaultCredits(outcome: DisputeOutcome): number {
  if (outcome === 'returned') return 0;
  return outcome === 'lost' ? LOST_CREDITS_DEFAULT : 1;
}

/** docs/product.md §3 'Loan dispute': marking a disc damaged or lost at return opens a dispute with that outcome proposed. */
export function problemDispute(
  problem: 'damaged' | 'lost',
  credits: number | undefined,
  me: Sender,
  now: Date,
) {
  return {
    disputedAt: now,
    disputedBy: me.id,
    disputeReason: problem === 'lost' ? ('not_returned' as const) : ('damaged' as const),
    disputeProposedBy: me.id,
    disputeProposedOutcome: problem,
    disputeProposedCredits: credits ?? defaultCredits(problem),
    disputeProposedAt: now,
  };
}
