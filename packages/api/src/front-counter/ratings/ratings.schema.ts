import { z } from 'zod';
import { requiredText } from '../../lib/required-text.ts';
import { restMeta } from '../../rest-meta.ts';
import { ZSessionId } from '../../shared/session-id.ts';

const THUMBS = ['thumbs_up', 'thumbs_down', 'not_interested'] as const;
export const ZThumb = z.enum(THUMBS, { error: 'rating must be thumbs_up, thumbs_down or not_interested' });

export const ZRateMovieInput = z.object({
  sessionId: ZSessionId,
  movieTitle: requiredText('movieTitle is required', [300, 'movieTitle is at most 300 characters']),
  rating: ZThumb,
});
export type RateMovieInput = z.infer<typeof ZRateMovieInput>;

export const ZSessionRatingsInput = z.object({ sessionId: ZSessionId });

/** docs/product.md §3 Movie rating, plus the catalog film it was matched to and when. */
export const ZMovieRating = z.object({
  id: z.number(),
  /** The visitor's session; null once the rating belongs to a member. */
  sessionId: z.string().nullable(),
  movieTitle: z.string(),
  movieId: z.number().nullable(),
  rating: ZThumb,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MovieRating = z.infer<typeof ZMovieRating>;
export const ZMovieRatings = z.array(ZMovieRating);

export const rateMeta = restMeta(
  'POST',
  '/ratings',
  'ratings',
  'Rate a film by title (rating again replaces); a member rating it up or down has seen it',
  { protect: false },
);
export const listMeta = restMeta(
  'GET',
  '/ratings/{sessionId}',
  'ratings',
  "A visitor's ratings, latest first (the member's when signed in)",
  { protect: false },
);
