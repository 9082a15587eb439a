import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { genreIdsFor } from '../genres.ts';
import { movieKey } from '../import/ids.ts';
import { emptyRecord, type MovieRecord } from '../import/movie-record.ts';
import { describeFilm } from './describe-film.ts';

/**
 * One of the embedded catalog's two sources: vega-datasets' movies.json (3,201 films, compiled in
 * 2010), read defensively and cleaned. Only the build script reads it (scripts/build-embedded-catalog.ts).
 */

const nullableNumber = z.preprocess(
  (v) => (v === '' ? null : v),
  z.coerce.number().finite().nullable().catch(null),
);
const nullableText = z.preprocess(
  (v) => (v === null || v === undefined ? null : String(v).trim() || null),
  z.string().nullable(),
);
const ZVegaMovie = z.object({
  // Some titles are numbers in the JSON (1776, 1941, 300).
  Title: nullableText,
  'Release Date': nullableText.optional(),
  Director: nullableText.optional(),
  'Major Genre': nullableText.optional(),
  'Creative Type': nullableText.optional(),
  Source: nullableText.optional(),
  'MPAA Rating': nullableText.optional(),
  Distributor: nullableText.optional(),
  'Running Time min': nullableNumber.optional(),
  'IMDB Rating': nullableNumber.optional(),
  'IMDB Votes': nullableNumber.optional(),
  'Rotten Tomatoes Rating': nullableNumber.optional(),
  'US Gross': nullableNumber.optional(),
  'Worldwide Gross': nullableNumber.optional(),
  'Production Budget': nullableNumber.optional(),
});
type VegaMovie = z.infer<typeof ZVegaMovie>;

/** The package exports only its entry point, so the data file is found beside it. */
function vegaMoviesPath(): string {
  const entry = createRequire(import.meta.url).resolve('vega-datasets');
  return join(dirname(entry), '..', 'data', 'movies.json');
}

/** Every usable film in the file, cleaned, one per title and year. */
export function loadVegaMovies(path = vegaMoviesPath()): MovieRecord[] {
  const rows: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(rows)) throw new Error(`${path} is not a JSON array`);
  const byKey = new Map<string, MovieRecord>();
  for (const raw of rows) {
    const parsed = ZVegaMovie.safeParse(raw);
    if (!parsed.success) continue;
    const record = toRecord(parsed.data);
    if (!record) continue;
    // The file lists some films twice (release variants); keep the better-known entry.
    const key = movieKey(record.title, record.year);
    const seen = byKey.get(key);
    if (!seen || record.voteCount > seen.voteCount) byKey.set(key, record);
  }
  return [...byKey.values()];
}

function toRecord(row: VegaMovie): MovieRecord | null {
  if (!row.Title) return null;
  const { title, year: titleYear } = cleanTitle(row.Title);
  if (!title) return null;
  const released = parseReleaseDate(row['Release Date'] ?? null);
  const director = row.Director ? fixMojibake(row.Director) : null;
  const genre = row['Major Genre'] ?? null;
  const creativeType = row['Creative Type'] ?? null;
  const mpaa = row['MPAA Rating'] === 'Open' ? null : (row['MPAA Rating'] ?? null);
  const runtime = positiveInt(row['Running Time min']);
  const record: MovieRecord = {
    ...emptyRecord(title),
    year: released?.year ?? titleYear,
    releaseDate: released?.date ?? null,
    directors: director ? [director] : [],
    runtime,
    genreIds: genreIdsFor(genre, creativeType),
    majorGenre: genre,
    creativeType,
    source: row.Source ?? null,
    mpaaRating: mpaa,
    distributor: row.Distributor ?? null,
    voteAverage: rating(row['IMDB Rating']),
    voteCount: positiveInt(row['IMDB Votes']) ?? 0,
    rottenTomatoes: percent(row['Rotten Tomatoes Rating']),
    usGross: positiveInt(row['US Gross']),
    worldwideGross: positiveInt(row['Worldwide Gross']),
    productionBudget: positiveInt(row['Production Budget']),
  };
  record.overview = describeFilm(record);
  return record;
}

/**
 * 'Charge of the Light Brigade, The' → 'The Charge of the Light Brigade'; 'King Kong (1933)' →
 * 'King Kong' (year 1933); release-variant suffixes like '(IMAX)' dropped; mis-decoded accents fixed.
 */
export function cleanTitle(raw: string): { title: string; year: number | null } {
  let title = fixMojibake(raw).replace(/\s+/g, ' ').trim();
  let year: number | null = null;
  const yearSuffix = /\s*\((\d{4})\)$/.exec(title);
  if (yearSuffix) {
    year = Number(yearSuffix[1]);
    title = title.slice(0, yearSuffix.index);
  }
  title = title.replace(/\s*\((?:IMAX|[^()]*\bRelease)\)$/i, '');
  const article = /^(.*), (The|A|An)$/.exec(title);
  if (article) title = `${article[2]} ${article[1]}`;
  return { title: title.trim(), year };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** The file was compiled in 2010 and names a few announced 2011 releases; nothing later is real. */
const LAST_REAL_YEAR = 2011;
const FIRST_FILM_YEAR = 1888;

/**
 * 'Jun 12 1998' → 1998-06-12. Years after 2011 come from a two-digit-year bug ('2039' is 1939)
 * and are moved back a century; anything still impossible gives null rather than a wrong date.
 */
export function parseReleaseDate(text: string | null): { year: number; date: string } | null {
  if (!text) return null;
  const match = /^([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = MONTHS.indexOf(match[1]!.toLowerCase()) + 1;
  const day = Number(match[2]);
  let year = Number(match[3]);
  if (year > LAST_REAL_YEAR) year -= 100;
  if (month < 1 || year < FIRST_FILM_YEAR || year > LAST_REAL_YEAR) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return { year, date: date.toISOString().slice(0, 10) };
}

// The file's accented titles were saved as Windows-1252 and read back as Mac Roman ('LÈon' for
// 'Léon'); mapping each Mac Roman character back to its Windows-1252 twin undoes that.
const MOJIBAKE = (() => {
  const mac = new TextDecoder('macintosh');
  const windows = new TextDecoder('windows-1252');
  const map = new Map<string, string>();
  for (let byte = 0x80; byte <= 0xff; byte++) {
    const bytes = new Uint8Array([byte]);
    const from = mac.decode(bytes);
    const to = windows.decode(bytes);
    if (from !== to) map.set(from, to);
  }
  return map;
})();

export function fixMojibake(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the test is for non-ASCII characters
  if (!/[^\u0000-\u007f]/.test(text)) return text;
  return Array.from(text, (c) => MOJIBAKE.get(c) ?? c).join('');
}

function positiveInt(value: number | null | undefined): number | null {
  return value != null && value > 0 ? Math.round(value) : null;
}

function rating(value: number | null | undefined): number | null {
  return value != null && value > 0 && value <= 10 ? value : null;
}

function percent(value: number | null | undefined): number | null {
  return value != null && value >= 0 && value <= 100 ? Math.round(value) : null;
}
