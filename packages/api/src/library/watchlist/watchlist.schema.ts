import { z } from 'zod';
import { ZMovieId, ZMovieItem, ZMovieSnapshotInput } from '../../lib/movie-fields.ts';
import { AT, FILM, FILM_ITEM, VISITOR_SESSION } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';
import { ZSessionId } from '../../shared/session-id.ts';

/**
 * Both payloads of docs/product.md §7: the recommendations flow sends sessionId, the profile page sends
 * description and watchOptions (null allowed) instead.
 */
export const ZAddToWatchlistInput = ZMovieSnapshotInput.extend({ sessionId: ZSessionId.optional() });
export type AddToWatchlistInput = z.infer<typeof ZAddToWatchlistInput>;

const ZWatchlistItem = ZMovieItem.extend({
  /** 1-based place in the queue (1 is the front). */
  position: z.number(),
  addedAt: z.string(),
});
export type WatchlistItem = z.infer<typeof ZWatchlistItem>;

export const ZWatchlist = z.array(ZWatchlistItem);

export const ZAddToWatchlistOutput = z.object({
  /** True when the film was already queued: nothing moved. */
  alreadyQueued: z.boolean(),
  /** What to tell the member, e.g. 'Heat has been added to the front of your queue'. */
  message: z.string(),
  item: ZWatchlistItem,
});
export type AddToWatchlistOutput = z.infer<typeof ZAddToWatchlistOutput>;

export const ZWatchlistMovieInput = z.object({ movieId: ZMovieId });

export const ZRemoveOutput = z.object({ removed: z.boolean() });

export const ZReorderWatchlistInput = z.object({
  /** The queue front to back; films left out keep their order after these, unknown ids are ignored. */
  movieIds: z
    .array(ZMovieId, { error: 'movieIds must be a list of movie ids' })
    .max(10_000, 'Too many movies'),
});
export type ReorderWatchlistInput = z.infer<typeof ZReorderWatchlistInput>;

const QUEUED = { ...FILM_ITEM, position: 1, addedAt: AT };
const SECOND = {
  ...FILM_ITEM,
  id: 43,
  movieId: 11,
  title: 'Star Wars',
  year: 1977,
  rating: '8.2',
  posterUrl: null,
  description: 'Princess Leia is captured and held hostage by the evil Imperial forces.',
  watchOptions: { streaming: [], rent: [], buy: [] },
  position: 2,
  addedAt: '2026-11-19T18:00:00.000Z',
};

export const listMeta = restMeta(
  'GET',
  '/user/watchlist',
  'watchlist',
  'The member’s watchlist queue, front first',
  {
    description:
      'My Watchlist: the films the member means to see, as a queue. Position 1 is the front; each film ' +
      'keeps the snapshot it was added with and where to watch it.',
    example: { output: [QUEUED, SECOND] },
  },
);
export const addMeta = restMeta(
  'POST',
  '/user/watchlist',
  'watchlist',
  'Put a film at the front of the queue (a film already queued stays where it is)',
  {
    description:
      'Adds a film to the front of the queue with the snapshot sent. The recommendations send sessionId, ' +
      'the profile page description and watchOptions instead (docs/product.md §7). A film already queued ' +
      'keeps its place: alreadyQueued is true and message says so.',
    example: {
      input: { ...FILM, sessionId: VISITOR_SESSION },
      output: {
        alreadyQueued: false,
        message: 'Heat has been added to the front of your queue',
        item: QUEUED,
      },
    },
  },
);
export const removeMeta = restMeta(
  'DELETE',
  '/user/watchlist/{movieId}',
  'watchlist',
  'Take a film off the queue',
  {
    description:
      'Takes a film (by its catalog id) off the queue; the films behind it move up. removed is false when ' +
      'it was not queued.',
    example: { input: { movieId: 949 }, output: { removed: true } },
  },
);
export const reorderMeta = restMeta(
  'PUT',
  '/user/watchlist/order',
  'watchlist',
  'Put the queue in the member’s order',
  {
    description:
      'Sets the queue front to back from a list of catalog ids, as the member drags films on the profile ' +
      'page. Films left out keep their order after these; unknown ids are ignored. Answers the new queue.',
    example: { input: { movieIds: [949, 11] }, output: [QUEUED, SECOND] },
  },
);
