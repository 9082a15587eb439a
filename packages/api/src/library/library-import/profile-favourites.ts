import type { Catalog } from '@chuck/catalog';
import type { PreferredMovie } from '@chuck/db';
import { type Film, type Matched, matchFilms } from './import-matching.ts';
import { FAVOURITES_COLUMN } from './library-formats.ts';
import type { ImportPreviewRow } from './library-import.schema.ts';

/**
 * A Letterboxd profile's favourite films (profile.csv `Favorite Films`, issue 29): they fill the
 * member's Top 3 Favorites when the member has none saved. docs/product.md §4 'Import and export'.
 */

const TOP = 3;
/** Letterboxd shows four; a cell naming more is read only this far (each name is looked up). */
const MAX_READ = 20;

/** One film the cell names: a Letterboxd URL (boxd.it or letterboxd.com/film/…) or a title. */
type FavouriteRef = { text: string; uri: string | null; title: string | null; year: number | null };

/** profile.csv's favourites, where the zip has them. */
export interface ProfileFavourites {
  file: string;
  row: number;
  films: FavouriteRef[];
}

/** A Letterboxd URL as compared: no scheme, no 'www.', no trailing slash, lower case. */
const uriKey = (uri: string) =>
  uri
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');

/** 'heat-1995' → Heat of 1995; 'blade-runner-2049' stays a title (a year must not be in the future). */
function titleOfSlug(slug: string): { title: string; year: number | null } {
  const dated = /^(.+)-(\d{4})$/.exec(slug);
  const year = dated ? Number(dated[2]) : null;
  if (dated && year! >= 1870 && year! <= new Date().getUTCFullYear() + 1) {
    return { title: dated[1]!.replaceAll('-', ' '), year };
  }
  return { title: slug.replaceAll('-', ' '), year: null };
}

function readRef(text: string): FavouriteRef {
  const key = uriKey(text);
  if (/^(boxd\.it|letterboxd\.com)\//.test(key)) {
    // A film's page names it by its slug; a boxd.it short link names nothing but itself.
    const slug = /^letterboxd\.com\/film\/([^/]+)/.exec(key)?.[1];
    return { text, uri: text, ...(slug ? titleOfSlug(slug) : { title: null, year: null }) };
  }
  const dated = /^(.*\S)\s*\((\d{4})\)$/.exec(text);
  return dated
    ? { text, uri: null, title: dated[1]!, year: Number(dated[2]) }
    : { text, uri: null, title: text, year: null };
}

/**
 * profile.csv's records: its first row's `Favorite Films`, a comma-separated list of titles (with or
 * without '(Year)') or Letterboxd URLs. A title holding a comma splits in two (CLUB-NOTES).
 * Null when the file names none.
 */
export function readProfileFavourites(records: readonly string[][], file: string): ProfileFavourites | null {
  const [header, first] = records;
  const column = header?.findIndex((name) => name.trim().toLowerCase() === FAVOURITES_COLUMN.toLowerCase());
  if (column === undefined || column === -1 || !first) return null;
  const films = (first[column] ?? '')
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean)
    .slice(0, MAX_READ)
    .map(readRef);
  return films.length ? { file, row: 2, films } : null;
}

/** What the import does with the profile's favourites: the films it saves (none: nothing) and its line. */
export interface FavouritesPlan {
  save: PreferredMovie[];
  line: ImportPreviewRow;
}

/** The profile's favourites as catalog films, in the file's order, and those it names that are not. */
export interface FoundFavourites {
  profile: ProfileFavourites;
  films: Film[];
  missed: string[];
}

/**
 * The favourites matched: a URL through the zip's film rows carrying it (a diary row's URI is the
 * entry's, not the film's), a title as every row is matched.
 */
export async function findFavourites(
  catalog: Catalog,
  profile: ProfileFavourites,
  matched: readonly Matched[],
): Promise<FoundFavourites> {
  const byUri = new Map(
    matched.flatMap(({ row, film }) => (row.uri && !row.watchedOn ? [[uriKey(row.uri), film] as const] : [])),
  );
  const titled = profile.films.filter((f) => !(f.uri && byUri.has(uriKey(f.uri))) && f.title);
  const found = await matchFilms(
    catalog,
    titled.map((f, i) => ({ row: i, title: f.title!, year: f.year })),
  );
  const byTitle = new Map(titled.map((f, i) => [f, found[i]!.film]));
  const films: Film[] = [];
  const missed: string[] = [];
  for (const ref of profile.films) {
    const film = (ref.uri ? byUri.get(uriKey(ref.uri)) : undefined) ?? byTitle.get(ref) ?? null;
    if (!film) missed.push(ref.text);
    else if (!films.some((f) => f.movieId === film.movieId)) films.push(film);
  }
  return { profile, films, missed };
}

/** The favourites found, up to three in the file's order, saved only when the member has none of their own. */
export function planFavourites({ profile, films, missed }: FoundFavourites, hasOwn: boolean): FavouritesPlan {
  const top = films.slice(0, TOP);
  const named = top.map((f) => f.title).join(', ');
  const notFound = missed.length ? `not in the catalog: ${missed.join(', ')}` : '';
  const first = top[0];
  const line: ImportPreviewRow = {
    file: profile.file,
    row: profile.row,
    title: FAVOURITES_COLUMN,
    year: null,
    // The first film it names (its reason names them all): kept favourites are then 'already
    // present', not unmatched; a line naming no catalog film is unmatched.
    match: first ? { movieId: first.movieId, title: first.title, year: first.year } : null,
    list: 'favourites',
    action: 'skip',
    reason: null,
    rating: null,
    warning: null,
    suggestions: [],
    merged: false,
    leavesWatchlist: false,
  };
  if (hasOwn) {
    return { save: [], line: { ...line, reason: 'You have Top 3 Favorites: yours are kept' } };
  }
  if (!top.length) {
    return { save: [], line: { ...line, reason: `None of the favourites is in the catalog (${notFound})` } };
  }
  const rest = [films.length > TOP ? `after the first ${TOP}, ${films.length - TOP} left out` : '', notFound];
  return {
    save: top.map((f) => ({ title: f.title, movieId: f.movieId })),
    line: {
      ...line,
      action: 'add',
      reason: [`Top 3 Favorites: ${named}`, ...rest.filter(Boolean)].join('; '),
    },
  };
}

/** Whether the member's favourites are still the ones an import saved (its undo clears only those). */
export const sameFavourites = (a: readonly PreferredMovie[], b: readonly PreferredMovie[]) =>
  a.length === b.length && a.every((m, i) => m.movieId === b[i]!.movieId && m.title === b[i]!.title);
