import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../../../lib/trpc.ts';
import { handleUnauthorized, isUnauthorizedError } from '../../../lib/unauthorized.ts';

/** docs/product.md §9: DVD Club calls try up to 3 times, and never again after an unauthorized answer. */
const DVD_CLUB_TRIES = 3;
function dvdClubRetry(failureCount: number, error: unknown): boolean {
  return !isUnauthorizedError(error) && failureCount < DVD_CLUB_TRIES - 1;
}
// Quick second tries: a dropped connection, not a busy server, is the usual cause.
const retryDelay = (attempt: number) => 400 * 2 ** attempt;
const retry = { retry: dvdClubRetry, retryDelay };

export function useMyCollection(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.dvdClub.list.queryOptions(), ...retry, enabled });
}

// Loans and credits change when the other member acts: the notification that says so refreshes
// them (components/notifications/notification-queries.ts), so nothing polls.
export function useCredits(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.credits.balance.queryOptions(), ...retry, enabled });
}

export function useLoans(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.loans.list.queryOptions(), ...retry, enabled });
}

/** The session ran out with the page open: 'Unauthorized', then login (docs/product.md §4), once. */
export function useLoginWhenSessionEnds(errors: readonly unknown[]): void {
  const loggedOut = errors.some((error) => error != null && isUnauthorizedError(error));
  useEffect(() => {
    if (loggedOut) return handleUnauthorized();
  }, [loggedOut]);
}
