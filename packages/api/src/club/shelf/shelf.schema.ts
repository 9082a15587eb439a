import { z } from 'zod';
import { LEEDS, ZTown } from '../../front-counter/places/places.schema.ts';
import { zId } from '../../lib/ids.ts';
import { DANA, DANA_NAME, FILM, SAM, SAM_NAME } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';
import {
  AVAILABILITY_MAX_LOOKUPS,
  SHELF_ANY,
  SHELF_MAX_LIMIT,
  SHELF_PAGE_SIZE,
  SHELF_SEARCH_MAX,
} from '../../shared/shelf-limits.ts';
import { WITHIN_KM_OPTIONS, type WithinKm } from '../../shared/town-limits.ts';
import { DISC_CONDITIONS, DISC_FORMATS, ZCondition, ZFormat } from '../dvd-club/dvd-club.schema.ts';

// The shelf's selects send 'Any' for "no filter"; blank means the same.
const anyFilter = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return trimmed.toLowerCase() === 'any' ? SHELF_ANY : trimmed;
};
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A filter value, 'Any' (or absent) for none; the output is the value itself or undefined. */
function filterOf<const T extends readonly [string, ...string[]]>(values: T, error: string) {
  return z.preprocess(
    anyFilter,
    z
      .enum([SHELF_ANY, ...values], { error })
      .optional()
      .transform((value) => (value === SHELF_ANY ? undefined : (value as T[number] | undefined))),
  );
}

const WITHIN_KM_MESSAGE = `withinKm must be one of ${WITHIN_KM_OPTIONS.join(', ')}`;

export const ZShelfInput = z.object({
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(1_000_000, 'Page is too large')
    .default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .default(SHELF_PAGE_SIZE)
    .describe(`Page size (default ${SHELF_PAGE_SIZE}); larger values are served as ${SHELF_MAX_LIMIT}`)
    .transform((limit) => Math.min(limit, SHELF_MAX_LIMIT)),
  /** Words matched (all of them, anywhere, any case) against title, director and genre. */
  search: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Search must be text' })
      .trim()
      .max(SHELF_SEARCH_MAX, `Search must be at most ${SHELF_SEARCH_MAX} characters`)
      .optional(),
  ),
  format: filterOf(DISC_FORMATS, 'Format must be Any, DVD, Blu-ray, 4K UHD or VHS'),
  condition: filterOf(DISC_CONDITIONS, 'Condition must be Any, Mint, Excellent, Good, Fair or Poor'),
  /**
   * docs/product.md §3 'Discs near you': nearest first, measured from the member's own town ('me') or
   * from a town picked from GET /places (its id), as a visitor does.
   */
  near: z.preprocess(
    blankToUndefined,
    z
      .union([z.literal('me'), zId('near')], { error: "near must be 'me' or a town's id from /places" })
      .optional(),
  ),
  /** Only discs whose owner's town is this close to `near`. */
  withinKm: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: WITHIN_KM_MESSAGE })
      .refine((km) => (WITHIN_KM_OPTIONS as readonly number[]).includes(km), WITHIN_KM_MESSAGE)
      .transform((km) => km as WithinKm)
      .optional(),
  ),
});
export type ShelfInput = z.infer<typeof ZShelfInput>;

const ZShelfItem = z.object({
  id: z.number().int(),
  ownerId: z.string(),
  ownerName: z.string(),
  title: z.string(),
  year: z.number().int().nullable(),
  director: z.string().nullable(),
  runtimeMinutes: z.number().int().nullable(),
  genre: z.string().nullable(),
  format: ZFormat,
  condition: ZCondition,
  notes: z.string().nullable(),
  movieId: z.number().int().nullable(),
  posterUrl: z.string().nullable(),
  /** Lent out or promised to a borrower right now (it can still be requested). */
  onLoan: z.boolean(),
  /**
   * Back on the shelf but kept for another member's turn in line: only they may request it now, so the
   * shelf offers to join the line instead (docs/product.md §3 'Hold').
   */
  keptForOther: z.boolean(),
  /** The signed-in caller's own disc (it can't be requested). */
  isOwn: z.boolean(),
  ownerTrust: z
    .object({
      loans: z.number().int().describe('Settled loans of the owner, as owner or borrower'),
      onTimeShare: z
        .number()
        .int()
        .nullable()
        .describe('Percent of their settled returns back on time; null below 3 returns'),
    })
    .describe('The owner’s record, for the card’s “12 loans · 100% on time” (docs/product.md §3 “Trust”)'),
  /** The owner's town ('Leeds, United Kingdom'); null when they have not set one. Never coordinates. */
  ownerTown: ZTown.nullable(),
  /**
   * Between the owner's town and the caller's (their own, or the one in `near`), in whole km ('about
   * 12 km'); null unless both have a town.
   */
  distanceKm: z.number().int().nullable(),
});

export const ZShelfPage = z.object({
  movies: z.array(ZShelfItem),
  pagination: z.object({
    total: z.number().int(),
    page: z.number().int(),
    /** At least 1, so 'Page 1 of 1' reads right on an empty shelf. */
    totalPages: z.number().int(),
    /** The page size served (the requested limit, clamped to 50). */
    limit: z.number().int(),
  }),
});
export type ShelfPage = z.infer<typeof ZShelfPage>;

/** Accepts '1,2,3', a repeated query parameter, or a JSON array. */
const toList = (value: unknown) => {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : [value];
  return items;
};

export const ZAvailabilityInput = z.object({
  movieIds: z.preprocess(
    (value) =>
      toList(value).flatMap((v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim()) : [v])),
    z
      .array(zId('Movie id'))
      .max(AVAILABILITY_MAX_LOOKUPS, `At most ${AVAILABILITY_MAX_LOOKUPS} movie ids at a time`),
  ),
  /** For films without a catalog id; matched ignoring letter case. Repeat the parameter for several. */
  titles: z.preprocess(
    toList,
    z
      .array(
        z
          .string({ error: 'Titles must be text' })
          .trim()
          .min(1, 'A title is empty')
          .max(200, 'A title is too long'),
      )
      .max(AVAILABILITY_MAX_LOOKUPS, `At most ${AVAILABILITY_MAX_LOOKUPS} titles at a time`),
  ),
});
export type AvailabilityInput = z.infer<typeof ZAvailabilityInput>;

/** One member's copy of a film, as an availability answer offers it. */
const ZShelfCopy = z.object({
  id: z.number().int(),
  ownerId: z.string(),
  ownerName: z.string(),
  format: ZFormat,
  condition: ZCondition,
});

const ZFilmAvailability = z.object({
  /** Exactly one of movieId and title is set: the one it was asked by. */
  movieId: z.number().int().nullable(),
  title: z.string().nullable(),
  /** Members (other than the caller) with it rentable. */
  owners: z.number().int(),
  /** Their rentable copies, lent or not. */
  copies: z.number().int(),
  /** Of those, the copies on the shelf right now: not lent out, promised or kept for a hold. */
  onShelf: z.number().int(),
  /** The caller has a disc of this film in their hands (borrowed, handed over): 'You have this disc'. */
  youHaveIt: z.boolean(),
  /** A copy that can be requested now (not lent out), for a one-click Request Rental; null if none. */
  firstAvailable: ZShelfCopy.nullable(),
  /** When no copy is in: one that is out, to Place Hold on (docs/product.md §3 'Hold'); else null. */
  toHold: ZShelfCopy.nullable(),
});
export type FilmAvailability = z.infer<typeof ZFilmAvailability>;

export const ZAvailability = z.object({ movies: z.array(ZFilmAvailability) });

export const listMeta = restMeta(
  'GET',
  '/whats-on-the-shelf',
  'shelf',
  'Rentable discs of all members, newest first, with search, filters and pages (limit ≤ 50)',
  {
    protect: false,
    description:
      "What's on the Shelf: every member's rentable discs, newest listed first, 12 to a page by default. " +
      'search matches all its words against title, director and genre; format and condition filter (Any ' +
      'is no filter). A signed-in member’s own discs are marked isOwn and cannot be requested. ' +
      'near=me (a member with a town) or near=<town id from /places> orders the nearest first; withinKm ' +
      '(5, 10, 25, 50 or 100, with near) keeps only discs whose owner’s town is that close. Each disc carries ' +
      'its owner’s town and, when both sides have a town, distanceKm rounded to whole km.',
    example: {
      input: {
        page: 1,
        limit: 12,
        search: 'mann',
        format: 'Any',
        condition: 'Any',
        near: 'me',
        withinKm: 25,
      },
      output: {
        movies: [
          {
            id: 42,
            ownerId: DANA,
            ownerName: DANA_NAME,
            title: 'Heat',
            year: 1995,
            director: 'Michael Mann',
            runtimeMinutes: 170,
            genre: 'Crime',
            format: 'DVD',
            condition: 'Excellent',
            notes: 'Two-disc special edition.',
            movieId: 949,
            posterUrl: FILM.posterUrl,
            onLoan: false,
            keptForOther: false,
            isOwn: false,
            ownerTrust: { loans: 12, onTimeShare: 100 },
            ownerTown: LEEDS,
            distanceKm: 12,
          },
        ],
        pagination: { total: 1, page: 1, totalPages: 1, limit: 12 },
      },
    },
  },
);
export const availabilityMeta = restMeta(
  'GET',
  '/whats-on-the-shelf/availability',
  'shelf',
  "Which films members have rentable ('On the shelf'), by catalog id or title",
  {
    protect: false,
    description:
      "'On the shelf' for films shown elsewhere (recommendations, lists, the film page), asked for all at " +
      'once by catalog id or by title: how many copies from how many members, how many are in now, one to ' +
      'Request Rental (firstAvailable) or else one to Place Hold on (toHold), and whether the caller has a ' +
      'copy in their hands.',
    example: {
      input: { movieIds: [949], titles: ['Collateral'] },
      output: {
        movies: [
          {
            movieId: 949,
            title: null,
            owners: 1,
            copies: 1,
            onShelf: 1,
            youHaveIt: false,
            firstAvailable: { id: 44, ownerId: SAM, ownerName: SAM_NAME, format: 'DVD', condition: 'Good' },
            toHold: null,
          },
          {
            movieId: null,
            title: 'Collateral',
            owners: 1,
            copies: 1,
            onShelf: 0,
            youHaveIt: false,
            firstAvailable: null,
            toHold: { id: 77, ownerId: SAM, ownerName: SAM_NAME, format: 'Blu-ray', condition: 'Good' },
          },
        ],
      },
    },
  },
);
