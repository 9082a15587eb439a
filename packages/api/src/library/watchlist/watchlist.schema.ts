import { z } from 'zod';
import { ZMovieId, ZMovieItem, ZMovieSnapshotInput } from '../../lib/movie-fields.ts';
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

export const listMeta = restMeta(
  'GET',
  '/user/watchlist',
  'watchlist',
  'The member’s watchlist queue, front first',
);
export const addMeta = restMeta(
  'POST',
  '/user/watchlist',
  'watchlist',
  'Put a film at the front of the queue (a film already queued stays where it is)',
);
export const removeMeta = restMeta(
  'DELETE',
  '/user/watchlist/{movieId}',
  'watchlist',
  'Take a film off the queue',
);
export const reorderMeta = restMeta(
  'PUT',
  '/user/watchlist/order',
  'watchlist',
  'Put the queue in the member’s order',
);
