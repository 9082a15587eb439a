import type { SeenItemsTable, StoredWatchOptions } from '@chuck/db';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { FIRST_FILM_YEAR, LAST_FILM_YEAR } from '../shared/film-years.ts';

/**
 * The film snapshot members keep in their lists (watchlist, seen, Watching Soon): input schemas
 * lenient about what browsers send (numbers as strings, '' for nothing), outputs as docs/product.md §3.
 */

const INT_MAX = 2_147_483_647;

/** The catalog's integer id, as a number or (path params, older clients) a string of digits. */
export const ZMovieId = z
  .union([z.number(), z.string()], { error: 'movieId must be a number' })
  .transform((v) => (typeof v === 'string' ? (/^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN) : v))
  .pipe(
    z
      .number({ error: 'movieId must be a whole number' })
      .int('movieId must be a whole number')
      .positive('movieId must be a positive number')
      .max(INT_MAX, 'movieId is too large'),
  )
  // The REST document shows what passes, not just the two types the union reads.
  .meta({
    override: {
      anyOf: [
        { type: 'integer', minimum: 1, maximum: INT_MAX },
        { type: 'string', pattern: '^\\s*\\d+\\s*$' },
      ],
    },
  });

const ZTitle = z
  .string({ error: 'title is required' })
  .trim()
  .min(1, 'title is required')
  .max(300, 'title is at most 300 characters');

/** A release year: a number or a 4-digit string; blank or null means unknown. */
export const ZYear = z
  .union([z.number(), z.string(), z.null()], { error: 'year must be a number' })
  .transform((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : Number(v)))
  .pipe(
    z
      .number({ error: 'year must be a number' })
      .int('year must be a whole number')
      .min(FIRST_FILM_YEAR, `year must be ${FIRST_FILM_YEAR} or later`)
      .max(LAST_FILM_YEAR, `year must be ${LAST_FILM_YEAR} or earlier`)
      .nullable(),
  )
  .meta({
    override: {
      anyOf: [
        { type: 'integer', minimum: FIRST_FILM_YEAR, maximum: LAST_FILM_YEAR },
        { type: 'string', pattern: '^\\s*(\\d{4}\\s*)?$' },
        { type: 'null' },
      ],
    },
  });

/** The film's rating out of 10, kept as a string as docs/product.md §3 has it ('7.8'); numbers accepted. */
const ZRating = z
  .union([z.string(), z.number(), z.null()], { error: 'rating must be text or a number' })
  .transform((v) => (v === null ? null : String(v).trim() || null))
  .pipe(z.string().max(20, 'rating is at most 20 characters').nullable());

const ZDescription = z
  .string({ error: 'description must be text' })
  .max(5000, 'description is at most 5000 characters')
  .nullable()
  .transform((v) => v?.trim() || null);

const isSafeLink = (url: string) => /^https?:\/\/[^\s/]+/i.test(url);
const isSafeImage = (url: string) => isSafeLink(url) || /^\/[^/\\]/.test(url);
// The same two rules as JSON Schema patterns, for the REST document.
const LINK_PATTERN = '[hH][tT][tT][pP][sS]?://[^\\s/].*';
const SITE_PATH_PATTERN = '/[^/\\\\].*';

/** A poster: an http(s) URL or a path on this site (the generated covers); blank means none. */
export const ZPosterUrl = z
  .string({ error: 'posterUrl must be text' })
  .trim()
  .max(2048, 'posterUrl is too long')
  .refine((v) => v === '' || isSafeImage(v), 'posterUrl must be an http(s) URL or a path on this site')
  .nullable()
  .transform((v) => v || null)
  .meta({
    override: {
      anyOf: [
        {
          type: 'string',
          maxLength: 2048,
          description: 'An http(s) URL or a path on this site; blank for none',
          pattern: `^\\s*(|${LINK_PATTERN}|${SITE_PATH_PATTERN})$`,
        },
        { type: 'null' },
      ],
    },
  });

const ZWatchOption = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(100, 'name is too long'),
  // Links open in a new tab, so only web links are kept.
  url: z
    .string()
    .trim()
    .max(2048, 'url is too long')
    .refine((v) => v === '' || isSafeLink(v), 'url must be an http(s) URL')
    .nullable()
    .optional()
    .transform((v) => v || undefined)
    .meta({
      override: {
        anyOf: [{ type: 'string', maxLength: 2048, pattern: `^\\s*(|${LINK_PATTERN})$` }, { type: 'null' }],
      },
    }),
  price: z
    .union([z.string(), z.number()])
    .nullable()
    .optional()
    .transform((v) => (v === null || v === undefined ? undefined : String(v).trim() || undefined))
    .pipe(z.string().max(40, 'price is too long').optional()),
});

const ZWatchOptionList = z.array(ZWatchOption).max(50, 'at most 50 watch options per group').default([]);

/** Where to watch: {streaming, rent, buy}; null or missing means none known. */
const ZWatchOptionsInput = z
  .object({ streaming: ZWatchOptionList, rent: ZWatchOptionList, buy: ZWatchOptionList })
  .nullable()
  .optional();

/** A provider's logo, where the provider data has one (TMDB's; never on a member's stored lists). */
const ZLogoUrl = z.string().optional();
export const ZWatchOptions = z.object({
  streaming: z.array(z.object({ name: z.string(), url: z.string().optional(), logoUrl: ZLogoUrl })),
  rent: z.array(
    z.object({
      name: z.string(),
      url: z.string().optional(),
      price: z.string().optional(),
      logoUrl: ZLogoUrl,
    }),
  ),
  buy: z.array(
    z.object({
      name: z.string(),
      url: z.string().optional(),
      price: z.string().optional(),
      logoUrl: ZLogoUrl,
    }),
  ),
});
export type WatchOptions = z.infer<typeof ZWatchOptions>;

/** The snapshot fields both lists accept. */
export const ZMovieSnapshotInput = z.object({
  movieId: ZMovieId,
  title: ZTitle,
  posterUrl: ZPosterUrl.optional(),
  year: ZYear.optional(),
  rating: ZRating.optional(),
  description: ZDescription.optional(),
  watchOptions: ZWatchOptionsInput,
});
export type MovieSnapshotInput = z.infer<typeof ZMovieSnapshotInput>;

/** A list item as docs/product.md §3 lists it (plus when it was added). */
export const ZMovieItem = z.object({
  id: z.number(),
  movieId: z.number(),
  title: z.string(),
  posterUrl: z.string().nullable(),
  year: z.number().nullable(),
  rating: z.string().nullable(),
  description: z.string().nullable(),
  watchOptions: ZWatchOptions,
});

/** A catalog film as a list of films and a movie night show it: its id, title, year and poster. */
export const ZFilmSummary = z.object({
  movieId: z.number().int(),
  title: z.string(),
  year: z.number().int().nullable(),
  posterUrl: z.string().nullable(),
});

/** A catalog film's facts as the lists keep them (a snapshot: the lists outlive catalog changes). */
export type FilmFields = Pick<
  Selectable<SeenItemsTable>,
  'movieId' | 'title' | 'posterUrl' | 'year' | 'rating' | 'description'
>;

/** The columns of a film on a member's list (the seen list and the watchlist add their own). */
export const LIST_FILM_COLUMNS = [
  'id',
  'movieId',
  'title',
  'posterUrl',
  'year',
  'rating',
  'description',
  'watchOptions',
] as const;

export interface MovieSnapshotRow extends FilmFields {
  id: number;
  watchOptions: StoredWatchOptions | null;
}

/** A row's film fields in the shape of docs/product.md §3; no known options is three empty groups. */
export function toMovieItem(row: MovieSnapshotRow): z.infer<typeof ZMovieItem> {
  return {
    id: row.id,
    movieId: row.movieId,
    title: row.title,
    posterUrl: row.posterUrl,
    year: row.year,
    rating: row.rating,
    description: row.description,
    watchOptions: {
      streaming: (row.watchOptions?.streaming ?? []).map(({ name, url }) => ({
        name,
        ...(url ? { url } : {}),
      })),
      rent: row.watchOptions?.rent ?? [],
      buy: row.watchOptions?.buy ?? [],
    },
  };
}

/** What a snapshot stores: missing fields as null, options as a JSON string (or null when none). */
export function snapshotColumns(input: MovieSnapshotInput) {
  const options = input.watchOptions;
  const hasOptions = Boolean(
    options && (options.streaming.length || options.rent.length || options.buy.length),
  );
  return {
    movieId: input.movieId,
    title: input.title,
    posterUrl: input.posterUrl ?? null,
    year: input.year ?? null,
    rating: input.rating ?? null,
    description: input.description ?? null,
    watchOptions: hasOptions ? JSON.stringify(options) : null,
  };
}

export const toIso = (date: Date | string): string =>
  (date instanceof Date ? date : new Date(date)).toISOString();
