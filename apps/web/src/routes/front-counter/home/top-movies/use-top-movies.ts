import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionId } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { useSettledAuth } from '../use-settled-auth.ts';

export interface SavedTopMovies {
  /** The saved titles, in order; empty when none are saved (or while loading). */
  topMovies: string[];
  isLoading: boolean;
  /** The saved list could not be loaded; the panel still lets the visitor enter a fresh one. */
  isError: boolean;
  /** Signed in: saves go to the member's account. */
  isMember: boolean;
}

/**
 * The top 3 saved on the server (docs/product.md §2: they prefill the inputs): a member's from their account,
 * a visitor's from their session.
 */
export function useSavedTopMovies(): SavedTopMovies {
  const trpc = useTRPC();
  const sessionId = useSessionId();
  const { isAuthenticated, isLoading: authLoading } = useSettledAuth();
  const mine = useQuery({
    ...trpc.preferences.getMine.queryOptions(),
    enabled: !authLoading && isAuthenticated,
  });
  const session = useQuery({
    ...trpc.preferences.getForSession.queryOptions({ sessionId }),
    enabled: !authLoading && !isAuthenticated,
  });
  const active = isAuthenticated ? mine : session;
  return {
    topMovies: active.data?.topMovies ?? [],
    isLoading: authLoading || active.isPending,
    isError: active.isError,
    isMember: isAuthenticated,
  };
}

/**
 * Saves the top 3: members through the user endpoint, visitors through the session one (docs/product.md §6).
 * The saved list goes straight into the cache the panel reads.
 */
export function useSaveTopMovies(isMember: boolean) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sessionId = useSessionId();
  const saveMine = useMutation(
    trpc.preferences.saveMine.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(trpc.preferences.getMine.queryKey(), saved),
    }),
  );
  const saveForSession = useMutation(
    trpc.preferences.save.mutationOptions({
      onSuccess: (saved) =>
        queryClient.setQueryData(trpc.preferences.getForSession.queryKey({ sessionId }), saved),
    }),
  );
  const save = (topMovies: string[]): Promise<{ topMovies: string[] }> =>
    isMember ? saveMine.mutateAsync({ topMovies }) : saveForSession.mutateAsync({ sessionId, topMovies });
  return { save, isPending: saveMine.isPending || saveForSession.isPending };
}
