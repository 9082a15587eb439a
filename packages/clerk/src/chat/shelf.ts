import type { Catalog } from '@chuck/catalog';
import type { FilmCard } from '../recommender/film.ts';
import { resolveTitle } from '../recommender/resolve-title.ts';
import { type MatchKind, nameMatches, titleMatch } from './text.ts';

// The chat's questions about the shelf: the films and people a visitor names, and how new the shelf is.

export interface FoundFilm {
  film: FilmCard;
  /** 'partial': not the title asked for, only the closest one ('heat' → 'In the Heat of the Night'). */
  match: Exclude<MatchKind, 'none'>;
}

/** Search results looked at when matching a typed title or name. */
const SEARCH_DEPTH = 8;

/**
 * The film a visitor means by a typed title: the same title (or an alternate one: 'amelie'),
 * else the catalog's search (typos, half-typed words) for a misspelt title, else the closest
 * title holding the words. Only the first two are taken as the film asked for: the
 * last is 'partial', so a film the catalog lacks is never answered for as another. Null when
 * nothing on the shelf fits; nothing is ever made up. The closest spelling by trigrams is not
 * tried: it compares every title, too slow for a chat reply, and the search forgives typos.
 */
export async function findFilm(catalog: Catalog, typed: string): Promise<FoundFilm | null> {
  // Exactly the title, or one of its alternate titles ('amelie', 'shichinin no samurai').
  const direct = await resolveTitle(catalog, typed, null, { exactOnly: true });
  if (direct) return { film: direct, match: 'exact' };
  const results = await catalog.searchMovies(typed, { limit: SEARCH_DEPTH });
  const ranked = results
    .map((r) => ({ id: r.id, title: r.title, match: titleMatch(typed, r.title) }))
    .filter((r) => r.match !== 'none');
  const order: MatchKind[] = ['exact', 'close', 'partial'];
  ranked.sort((a, b) => order.indexOf(a.match) - order.indexOf(b.match));
  for (const candidate of ranked) {
    const [film] = await catalog.films([candidate.id]);
    if (film) return { film, match: candidate.match as FoundFilm['match'] };
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
export async function findPerson(catalog: Catalog, typed: string): Promise<FoundPerson | null> {
  const results = await catalog.searchMulti(typed, { limit: SEARCH_DEPTH });
  for (const result of results) {
    if (result.type !== 'person' || !nameMatches(typed, result.name)) continue;
    const person = await catalog.getPerson(result.id);
    if (!person) continue;
    const byId = new Map((await catalog.films(person.movies.map((m) => m.id))).map((f) => [f.id, f]));
    const films = person.movies.flatMap((m) => byId.get(m.id) ?? []);
    if (films.length) return { name: person.name, department: person.known_for_department, films };
  }
  return null;
}

/** How long the newest-year answer is trusted: the catalog changes only on imports. */
const LATEST_YEAR_TTL_MS = 10 * 60_000;
const FALLBACK_LATEST_YEAR = 2010;

/** The newest release year on the shelf, remembered for a while (per catalog). */
export function latestYearCache(): (catalog: Catalog) => Promise<number> {
  const cached = new WeakMap<Catalog, { year: number; at: number }>();
  return async (catalog) => {
    const known = cached.get(catalog);
    if (known && Date.now() - known.at < LATEST_YEAR_TTL_MS) return known.year;
    const year = (await catalog.newestYear()) ?? FALLBACK_LATEST_YEAR;
    cached.set(catalog, { year, at: Date.now() });
    return year;
  };
}
