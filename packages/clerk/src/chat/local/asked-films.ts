import { type Catalog, type FilmQuery, normalizeTitle } from '@chuck/catalog';
import type { Film } from '../../recommender/film.ts';
import { shelfFilmsIn } from '../../recommender/local/shelf-knowledge.ts';
import type { Ask, AskedPerson } from '../ask/ask.ts';
import { nameMatches } from '../text.ts';
import { varied, withGenres } from './picks.ts';

// One query over the catalog that honours an Ask: the database narrows, then every film is
// checked against every constraint before Chuck may name it.

export interface KnownPerson {
  name: string;
  role: AskedPerson['role'];
  /** The films they directed, appeared in, or either, as the ask said. */
  filmIds: number[];
}

/** Search results looked at for a typed name. */
const NAME_DEPTH = 8;
/** Films fetched per query before the checks; enough for three picks after them. */
const POOL = 80;

/** The people an ask names, as the catalog knows them, and those it does not know. */
export async function resolvePeople(
  catalog: Catalog,
  people: readonly AskedPerson[],
): Promise<{ known: KnownPerson[]; unknown: AskedPerson[] }> {
  const known: KnownPerson[] = [];
  const unknown: AskedPerson[] = [];
  for (const asked of people) {
    const results = await catalog.searchMulti(asked.name, { limit: NAME_DEPTH });
    // Words that only may be a name ('weather' is not Carl Weathers) must be spelt right.
    const matches = (name: string) =>
      asked.role === 'any' ? sameWords(asked.name, name) : nameMatches(asked.name, name);
    const hit = results.find((r) => r.type === 'person' && matches(r.name));
    const person = hit && (await catalog.getPerson(hit.id));
    if (!person) {
      unknown.push(asked);
      continue;
    }
    const films =
      asked.role === 'director'
        ? person.directed
        : asked.role === 'actor'
          ? person.appeared_in
          : [...person.directed, ...person.appeared_in, ...person.movies];
    known.push({ name: person.name, role: asked.role, filmIds: [...new Set(films.map((f) => f.id))] });
  }
  return { known, unknown };
}

/** Whether every typed word is one of the name's words ('spielberg', 'tom hanks'). */
function sameWords(typed: string, name: string): boolean {
  const words = new Set(normalizeTitle(name).split(' '));
  return normalizeTitle(typed)
    .split(' ')
    .every((w) => words.has(w));
}

/** Whether a film meets every constraint of the ask that the film itself carries. */
function fits(ask: Ask, film: Film): boolean {
  const genres = withGenres(film).genreIds;
  const title = ` ${normalizeTitle(film.title)} `;
  return (
    ask.genres.every((wish) =>
      (wish.all ? wish.ids.every : wish.ids.some).call(wish.ids, (id) => genres.includes(id)),
    ) &&
    !ask.withoutGenres.some((id) => genres.includes(id)) &&
    !ask.withoutTitles.some((words) => title.includes(` ${words} `)) &&
    inRange(film.year, ask.years?.from, ask.years?.to) &&
    (ask.runtime === null || inRange(film.runtime, ask.runtime.min, ask.runtime.max))
  );
}

function inRange(value: number | null, from: number | null | undefined, to: number | null | undefined) {
  if (from == null && to == null) return true;
  return value !== null && (from == null || value >= from) && (to == null || value <= to);
}

/**
 * Films that meet the ask, best known (or best rated) first, none of `exclude`; `onlyIds` when
 * people narrowed it. Well-rated films first, then any film, so a thin aisle still answers.
 */
export async function askedFilms(
  catalog: Catalog,
  ask: Ask,
  options: { onlyIds?: number[] | undefined; exclude: readonly number[]; count: number },
): Promise<Film[]> {
  const genreIds = ask.genres[0]?.ids ?? [];
  const query: FilmQuery = {
    ...(genreIds.length > 0 && { related: { genreIds, titles: shelfFilmsIn(genreIds) } }),
    withoutGenreIds: ask.withoutGenres,
    fromYear: ask.years?.from ?? null,
    toYear: ask.years?.to ?? null,
    minRuntime: ask.runtime?.min ?? null,
    maxRuntime: ask.runtime?.max ?? null,
    ...(options.onlyIds && { onlyIds: options.onlyIds }),
    order: ask.sort,
    exclude: options.exclude,
    limit: POOL,
  };
  const floors = ask.sort === 'rating' ? [5_000, 100, 0] : options.onlyIds ? [0] : [1_000, 0];
  const found: Film[] = [];
  for (const minVoteCount of floors) {
    const pool = await catalog.findFilms({ ...query, minVoteCount });
    for (const film of pool) if (fits(ask, film) && !found.some((f) => f.id === film.id)) found.push(film);
    if (found.length >= options.count) break;
  }
  // One film per director, unless the ask is about a director's films.
  return options.onlyIds ? found.slice(0, options.count) : varied(found, options.count);
}
