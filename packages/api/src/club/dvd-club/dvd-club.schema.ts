import { z } from 'zod';
import { MAX_INT, zId } from '../../lib/ids.ts';
import { requiredText } from '../../lib/required-text.ts';
import { DISC, NEW_DISC } from '../../lib/rest-examples.ts';
import { type OperationDoc, type RestAlias, restMeta } from '../../rest-meta.ts';
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
  /** When a settled dispute agreed the disc lost (it is private from then on), else null. */
  lostAt: z.string().nullable(),
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
  doc: OperationDoc & { protect?: boolean; aliases?: RestAlias[] },
) => restMeta(method, path, 'dvd-club', summary, doc);

const PRIVATE_DISC = {
  ...DISC,
  id: 43,
  title: 'Thief',
  year: 1981,
  runtimeMinutes: 123,
  format: 'Blu-ray',
  condition: 'Good',
  visibility: 'private',
  notes: null,
  movieId: 11524,
  posterUrl: null,
};

// docs/product.md §7 names the collection twice: /physical-media is the same list and the same add.
export const listMeta = meta('GET', '/dvd-club/collection', "The member's own collection, newest first", {
  aliases: [
    {
      method: 'GET',
      path: '/physical-media',
      operationId: 'physicalMedia-list',
      summary: "The member's own collection (alias)",
    },
  ],
  description:
    "Every disc in the member's DVD Club collection, private ones included, newest first. onLoan is true " +
    'while a disc is lent out or promised to a borrower.',
  example: { output: [PRIVATE_DISC, DISC] },
});
export const createMeta = meta('POST', '/dvd-club/collection', 'Add a disc to my collection', {
  aliases: [
    {
      method: 'POST',
      path: '/physical-media',
      operationId: 'physicalMedia-create',
      summary: 'Add a disc to my collection (alias)',
    },
  ],
  description:
    'Adds a physical disc to the collection: a title, and what is known of the film (year, director, genre, ' +
    'runtime, the catalog id and poster when it was picked from a search). A new disc is a DVD in Good ' +
    'condition and private unless told otherwise; a rentable one goes on the shelf for other members to ' +
    'borrow, and members with the film on their watchlist are told.',
  example: {
    input: NEW_DISC,
    output: DISC,
  },
});
export const getMeta = meta(
  'GET',
  '/dvd-club/collection/{id}',
  'One disc: anyone may read a public or rentable one; a private one only its owner',
  {
    protect: false,
    description:
      "One disc by its id, with its owner's public name. A private disc is its owner's alone: anyone else " +
      "gets 404 'Movie not found in the collection', as for an id that does not exist.",
    example: { input: { id: 42 }, output: DISC },
  },
);
export const updateMeta = meta(
  'PATCH',
  '/dvd-club/collection/{id}',
  "Change one of my discs' format, condition, visibility or notes",
  {
    description:
      'Changes what the owner may change about a disc; fields left out stay as they are, and null or an ' +
      'empty string clears the notes. Making a disc rentable puts it on the shelf.',
    example: {
      input: { id: 42, condition: 'Excellent', visibility: 'rentable' },
      output: { ...DISC, updatedAt: '2026-11-21T10:05:00.000Z' },
    },
  },
);
export const deleteMeta = meta('DELETE', '/dvd-club/collection/{id}', 'Remove one of my discs', {
  description:
    "Takes one of the member's discs out of the collection for good (the shelf and any line for it too). " +
    "Another member's disc is a 404.",
  example: { input: { id: 43 }, output: { id: 43, deleted: true } },
});
export const summaryMeta = meta(
  'GET',
  '/dvd-club/summary',
  'Credit balance and per-format counts for the profile card',
  {
    description:
      "What the profile's Physical Collection card shows: the credit balance, how many discs are rentable, " +
      'public and private (by format, zeros included), and how many discs are lent out and borrowed now.',
    example: {
      output: {
        credits: 4,
        totalMovies: 2,
        availableForRent: {
          count: 1,
          formats: [
            { format: 'DVD', count: 1 },
            { format: 'Blu-ray', count: 0 },
            { format: '4K UHD', count: 0 },
            { format: 'VHS', count: 0 },
          ],
        },
        publicCollection: {
          count: 0,
          formats: [
            { format: 'DVD', count: 0 },
            { format: 'Blu-ray', count: 0 },
            { format: '4K UHD', count: 0 },
            { format: 'VHS', count: 0 },
          ],
        },
        privateCount: 1,
        lentOut: 0,
        borrowed: 1,
      },
    },
  },
);
