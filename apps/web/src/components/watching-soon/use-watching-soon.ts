import { WATCHING_SOON_SLOTS } from '@chuck/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requireLogin } from '../../lib/login-required.ts';
import { showFailure, toast } from '../../lib/toast.ts';
import { type RouterInputs, type RouterOutputs, useTRPC } from '../../lib/trpc.ts';
import { isUnauthorizedError } from '../../lib/unauthorized.ts';

export type WatchingSoonItem = RouterOutputs['watchingSoon']['mine'][number];
type PickInput = RouterInputs['watchingSoon']['replace']['movies'][number];

/** A slot in the edit form; a blank title means an empty slot. */
export interface DraftPick {
  movieId: number | null;
  title: string;
  year: number | null;
  posterUrl: string | null;
  description: string;
}

export const emptyPick = (): DraftPick => ({
  movieId: null,
  title: '',
  year: null,
  posterUrl: null,
  description: '',
});

/** docs/product.md §4: edit mode pads the list to 3 slots, in position order. */
export function toDrafts(items: readonly WatchingSoonItem[]): DraftPick[] {
  const picks = [...items]
    .sort((a, b) => a.position - b.position)
    .slice(0, WATCHING_SOON_SLOTS)
    .map((item) => ({
      movieId: item.movieId,
      title: item.title,
      year: item.year,
      posterUrl: item.posterUrl,
      description: item.description ?? '',
    }));
  while (picks.length < WATCHING_SOON_SLOTS) picks.push(emptyPick());
  return picks;
}

/** docs/product.md §4/§5: only picks with a title are sent, renumbered 1..n; the 'why' is optional. */
export function toPayload(drafts: readonly DraftPick[]): PickInput[] {
  return drafts
    .filter((pick) => pick.title.trim())
    .slice(0, WATCHING_SOON_SLOTS)
    .map((pick, index) => ({
      movieId: pick.movieId,
      title: pick.title.trim(),
      year: pick.year,
      posterUrl: pick.posterUrl,
      description: pick.description.trim() || null,
      position: index + 1,
    }));
}

/** The member's own picks ('own') or anyone's by user id. */
export function useWatchingSoonList(owner: boolean, userId: string) {
  const trpc = useTRPC();
  const mine = useQuery({ ...trpc.watchingSoon.mine.queryOptions(), enabled: owner });
  const theirs = useQuery({ ...trpc.watchingSoon.ofMember.queryOptions({ userId }), enabled: !owner });
  return owner ? mine : theirs;
}

export function useSaveWatchingSoon(onSaved?: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.watchingSoon.replace.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.watchingSoon.mine.queryKey(), saved);
        void queryClient.invalidateQueries({ queryKey: trpc.watchingSoon.ofMember.queryKey() });
        toast({ title: 'Updated!', description: 'Your Watching Soon picks are on the counter.' });
        onSaved?.();
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) {
          requireLogin('profile');
          return;
        }
        showFailure(error, 'Failed to update watching soon list. Please try again.', 'Error Adding Movie');
      },
    }),
  );
}
