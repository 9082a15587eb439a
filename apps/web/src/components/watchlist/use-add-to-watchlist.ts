import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/error-message.ts';
import { type LoginReason, requireLogin } from '../../lib/login-required.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { isUnauthorizedError } from '../../lib/unauthorized.ts';
import type { MovieSnapshot } from '../watching-soon/movie-search-box.tsx';
import { announceWatchlistAdd } from './announce-watchlist-add.ts';

export interface AddToWatchlistOptions {
  /** After a film was queued (the profile re-checks flair). */
  onChanged?: () => void;
  /** docs/product.md §8: the profile page words a lost session its own way ('profileWatchlist'). */
  loginReason?: Extract<LoginReason, 'watchlist' | 'profileWatchlist'>;
  /** Where the login brings the member back to; this page by default. */
  returnTo?: string;
}

/** A catalog film to the front of the member's queue (docs/product.md §7), announced with its toast. */
export function useAddToWatchlist({
  onChanged,
  loginReason = 'watchlist',
  returnTo,
}: AddToWatchlistOptions = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mutation = useMutation(
    trpc.watchlist.add.mutationOptions({
      onSuccess: (result, { title }) => {
        announceWatchlistAdd(result, title);
        void queryClient.invalidateQueries({ queryKey: trpc.watchlist.list.queryKey() });
        // docs/product.md §4: adding to the watchlist refreshes recommendations (queued films drop out).
        if (!result.alreadyQueued)
          void queryClient.invalidateQueries({ queryKey: trpc.recommendations.list.queryKey() });
        onChanged?.();
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) requireLogin(loginReason, returnTo ? { returnTo } : {});
        else
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to add movie to watchlist'),
            variant: 'destructive',
          });
      },
    }),
  );
  return {
    add: (movie: MovieSnapshot) => mutation.mutate({ ...movie, watchOptions: null }),
    isPending: mutation.isPending,
    /** The film being added right now, if any. */
    pendingMovieId: mutation.isPending ? mutation.variables?.movieId : undefined,
  };
}
