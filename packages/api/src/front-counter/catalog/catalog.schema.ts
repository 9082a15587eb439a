import { z } from 'zod';
import { restMeta } from '../../rest-meta.ts';
import { MAX_QUERY_LENGTH } from '../../shared/search-limits.ts';

export { MIN_QUERY_LENGTH } from '../../shared/search-limits.ts';

const ZQueryText = z
  .string()
  .trim()
  .max(MAX_QUERY_LENGTH, `Search text must be at most ${MAX_QUERY_LENGTH} characters.`);

export const ZSearchInput = z.object({
  q: ZQueryText.optional(),
  /** The same as `q`: one page of the original app sends `query`. */
  query: ZQueryText.optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 20' })
    .int('limit must be a whole number from 1 to 20')
    .min(1, 'limit must be a number from 1 to 20')
    .max(20, 'limit must be a number from 1 to 20')
    .optional(),
});
export type SearchInput = z.infer<typeof ZSearchInput>;

const ZCatalogId = z.coerce
  .number({ error: 'id must be a number' })
  .int('id must be a whole number')
  .positive('id must be a positive number');

export const ZMovieIdInput = z.object({ id: ZCatalogId });
export const ZPersonIdInput = z.object({ id: ZCatalogId });
export const ZWatchProvidersInput = z.object({
  id: ZCatalogId,
  /** ISO 3166-1 country code; default US. */
  region: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'region must be a two-letter country code, e.g. US')
    .transform((r) => r.toUpperCase())
    .optional(),
});

/** docs/product.md §3 'Movie search result' (TMDB's snake_case); image paths are full URLs. */
const ZMovieResult = z.object({
  id: z.number().int(),
  type: z.literal('movie'),
  title: z.string(),
  poster_path: z.string().nullable(),
  release_date: z.string().nullable(),
  vote_average: z.number().nullable(),
  overview: z.string(),
});

const ZKnownFor = z.object({
  id: z.number().int(),
  type: z.enum(['movie', 'tv']),
  title: z.string().optional(),
  name: z.string().optional(),
  release_date: z.string().nullable().optional(),
  poster_path: z.string().nullable().optional(),
});

const ZPersonResult = z.object({
  id: z.number().int(),
  type: z.literal('person'),
  name: z.string(),
  profile_path: z.string().nullable(),
  known_for_department: z.string().nullable(),
  known_for: z.array(ZKnownFor),
});

const ZSearchResult = z.discriminatedUnion('type', [ZMovieResult, ZPersonResult]);

export const ZMovieResults = z.object({ results: z.array(ZMovieResult) });
export const ZSearchResults = z.object({ results: z.array(ZSearchResult) });

const ZGenre = z.object({ id: z.number().int(), name: z.string() });

export const ZMovieDetails = ZMovieResult.extend({
  director: z.string().nullable(),
  runtime: z.number().int().nullable(),
  genres: z.array(ZGenre),
  vote_count: z.number().int(),
});

export const ZPersonDetails = ZPersonResult.extend({ movies: z.array(ZMovieResult) });

const ZWatchOption = z.object({
  name: z.string(),
  url: z.string().optional(),
  price: z.string().optional(),
  /** The provider's logo, when the provider data has one. */
  logoUrl: z.string().optional(),
});
export const ZWatchProviders = z.object({
  streaming: z.array(ZWatchOption),
  rent: z.array(ZWatchOption),
  buy: z.array(ZWatchOption),
  attribution: z.string().nullable(),
});

const publicGet = (path: `/${string}`, summary: string) =>
  restMeta('GET', path, 'catalog', summary, { protect: false });

export const searchMoviesMeta = publicGet(
  '/tmdb/search',
  'Search films by title (q or query; 2-100 characters)',
);
export const getMovieMeta = publicGet('/tmdb/movie/{id}', 'A film with its director, runtime and genres');
export const watchProvidersMeta = publicGet(
  '/tmdb/movie/{id}/watch-providers',
  'Where to stream, rent or buy a film (empty when unknown; nothing is invented)',
);
export const getPersonMeta = publicGet('/tmdb/person/{id}', 'A person with the films they made');
export const searchMeta = publicGet('/search', 'Search films and people (q; 2-100 characters)');
