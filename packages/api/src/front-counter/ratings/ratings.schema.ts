import { z } from 'zod';
import { requiredText } from '../../lib/required-text.ts';
import { AT, VISITOR_SESSION } from '../../lib/rest-examples.ts';
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

const RATING = {
  id: 12,
  sessionId: VISITOR_SESSION,
  movieTitle: 'Thief',
  movieId: 11524,
  rating: 'thumbs_up',
  createdAt: AT,
  updatedAt: AT,
};

export const rateMeta = restMeta(
  'POST',
  '/ratings',
  'ratings',
  'Rate a film by title (rating again replaces); a member rating it up or down has seen it',
  {
    protect: false,
    description:
      'Rates a film by its title for the visitor’s session: thumbs_up, thumbs_down or not_interested; rating ' +
      'it again replaces the rating. The title is matched to a catalog film where it can be (movieId). ' +
      'Chuck’s next recommendations take every rating into account; a signed-in member who rates a film up ' +
      'or down has seen it.',
    example: {
      input: { sessionId: VISITOR_SESSION, movieTitle: 'Thief', rating: 'thumbs_up' },
      output: RATING,
    },
  },
);
export const listMeta = restMeta(
  'GET',
  '/ratings/{sessionId}',
  'ratings',
  "A visitor's ratings, latest first (the member's when signed in)",
  {
    protect: false,
    description:
      'Every rating made in a visitor’s session, or a signed-in member’s own, latest first. sessionId is ' +
      'null on a rating that belongs to a member.',
    example: {
      input: { sessionId: VISITOR_SESSION },
      output: [
        RATING,
        {
          ...RATING,
          id: 11,
          movieTitle: 'Speed 2: Cruise Control',
          movieId: 1639,
          rating: 'not_interested',
          createdAt: '2026-11-20T19:20:00.000Z',
          updatedAt: '2026-11-20T19:20:00.000Z',
        },
      ],
    },
  },
);
