import type { AppRouter } from '@chuck/api/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/client';
import type { RouterOutputs } from './trpc.ts';
import { useTRPC } from './trpc.ts';
import { isUnauthorizedError } from './unauthorized.ts';

export type CurrentUser = RouterOutputs['auth']['user'];

export interface CurrentUserState {
  /** The signed-in member, or null for an anonymous visitor (and while loading). */
  user: CurrentUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** A failure other than "not signed in" (a 401 just means anonymous). */
  error: TRPCClientErrorLike<AppRouter> | null;
}

/** Who is signed in. A 401 from auth.user means anonymous: no error, no toast, no retry. */
export function useCurrentUser(): CurrentUserState {
  const trpc = useTRPC();
  const query = useQuery(trpc.auth.user.queryOptions(undefined, { retry: false, retryOnMount: false }));
  const anonymous = query.isError && isUnauthorizedError(query.error);
  const user = query.isError ? null : (query.data ?? null);
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: user !== null,
    error: query.isError && !anonymous ? query.error : null,
  };
}

/** After sign-in: store the member the server returned and re-check with the server. */
export function useRefreshCurrentUser(): (user: CurrentUser) => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (user) => {
    const queryKey = trpc.auth.user.queryKey();
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
