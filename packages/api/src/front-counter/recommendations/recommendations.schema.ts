import { z } from 'zod';
import { ZWatchOptions } from '../../lib/movie-fields.ts';
import { AT, VISITOR_SESSION, WATCH_OPTIONS } from '../../lib/rest-examples.ts';
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

const pick = (id: number, movieId: number, title: string, year: number, reason: string) => ({
  id,
  movieId,
  title,
  year,
  rating: '7.4',
  description: `${title} (${year}), from the embedded catalog.`,
  posterUrl: null,
  userRating: null,
  watchOptions: { streaming: [], rent: [], buy: [] },
  watchRegion: 'US',
  watchAttribution: null,
  reason,
  batch: 1,
  createdAt: AT,
});
const BATCH = [
  {
    ...pick(201, 1538, 'Collateral', 2004, 'You loved Heat — Michael Mann made this one too, and it shows.'),
    rating: '7.5',
    description: 'Cab driver Max picks up a man who offers him $600 to drive him around for a night.',
    watchOptions: WATCH_OPTIONS,
    watchAttribution: 'Watch options by JustWatch',
  },
  pick(
    202,
    11524,
    'Thief',
    1981,
    'Heat is in your top 3 — same director, Michael Mann. Staff pick, no late fees on my conscience.',
  ),
  pick(
    203,
    11368,
    'Blood Simple',
    1984,
    'Fargo is in your top 3 — this crime picture hits the same notes. Trust me.',
  ),
  pick(204, 679, 'Aliens', 1986, 'You loved Alien — the story keeps going here, and it holds up.'),
  pick(
    205,
    1091,
    'The Thing',
    1982,
    'Alien is in your top 3 — another horror flick cut from the same cloth.',
  ),
];

export const generateMeta = restMeta(
  'POST',
  '/recommendations/generate',
  'recommendations',
  "Chuck's next batch of 5 picks from the top 3 and every rating (the first batch, or 'Get more')",
  {
    protect: false,
    description:
      'Chuck picks 5 more films for the session (a signed-in member’s own) from the top 3 and every rating, ' +
      'never one already recommended or rated (nor, for a member, seen or queued), each with a line in his ' +
      'voice naming the favourite ' +
      'behind it and where to watch it. The first call makes batch 1; each ‘Get more’ the next. Without a ' +
      "saved top 3 it is a 400: 'Failed to generate recommendations. Please make sure you've entered your " +
      "top 3 movies first.' While too many are being made at once it is a 429 with Retry-After.",
    example: { input: { sessionId: VISITOR_SESSION }, output: BATCH },
  },
);
export const listMeta = restMeta(
  'GET',
  '/recommendations/{sessionId}',
  'recommendations',
  "The recommendations made for the current top 3, oldest batch first (the member's when signed in)",
  {
    protect: false,
    description:
      'Every recommendation made for the session’s current top 3 (a signed-in member’s own), oldest batch ' +
      'first, with the rating given to each (userRating, null when unrated).',
    example: { input: { sessionId: VISITOR_SESSION }, output: BATCH },
  },
);
export const rateMeta = restMeta(
  'POST',
  '/recommendations/{id}/rate',
  'recommendations',
  'Rate a recommendation (only its visitor or member may); a member rating it up or down has seen it',
  {
    protect: false,
    description:
      'Rates one recommendation thumbs_up, thumbs_down or not_interested; only the session (or member) it ' +
      'was made for may, anyone else gets a 404. The home page also names it as recommendationId in the ' +
      'body, which must match the path. Answers the recommendation with its new rating.',
    example: {
      input: { id: 201, rating: 'thumbs_up', sessionId: VISITOR_SESSION },
      output: { ...BATCH[0], userRating: 'thumbs_up' },
    },
  },
);
