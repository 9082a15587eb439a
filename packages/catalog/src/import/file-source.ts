import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { genreIdsFromNames } from '../genres.ts';
import { tmdbImageUrl } from '../images.ts';
import { parseCsv } from '../lib/csv.ts';
import { emptyRecord, type MovieRecord } from './movie-record.ts';
import type { SkippedRow } from './save-movies.ts';

export interface FileRows {
  records: MovieRecord[];
  skipped: SkippedRow[];
  /** Things imported anyway but worth knowing (e.g. genres we do not know). */
  warnings: string[];
}

/**
 * A site's own catalog, as a JSON array of objects or a CSV with a header row. Columns (any
 * letter case): title (required), year, release_date, director, genres, overview, poster,
 * runtime, rating (0-10), votes. Several directors or genres are separated by ',', ';' or '|'.
 */
export function readMovieFile(path: string): FileRows {
  const text = readFileSync(path, 'utf8');
  const rows = extname(path).toLowerCase() === '.csv' ? csvObjects(text) : jsonObjects(text, path);
  const result: FileRows = { records: [], skipped: [], warnings: [] };
  rows.forEach((row, i) => {
    const line = `row ${i + 1}`;
    const parsed = toRecord(row);
    if (typeof parsed === 'string') {
      result.skipped.push({ title: String(field(row, 'title') || line), reason: parsed });
      return;
    }
    result.records.push(parsed.record);
    if (parsed.unknownGenres.length) {
      result.warnings.push(
        `${parsed.record.title}: unknown genres left out (${parsed.unknownGenres.join(', ')})`,
      );
    }
  });
  return result;
}

type Row = Record<string, unknown>;

function jsonObjects(text: string, path: string): Row[] {
  const data: unknown = JSON.parse(text);
  const list = Array.isArray(data) ? data : (data as { movies?: unknown })?.movies;
  if (!Array.isArray(list)) throw new Error(`${path} must hold a JSON array of films (or {"movies": [...]})`);
  return list.map((item) => (item && typeof item === 'object' ? (item as Row) : {}));
}

function csvObjects(text: string): Row[] {
  const [header, ...records] = parseCsv(text);
  if (!header) return [];
  const names = header.map((h) => h.trim().toLowerCase());
  // Blank lines hold no film.
  const lines = records.filter((cells) => cells.some((cell) => cell !== ''));
  return lines.map((cells) => Object.fromEntries(names.map((name, i) => [name, cells[i] ?? ''])));
}

function field(row: Row, name: string): unknown {
  const key = Object.keys(row).find((k) => k.trim().toLowerCase() === name);
  const value = key === undefined ? undefined : row[key];
  return typeof value === 'string' ? value.trim() : value;
}

function text(row: Row, name: string): string | null {
  const value = field(row, name);
  return value === undefined || value === null || value === '' ? null : String(value);
}

function number(row: Row, name: string): number | null | 'invalid' {
  const value = text(row, name);
  if (value === null) return null;
  const n = Number(value.replace(/[,_]/g, ''));
  return Number.isFinite(n) ? n : 'invalid';
}

function list(value: string | null): string[] {
  return value ? value.split(/\s*[,;|]\s*/).filter(Boolean) : [];
}

/** A record, or why the row cannot be one. */
function toRecord(row: Row): { record: MovieRecord; unknownGenres: string[] } | string {
  const title = text(row, 'title');
  if (!title) return 'no title';
  const releaseDate = text(row, 'release_date');
  if (releaseDate && !/^\d{4}-\d{2}-\d{2}$/.test(releaseDate))
    return `release_date '${releaseDate}' is not YYYY-MM-DD`;
  const year = number(row, 'year') ?? (releaseDate ? Number(releaseDate.slice(0, 4)) : null);
  if (year === 'invalid' || (year !== null && (!Number.isInteger(year) || year < 1888 || year > 2100))) {
    return `year '${text(row, 'year')}' is not a year between 1888 and 2100`;
  }
  const runtime = number(row, 'runtime');
  if (runtime === 'invalid' || (runtime !== null && (runtime <= 0 || runtime > 1000)))
    return 'runtime is not a number of minutes';
  const rating = number(row, 'rating');
  if (rating === 'invalid' || (rating !== null && (rating < 0 || rating > 10)))
    return 'rating is not a number from 0 to 10';
  const votes = number(row, 'votes');
  if (votes === 'invalid' || (votes !== null && votes < 0)) return 'votes is not a count';
  const genres = genreIdsFromNames(list(text(row, 'genres') ?? text(row, 'genre')));
  const poster = text(row, 'poster') ?? text(row, 'poster_path');
  return {
    record: {
      ...emptyRecord(title.replace(/\s+/g, ' ')),
      year,
      releaseDate,
      overview: text(row, 'overview') ?? '',
      directors: list(text(row, 'director') ?? text(row, 'directors')),
      runtime: runtime === null ? null : Math.round(runtime),
      genreIds: genres.ids,
      voteAverage: rating,
      voteCount: votes === null ? 0 : Math.round(votes),
      // A TMDB file path becomes its stored-poster size; anything else must be a web address.
      posterPath:
        poster && /^https?:\/\//.test(poster)
          ? poster
          : poster?.startsWith('/')
            ? tmdbImageUrl(poster, 'w500')
            : null,
    },
    unknownGenres: genres.unknown,
  };
}
