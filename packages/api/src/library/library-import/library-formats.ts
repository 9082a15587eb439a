import { CsvError, parseCsvInSlices } from '@chuck/catalog';
import { invalid } from '../../errors.ts';
import { isRealDate } from '../../shared/diary-limits.ts';

/**
 * Reading the files members bring (Letterboxd and IMDb exports, and Letterboxd's own import format,
 * which is what we export) into rows for the diary, the seen list or the watchlist, and writing our
 * export. Pure: no database here. docs/product.md §4 'Import and export'.
 */

type ImportFormat = 'letterboxd' | 'imdb' | 'letterboxd_import';
type ImportList = 'watchlist' | 'seen';

export interface ImportRow {
  /** The file the row is from ('export.zip/diary.csv' inside a zip); null when the upload had no name. */
  file: string | null;
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: number;
  title: string;
  /** The original-language title, when the file has one (IMDb). */
  altTitle: string | null;
  /** The film's directors, when the file names them (IMDb; Letterboxd's import format). */
  directors: string[];
  year: number | null;
  list: ImportList;
  /** A viewing's date ('YYYY-MM-DD'): the row is a diary entry. Null for undated rows. */
  watchedOn: string | null;
  /** Half stars, 0.5-5 (IMDb's n/10 read as n/2); null when the row has no rating. */
  stars: number | null;
  /** The day the film was rated (ratings.csv `Date`, IMDb `Date Rated`), for an undated rating. */
  ratedOn: string | null;
  /** watched.csv's or watchlist.csv's `Date`: when the film was marked watched or listed. */
  markedOn: string | null;
  /** A diary row's `Date`: when the entry was logged (its `Watched Date` is watchedOn). */
  loggedOn: string | null;
  /** Letterboxd URI: the film's (ratings, watched, watchlist) or the diary entry's (diary, reviews). */
  uri: string | null;
  /** IMDb's id of the film ('tt0034583'). */
  imdbConst: string | null;
  /** How the file's rating reads here, e.g. '7/10 → 3.5 stars'; null when unrated. */
  ratingText: string | null;
  rewatch: boolean;
  review: string | null;
  /** Whether the review shows on the member page (REVIEW_SHOWN_COLUMN). */
  reviewShown: boolean;
  tags: string[];
  /** Why the row cannot be imported whatever the catalog holds. */
  problem: string | null;
}

export interface ReadResult {
  format: ImportFormat;
  rows: ImportRow[];
}

const MAX_IMPORT_ROWS = 20_000;

/**
 * Letterboxd's export has no column saying whether a review shows on the member page: its
 * reviews.csv holds the reviews the member published there, so those are shown here too. Our export
 * adds this column (to reviews.csv and the import-format CSV; other importers ignore it) so a review
 * kept off the member page stays off it when the file comes back.
 */
const REVIEW_SHOWN_COLUMN = 'Shown On Member Page';

const SUPPORTED =
  'Upload a Letterboxd export (diary.csv, ratings.csv, watched.csv, watchlist.csv or reviews.csv) or an IMDb ratings or watchlist CSV.';

/**
 * An upload's CSV text as records, read in slices so a large file never holds the event loop, and
 * no further than a header and MAX_IMPORT_ROWS rows (blank lines count: a file of a million of them
 * is refused after the first 20,000). `file` names it in errors ('export.zip/diary.csv').
 */
export async function readCsvRecords(text: string, file = 'The file'): Promise<string[][]> {
  let records: string[][] | null;
  try {
    records = await parseCsvInSlices(text, MAX_IMPORT_ROWS + 1);
  } catch (error) {
    if (error instanceof CsvError) throw invalid(`${file} is not valid CSV: ${error.message}.`);
    throw error;
  }
  if (!records) {
    throw invalid(
      `${file} has more than ${MAX_IMPORT_ROWS} rows; import at most ${MAX_IMPORT_ROWS} at a time.`,
    );
  }
  return records;
}

type Columns = Map<string, number>;
const cell = (record: readonly string[], columns: Columns, name: string): string => {
  const at = columns.get(name);
  return at === undefined ? '' : (record[at] ?? '').trim();
};

function readYear(text: string): number | null {
  const match = /^(\d{4})/.exec(text);
  return match ? Number(match[1]) : null;
}

/** A row the file itself gets wrong: the whole import is refused, naming the file and the row. */
function badRow(file: string, row: number, what: string): never {
  throw invalid(`${file}, row ${row}: ${what}. Nothing was imported.`);
}

const starsText = (stars: number) => `${stars} star${stars === 1 ? '' : 's'}`;

/** Letterboxd's 0.5-5 in halves; IMDb's 1-10, halved (6/10 is 3 stars). */
function readStars(text: string, tenScale: boolean, fail: (what: string) => never) {
  if (text === '') return { stars: null, ratingText: null };
  const value = Number(text.replace(',', '.'));
  if (tenScale) {
    if (!Number.isInteger(value) || value < 1 || value > 10) fail(`the rating "${text}" is not 1-10`);
    return { stars: value / 2, ratingText: `${value}/10 → ${starsText(value / 2)}` };
  }
  if (!Number.isFinite(value) || value < 0.5 || value > 5 || !Number.isInteger(value * 2)) {
    fail(`the rating "${text}" is not 0.5-5 stars in halves`);
  }
  return { stars: value, ratingText: starsText(value) };
}

function readDate(text: string, fail: (what: string) => never): string | null {
  if (text === '') return null;
  if (!isRealDate(text)) fail(`the date "${text}" is not a real date (YYYY-MM-DD)`);
  return text;
}

const readTags = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** Undoes our export's formula guard (see escapeFormula): a cell we wrote as '=x reads back as =x. */
const unescapeFormula = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/**
 * Detects the file's format from its header (and name, where the header alone cannot tell); `label`
 * names the file in errors and rows (a zip's CSV: 'export.zip/diary.csv').
 */
export function readLibraryFile(records: readonly string[][], filename = '', label = filename): ReadResult {
  const [header, ...body] = records;
  if (!header || header.every((c) => c.trim() === '')) throw invalid(`The file is empty. ${SUPPORTED}`);
  const columns: Columns = new Map(header.map((name, i) => [name.trim().toLowerCase(), i]));
  const has = (...names: string[]) => names.every((n) => columns.has(n));
  const name = filename.toLowerCase();
  const file = label || 'The file';
  const dataRows = body
    .map((record, i) => ({ record, row: i + 2 }))
    .filter(({ record }) => record.some((c) => c.trim() !== ''));
  if (dataRows.length > MAX_IMPORT_ROWS) {
    throw invalid(`The file has ${dataRows.length} rows; import at most ${MAX_IMPORT_ROWS} at a time.`);
  }

  let format: ImportFormat;
  let read: (record: readonly string[], fail: (what: string) => never) => Omit<ImportRow, 'row' | 'file'>;
  const none = { watchedOn: null, rewatch: false, review: null, reviewShown: false, tags: [] as string[] };
  // Our column when the file has it; else a Letterboxd reviews.csv's reviews were published.
  const shownColumn = REVIEW_SHOWN_COLUMN.toLowerCase();
  const reviewShown = (record: readonly string[], published: boolean) =>
    columns.has(shownColumn) ? cell(record, columns, shownColumn).toLowerCase() === 'yes' : published;
  const unkept = { markedOn: null, loggedOn: null, uri: null, imdbConst: null };
  // A day the file gives only to be kept and written back (a rating's, a listing's, a logging's):
  // one that is not a real date is left out rather than refusing the file.
  const keptDate = (record: readonly string[], column: string) => {
    const text = cell(record, columns, column).slice(0, 10);
    return isRealDate(text) ? text : null;
  };
  if (has('const', 'title')) {
    // IMDb: a watchlist export has a Position column; a ratings export has Your Rating on every row.
    format = 'imdb';
    const list: ImportList = has('position') || name.includes('watchlist') ? 'watchlist' : 'seen';
    read = (record, fail) => {
      const type = cell(record, columns, 'title type');
      const rating =
        list === 'seen'
          ? readStars(cell(record, columns, 'your rating'), true, fail)
          : readStars('', true, fail);
      return {
        ...none,
        ...unkept,
        imdbConst: cell(record, columns, 'const') || null,
        title: cell(record, columns, 'title'),
        altTitle: cell(record, columns, 'original title') || null,
        directors: readNames(cell(record, columns, 'directors')),
        year: readYear(cell(record, columns, 'year')) ?? readYear(cell(record, columns, 'release date')),
        list,
        ...rating,
        ratedOn: rating.stars === null ? null : keptDate(record, 'date rated'),
        problem: /series|episode|podcast|video ?game/i.test(type) ? `Not a film (${type})` : null,
      };
    };
  } else if (has('name', 'year')) {
    // Letterboxd: diary.csv / reviews.csv have Watched Date (a viewing, falling back to Date);
    // ratings.csv has Rating; watchlist.csv and watched.csv share a header, so the name tells them apart.
    format = 'letterboxd';
    const diary = has('watched date') || /diary|reviews/.test(name);
    const list: ImportList =
      diary || has('rating') || /watched|diary|ratings|reviews/.test(name) ? 'seen' : 'watchlist';
    // Our zip export writes this format too, formulas guarded (escapeFormula): read them back.
    const text = (record: readonly string[], column: string) =>
      unescapeFormula(cell(record, columns, column));
    read = (record, fail) => ({
      title: text(record, 'name'),
      altTitle: null,
      directors: [],
      year: readYear(cell(record, columns, 'year')),
      list,
      watchedOn: diary
        ? readDate(cell(record, columns, 'watched date') || cell(record, columns, 'date'), fail)
        : null,
      ratedOn: !diary && has('rating') ? keptDate(record, 'date') : null,
      markedOn: !diary && !has('rating') ? keptDate(record, 'date') : null,
      loggedOn: diary && has('watched date') ? keptDate(record, 'date') : null,
      uri: cell(record, columns, 'letterboxd uri') || null,
      imdbConst: null,
      ...readStars(cell(record, columns, 'rating'), false, fail),
      rewatch: cell(record, columns, 'rewatch').toLowerCase() === 'yes',
      review: text(record, 'review') || null,
      reviewShown: Boolean(text(record, 'review')) && reviewShown(record, true),
      tags: readTags(text(record, 'tags')),
      problem: null,
    });
  } else if (has('title') && (has('rating') || has('rating10') || has('tags') || has('watcheddate'))) {
    // Letterboxd's import columns (what our export writes): undated rows tagged 'watchlist' are the queue.
    format = 'letterboxd_import';
    read = (record, fail) => {
      const value = (column: string) => unescapeFormula(cell(record, columns, column));
      const tags = readTags(value('tags'));
      const watchedOn = readDate(value('watcheddate'), fail);
      const ten = value('rating10');
      return {
        title: value('title'),
        altTitle: null,
        directors: readNames(value('directors')),
        year: readYear(value('year')),
        list: !watchedOn && tags.map((t) => t.toLowerCase()).includes('watchlist') ? 'watchlist' : 'seen',
        watchedOn,
        ratedOn: null,
        ...unkept,
        ...(ten ? readStars(ten, true, fail) : readStars(value('rating'), false, fail)),
        rewatch: /^(yes|true)$/i.test(value('rewatch')),
        review: value('review') || null,
        // Letterboxd's importer publishes reviews; ours keeps them off the page unless the column says.
        reviewShown: Boolean(value('review')) && reviewShown(record, false),
        tags: watchedOn ? tags : [],
        problem: null,
      };
    };
  } else {
    throw invalid(`This file doesn't look like a Letterboxd or IMDb export. ${SUPPORTED}`);
  }

  return {
    format,
    rows: dataRows.map(({ record, row }) => {
      const parsed = read(record, (what) => badRow(file, row, what));
      return { file: label || null, row, ...parsed, problem: parsed.title ? parsed.problem : 'No title' };
    }),
  };
}

export interface CatalogFilm {
  id: number;
  title: string;
  year: number | null;
  voteCount: number;
  /** As the catalog has it ('Joel Coen, Ethan Coen'); null when unknown. */
  director?: string | null;
}

/**
 * The catalog film a row means: same normalised title and year; a year off by one counts (release
 * years differ between countries); with no year, the best-known film of that title. When the file
 * names the director, the films by that director come first (two films of one title and year), and
 * the one film of that title by them is taken whatever year the file gives.
 */
export function pickFilm<T extends CatalogFilm>(
  row: { year: number | null; directors?: readonly string[] },
  candidates: readonly T[],
): { film: T } | { reason: string } {
  if (!candidates.length) return { reason: 'Not in the catalog' };
  const best = (films: readonly T[]) => [...films].sort((a, b) => b.voteCount - a.voteCount)[0]!;
  const byDirector = candidates.filter((c) => sameDirector(row.directors ?? [], c.director));
  const pool = byDirector.length ? byDirector : candidates;
  if (row.year === null) return { film: best(pool) };
  const exact = pool.filter((c) => c.year === row.year);
  if (exact.length) return { film: best(exact) };
  const near = pool.filter((c) => c.year !== null && Math.abs(c.year - row.year!) === 1);
  if (near.length) return { film: best(near) };
  if (byDirector.length === 1) return { film: byDirector[0]! };
  const other = best(candidates);
  return {
    reason: `Not in the catalog for ${row.year} (it has ${other.title}${other.year ? ` from ${other.year}` : ''})`,
  };
}

/**
 * OWASP 'CSV injection': a cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage
 * return first) is written with a leading apostrophe; our import reads it back without it.
 */
export function escapeFormula(value: string | number | null): string | number | null {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const EXPORT_HEADER = [
  'Title',
  'Year',
  'Rating',
  'WatchedDate',
  'Rewatch',
  'Tags',
  'Review',
  REVIEW_SHOWN_COLUMN,
] as const;
/** A review's REVIEW_SHOWN_COLUMN cell: 'Yes' when it shows on the member page. */
const shownCell = (e: { review: string | null; public: boolean }) => (e.review && e.public ? 'Yes' : '');

/** A seen film as the exports read it: its one rating in stars (null: not rated) and when it was given. */
interface ExportedSeen {
  movieId: number;
  title: string;
  year: number | null;
  stars: number | null;
  ratedOn: string | null;
  seenAt: string;
}
interface ExportedEntry {
  movieId: number | null;
  title: string;
  year: number | null;
  watchedOn: string;
  rating: number | null;
  rewatch: boolean;
  review: string | null;
  tags: string[];
  /** A review that shows on the member page. */
  public: boolean;
}

/** The latest rated watch's stars of each film (what importing the diary alone rates it). */
function latestDiaryStars(entries: readonly ExportedEntry[]): Map<number, number> {
  const latest = new Map<number, number>();
  const byWatch = [...entries].sort((a, b) => a.watchedOn.localeCompare(b.watchedOn));
  for (const e of byWatch) if (e.movieId !== null && e.rating !== null) latest.set(e.movieId, e.rating);
  return latest;
}

/**
 * Letterboxd's import columns, losing nothing Letterboxd can carry: one row per diary entry (oldest
 * watch first) with its date, half stars, rewatch, tags and review; then an undated row for each seen
 * film whose rating the diary does not give (no diary entry, or rated apart from its latest watch: an
 * undated rating wins on import); then the queue back to front, so importing it (each row to the
 * front) keeps its order.
 */
export function exportRows(
  watchlist: readonly { title: string; year: number | null }[],
  seen: readonly ExportedSeen[],
  diary: readonly ExportedEntry[],
): (string | number | null)[][] {
  const logged = new Set(diary.map((e) => e.movieId));
  const fromDiary = latestDiaryStars(diary);
  return [
    [...EXPORT_HEADER],
    ...diary.map((e) => [
      e.title,
      e.year,
      e.rating,
      e.watchedOn,
      e.rewatch ? 'Yes' : '',
      e.tags.join(', '),
      e.review,
      shownCell(e),
    ]),
    ...seen
      .filter((s) => !logged.has(s.movieId) || (s.stars !== null && fromDiary.get(s.movieId) !== s.stars))
      .map((s) => [s.title, s.year, s.stars, null, '', '', null, '']),
    ...[...watchlist].reverse().map((w) => [w.title, w.year, null, null, '', 'watchlist', null, '']),
  ].map((row, i) => (i === 0 ? row : row.map(escapeFormula)));
}

type LetterboxdCell = string | number | null;

/** profile.csv's column of the member's favourite films (profile-favourites.ts reads it). */
export const FAVOURITES_COLUMN = 'Favorite Films';

/**
 * The export's profile.csv cell: each favourite as its kept Letterboxd URI, else 'Title (Year)', so
 * an import of the export (ours or Letterboxd's) finds them again.
 */
function favouriteFilmsCell(
  favourites: readonly { movieId: number | null; title: string; year: number | null }[],
  uriOf: (movieId: number) => string,
): string {
  return favourites
    .map((f) => (f.movieId !== null && uriOf(f.movieId)) || (f.year ? `${f.title} (${f.year})` : f.title))
    .join(', ');
}

const dayOf = (iso: string) => iso.slice(0, 10);

/** What an import kept of a film's file (library-import.repository's FilmLink). */
interface ExportedLink {
  letterboxdUri: string | null;
  title: string | null;
  year: number | null;
  watchedOn: string | null;
  listedOn: string | null;
}

/**
 * The CSVs of `GET /user/export?format=zip`, in Letterboxd's own export format (the one its importer
 * and ours read): diary.csv (every entry, oldest watch first), reviews.csv (the entries with a
 * review), ratings.csv (each rated film: its one rating and the day it was given), watched.csv (every
 * seen film) and watchlist.csv (as Letterboxd writes it, oldest added first: importing adds each row
 * to the front, so the order comes back as it was), and profile.csv (the member's Top 3 Favorites,
 * read back as theirs by an import). What an imported file said is written back as it
 * came (issue 29): Letterboxd URIs, its own titles and years, the logged, watched and listed days.
 * Formulas neutralised as in exportRows.
 */
export function letterboxdExportFiles(
  watchlist: readonly { movieId: number; title: string; year: number | null; addedAt: string }[],
  seen: readonly ExportedSeen[],
  diary: readonly (ExportedEntry & {
    createdAt: string;
    loggedOn: string | null;
    letterboxdUri: string | null;
  })[],
  links: ReadonlyMap<number, ExportedLink> = new Map(),
  favourites: readonly { movieId: number | null; title: string; year: number | null }[] = [],
): Record<string, LetterboxdCell[][]> {
  const escaped = (header: string[], rows: LetterboxdCell[][]) => [
    header,
    ...rows.map((r) => r.map(escapeFormula)),
  ];
  /** A film's name and year as its file gave them, else as we have them. */
  const nameOf = (film: { movieId: number | null; title: string; year: number | null }) => {
    const link = film.movieId === null ? undefined : links.get(film.movieId);
    return link?.title ? { title: link.title, year: link.year } : { title: film.title, year: film.year };
  };
  const named = (film: { movieId: number | null; title: string; year: number | null }) => {
    const { title, year } = nameOf(film);
    return [title, year];
  };
  const uriOf = (movieId: number) => links.get(movieId)?.letterboxdUri ?? '';
  const entries = [...diary].sort((a, b) => a.watchedOn.localeCompare(b.watchedOn));
  /** A diary entry's first six cells, which diary.csv and reviews.csv share. */
  const entryCells = (e: (typeof entries)[number]) => [
    e.loggedOn ?? dayOf(e.createdAt),
    ...named(e),
    e.letterboxdUri ?? '',
    e.rating,
    e.rewatch ? 'Yes' : '',
  ];
  const entryHeader = ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch'];
  const oldestSeenFirst = [...seen].reverse();
  return {
    'diary.csv': escaped(
      [...entryHeader, 'Tags', 'Watched Date'],
      entries.map((e) => [...entryCells(e), e.tags.join(', '), e.watchedOn]),
    ),
    // Letterboxd's columns in its order, then whether the review shows on the member page.
    'reviews.csv': escaped(
      [...entryHeader, 'Review', 'Tags', 'Watched Date', REVIEW_SHOWN_COLUMN],
      entries
        .filter((e) => e.review)
        .map((e) => [...entryCells(e), e.review, e.tags.join(', '), e.watchedOn, shownCell(e)]),
    ),
    'ratings.csv': escaped(
      ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating'],
      oldestSeenFirst.flatMap((s) =>
        s.stars === null ? [] : [[s.ratedOn ?? '', ...named(s), uriOf(s.movieId), s.stars]],
      ),
    ),
    'watched.csv': escaped(
      ['Date', 'Name', 'Year', 'Letterboxd URI'],
      oldestSeenFirst.map((s) => [
        links.get(s.movieId)?.watchedOn ?? dayOf(s.seenAt),
        ...named(s),
        uriOf(s.movieId),
      ]),
    ),
    'watchlist.csv': escaped(
      ['Date', 'Name', 'Year', 'Letterboxd URI'],
      [...watchlist]
        .reverse()
        .map((w) => [links.get(w.movieId)?.listedOn ?? dayOf(w.addedAt), ...named(w), uriOf(w.movieId)]),
    ),
    'profile.csv': escaped(
      [FAVOURITES_COLUMN],
      [
        [
          favouriteFilmsCell(
            favourites.map((f) => ({ ...f, ...nameOf(f) })),
            uriOf,
          ),
        ],
      ],
    ),
  };
}

/** A cell listing names ('Joel Coen, Ethan Coen'), as a list. */
function readNames(value: string): string[] {
  return value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Whether one of the file's directors is one of the catalog's, accents and case aside. */
function sameDirector(directors: readonly string[], catalog: string | null | undefined): boolean {
  if (!directors.length || !catalog) return false;
  const key = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  const known = new Set(readNames(catalog).map(key));
  return directors.some((name) => known.has(key(name)));
}
