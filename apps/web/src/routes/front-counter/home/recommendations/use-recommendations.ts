import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { announceWatchlistAdd } from '../../../../components/watchlist/announce-watchlist-add.ts';
import { requireLogin } from '../../../../lib/login-required.ts';
import { useSessionId } from '../../../../lib/session.ts';
import { toast } from '../../../../lib/toast.ts';
import { type RouterOutputs, useTRPC } from '../../../../lib/trpc.ts';
import { isUnauthorizedError } from '../../../../lib/unauthorized.ts';
import { useSettledAuth } from '../use-settled-auth.ts';

export type Recommendation = RouterOutputs['recommendations']['list'][number];
export type Thumb = NonNullable<Recommendation['userRating']>;

/** The picks made for the current top 3, oldest batch first (the member's when signed in). */
export function useRecommendationList(enabled: boolean) {
  const trpc = useTRPC();
  const sessionId = useSessionId();
  return useQuery({ ...trpc.recommendations.list.queryOptions({ sessionId }), enabled });
}

export interface Generator {
  /** `announce: false` skips the 'Fresh Recommendations!' toast (the save toast already said it). */
  generate: (options?: { announce?: boolean }) => void;
  /**
   * After the top 3 were saved: shows the picks made for them, and when there are none yet (a first
   * save, or new favourites) asks Chuck for the first batch.
   */
  followFavourites: () => Promise<void>;
  isPending: boolean;
}

/**
 * Asks Chuck for the next batch of picks; the batch joins the end of the list. Shared by the
 * top-3 panel (after a save) and the section's buttons, so both show the same thinking state.
 */
export function useGenerateRecommendations(): Generator {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sessionId = useSessionId();
  const listKey = trpc.recommendations.list.queryKey({ sessionId });
  const mutation = useMutation(trpc.recommendations.generate.mutationOptions());
  // Reading the new favourites' picks before Chuck makes any: the button already shows him thinking.
  const [following, setFollowing] = useState(false);
  const generate: Generator['generate'] = ({ announce = true } = {}) =>
    mutation.mutate(
      { sessionId },
      {
        onSuccess: (batch) => {
          queryClient.setQueryData(listKey, (list) => [
            ...(list ?? []).filter((r) => !batch.some((b) => b.id === r.id)),
            ...batch,
          ]);
          if (!batch.length) {
            toast({
              title: 'The shelf is picked clean',
              description: 'Chuck is out of fresh picks for these favorites. Try changing your top 3.',
            });
          } else if (announce) {
            toast({
              title: 'Fresh Recommendations!',
              description: `Chuck pulled ${batch.length === 1 ? 'a new pick' : `${batch.length} new picks`} off the shelf for you.`,
            });
          }
        },
        onError: () => {
          toast({
            title: 'Error',
            description:
              "Failed to generate recommendations. Please make sure you've entered your top 3 movies first.",
            variant: 'destructive',
          });
        },
      },
    );
  const followFavourites = async () => {
    setFollowing(true);
    try {
      // The server lists only the picks made for the saved top 3, so new favourites start a new list.
      // A read begun before the save answers for the old favourites: drop it rather than share it.
      await queryClient.cancelQueries({ queryKey: listKey });
      const list = await queryClient.fetchQuery({
        ...trpc.recommendations.list.queryOptions({ sessionId }),
        staleTime: 0,
      });
      if (!list.length) generate({ announce: false });
    } catch {
      // The section shows the list's own failure, with its Try again.
    } finally {
      setFollowing(false);
    }
  };
  return { generate, followFavourites, isPending: mutation.isPending || following };
}

/**
 * The country the cards' watch options are for (picked, else the browser language's), and picking
 * another: the cards then fetch their options again for it.
 */
export function useWatchRegion() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sessionId = useSessionId();
  const regionKey = trpc.preferences.watchRegion.queryKey({ sessionId });
  const current = useQuery(trpc.preferences.watchRegion.queryOptions({ sessionId }));
  const mutation = useMutation(
    trpc.preferences.setWatchRegion.mutationOptions({
      onSuccess: (chosen) => {
        queryClient.setQueryData(regionKey, chosen);
        void queryClient.invalidateQueries({ queryKey: trpc.recommendations.list.queryKey({ sessionId }) });
      },
      onError: () =>
        toast({
          title: 'Error',
          description: "Chuck couldn't switch countries just now. Please try again.",
          variant: 'destructive',
        }),
    }),
  );
  return {
    region: mutation.isPending ? mutation.variables.region : current.data?.region,
    choose: (region: string) => mutation.mutate({ sessionId, region }),
    isPending: mutation.isPending,
  };
}

/**
 * Thumbs up, thumbs down or not interested. The card shows the choice at once and goes back if
 * the save fails. A member's thumbs also put the film on their seen list (docs/product.md §4).
 */
export function useRateRecommendation() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sessionId = useSessionId();
  const { isAuthenticated } = useSettledAuth();
  const listKey = trpc.recommendations.list.queryKey({ sessionId });
  const setRating = (id: number, userRating: Thumb | null) =>
    queryClient.setQueryData(listKey, (list) => list?.map((r) => (r.id === id ? { ...r, userRating } : r)));

  const mutation = useMutation(
    trpc.recommendations.rate.mutationOptions({
      onMutate: ({ id, rating }) => {
        const before =
          queryClient.getQueryData(listKey)?.find((r) => r.id === Number(id))?.userRating ?? null;
        setRating(Number(id), rating);
        return { before };
      },
      onSuccess: (rated, { rating }) => {
        setRating(rated.id, rated.userRating);
        toast(
          rating === 'not_interested'
            ? { title: 'Got it!', description: `Chuck won't suggest ${rated.title} again.` }
            : {
                title: 'Thanks for the feedback!',
                description: 'Chuck will keep that in mind for your next picks.',
              },
        );
        if (isAuthenticated && rating !== 'not_interested') {
          void queryClient.invalidateQueries({ queryKey: trpc.seen.list.queryKey() });
        }
        void queryClient.invalidateQueries({ queryKey: trpc.ratings.list.queryKey() });
      },
      onError: (_error, { id }, context) => {
        setRating(Number(id), context?.before ?? null);
        toast({
          title: 'Error',
          description: 'Failed to save your rating. Please try again.',
          variant: 'destructive',
        });
      },
    }),
  );
  return {
    rate: (recommendation: Recommendation, rating: Thumb) =>
      mutation.mutate({ id: recommendation.id, recommendationId: recommendation.id, rating, sessionId }),
    /** The recommendation whose rating is being saved, if any. */
    pendingId: mutation.isPending ? Number(mutation.variables?.id) : undefined,
  };
}

/** The films on a member's watchlist, to mark the cards already queued. */
export function useQueuedMovieIds(): Set<number> {
  const trpc = useTRPC();
  const { isAuthenticated } = useSettledAuth();
  const { data } = useQuery({ ...trpc.watchlist.list.queryOptions(), enabled: isAuthenticated });
  return new Set(isAuthenticated ? (data ?? []).map((item) => item.movieId) : []);
}

/** The full-page move to the login redirect (a seam: jsdom cannot navigate, so tests watch it). */
export const loginRedirect = { assign: (url: string) => window.location.assign(url) };

function askToLogIn() {
  requireLogin('watchlist', { redirect: (url) => loginRedirect.assign(url) });
}

/**
 * Members: the film goes to the front of the queue and the recommendations refresh (docs/product.md §4).
 * Visitors are asked to log in and sent to the login page after 1.5 s.
 */
export function useAddToWatchlist() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sessionId = useSessionId();
  const { isAuthenticated } = useSettledAuth();
  const mutation = useMutation(
    trpc.watchlist.add.mutationOptions({
      onSuccess: (result, { title }) => {
        announceWatchlistAdd(result, title);
        void queryClient.invalidateQueries({ queryKey: trpc.watchlist.list.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.recommendations.list.queryKey() });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) askToLogIn();
        else toast({ title: 'Error', description: 'Failed to add to watchlist', variant: 'destructive' });
      },
    }),
  );
  return {
    add: (r: Recommendation) => {
      if (!isAuthenticated) {
        askToLogIn();
        return;
      }
      mutation.mutate({
        movieId: r.movieId,
        title: r.title,
        posterUrl: r.posterUrl,
        year: r.year,
        rating: r.rating,
        sessionId,
      });
    },
    pendingMovieId: mutation.isPending ? mutation.variables?.movieId : undefined,
  };
}
