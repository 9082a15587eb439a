import { z } from 'zod';
import { ZMovieId, ZMovieItem, ZMovieSnapshotInput } from '../../lib/movie-fields.ts';
import { AT, FILM, FILM_ITEM, VISITOR_SESSION } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';
import { ZSessionId } from '../../shared/session-id.ts';

const SEEN_RATINGS = ['thumbs_up', 'thumbs_down'] as const;
const ZSeenRating = z.enum(SEEN_RATINGS, { error: 'userRating must be thumbs_up or thumbs_down' });

export const ZMarkSeenInput = ZMovieSnapshotInput.extend({
  userRating: ZSeenRating,
  sessionId: ZSessionId.optional(),
});

const ZSeenItem = ZMovieItem.extend({
  /** Derived from the stars: 3½ and up liked, 2 and below disliked; null (neither) for 2½-3 or no rating. */
  userRating: ZSeenRating.nullable(),
  /** The member's one rating of the film, 0.5-5 in halves; null when not rated. */
  stars: z.number().nullable(),
  /** The day it was rated ('YYYY-MM-DD'), when known. */
  ratedOn: z.string().nullable(),
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

const SEEN_ITEM = { ...FILM_ITEM, userRating: 'thumbs_up', stars: 4.5, ratedOn: '2026-11-20', seenAt: AT };

export const listMeta = restMeta('GET', '/user/seen', 'seen', 'Films the member has seen, latest first', {
  description:
    "The member's seen list on the profile page: each film with its one rating in stars, the thumbs they " +
    'give (userRating: 3½ stars and up thumbs_up, 2 and below thumbs_down, null for 2½-3 stars or no ' +
    'rating) and when it was first marked seen, the latest first.',
  example: { output: [SEEN_ITEM] },
});
export const markMeta = restMeta(
  'POST',
  '/user/seen',
  'seen',
  'Mark a film seen with a thumbs rating (re-rating updates it); it leaves the watchlist',
  {
    description:
      'Puts a film on the seen list with thumbs up or down, keeping the snapshot sent (title, poster, year, ' +
      'rating, description, where to watch). A thumb rates a film that has no rating yet as 4 or 2 stars; ' +
      'a film rated in stars keeps its stars and the thumbs they give (3½ and up liked, 2 and below ' +
      'disliked). Marking it again changes a thumb-given rating and keeps the first date. ' +
      'A film seen leaves the watchlist; removedFromWatchlist says whether it was there.',
    example: {
      input: { ...FILM, userRating: 'thumbs_up', sessionId: VISITOR_SESSION },
      output: { item: SEEN_ITEM, removedFromWatchlist: true },
    },
  },
);
export const removeMeta = restMeta(
  'DELETE',
  '/user/seen/{movieId}',
  'seen',
  'Take a film off the seen list',
  {
    description:
      'Takes a film (by its catalog id) off the seen list; removed is false when it was not on it.',
    example: { input: { movieId: 949 }, output: { removed: true } },
  },
);
