import { useMutation } from '@tanstack/react-query';
import type { DiscCondition } from '../../../components/collection/disc-options.ts';
import { useRefreshDvdClub } from '../../../components/collection/use-dvd-club-cache.ts';
import { showFailure, toast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { handleUnauthorized, isUnauthorizedError } from '../../../lib/unauthorized.ts';
import { type DisputeOutcome, type DisputeReason, formatDate, type Loan } from './loan-text.ts';

/** docs/product.md §3 'Loan dispute': a disc that came back damaged, or never came back. */
export interface ReturnProblem {
  problem: 'damaged' | 'lost';
  credits: number;
}

/**
 * The owner's and borrower's steps on one loan (and the review after it), each with its toast; every
 * success refreshes the club.
 */
export function useLoanActions(loan: Loan) {
  const trpc = useTRPC();
  const refresh = useRefreshDvdClub();
  const name = loan.otherParty.displayName;
  const handlers = <T = Loan>(success: (updated: T) => { title: string; description: string }) => ({
    onSuccess: (updated: T) => {
      toast(success(updated));
      void refresh();
    },
    onError: (error: unknown) => {
      if (isUnauthorizedError(error)) {
        handleUnauthorized();
        return;
      }
      showFailure(error, 'Failed to update the rental request.');
      // Someone else may have moved the loan on (the borrower cancelled): show where it stands now.
      void refresh();
    },
  });

  const accept = useMutation(
    trpc.loans.accept.mutationOptions(
      handlers((updated) => ({
        title: 'Request Accepted',
        description: `${name} can borrow ${loan.title}${updated.dueAt ? ` until ${formatDate(updated.dueAt)}` : ''}.`,
      })),
    ),
  );
  const decline = useMutation(
    trpc.loans.decline.mutationOptions(
      handlers(() => ({ title: 'Request Declined', description: `${name} has been told.` })),
    ),
  );
  const cancel = useMutation(
    trpc.loans.cancel.mutationOptions(
      handlers(() => ({
        title: 'Request Cancelled',
        description: `Your request for ${loan.title} is withdrawn.`,
      })),
    ),
  );
  const handOver = useMutation(
    trpc.loans.handOver.mutationOptions(
      handlers((updated) => ({
        title: 'Handed Over',
        description: `${loan.title} is with ${name}${updated.dueAt ? `, due back ${formatDate(updated.dueAt)}` : ''}.`,
      })),
    ),
  );
  const markReturned = useMutation(
    trpc.loans.markReturned.mutationOptions(
      handlers((updated) =>
        updated.dispute
          ? {
              title: 'Dispute Raised',
              description: `${name} has been told what you propose; the credit stays frozen until you agree.`,
            }
          : {
              title: 'Marked Returned',
              description: `${loan.title} is back on your shelf. Your ${updated.credits} ${updated.credits === 1 ? 'credit comes' : 'credits come'} once ${name} confirms the return.`,
            },
      ),
    ),
  );

  const confirm = useMutation(
    trpc.loans.confirm.mutationOptions(
      handlers((updated) =>
        loan.dispute && loan.dispute.by === loan.role
          ? { title: 'Dispute Withdrawn', description: `${name} has been told.` }
          : updated.status === 'returned'
            ? { title: 'Return Confirmed', description: `Thanks! ${loan.title} is back with ${name}.` }
            : { title: 'Hand-over Confirmed', description: `Enjoy ${loan.title}. Be kind, rewind.` },
      ),
    ),
  );
  const dispute = useMutation(
    trpc.loans.dispute.mutationOptions(
      handlers(() => ({
        title: 'Dispute Raised',
        description: `The credit is frozen and ${name} has been told.`,
      })),
    ),
  );
  const resolve = useMutation(
    trpc.loanDisputes.resolve.mutationOptions(
      handlers(() => ({
        title: 'Outcome Proposed',
        description: `${name} can accept it or propose another.`,
      })),
    ),
  );
  const acceptResolution = useMutation(
    trpc.loanDisputes.accept.mutationOptions(
      handlers(() => ({
        title: 'Dispute Settled',
        description: `The loan of ${loan.title} is settled. How did it go with ${name}? Leave a review.`,
      })),
    ),
  );
  const review = useMutation(
    trpc.loans.review.mutationOptions(
      handlers(() => ({ title: 'Review Saved', description: `Thanks for reviewing ${name}.` })),
    ),
  );

  return {
    accept: (loanDays: number) => accept.mutateAsync({ id: loan.id, loanDays }),
    decline: () => decline.mutate({ id: loan.id }),
    cancel: () => cancel.mutate({ id: loan.id }),
    handOver: () => handOver.mutate({ id: loan.id }),
    markReturned: (condition: DiscCondition, problem?: ReturnProblem) =>
      markReturned.mutateAsync({ id: loan.id, condition, ...problem }),
    confirm: () => confirm.mutate({ id: loan.id }),
    dispute: (reason: DisputeReason, note: string) =>
      dispute.mutateAsync({ id: loan.id, reason, ...(note ? { note } : {}) }),
    resolve: (outcome: DisputeOutcome, credits?: number) =>
      resolve.mutateAsync({ id: loan.id, outcome, ...(outcome === 'returned' ? {} : { credits }) }),
    acceptResolution: () => acceptResolution.mutate({ id: loan.id }),
    review: (thumb: 'up' | 'down', note: string) =>
      review.mutateAsync({ id: loan.id, thumb, ...(note ? { note } : {}) }),
    isPending: [
      accept,
      decline,
      cancel,
      handOver,
      markReturned,
      confirm,
      dispute,
      resolve,
      acceptResolution,
      review,
    ].some((m) => m.isPending),
  };
}
