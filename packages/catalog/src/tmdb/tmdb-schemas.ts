import { z } from 'zod';

/**
 * The parts of TMDB v3 responses we read (https://developer.themoviedb.org/reference). Lenient:
 * TMDB leaves fields out or null more often than its docs suggest.
 */
const text = z.string().nullish();
const number = z.number().nullish();

const ZTmdbMovie = z.object({
  id: z.number().int(),
  media_type: z.literal('movie').optional(),
  title: z.string(),
  poster_path: text,
  release_date: text,
  vote_average: number,
  vote_count: number,
  popularity: number,
  overview: text,
  /** In lists (search, discover, credits); details carry `genres` instead. */
  genre_ids: z.array(z.number().int()).nullish(),
});
export type TmdbMovie = z.infer<typeof ZTmdbMovie>;

const ZTmdbTv = z.object({
  id: z.number().int(),
  media_type: z.literal('tv'),
  name: z.string(),
  poster_path: text,
  first_air_date: text,
});

const ZTmdbPerson = z.object({
  id: z.number().int(),
  media_type: z.literal('person').optional(),
  name: z.string(),
  profile_path: text,
  known_for_department: text,
  popularity: number,
  // Person search results list a few titles; anything else in there is skipped.
  known_for: z.array(z.unknown()).nullish(),
});
export type TmdbPerson = z.infer<typeof ZTmdbPerson>;

export const ZKnownForItem = z.union([ZTmdbMovie.extend({ media_type: z.literal('movie') }), ZTmdbTv]);

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    page: z.number().optional(),
    total_pages: z.number().optional(),
    results: z.array(z.unknown()).transform(keepValid(item)),
  });

/** Drops the list entries that do not parse, instead of failing the whole page. */
function keepValid<T extends z.ZodType>(item: T) {
  return (entries: unknown[]): z.infer<T>[] =>
    entries.flatMap((entry) => {
      const parsed = item.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
}

export const ZMovieSearch = page(ZTmdbMovie);

export const ZPersonSearch = page(ZTmdbPerson);

export const ZMultiSearch = page(
  z.discriminatedUnion('media_type', [
    ZTmdbMovie.extend({ media_type: z.literal('movie') }),
    ZTmdbTv,
    ZTmdbPerson.extend({ media_type: z.literal('person') }),
  ]),
);

const ZCrew = z.object({ id: z.number(), name: z.string(), job: text, department: text });
const ZCast = z.object({ id: z.number(), name: z.string(), order: z.number().nullish() });

export const ZMovieDetails = ZTmdbMovie.extend({
  runtime: number,
  genres: z.array(z.object({ id: z.number().int(), name: z.string() })).nullish(),
  credits: z
    .object({
      crew: z.array(ZCrew).nullish(),
      cast: z.array(z.unknown()).transform(keepValid(ZCast)).nullish(),
    })
    .nullish(),
});
export type TmdbMovieDetails = z.infer<typeof ZMovieDetails>;

const ZCredit = ZTmdbMovie.extend({ job: text, character: text });

export const ZPersonDetails = ZTmdbPerson.extend({
  movie_credits: z
    .object({
      cast: z.array(z.unknown()).transform(keepValid(ZCredit)).nullish(),
      crew: z.array(z.unknown()).transform(keepValid(ZCredit)).nullish(),
    })
    .nullish(),
});

const ZProvider = z.object({
  provider_name: z.string(),
  provider_id: z.number().optional(),
  logo_path: z.string().nullish(),
});
const ZProviders = z.array(ZProvider).nullish();

export const ZWatchProviders = z.object({
  id: z.number().optional(),
  results: z.record(
    z.string(),
    z.object({
      link: text,
      flatrate: ZProviders,
      free: ZProviders,
      ads: ZProviders,
      rent: ZProviders,
      buy: ZProviders,
    }),
  ),
});

/** TMDB's error body, e.g. {"status_code":7,"status_message":"Invalid API key: ...","success":false}. */
export const ZTmdbError = z.object({
  status_code: z.number().optional(),
  status_message: z.string().optional(),
});
