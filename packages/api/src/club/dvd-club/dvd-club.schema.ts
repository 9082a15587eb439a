import { z } from 'zod';
import { requiredText } from '../../lib/required-text.ts';
import { type RestAlias, restMeta } from '../../rest-meta.ts';
import {
  DISC_CONDITIONS,
  DISC_DEFAULTS,
  DISC_FORMATS,
  DISC_NOTES_MAX,
  DISC_VISIBILITIES,
} from '../../shared/disc-options.ts';
import { FIRST_FILM_YEAR, LAST_FILM_YEAR } from '../../shared/film-years.ts';

export { DISC_CONDITIONS, DISC_FORMATS };

export const ZFormat = z.enum(DISC_FORMATS, { error: 'Format must be one of DVD, Blu-ray, 4K UHD or VHS' });
export const ZCondition = z.enum(DISC_CONDITIONS, {
  error: 'Condition must be one of Mint, Excellent, Good, Fair or Poor',
});
const ZVisibility = z.enum(DISC_VISIBILITIES, {
  error: 'Visibility must be private, public or rentable',
});

const MAX_INT = 2_147_483_647;

/** A row id from a path or query string (arrives as text) or a JSON body. */
export function zId(label: string) {
  return z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be a positive number`)
    .max(MAX_INT, `${label} is too large`);
}

const ZItemId = zId('Movie id');

// Clients send '' for a field left blank; store it as absent.
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
// Years and runtimes arrive as numbers or as digits in a string (e.g. cut from a release date).
const digitsToNumber = (value: unknown) => {
  const blank = blankToNull(value);
  return typeof blank === 'string' && /^\s*\d+\s*$/.test(blank) ? Number(blank) : blank;
};

function optionalText(label: string, max: number) {
  return z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .nullable()
      .optional(),
  );
}

function optionalInt(label: string, min: number, max: number) {
  return z.preprocess(
    digitsToNumber,
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be between ${min} and ${max}`)
      .max(max, `${label} must be between ${min} and ${max}`)
      .nullable()
      .optional(),
  );
}

const ZNotes = optionalText('Notes', DISC_NOTES_MAX);

export const ZCreateItemInput = z.object({
  title: requiredText('Title is required', [200, 'Title must be at most 200 characters']),
  year: optionalInt('Year', FIRST_FILM_YEAR, LAST_FILM_YEAR),
  director: optionalText('Director', 200),
  genre: optionalText('Genre', 200),
  runtimeMinutes: optionalInt('Runtime', 1, 2000),
  format: ZFormat.default(DISC_DEFAULTS.format),
  condition: ZCondition.default(DISC_DEFAULTS.condition),
  visibility: ZVisibility.default(DISC_DEFAULTS.visibility),
  notes: ZNotes,
  /** The catalog film it was picked from, when the client knows it. */
  movieId: optionalInt('Movie id', 1, MAX_INT),
  posterUrl: z.preprocess(
    blankToNull,
    z
      .url({ protocol: /^https?$/, error: 'Poster URL must be an http(s) address' })
      .max(1000, 'Poster URL is too long')
      .nullable()
      .optional(),
  ),
});
export type CreateItemInput = z.infer<typeof ZCreateItemInput>;

export const ZUpdateItemInput = z.object({
  id: ZItemId,
  format: ZFormat.optional(),
  condition: ZCondition.optional(),
  visibility: ZVisibility.optional(),
  /** null or '' clears the notes. */
  notes: ZNotes,
});
export type UpdateItemInput = z.infer<typeof ZUpdateItemInput>;

export const ZItemIdInput = z.object({ id: ZItemId });

export const ZCollectionItem = z.object({
  id: z.number().int(),
  title: z.string(),
  year: z.number().int().nullable(),
  director: z.string().nullable(),
  genre: z.string().nullable(),
  runtimeMinutes: z.number().int().nullable(),
  format: ZFormat,
  condition: ZCondition,
  visibility: ZVisibility,
  notes: z.string().nullable(),
  ownerId: z.string(),
  ownerName: z.string(),
  movieId: z.number().int().nullable(),
  posterUrl: z.string().nullable(),
  /** Lent out, or promised to a borrower (accepted, not yet handed over). */
  onLoan: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CollectionItem = z.infer<typeof ZCollectionItem>;

export const ZDeleteResult = z.object({ id: z.number().int(), deleted: z.literal(true) });

const ZFormatCount = z.object({ format: ZFormat, count: z.number().int() });
const ZVisibilityGroup = z.object({
  count: z.number().int(),
  /** Every format, in the order of docs/product.md §9, zeros included. */
  formats: z.array(ZFormatCount),
});

/** What the profile's Physical Collection card shows. */
export const ZCollectionSummary = z.object({
  credits: z.number().int(),
  totalMovies: z.number().int(),
  availableForRent: ZVisibilityGroup,
  publicCollection: ZVisibilityGroup,
  privateCount: z.number().int(),
  /** My discs out with borrowers now (accepted or handed over). */
  lentOut: z.number().int(),
  /** Other members' discs I have now (accepted or handed over). */
  borrowed: z.number().int(),
});
export type CollectionSummary = z.infer<typeof ZCollectionSummary>;

const meta = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: `/${string}`,
  summary: string,
  protect = true,
  aliases?: RestAlias[],
) => restMeta(method, path, 'dvd-club', summary, { protect, aliases });

// docs/product.md §7 names the collection twice: /physical-media is the same list and the same add.
export const listMeta = meta(
  'GET',
  '/dvd-club/collection',
  "The member's own collection, newest first",
  true,
  [
    {
      method: 'GET',
      path: '/physical-media',
      operationId: 'physicalMedia-list',
      summary: "The member's own collection (alias)",
    },
  ],
);
export const createMeta = meta('POST', '/dvd-club/collection', 'Add a disc to my collection', true, [
  {
    method: 'POST',
    path: '/physical-media',
    operationId: 'physicalMedia-create',
    summary: 'Add a disc to my collection (alias)',
  },
]);
export const getMeta = meta(
  'GET',
  '/dvd-club/collection/{id}',
  'One disc: anyone may read a public or rentable one; a private one only its owner',
  false,
);
export const updateMeta = meta(
  'PATCH',
  '/dvd-club/collection/{id}',
  "Change one of my discs' format, condition, visibility or notes",
);
export const deleteMeta = meta('DELETE', '/dvd-club/collection/{id}', 'Remove one of my discs');
export const summaryMeta = meta(
  'GET',
  '/dvd-club/summary',
  'Credit balance and per-format counts for the profile card',
);
