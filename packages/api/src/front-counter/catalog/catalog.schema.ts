import { z } from 'zod';
import { FILM } from '../../lib/rest-examples.ts';
import { type OperationDoc, restMeta } from '../../rest-meta.ts';
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

/** A person credited on a film, with the id of their page (/person/{id}). */
const ZCredit = z.object({ id: z.number().int(), name: z.string() });

export const ZMovieDetails = ZMovieResult.extend({
  director: z.string().nullable(),
  directors: z.array(ZCredit),
  /** The top-billed cast (up to 8), in billing order. */
  cast: z.array(ZCredit),
  runtime: z.number().int().nullable(),
  genres: z.array(ZGenre),
  vote_count: z.number().int(),
  /** The film's English Wikipedia article, when known. */
  wikipedia_url: z.string().nullable(),
});

export const ZPersonDetails = ZPersonResult.extend({
  /** Their films, best known first. */
  movies: z.array(ZMovieResult),
  /** The films they directed, newest first. */
  directed: z.array(ZMovieResult),
  /** The films they appear in, newest first. */
  appeared_in: z.array(ZMovieResult),
});

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

const publicGet = (path: `/${string}`, summary: string, doc: OperationDoc) =>
  restMeta('GET', path, 'catalog', summary, { protect: false, ...doc });

const CATALOG =
  'From the embedded catalog, or TMDB when the store has a TMDB key; image paths are full URLs.';
const HEAT = {
  id: 949,
  type: 'movie',
  title: 'Heat',
  poster_path: FILM.posterUrl,
  release_date: '1995-12-15',
  vote_average: 7.9,
  overview: FILM.description,
};

export const searchMoviesMeta = publicGet(
  '/tmdb/search',
  'Search films by title (q or query; 2-100 characters)',
  {
    description:
      'The films whose titles match the text, best known first: the Top 3 panel’s picker, the DVD Club’s ' +
      `add-a-disc search and the chat’s search box (up to limit, 20 at most). ${CATALOG}`,
    example: { input: { q: 'heat', limit: 5 }, output: { results: [HEAT] } },
  },
);
export const getMovieMeta = publicGet(
  '/tmdb/movie/{id}',
  'A film with its directors, cast, runtime and genres',
  {
    description:
      'One film by its catalog id, as the movie detail modal and the film page /movie/{id} show it: its ' +
      'directors and top-billed cast (each with the id of their page), runtime, genres and, for embedded ' +
      `films, the Wikipedia article it comes from. ${CATALOG}`,
    example: {
      input: { id: 949 },
      output: {
        ...HEAT,
        director: 'Michael Mann',
        directors: [{ id: 1032, name: 'Michael Mann' }],
        cast: [
          { id: 1158, name: 'Al Pacino' },
          { id: 380, name: 'Robert De Niro' },
        ],
        wikipedia_url: 'https://en.wikipedia.org/wiki/Heat_(1995_film)',
        runtime: 170,
        genres: [
          { id: 80, name: 'Crime' },
          { id: 18, name: 'Drama' },
          { id: 28, name: 'Action' },
        ],
        vote_count: 7123,
      },
    },
  },
);
export const watchProvidersMeta = publicGet(
  '/tmdb/movie/{id}/watch-providers',
  'Where to stream, rent or buy a film (empty when unknown; nothing is invented)',
  {
    description:
      'Where to watch a film in a country (region, a two-letter code; US by default), grouped Stream, Rent ' +
      'and Buy with each provider’s logo, and the data’s credit line. Without TMDB, or when nothing is known, ' +
      'the groups are empty: the store never invents a provider.',
    example: {
      input: { id: 949, region: 'US' },
      output: {
        streaming: [
          {
            name: 'Netflix',
            url: 'https://www.themoviedb.org/movie/949/watch?locale=US',
            logoUrl: 'https://image.tmdb.org/t/p/w45/pbpMk2JmcoNnQwx5JGpXngfoWtp.jpg',
          },
        ],
        rent: [],
        buy: [],
        attribution: 'Watch options by JustWatch',
      },
    },
  },
);
export const getPersonMeta = publicGet('/tmdb/person/{id}', 'A person with the films they made', {
  description:
    'One person by their catalog id (a director or an actor), with what they are known for, their films ' +
    `best known first, and the films they directed and appear in, newest first. ${CATALOG}`,
  example: {
    input: { id: 1032 },
    output: {
      id: 1032,
      type: 'person',
      name: 'Michael Mann',
      profile_path: null,
      known_for_department: 'Directing',
      known_for: [{ id: 949, type: 'movie', title: 'Heat', release_date: '1995-12-15', poster_path: null }],
      movies: [HEAT],
      directed: [HEAT],
      appeared_in: [],
    },
  },
});
export const searchMeta = publicGet('/search', 'Search films and people (q; 2-100 characters)', {
  description:
    'Films and people whose names match the text, each marked by type, as the site’s search shows them. ' +
    CATALOG,
  example: {
    input: { q: 'mann' },
    output: {
      results: [
        {
          id: 1032,
          type: 'person',
          name: 'Michael Mann',
          profile_path: null,
          known_for_department: 'Directing',
          known_for: [{ id: 949, type: 'movie', title: 'Heat' }],
        },
        {
          ...HEAT,
          id: 11524,
          title: 'Thief',
          release_date: '1981-03-27',
          vote_average: 7.1,
          poster_path: null,
        },
      ],
    },
  },
});
