import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { isUnauthorizedError } from '../../lib/unauthorized.ts';
import { type DiaryDraft, parseTags } from './diary-draft.ts';
import { starsLabel } from './stars.ts';

/** The film a watch is logged for: a catalog film, or a title the member typed. */
export interface DiaryFilm {
  movieId: number | null;
  title: string;
  year: number | null;
  posterUrl: string | null;
}

/** The draft as the server takes it: tags split, an empty review sent as none. */
export function toEntryFields(draft: DiaryDraft) {
  return {
    watchedOn: draft.watchedOn,
    rating: draft.rating,
    rewatch: draft.rewatch,
    review: draft.review.trim() || null,
    tags: parseTags(draft.tags),
    public: draft.isPublic,
  };
}

/**
 * A watch changes the diary, the seen list and its thumbs, the queue (a logged film leaves it) and
 * the Rewind (docs/product.md §2 'Diary'): all are fetched again.
 */
function useAfterDiaryChange() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [
      trpc.diary.list.pathKey(),
      trpc.seen.list.queryKey(),
      trpc.watchlist.list.queryKey(),
      trpc.rewind.get.pathKey(),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}

/** What a refused write does: a lost session goes to log in; anything else stays on the form. */
interface WriteHandlers {
  onDone: () => void;
  onUnauthorized: () => void;
}

/** 'Log a watch': one new diary entry; a queued film moves to Already Seen. */
export function useLogWatch({ onDone, onUnauthorized }: WriteHandlers) {
  const trpc = useTRPC();
  const refresh = useAfterDiaryChange();
  return useMutation(
    trpc.diary.create.mutationOptions({
      onSuccess: ({ entry, removedFromWatchlist }) => {
        const stars = entry.rating ? ` with ${starsLabel(entry.rating)}` : '';
        toast({
          title: 'Logged in your diary!',
          description: removedFromWatchlist
            ? `${entry.title}${stars}. It moved from your watchlist to Already Seen.`
            : `${entry.title}${stars}, watched ${entry.watchedOn}.`,
        });
        refresh();
        onDone();
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) onUnauthorized();
      },
    }),
  );
}

/** The Diary's Edit: one entry's date, stars, rewatch, review, tags and visibility. */
export function useUpdateEntry({ onDone, onUnauthorized }: WriteHandlers) {
  const trpc = useTRPC();
  const refresh = useAfterDiaryChange();
  return useMutation(
    trpc.diary.update.mutationOptions({
      onSuccess: ({ entry }) => {
        toast({ title: 'Diary updated', description: `Your watch of ${entry.title} is saved.` });
        refresh();
        onDone();
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) onUnauthorized();
      },
    }),
  );
}

/** The Diary's Delete: the entry goes; the film stays on the seen list. */
export function useDeleteEntry({ onDone, onUnauthorized }: WriteHandlers) {
  const trpc = useTRPC();
  const refresh = useAfterDiaryChange();
  return useMutation(
    trpc.diary.delete.mutationOptions({
      onSuccess: () => {
        toast({ title: 'Entry deleted', description: 'That watch is out of your diary.' });
        refresh();
        onDone();
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) onUnauthorized();
      },
    }),
  );
}
