import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAddToWatchlist } from '../../../components/watchlist/use-add-to-watchlist.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { requireLogin } from '../../../lib/login-required.ts';
import { toast } from '../../../lib/toast.ts';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc.ts';
import { isUnauthorizedError } from '../../../lib/unauthorized.ts';
import { PROFILE_PATH } from './profile-auth.ts';

export type WatchlistItem = RouterOutputs['watchlist']['list'][number];
type SeenItem = RouterOutputs['seen']['list'][number];
/** A thumb given from the queue (a seen film's own thumbs may also be neither: null). */
export type SeenRating = NonNullable<SeenItem['userRating']>;

export function useWatchlist() {
  const trpc = useTRPC();
  return useQuery(trpc.watchlist.list.queryOptions());
}

export function useSeenList() {
  const trpc = useTRPC();
  return useQuery(trpc.seen.list.queryOptions());
}

/** docs/product.md §7: caches are invalidated after successful mutations; `changed` re-checks flair. */
function useRefresh(changed: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (lists: { watchlist?: boolean; seen?: boolean }) => {
    if (lists.watchlist) void queryClient.invalidateQueries({ queryKey: trpc.watchlist.list.queryKey() });
    if (lists.seen) void queryClient.invalidateQueries({ queryKey: trpc.seen.list.queryKey() });
    changed();
  };
}

function failed(error: unknown, description: string) {
  if (isUnauthorizedError(error)) {
    requireLogin('profileWatchlist', { returnTo: PROFILE_PATH });
    return;
  }
  toast({ title: 'Error', description, variant: 'destructive' });
}

/** The search-to-add box: the film goes to the front of the queue (docs/product.md §7, profile payload). */
export function useProfileWatchlistAdd(changed: () => void) {
  return useAddToWatchlist({ onChanged: changed, loginReason: 'profileWatchlist', returnTo: PROFILE_PATH });
}

export function useRemoveFromWatchlist(changed: () => void) {
  const trpc = useTRPC();
  const refresh = useRefresh(changed);
  return useMutation(
    trpc.watchlist.remove.mutationOptions({
      onSuccess: () => refresh({ watchlist: true }),
      onError: (error) => failed(error, 'Failed to remove from watchlist'),
    }),
  );
}

/**
 * The member's own queue order. The list moves at once and goes back if the save fails; the
 * server's answer (positions renumbered) replaces it.
 */
export function useReorderWatchlist() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.watchlist.list.queryKey();
  return useMutation(
    trpc.watchlist.reorder.mutationOptions({
      onMutate: async ({ movieIds }) => {
        await queryClient.cancelQueries({ queryKey: key });
        const before = queryClient.getQueryData(key);
        if (before) queryClient.setQueryData(key, applyOrder(before, movieIds.map(Number)));
        return { before };
      },
      onSuccess: (list) => queryClient.setQueryData(key, list),
      onError: (error, _input, context) => {
        if (context?.before) queryClient.setQueryData(key, context.before);
        failed(error, errorMessage(error, "Couldn't save your queue order. Please try again."));
      },
    }),
  );
}

/** `items` in the order of `movieIds`, renumbered from #1. */
function applyOrder(items: readonly WatchlistItem[], movieIds: readonly number[]): WatchlistItem[] {
  const byId = new Map(items.map((item) => [item.movieId, item]));
  const ordered = movieIds.flatMap((id) => byId.get(id) ?? []);
  const rest = items.filter((item) => !movieIds.includes(item.movieId));
  return [...ordered, ...rest].map((item, index) => ({ ...item, position: index + 1 }));
}

// A thumb never overwrites a star rating, so a film rated 2½-3 stars stays neither.
const SEEN_WORDS = { thumbs_up: 'you liked it', thumbs_down: 'not your thing', neither: 'your rating stays' };

/** Thumbs up or down from the queue: the film moves to Already Seen (it leaves the watchlist). */
export function useMarkSeen(changed: () => void) {
  const trpc = useTRPC();
  const refresh = useRefresh(changed);
  return useMutation(
    trpc.seen.mark.mutationOptions({
      onSuccess: ({ item }) => {
        toast({
          title: 'Marked as Seen!',
          description: `${item.title} moved to Already Seen: ${SEEN_WORDS[item.userRating ?? 'neither']}.`,
        });
        refresh({ watchlist: true, seen: true });
      },
      onError: (error) => failed(error, errorMessage(error, 'Failed to mark the movie as seen')),
    }),
  );
}

export function useRemoveSeen(changed: () => void) {
  const trpc = useTRPC();
  const refresh = useRefresh(changed);
  return useMutation(
    trpc.seen.remove.mutationOptions({
      onSuccess: () => refresh({ seen: true }),
      onError: (error) => failed(error, 'Failed to remove from seen list'),
    }),
  );
}
