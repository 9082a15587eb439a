import { z } from 'zod';
import { restMeta } from '../../rest-meta.ts';
import { CSV_EMPTY, CSV_TOO_LARGE, MAX_CSV_CHARS } from '../../shared/library-import-limits.ts';

export const MAX_UNMATCHED_LISTED = 500;

export const ZImportLibraryInput = z.object({
  /** The uploaded file's name: tells Letterboxd's watchlist.csv and watched.csv apart. */
  filename: z.string({ error: 'filename must be text' }).trim().max(255, 'filename is too long').optional(),
  csv: z.string({ error: 'csv: send the file’s text' }).min(1, CSV_EMPTY).max(MAX_CSV_CHARS, CSV_TOO_LARGE),
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
    z.object({ row: z.number(), title: z.string(), year: z.number().nullable(), reason: z.string() }),
  ),
  unmatchedTotal: z.number(),
});
export type ImportReport = z.infer<typeof ZImportReport>;

export const ZExportOutput = z.object({
  filename: z.string(),
  /** Letterboxd's import columns: Title, Year, Rating (0.5-5), WatchedDate, Tags ('watchlist' for the queue). */
  csv: z.string(),
});
export type ExportOutput = z.infer<typeof ZExportOutput>;

export const importMeta = restMeta(
  'POST',
  '/user/import',
  'library',
  'Import a Letterboxd or IMDb CSV into the watchlist and seen list (re-importing changes nothing)',
);
export const exportMeta = restMeta(
  'GET',
  '/user/export',
  'library',
  'The watchlist and seen list as a CSV in Letterboxd’s import format',
);
