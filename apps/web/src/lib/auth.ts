import type { AppRouter } from '@chuck/api/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/client';
import { useLiveEvents } from './live-socket.ts';
import type { RouterOutputs } from './trpc.ts';
import { useTRPC } from './trpc.ts';
import { isUnauthorizedError } from './unauthorized.ts';

export type CurrentUser = NonNullable<RouterOutputs['auth']['me']>;

export interface CurrentUserState {
  /** The signed-in member, or null for an anonymous visitor (and while loading). */
  user: CurrentUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** A failure to find out (a visitor is no failure: auth.me answers null). */
  error: TRPCClientErrorLike<AppRouter> | null;
}

/**
 * Who is signed in, from auth.me: the member, or null for a visitor. Unlike GET /api/auth/user
 * (a 401 for visitors, docs/product.md §7), a visitor's check is a 200, so the browser logs no failed
 * request on every page. Not retried; a 401 all the same (a proxy, an old server) still means anonymous.
 */
export function useCurrentUser(): CurrentUserState {
  const trpc = useTRPC();
  const query = useQuery(trpc.auth.me.queryOptions(undefined, { retry: false, retryOnMount: false }));
  const anonymous = query.isError && isUnauthorizedError(query.error);
  const user = query.isError ? null : (query.data ?? null);
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: user !== null,
    error: query.isError && !anonymous ? query.error : null,
  };
}

/**
 * A session ended elsewhere (signed out from another device, a reset, an account taken back, issue
 * 33) shows here at once: the server closes the live line, and the page asks again who is signed in.
 */
export function useSignedOutLive(userId: string | null | undefined): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useLiveEvents(userId, (event) => {
    if (event.type === 'signed-out') void queryClient.invalidateQueries({ queryKey: trpc.auth.pathKey() });
  });
}

/** After sign-in: store the member the server returned and re-check with the server. */
export function useRefreshCurrentUser(): (user: CurrentUser) => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (user) => {
    const queryKey = trpc.auth.me.queryKey();
    queryClient.setQueryData(queryKey, user);
    await queryClient.invalidateQueries({ queryKey });
  };
}

interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** docs/product.md §2: first and last name; else the email before the at-sign; else 'Movie Enthusiast'. */
export function displayName(person: NamedPerson): string {
  const fullName = [person.firstName?.trim(), person.lastName?.trim()].filter(Boolean).join(' ');
  return fullName || person.email?.split('@')[0] || 'Movie Enthusiast';
}
