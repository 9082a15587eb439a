import { invalid, tooLarge } from '../../errors.ts';
import { NotAZip, UnpacksTooLarge, unzipWithin } from '../../lib/bounded-unzip.ts';
import { MAX_ZIP_BYTES, zipTooLarge } from '../../shared/library-import-limits.ts';
import { type ImportRow, type ReadResult, readCsvRecords, readLibraryFile } from './library-formats.ts';
import { type ProfileFavourites, readProfileFavourites } from './profile-favourites.ts';

/**
 * Letterboxd's export zip, read on the server (docs/product.md §4 'Import and export'). Its CSVs,
 * in the order that makes the import right: the seen list, then undated ratings, the diary, reviews
 * (the same film and date as a diary row: merged, the review kept) and the watchlist. Other files in
 * the export (comments, likes, lists, deleted/) are not ours to import; profile.csv's favourite films
 * are (PROFILE_FILE).
 */
const EXPORT_FILES = ['watched.csv', 'ratings.csv', 'diary.csv', 'reviews.csv', 'watchlist.csv'];
/** The root profile.csv only (never deleted/ or orphaned/): its `Favorite Films`. */
const PROFILE_FILE = 'profile.csv';
/**
 * What the zip's CSVs may unpack to, counted as they are inflated (never the sizes the zip claims):
 * a zip bomb is stopped at these, off the event loop (docs/architecture.md 'Hardening').
 */
const ZIP_CEILINGS = { entry: 20 * 1024 * 1024, archive: 50 * 1024 * 1024 };
const MAX_ZIP_ROWS = 20_000;
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * A CSV's bytes as text. Letterboxd writes UTF-8; bytes that are not (a file re-saved in another
 * encoding) are refused naming the file and the row they are on, rather than imported as '�'.
 */
function utf8(bytes: Uint8Array, file: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const text = new TextDecoder().decode(bytes);
    const row = text.slice(0, text.indexOf('\uFFFD')).split('\n').length;
    throw invalid(
      `${file}, row ${row}: the file is not UTF-8 text (a broken encoding). Save it as UTF-8 and upload it again. Nothing was imported.`,
    );
  }
}

/** Reads the zip (sent base64 in the JSON body) into one list of rows, each naming its file. */
export async function readLetterboxdZip(
  base64: string,
  filename = '',
): Promise<ReadResult & { favourites: ProfileFavourites | null }> {
  const zipName = filename || 'The zip';
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.byteLength > MAX_ZIP_BYTES) throw invalid(zipTooLarge(zipName));
  let files: Map<string, Buffer>;
  try {
    files = await unzipWithin(
      bytes,
      (name) => EXPORT_FILES.includes(name) || name === PROFILE_FILE,
      ZIP_CEILINGS,
    );
  } catch (error) {
    if (error instanceof UnpacksTooLarge) {
      throw tooLarge(
        error.entry
          ? `${error.entry} in ${zipName} unpacks to more than ${megabytes(error.ceiling)} MB, more than any Letterboxd export holds. Nothing was imported.`
          : `${zipName} unpacks to more than ${megabytes(error.ceiling)} MB: upload its CSVs one at a time (e.g. diary.csv).`,
      );
    }
    if (error instanceof NotAZip) {
      throw invalid(`${zipName} is not a zip file. Upload Letterboxd's export zip or one of its CSVs.`);
    }
    throw error;
  }
  const present = EXPORT_FILES.filter((name) => files.has(name));
  if (!present.length) {
    throw invalid(
      `${zipName} is not a Letterboxd export: it holds none of ${EXPORT_FILES.join(', ')}. Nothing was imported.`,
    );
  }
  const rows: ImportRow[] = [];
  for (const name of present) {
    const file = `${zipName}/${name}`;
    const records = await readCsvRecords(utf8(files.get(name)!, file), file);
    // An export may hold an empty file (no reviews yet): nothing to read there.
    if (!records.some((r) => r.some((c) => c.trim() !== ''))) continue;
    const read = readLibraryFile(records, name, file);
    if (read.format !== 'letterboxd') throw invalid(`${file} is not a Letterboxd export file.`);
    rows.push(...read.rows);
  }
  if (rows.length > MAX_ZIP_ROWS) {
    throw invalid(`${zipName} has ${rows.length} rows; import at most ${MAX_ZIP_ROWS} at a time.`);
  }
  const profile = files.get(PROFILE_FILE);
  const profileName = `${zipName}/${PROFILE_FILE}`;
  const favourites = profile
    ? readProfileFavourites(await readCsvRecords(utf8(profile, profileName), profileName), profileName)
    : null;
  return { format: 'letterboxd', rows, favourites };
}
