import type { SeenRating } from '@chuck/db';
import { invalid } from '../../errors.ts';

/**
 * Reading the files members bring (Letterboxd and IMDb exports, and Letterboxd's own import format,
 * which is what we export) into rows for the watchlist or the seen list. Pure: no database here.
 */

type ImportFormat = 'letterboxd' | 'imdb' | 'letterboxd_import';
type ImportList = 'watchlist' | 'seen';

export interface ImportRow {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: number;
  title: string;
  /** The original-language title, when the file has one (IMDb). */
  altTitle: string | null;
  year: number | null;
  list: ImportList;
  /** For seen rows: the thumbs the file's rating maps to; null when the row has no rating. */
  userRating: SeenRating | null;
  /** Why the row cannot be imported whatever the catalog holds. */
  problem: string | null;
}

export interface ReadResult {
  format: ImportFormat;
  rows: ImportRow[];
}

const MAX_IMPORT_ROWS = 20_000;

const SUPPORTED =
  'Upload a Letterboxd export (watchlist.csv, ratings.csv or diary.csv) or an IMDb ratings or watchlist CSV.';

/** Letterboxd rates 0.5-5 stars, IMDb 1-10: 3.5 stars or 7/10 and up is a thumbs up. */
export function thumbsFromStars(stars: number): SeenRating {
  return stars >= 3.5 ? 'thumbs_up' : 'thumbs_down';
}
export function thumbsFromTen(score: number): SeenRating {
  return score >= 7 ? 'thumbs_up' : 'thumbs_down';
}

/** What an exported thumbs rating is written as, in stars; reads back as the same thumbs. */
const STARS_FOR: Record<SeenRating, number> = { thumbs_up: 4, thumbs_down: 2 };

type Columns = Map<string, number>;
const cell = (record: readonly string[], columns: Columns, name: string): string => {
  const at = columns.get(name);
  return at === undefined ? '' : (record[at] ?? '').trim();
};

function readYear(text: string): number | null {
  const match = /^(\d{4})/.exec(text);
  return match ? Number(match[1]) : null;
}

interface RatingScale {
  min: number;
  max: number;
  toThumbs(value: number): SeenRating;
}
const STARS: RatingScale = { min: 0.5, max: 5, toThumbs: thumbsFromStars };
const TEN: RatingScale = { min: 1, max: 10, toThumbs: thumbsFromTen };

function readRating(text: string, scale: RatingScale): { rating: SeenRating | null; problem: string | null } {
  if (text === '') return { rating: null, problem: null };
  const value = Number(text.replace(',', '.'));
  if (!Number.isFinite(value) || value < scale.min || value > scale.max) {
    return { rating: null, problem: `Unreadable rating "${text}" (expected ${scale.min}-${scale.max})` };
  }
  return { rating: scale.toThumbs(value), problem: null };
}

const NOT_RATED = 'Not rated: the seen list keeps a thumbs up or down, so unrated films are left out';

/** A rating as its list keeps it: a seen row needs a readable one (else that is its problem); the queue none. */
function ratingFor(
  list: ImportList,
  { rating, problem }: ReturnType<typeof readRating>,
): Pick<ImportRow, 'userRating' | 'problem'> {
  if (list === 'watchlist') return { userRating: null, problem: null };
  return { userRating: rating, problem: problem ?? (rating ? null : NOT_RATED) };
}

/** Detects the file's format from its header (and name, where the header alone cannot tell). */
export function readLibraryFile(records: readonly string[][], filename = ''): ReadResult {
  const [header, ...body] = records;
  if (!header || header.every((c) => c.trim() === '')) throw invalid(`The file is empty. ${SUPPORTED}`);
  const columns: Columns = new Map(header.map((name, i) => [name.trim().toLowerCase(), i]));
  const has = (...names: string[]) => names.every((n) => columns.has(n));
  const name = filename.toLowerCase();
  const dataRows = body
    .map((record, i) => ({ record, row: i + 2 }))
    .filter(({ record }) => record.some((c) => c.trim() !== ''));
  if (dataRows.length > MAX_IMPORT_ROWS) {
    throw invalid(`The file has ${dataRows.length} rows; import at most ${MAX_IMPORT_ROWS} at a time.`);
  }

  let format: ImportFormat;
  let read: (record: readonly string[]) => Omit<ImportRow, 'row'>;
  if (has('const', 'title')) {
    // IMDb: a watchlist export has a Position column; a ratings export has Your Rating on every row.
    format = 'imdb';
    const list: ImportList = has('position') || name.includes('watchlist') ? 'watchlist' : 'seen';
    read = (record) => {
      const rated = ratingFor(list, readRating(cell(record, columns, 'your rating'), TEN));
      const type = cell(record, columns, 'title type');
      return {
        title: cell(record, columns, 'title'),
        altTitle: cell(record, columns, 'original title') || null,
        year: readYear(cell(record, columns, 'year')) ?? readYear(cell(record, columns, 'release date')),
        list,
        userRating: rated.userRating,
        problem: /series|episode|podcast|video ?game/i.test(type) ? `Not a film (${type})` : rated.problem,
      };
    };
  } else if (has('name', 'year')) {
    // Letterboxd: ratings.csv / diary.csv / reviews.csv carry Rating; watchlist.csv and watched.csv
    // share a header, so the file name tells them apart.
    format = 'letterboxd';
    const list: ImportList =
      has('rating') || /watched|diary|ratings|reviews/.test(name) ? 'seen' : 'watchlist';
    read = (record) => ({
      title: cell(record, columns, 'name'),
      altTitle: null,
      year: readYear(cell(record, columns, 'year')),
      list,
      ...ratingFor(list, readRating(cell(record, columns, 'rating'), STARS)),
    });
  } else if (has('title') && (has('rating') || has('rating10') || has('tags') || has('watcheddate'))) {
    // Letterboxd's import columns (what our export writes): rows tagged 'watchlist' are the queue.
    format = 'letterboxd_import';
    read = (record) => {
      const tags = cell(record, columns, 'tags')
        .split(',')
        .map((t) => t.trim().toLowerCase());
      const list: ImportList = tags.includes('watchlist') ? 'watchlist' : 'seen';
      const ten = cell(record, columns, 'rating10');
      const rating = ten ? readRating(ten, TEN) : readRating(cell(record, columns, 'rating'), STARS);
      return {
        title: cell(record, columns, 'title'),
        altTitle: null,
        year: readYear(cell(record, columns, 'year')),
        list,
        ...ratingFor(list, rating),
      };
    };
  } else {
    throw invalid(`This file doesn't look like a Letterboxd or IMDb export. ${SUPPORTED}`);
  }

  return {
    format,
    rows: dataRows.map(({ record, row }) => {
      const parsed = read(record);
      return { row, ...parsed, problem: parsed.title ? parsed.problem : 'No title' };
    }),
  };
}

export interface CatalogFilm {
  id: number;
  title: string;
  year: number | null;
  voteCount: number;
}

/**
 * The catalog film a row means: same normalised title and year; a year off by one counts (release
 * years differ between countries); with no year, the best-known film of that title.
 */
export function pickFilm<T extends CatalogFilm>(
  row: Pick<ImportRow, 'year'>,
  candidates: readonly T[],
): { film: T } | { reason: string } {
  if (!candidates.length) return { reason: 'Not in the catalog' };
  const best = (films: readonly T[]) => [...films].sort((a, b) => b.voteCount - a.voteCount)[0]!;
  if (row.year === null) return { film: best(candidates) };
  const exact = candidates.filter((c) => c.year === row.year);
  if (exact.length) return { film: best(exact) };
  const near = candidates.filter((c) => c.year !== null && Math.abs(c.year - row.year!) === 1);
  if (near.length) return { film: best(near) };
  const other = best(candidates);
  return {
    reason: `Not in the catalog for ${row.year} (it has ${other.title}${other.year ? ` from ${other.year}` : ''})`,
  };
}

const EXPORT_HEADER = ['Title', 'Year', 'Rating', 'WatchedDate', 'Tags'] as const;

/**
 * Letterboxd's import columns. Thumbs become stars (up 4, down 2) so a re-import reads them back
 * the same; the queue is written back to front, so importing it (each row to the front) keeps its order.
 */
export function exportRows(
  watchlist: readonly { title: string; year: number | null }[],
  seen: readonly { title: string; year: number | null; userRating: SeenRating; seenAt: string }[],
): (string | number | null)[][] {
  return [
    [...EXPORT_HEADER],
    ...seen.map((s) => [s.title, s.year, STARS_FOR[s.userRating], s.seenAt.slice(0, 10), '']),
    ...[...watchlist].reverse().map((w) => [w.title, w.year, null, null, 'watchlist']),
  ];
}
