import { CsvError, parseCsv } from '@chuck/catalog';
import { unzipSync } from 'fflate';
import { invalid } from '../../errors.ts';
import { MAX_ZIP_BYTES, zipTooLarge } from '../../shared/library-import-limits.ts';
import { type ImportRow, type ReadResult, readLibraryFile } from './library-formats.ts';

/**
 * Letterboxd's export zip, read on the server (docs/product.md §4 'Import and export'). Its CSVs,
 * in the order that makes the import right: the seen list, then undated ratings, the diary, reviews
 * (the same film and date as a diary row: merged, the review kept) and the watchlist. Other files in
 * the export (profile, comments, likes, lists, deleted/) are not ours to import.
 */
const EXPORT_FILES = ['watched.csv', 'ratings.csv', 'diary.csv', 'reviews.csv', 'watchlist.csv'];
/** An unzipped CSV larger than this is refused before it is inflated (a zip bomb stays small). */
const MAX_CSV_BYTES = 20 * 1024 * 1024;
const MAX_ZIP_ROWS = 20_000;

/** Reads the zip (sent base64 in the JSON body) into one list of rows, each naming its file. */
export function readLetterboxdZip(base64: string, filename = ''): ReadResult {
  const zipName = filename || 'The zip';
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.byteLength > MAX_ZIP_BYTES) throw invalid(zipTooLarge(zipName));
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: ({ name, originalSize }) => {
        if (!EXPORT_FILES.includes(name)) return false;
        if (originalSize > MAX_CSV_BYTES) throw invalid(`${zipName}: ${name} is larger than 20 MB.`);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof Error && 'code' in error && typeof error.code === 'number') {
      throw invalid(`${zipName} is not a zip file. Upload Letterboxd's export zip or one of its CSVs.`);
    }
    throw error;
  }
  const present = EXPORT_FILES.filter((name) => files[name]);
  if (!present.length) {
    throw invalid(
      `${zipName} is not a Letterboxd export: it holds none of ${EXPORT_FILES.join(', ')}. Nothing was imported.`,
    );
  }
  const rows: ImportRow[] = [];
  for (const name of present) {
    const file = `${zipName}/${name}`;
    let records: string[][];
    try {
      records = parseCsv(new TextDecoder().decode(files[name]));
    } catch (error) {
      if (error instanceof CsvError) throw invalid(`${file} is not valid CSV: ${error.message}.`);
      throw error;
    }
    // An export may hold an empty file (no reviews yet): nothing to read there.
    if (!records.some((r) => r.some((c) => c.trim() !== ''))) continue;
    const read = readLibraryFile(records, name, file);
    if (read.format !== 'letterboxd') throw invalid(`${file} is not a Letterboxd export file.`);
    rows.push(...read.rows);
  }
  if (rows.length > MAX_ZIP_ROWS) {
    throw invalid(`${zipName} has ${rows.length} rows; import at most ${MAX_ZIP_ROWS} at a time.`);
  }
  return { format: 'letterboxd', rows };
}
