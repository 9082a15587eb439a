import { z } from 'zod';
import { ZWatchOptions } from '../../lib/movie-fields.ts';
import { restMeta } from '../../rest-meta.ts';
import { ZSessionId } from '../../shared/session-id.ts';
import { ZThumb } from '../ratings/ratings.schema.ts';

/** The words of docs/product.md §8 when there is no top 3 to go on. */
export const NO_PREFERENCES =
  "Failed to generate recommendations. Please make sure you've entered your top 3 movies first.";
export const RECOMMENDATION_NOT_FOUND = 'Recommendation not found';

/** A recommendation's id: a number, or the digits of a path parameter. */
const ZRecommendationId = z.coerce
  .number({ error: 'id must be a number' })
  .int('id must be a whole number')
  .positive('id must be a positive number')
  .max(2_147_483_647, 'id is too large');

export const ZSessionInput = z.object({ sessionId: ZSessionId });

export const ZRateRecommendationInput = z
  .object({
    id: ZRecommendationId,
    /** The home page also names the recommendation in the body; it must agree with the path. */
    recommendationId: ZRecommendationId.optional(),
    rating: ZThumb,
    sessionId: ZSessionId,
  })
  .refine((input) => input.recommendationId === undefined || input.recommendationId === input.id, {
    message: 'recommendationId must match the recommendation in the path',
    path: ['recommendationId'],
  });
export type RateRecommendationInput = z.infer<typeof ZRateRecommendationInput>;

/** docs/product.md §3 Recommendation, plus the catalog film, Chuck's reason and which batch it came in. */
export const ZRecommendation = z.object({
  id: z.number(),
  movieId: z.number(),
  title: z.string(),
  year: z.number().nullable(),
  /** The film's average score out of 10 ('7.8'); null when unknown. */
  rating: z.string().nullable(),
  description: z.string(),
  posterUrl: z.string().nullable(),
  userRating: ZThumb.nullable(),
  /** From real provider data only: three empty lists when none is known. */
  watchOptions: ZWatchOptions,
  /** The country the watch options are for (ISO 3166-1). */
  watchRegion: z.string(),
  /** The credit the provider data must be shown with (TMDB's comes from JustWatch); null with none. */
  watchAttribution: z.string().nullable(),
  /** One line in Chuck's voice naming the favourite or rating behind the pick. */
  reason: z.string(),
  /** 1 for the first recommendations, then one more per 'Get more' (numbering runs on across top-3 changes). */
  batch: z.number(),
  createdAt: z.string(),
});
export type Recommendation = z.infer<typeof ZRecommendation>;
export const ZRecommendations = z.array(ZRecommendation);

export const generateMeta = restMeta(
  'POST',
  '/recommendations/generate',
  'recommendations',
  "Chuck's next batch of 5 picks from the top 3 and every rating (the first batch, or 'Get more')",
  { protect: false },
);
export const listMeta = restMeta(
  'GET',
  '/recommendations/{sessionId}',
  'recommendations',
  "The recommendations made for the current top 3, oldest batch first (the member's when signed in)",
  { protect: false },
);
export const rateMeta = restMeta(
  'POST',
  '/recommendations/{id}/rate',
  'recommendations',
  'Rate a recommendation (only its visitor or member may); a member rating it up or down has seen it',
  { protect: false },
);
