import type { Catalog } from '@chuck/catalog';
import type { Db } from '@chuck/db';
import type { FilmCard } from '../recommender/film.ts';
import { filmsByIds } from '../recommender/films.repository.ts';
import { resolveTitle } from '../recommender/resolve-title.ts';
import { latestYear } from './shelf.repository.ts';
import { type MatchKind, nameMatches, titleMatch } from './text.ts';

/** What the chat reads films from: the database's `movies` table and the catalog's search. */
export interface Shelf {
  db: Db;
  catalog: Catalog;
}

export interface FoundFilm {
  film: FilmCard;
  /** 'partial': not the title asked for, only the closest one ('heat' → 'In the Heat of the Night'). */
  match: Exclude<MatchKind, 'none'>;
}

/** Search results looked at when matching a typed title or name. */
const SEARCH_DEPTH = 8;

/**
 * The film a visitor means by a typed title: an exact or misspelt title first (the same matching
 * the recommender uses), else the catalog's search (typos, half-typed words), else the closest
 * title containing the words. Null when nothing on the shelf fits; nothing is ever made up.
 */
export async function findFilm(shelf: Shelf, typed: string): Promise<FoundFilm | null> {
  const direct = await resolveTitle(shelf.db, typed);
  if (direct) return { film: direct, match: titleMatch(typed, direct.title) === 'exact' ? 'exact' : 'close' };
  const results = await shelf.catalog.searchMovies(typed, { limit: SEARCH_DEPTH });
  const ranked = results
    .map((r) => ({ id: r.id, title: r.title, match: titleMatch(typed, r.title) }))
    .filter((r) => r.match !== 'none');
  const order: MatchKind[] = ['exact', 'close', 'partial'];
  ranked.sort((a, b) => order.indexOf(a.match) - order.indexOf(b.match));
  for (const candidate of ranked) {
    const [film] = await filmsByIds(shelf.db, [candidate.id]);
    // The catalog and the shelf must agree it is the same film (a remote catalog has other ids).
    if (film && film.title === candidate.title) return { film, match: candidate.match as FoundFilm['match'] };
  }
  return null;
}

export interface FoundPerson {
  name: string;
  department: string | null;
  /** Their films on the shelf, best known first. */
  films: FilmCard[];
}

/** A director (or other film person) by a typed name, with their films on the shelf. */
export async function findPerson(shelf: Shelf, typed: string): Promise<FoundPerson | null> {
  const results = await shelf.catalog.searchMulti(typed, { limit: SEARCH_DEPTH });
  for (const result of results) {
    if (result.type !== 'person' || !nameMatches(typed, result.name)) continue;
    const person = await shelf.catalog.getPerson(result.id);
    if (!person) continue;
    const byId = new Map(
      (
        await filmsByIds(
          shelf.db,
          person.movies.map((m) => m.id),
        )
      ).map((f) => [f.id, f]),
    );
    const films = person.movies.flatMap((m) => {
      const film = byId.get(m.id);
      return film && film.title === m.title ? [film] : [];
    });
    if (films.length) return { name: person.name, department: person.known_for_department, films };
  }
  return null;
}

/** How long the newest-year answer is trusted: the catalog changes only on imports. */
const LATEST_YEAR_TTL_MS = 10 * 60_000;
const FALLBACK_LATEST_YEAR = 2010;

/** The newest release year on the shelf, remembered for a while. */
export function latestYearCache(): (db: Db) => Promise<number> {
  let cached: { year: number; at: number } | undefined;
  return async (db) => {
    if (cached && Date.now() - cached.at < LATEST_YEAR_TTL_MS) return cached.year;
    cached = { year: (await latestYear(db)) ?? FALLBACK_LATEST_YEAR, at: Date.now() };
    return cached.year;
  };
}
