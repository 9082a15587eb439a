import { z } from 'zod';
import { ZMovieId, ZMovieItem, ZMovieSnapshotInput } from '../../lib/movie-fields.ts';
import { restMeta } from '../../rest-meta.ts';
import { ZSessionId } from '../../shared/session-id.ts';

const SEEN_RATINGS = ['thumbs_up', 'thumbs_down'] as const;
const ZSeenRating = z.enum(SEEN_RATINGS, { error: 'userRating must be thumbs_up or thumbs_down' });

export const ZMarkSeenInput = ZMovieSnapshotInput.extend({
  userRating: ZSeenRating,
  sessionId: ZSessionId.optional(),
});

const ZSeenItem = ZMovieItem.extend({
  userRating: ZSeenRating,
  /** When the member first marked it seen. */
  seenAt: z.string(),
});
export type SeenItem = z.infer<typeof ZSeenItem>;

export const ZSeenList = z.array(ZSeenItem);

export const ZMarkSeenOutput = z.object({
  item: ZSeenItem,
  /** True when the film was in the watchlist and has left it. */
  removedFromWatchlist: z.boolean(),
});
export type MarkSeenOutput = z.infer<typeof ZMarkSeenOutput>;

export const ZSeenMovieInput = z.object({ movieId: ZMovieId });
export const ZRemoveSeenOutput = z.object({ removed: z.boolean() });

export const listMeta = restMeta('GET', '/user/seen', 'seen', 'Films the member has seen, latest first');
export const markMeta = restMeta(
  'POST',
  '/user/seen',
  'seen',
  'Mark a film seen with a thumbs rating (re-rating updates it); it leaves the watchlist',
);
export const removeMeta = restMeta('DELETE', '/user/seen/{movieId}', 'seen', 'Take a film off the seen list');
