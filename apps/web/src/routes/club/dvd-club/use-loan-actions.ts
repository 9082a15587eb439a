import { useMutation } from '@tanstack/react-query';
import type { DiscCondition } from '../../../components/collection/disc-options.ts';
import { useRefreshDvdClub } from '../../../components/collection/use-dvd-club-cache.ts';
import { showFailure, toast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { handleUnauthorized, isUnauthorizedError } from '../../../lib/unauthorized.ts';
import { formatDate, type Loan } from './loan-text.ts';

/** The owner's and borrower's steps on one loan, each with its toast; every success refreshes the club. */
export function useLoanActions(loan: Loan) {
  const trpc = useTRPC();
  const refresh = useRefreshDvdClub();
  const name = loan.otherParty.displayName;
  const handlers = (success: (updated: Loan) => { title: string; description: string }) => ({
    onSuccess: (updated: Loan) => {
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
      handlers((updated) => ({
        title: 'Marked Returned',
        description: `${loan.title} is back on your shelf. You earned ${updated.credits} ${updated.credits === 1 ? 'credit' : 'credits'}.`,
      })),
    ),
  );

  return {
    accept: (loanDays: number) => accept.mutateAsync({ id: loan.id, loanDays }),
    decline: () => decline.mutate({ id: loan.id }),
    cancel: () => cancel.mutate({ id: loan.id }),
    handOver: () => handOver.mutate({ id: loan.id }),
    markReturned: (condition: DiscCondition) => markReturned.mutateAsync({ id: loan.id, condition }),
    isPending: [accept, decline, cancel, handOver, markReturned].some((m) => m.isPending),
  };
}
