import { z } from 'zod';
import { zId } from '../../lib/ids.ts';
import { restMeta } from '../../rest-meta.ts';
import {
  CSV_EMPTY,
  CSV_TOO_LARGE,
  MAX_CSV_CHARS,
  MAX_ZIP_BYTES,
} from '../../shared/library-import-limits.ts';

export const MAX_UNMATCHED_LISTED = 500;
/** Near misses a member may pick in one import. */
const MAX_MATCHES = 5000;

/** A film the member picked for a row in the preview: the row as the preview named it (file and number). */
const ZImportMatch = z.object({
  file: z.string({ error: 'file must be text' }).max(300, 'file is too long').nullish(),
  row: z
    .number({ error: 'row must be a number' })
    .int('row must be a whole number')
    .min(2, 'row must be 2 or more (row 1 is the header)')
    .max(1_000_000, 'row is too large'),
  movieId: zId('movieId'),
});
export type ImportMatch = z.infer<typeof ZImportMatch>;

export const ZImportLibraryInput = z.object({
  /** The uploaded file's name: tells Letterboxd's watchlist.csv and watched.csv apart. */
  filename: z.string({ error: 'filename must be text' }).trim().max(255, 'filename is too long').optional(),
  /** One CSV's text; or `zip` instead. */
  csv: z
    .string({ error: 'csv: send the file’s text' })
    .min(1, CSV_EMPTY)
    .max(MAX_CSV_CHARS, CSV_TOO_LARGE)
    .optional(),
  /**
   * Letterboxd's export zip, base64 (JSON carries no bytes): up to 10 MB, checked by the service so its
   * answer names the file; the schema only stops bodies far beyond that (base64 is 4/3 the size).
   */
  zip: z
    .string({ error: 'zip: send the zip file as base64' })
    .min(1, CSV_EMPTY)
    .max(Math.ceil((MAX_ZIP_BYTES * 4) / 3) + 1024, 'The zip is larger than 10 MB.')
    .optional(),
  /**
   * Near misses the member accepted: each row matched to that catalog film instead (a row of the file
   * and a film of the catalog, or 400). Rows not listed are matched as the preview showed.
   */
  matches: z
    .array(ZImportMatch, { error: 'matches must be a list of {file, row, movieId}' })
    .max(MAX_MATCHES, `at most ${MAX_MATCHES} picks`)
    .optional(),
  /**
   * IMDb ratings of films on the watchlist: keep those films on it (true, the default) or let
   * marking them seen take them off (false). The preview flags such rows (leavesWatchlist).
   */
  keepOnWatchlist: z.boolean({ error: 'keepOnWatchlist must be true or false' }).optional(),
});
export type ImportLibraryInput = z.infer<typeof ZImportLibraryInput>;

export const ZImportReport = z.object({
  format: z.enum(['letterboxd', 'imdb', 'letterboxd_import']),
  /** Films added to the watchlist or seen list, or whose rating changed. */
  imported: z.number(),
  /** Films already there as the file has them: nothing changed. */
  alreadyPresent: z.number(),
  /** Rows not imported, and why (at most 500 listed; unmatchedTotal counts them all). */
  unmatched: z.array(
    z.object({
      file: z.string().nullable(),
      row: z.number(),
      title: z.string(),
      year: z.number().nullable(),
      reason: z.string(),
    }),
  ),
  unmatchedTotal: z.number(),
  /** Diary entries added or updated (rows with a watch date). */
  diaryEntries: z.number(),
  /** The import's id, for undo (POST /user/import/{id}/undo); null when nothing changed. */
  importId: z.number().nullable(),
});
export type ImportReport = z.infer<typeof ZImportReport>;

const ZFilmMatch = z.object({ movieId: z.number(), title: z.string(), year: z.number().nullable() });

/** docs/product.md §4 'Import and export': what applying the file would do, row by row. */
const ZImportPreviewRow = z.object({
  /** The file the row is from ('export.zip/diary.csv' in a zip); null when the upload had no name. */
  file: z.string().nullable(),
  row: z.number(),
  title: z.string(),
  year: z.number().nullable(),
  /** The catalog film the row matched; null when none (profile.csv's favourites line: the first of them). */
  match: ZFilmMatch.nullable(),
  /**
   * Where the row goes: the diary (it has a watch date), the seen list or the watchlist; a zip's
   * profile.csv row goes to the member's Top 3 Favorites (its reason names them).
   */
  list: z.enum(['diary', 'seen', 'watchlist', 'favourites']),
  action: z.enum(['add', 'update', 'skip']),
  /** Why a row is skipped or what an update changes, in words. */
  reason: z.string().nullable(),
  /** How the file's rating reads here, e.g. '7/10 → 3.5 stars (thumbs up)'; null when unrated. */
  rating: z.string().nullable(),
  /** Something the member should see before applying, e.g. a top-3 favourite turning Disliked. */
  warning: z.string().nullable(),
  /** Near misses the member can pick instead (send `matches: [{file, row, movieId}]` to accept one). */
  suggestions: z.array(ZFilmMatch),
  /** Skipped because a later row of the same film and date is merged with it (so it is not unmatched). */
  merged: z.boolean(),
  /**
   * An IMDb rating of a film on the member's watchlist: marking it seen takes it off the watchlist
   * unless the import is applied with keepOnWatchlist.
   */
  leavesWatchlist: z.boolean(),
});
export type ImportPreviewRow = z.infer<typeof ZImportPreviewRow>;

export const ZImportPreview = z.object({
  format: z.enum(['letterboxd', 'imdb', 'letterboxd_import']),
  /**
   * Every row (an import holds at most 20,000): a zip's diary.csv first, then reviews.csv,
   * ratings.csv, watched.csv and watchlist.csv, each in file order.
   */
  rows: z.array(ZImportPreviewRow),
  /** Each file's rows counted, in the order `rows` lists them (one entry for a single CSV). */
  files: z.array(
    z.object({
      file: z.string().nullable(),
      rows: z.number(),
      add: z.number(),
      update: z.number(),
      skip: z.number(),
      /** Rows not imported at all (a merged row, or one kept by its title, is imported). */
      unmatched: z.number(),
    }),
  ),
  totals: z.object({ add: z.number(), update: z.number(), skip: z.number() }),
  /** Every row's warning, once each, for the top of the preview. */
  warnings: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof ZImportPreview>;

/** What an applied import did, as its report counted it. */
const ZImportCounts = z.object({
  imported: z.number(),
  alreadyPresent: z.number(),
  unmatched: z.number(),
  diaryEntries: z.number(),
});
export type ImportCounts = z.infer<typeof ZImportCounts>;

/** Imports listed (the latest first): more than a member looks back on. */
export const MAX_PAST_IMPORTS = 50;

export const ZPastImports = z.array(
  z.object({
    id: z.number(),
    /** When it was applied. */
    appliedAt: z.string(),
    format: z.enum(['letterboxd', 'imdb', 'letterboxd_import']),
    /** The uploaded file's name; null when it had none. */
    filename: z.string().nullable(),
    /** Null for imports applied before the counts were kept. */
    counts: ZImportCounts.nullable(),
    /** When it was undone; null while it stands. */
    undoneAt: z.string().nullable(),
    /** Undo is still possible: the member's last import, not undone, applied under 24 hours ago. */
    undoable: z.boolean(),
    /** Until when undo was or is possible (24 hours after it was applied). */
    undoUntil: z.string(),
  }),
);
export type PastImports = z.infer<typeof ZPastImports>;

export const ZUndoImportInput = z.object({ id: zId('id') });
export const ZUndoImportOutput = z.object({
  /** Diary entries removed, seen films restored or removed, queued films restored or removed. */
  diaryEntries: z.number(),
  seen: z.number(),
  watchlist: z.number(),
});
export type UndoImportOutput = z.infer<typeof ZUndoImportOutput>;

export const ZExportInput = z
  .object({
    /** 'zip': Letterboxd's export CSVs and a JSON backup of everything, zipped, as base64. */
    format: z.enum(['csv', 'zip'], { error: "format must be 'csv' or 'zip'" }).optional(),
  })
  .optional();

const ZExportCsv = z.object({
  filename: z.string(),
  /**
   * Letterboxd's import columns: Title, Year, Rating (0.5-5), WatchedDate, Rewatch, Tags ('watchlist'
   * for the queue), Review, then ours, Shown On Member Page ('Yes' for a review shown there); one row
   * per diary entry, then seen films without one, then the queue.
   */
  csv: z.string(),
});
const ZExportZip = z.object({
  filename: z.string(),
  /**
   * A zip, base64: diary.csv, reviews.csv, ratings.csv, watched.csv, watchlist.csv and profile.csv
   * (the Top 3 Favorites) in Letterboxd's export format, and backup.json (profile, watchlist, seen list, diary, Watching Soon and collection).
   */
  zip: z.string(),
});
export const ZExportOutput = z.union([ZExportCsv, ZExportZip]);
export type ExportOutput = z.infer<typeof ZExportOutput>;

/**
 * The zip travels base64 in the JSON body, so the import's REST paths (only they) take bodies up to
 * 14 MB: a 10 MB zip is about 13.4 MB as base64. Reading it on the server keeps one import path for
 * every client and lets the server refuse what is not a Letterboxd export, naming the file.
 */
const IMPORT_BODY_LIMIT = 14 * 1024 * 1024;

const IMPORT_CSV =
  'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n' +
  '2026-11-18,Heat,1995,https://boxd.it/2bZc,4.5,Yes,,2026-11-18\n' +
  '2026-11-09,Theif,1981,https://boxd.it/2aQm,4,,,2026-11-09\n';

export const importMeta = restMeta(
  'POST',
  '/user/import',
  'library',
  'Import a Letterboxd or IMDb CSV, or Letterboxd’s export zip, into the diary, watchlist and seen list (re-importing changes nothing)',
  {
    bodyLimit: IMPORT_BODY_LIMIT,
    description:
      'Imports a Letterboxd or IMDb export: one CSV’s text (csv, with its filename, which tells Letterboxd’s ' +
      'watchlist.csv from watched.csv) or Letterboxd’s whole export zip as base64 (zip, up to 10 MB). Rows ' +
      'with a watch date go to the diary, watched films to the seen list and the rest to the watchlist; ' +
      'matches accepts near misses the preview offered. Importing the same file again changes nothing. ' +
      'Answers what changed, the rows not imported and why, and the importId that undoes it.',
    example: {
      input: {
        filename: 'diary.csv',
        csv: IMPORT_CSV,
        matches: [{ file: 'diary.csv', row: 3, movieId: 11524 }],
      },
      output: {
        format: 'letterboxd',
        imported: 2,
        alreadyPresent: 0,
        unmatched: [],
        unmatchedTotal: 0,
        diaryEntries: 2,
        importId: 4,
      },
    },
  },
);
export const previewMeta = restMeta(
  'POST',
  '/user/import/preview',
  'library',
  'What importing this Letterboxd or IMDb CSV, or Letterboxd’s export zip, would do, row by row; nothing is written',
  {
    bodyLimit: IMPORT_BODY_LIMIT,
    description:
      'The import’s preview, with the same body as POST /user/import and nothing written: each row with the ' +
      'film it matched, the list it goes to, whether it adds, updates or is skipped and why, how its rating ' +
      'reads here, and near misses to pick instead (send them back as matches). Every row is listed, a ' +
      'zip’s diary and reviews first, with each file’s counts in files. Warnings, such as a top-3 favourite ' +
      'turning Disliked, are gathered once at the top; an IMDb rating of a film on the watchlist is ' +
      'flagged (leavesWatchlist), for keepOnWatchlist.',
    example: {
      input: { filename: 'diary.csv', csv: IMPORT_CSV },
      output: {
        format: 'letterboxd',
        rows: [
          {
            file: 'diary.csv',
            row: 2,
            title: 'Heat',
            year: 1995,
            match: { movieId: 949, title: 'Heat', year: 1995 },
            list: 'diary',
            action: 'add',
            reason: 'Marks it seen (thumbs up)',
            rating: '4.5 stars',
            warning: null,
            suggestions: [],
            merged: false,
            leavesWatchlist: false,
          },
          {
            file: 'diary.csv',
            row: 3,
            title: 'Theif',
            year: 1981,
            match: null,
            list: 'diary',
            action: 'add',
            reason: 'Not in the catalog: kept in your diary by its title, not on the seen list',
            rating: '4 stars',
            warning: null,
            suggestions: [{ movieId: 11524, title: 'Thief', year: 1981 }],
            merged: false,
            leavesWatchlist: false,
          },
        ],
        files: [{ file: 'diary.csv', rows: 2, add: 2, update: 0, skip: 0, unmatched: 0 }],
        totals: { add: 2, update: 0, skip: 0 },
        warnings: [],
      },
    },
  },
);
export const undoMeta = restMeta(
  'POST',
  '/user/import/{id}/undo',
  'library',
  'Undo the member’s last import (within 24 hours), restoring exactly what it changed',
  {
    description:
      'Undoes the member’s last import, by the importId it answered, within 24 hours: its diary entries go, ' +
      'and the seen list and watchlist are put back exactly as they were. Answers how many of each changed.',
    example: { input: { id: 4 }, output: { diaryEntries: 2, seen: 1, watchlist: 0 } },
  },
);
export const pastImportsMeta = restMeta(
  'GET',
  '/user/imports',
  'library',
  'The member’s past imports, latest first: when, which file, what each did, and whether it can still be undone',
  {
    description:
      'The member’s imports as Profile → Import & Export lists them (the latest 50): when each was applied, ' +
      'the file’s name and format, its report’s counts, when it was undone, and whether undo is still ' +
      'possible (only the last import, within 24 hours: POST /user/import/{id}/undo).',
    example: {
      output: [
        {
          id: 4,
          appliedAt: '2026-11-20T18:02:11.000Z',
          format: 'letterboxd',
          filename: 'letterboxd-export.zip',
          counts: { imported: 312, alreadyPresent: 4, unmatched: 2, diaryEntries: 300 },
          undoneAt: null,
          undoable: true,
          undoUntil: '2026-11-21T18:02:11.000Z',
        },
      ],
    },
  },
);
export const exportMeta = restMeta(
  'GET',
  '/user/export',
  'library',
  'The diary, watchlist and seen list as a CSV in Letterboxd’s import format; ?format=zip: Letterboxd’s export CSVs and a JSON backup, zipped (base64)',
  {
    description:
      'The member’s library to take elsewhere: by default one CSV in Letterboxd’s import format (a row per ' +
      "diary entry, then seen films without one, then the queue tagged 'watchlist'); with format=zip, " +
      'Letterboxd’s export CSVs (diary, reviews, ratings, watched, watchlist, and profile with the Top 3 Favorites) and backup.json with the profile, lists, ' +
      'Watching Soon and collection, zipped and base64-encoded. Both read back through POST /user/import.',
    example: {
      input: { format: 'csv' },
      output: {
        filename: 'chucks-video-store-library-2026-11-20.csv',
        csv:
          'Title,Year,Rating,WatchedDate,Rewatch,Tags,Review,Shown On Member Page\n' +
          'Heat,1995,4.5,2026-11-18,Yes,michael mann,The diner scene still hums.,Yes\n' +
          'Collateral,2004,,,,watchlist,,\n',
      },
    },
  },
);
