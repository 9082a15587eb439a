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

/**
 * Loans (and the credits they move) change when the other member acts: look again every 30 s while
 * the page is open.
 */
const LOANS_REFRESH_MS = 30_000;
const polled = { ...retry, refetchInterval: LOANS_REFRESH_MS };

export function useMyCollection(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.dvdClub.list.queryOptions(), ...retry, enabled });
}

export function useCredits(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.credits.balance.queryOptions(), ...polled, enabled });
}

export function useLoans(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.loans.list.queryOptions(), ...polled, enabled });
}

/** The session ran out with the page open: 'Unauthorized', then login (docs/product.md §4), once. */
export function useLoginWhenSessionEnds(errors: readonly unknown[]): void {
  const loggedOut = errors.some((error) => error != null && isUnauthorizedError(error));
  useEffect(() => {
    if (loggedOut) return handleUnauthorized();
  }, [loggedOut]);
}
