import type { Catalog } from '@chuck/catalog';
import { directorsOf, type Film } from '../film.ts';
import { resolveTitle } from '../resolve-title.ts';
import type { NamedFilm, Recommendation, Taste } from '../taste.ts';
import {
  type Influence,
  QUALITY_FLOOR,
  type QualityFloor,
  quality,
  RELAXED_FLOOR,
  rankCandidates,
} from './rank.ts';
import { reasonFor } from './reasons.ts';
import { shelfFilmsIn, withShelfGenres } from './shelf-knowledge.ts';

/** Candidates scored per pass: enough for variety, few enough to score in a few milliseconds. */
const CANDIDATE_POOL = 300;

/**
 * Chuck's own recommender: content similarity over the catalog, seeded by the favourites and
 * shifted by every thumbs rating. Never picks a favourite, a rated film or anything in `exclude`.
 */
export async function recommendLocally(
  catalog: Catalog,
  taste: Taste,
  count: number,
): Promise<Recommendation[]> {
  const influences = await loadInfluences(catalog, taste);
  const exclude = new Set([...taste.exclude, ...influences.map((i) => i.film.id)]);
  if (!positiveOf(influences).length) {
    return staffPicks(catalog, taste, exclude, count);
  }
  const picks: { id: number; reason: string }[] = [];
  for (const floor of [QUALITY_FLOOR, RELAXED_FLOOR]) {
    if (picks.length >= count) break;
    const ranked = await rankPass(catalog, influences, floor, exclude, count - picks.length);
    for (const r of ranked) {
      exclude.add(r.film.id);
      picks.push({ id: r.film.id, reason: reasonFor(r) });
    }
  }
  return withCards(catalog, picks);
}

/** Candidates are compared on their facts alone; only the picks' cards (synopsis, poster) are read. */
async function withCards(
  catalog: Catalog,
  picks: readonly { id: number; reason: string }[],
): Promise<Recommendation[]> {
  const cards = new Map((await catalog.films(picks.map((p) => p.id))).map((f) => [f.id, f]));
  return picks.flatMap(({ id, reason }) => {
    const film = cards.get(id);
    return film ? [{ film, reason, engine: 'local' as const }] : [];
  });
}

/**
 * None of the favourites is on the shelves (free text the catalog does not know): the best-loved
 * films in the store, one per director, saying so.
 */
async function staffPicks(
  catalog: Catalog,
  taste: Taste,
  exclude: ReadonlySet<number>,
  count: number,
): Promise<Recommendation[]> {
  const named = taste.favourites[0]?.title ?? 'that one';
  const reason = `I couldn't find ${named} on my shelves, so here's a staff favourite — nobody brings this one back disappointed.`;
  const films = await catalog.findFilms({
    minVoteAverage: QUALITY_FLOOR.voteAverage,
    minVoteCount: QUALITY_FLOOR.voteCount,
    exclude: [...exclude],
    limit: CANDIDATE_POOL,
  });
  const picks: { id: number; reason: string }[] = [];
  const directors = new Set<string>();
  for (const film of films.sort((a, b) => quality(b) - quality(a) || a.id - b.id)) {
    if (picks.length >= count) break;
    if (directorsOf(film).some((d) => directors.has(d))) continue;
    for (const d of directorsOf(film)) directors.add(d);
    picks.push({ id: film.id, reason });
  }
  return withCards(catalog, picks);
}

async function rankPass(
  catalog: Catalog,
  influences: readonly Influence[],
  floor: QualityFloor,
  exclude: ReadonlySet<number>,
  count: number,
) {
  const candidates = await relatedCandidates(catalog, influences, floor, exclude);
  return rankCandidates(influences, candidates, { count, exclude, floor });
}

/** The favourites and thumbs-ups among `influences`: what pulls picks toward it. */
export function positiveOf(influences: readonly Influence[]): Influence[] {
  return influences.filter((i) => i.kind === 'favourite' || i.kind === 'thumbs_up');
}

/** Catalog films related to the favourites and thumbs-ups (same genre, director or shelf), above `floor`. */
export async function relatedCandidates(
  catalog: Catalog,
  influences: readonly Influence[],
  floor: QualityFloor,
  exclude: ReadonlySet<number>,
): Promise<Film[]> {
  const positive = positiveOf(influences);
  if (!positive.length) return [];
  const genreIds = [...new Set(positive.flatMap((i) => i.film.genreIds))];
  const candidates = await catalog.findFilms({
    related: {
      genreIds,
      directors: [...new Set(positive.flatMap((i) => directorsOf(i.film)))],
      titles: shelfFilmsIn(genreIds),
    },
    relatedFirst: true,
    exclude: [...exclude],
    minVoteAverage: floor.voteAverage,
    minVoteCount: floor.voteCount,
    limit: CANDIDATE_POOL,
  });
  return candidates.map(withShelf);
}

/** The favourites and rated films as catalog films; titles the catalog does not hold are left out. */
export async function loadInfluences(catalog: Catalog, taste: Taste): Promise<Influence[]> {
  const favourites = await Promise.all(taste.favourites.map((f) => idOf(catalog, f)));
  const ids = [...favourites, ...taste.ratings.map((r) => r.movieId)].filter(
    (id): id is number => id !== null,
  );
  const films = new Map((await catalog.films(ids)).map((f) => [f.id, withShelf(f)]));
  const influences: Influence[] = [];
  for (const id of favourites) {
    const film = id === null ? undefined : films.get(id);
    if (film) influences.push({ film, kind: 'favourite' });
  }
  // A film rated twice counts once, as last rated.
  const latest = new Map(taste.ratings.filter((r) => r.movieId !== null).map((r) => [r.movieId!, r.rating]));
  for (const [id, rating] of latest) {
    const film = films.get(id);
    if (film && !favourites.includes(id)) influences.push({ film, kind: rating });
  }
  return influences;
}

async function idOf(catalog: Catalog, film: NamedFilm): Promise<number | null> {
  if (film.movieId !== null) return film.movieId;
  return (await resolveTitle(catalog, film.title))?.id ?? null;
}

function withShelf<T extends Film>(film: T): T {
  return { ...film, genreIds: withShelfGenres(film.genreIds, film.title, film.year) };
}
