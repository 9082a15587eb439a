import type { Catalog } from '@chuck/catalog';
import type { Film, FilmCard } from '../film.ts';
import type { PairPick, PairTaste, SourceFilm } from '../taste.ts';
import { loadInfluences, positiveOf, relatedCandidates } from './local-engine.ts';
import {
  type Influence,
  pickVaried,
  QUALITY_FLOOR,
  RELAXED_FLOOR,
  type Scored,
  scoreCandidates,
  strongestPull,
} from './rank.ts';

interface JointScore {
  film: Film;
  score: number;
  mine: Influence;
  theirs: Influence;
}

/**
 * Films for two (a Double Feature): each candidate is scored for each member exactly as Chuck
 * scores a recommendation, and counts as much as it suits the one it suits less, so a pick is
 * never a film only one of them would enjoy. Never a favourite, a rated film or an excluded film
 * of either. Empty when either has no favourite or thumbs-up the catalog knows.
 */
export async function pairPicksLocally(
  catalog: Catalog,
  pair: PairTaste,
  count: number,
): Promise<PairPick[]> {
  const [mine, theirs] = await Promise.all([
    loadInfluences(catalog, pair.mine),
    loadInfluences(catalog, pair.theirs),
  ]);
  if (!positiveOf(mine).length || !positiveOf(theirs).length) return [];
  const exclude = new Set([
    ...pair.mine.exclude,
    ...pair.theirs.exclude,
    ...[...mine, ...theirs].map((i) => i.film.id),
  ]);
  const picks: JointScore[] = [];
  for (const floor of [QUALITY_FLOOR, RELAXED_FLOOR]) {
    if (picks.length >= count) break;
    const candidates = await relatedCandidates(catalog, [...mine, ...theirs], floor, exclude);
    const forMe = new Map(scoreCandidates(mine, candidates, { exclude, floor }).map((s) => [s.film.id, s]));
    const joint = scoreCandidates(theirs, candidates, { exclude, floor })
      .flatMap((forThem) => {
        const forMine = forMe.get(forThem.film.id);
        return forMine ? [together(forMine, forThem)] : [];
      })
      .sort((a, b) => b.score - a.score || a.film.id - b.film.id);
    for (const pick of pickVaried(joint, count - picks.length)) {
      exclude.add(pick.film.id);
      picks.push(pick);
    }
  }
  const cards = new Map((await catalog.films(picks.map((p) => p.film.id))).map((f) => [f.id, f]));
  return picks.flatMap((p) => {
    const film = cards.get(p.film.id);
    return film
      ? [{ film, because: { mine: source(p.mine), theirs: source(p.theirs) }, engine: 'local' as const }]
      : [];
  });
}

/**
 * Which favourite or thumbs-up of each member films chosen elsewhere (by a language model) follow
 * from; a film neither member's taste explains is left out.
 */
export async function attributePairPicks(
  catalog: Catalog,
  pair: PairTaste,
  films: readonly FilmCard[],
): Promise<PairPick[]> {
  const [mine, theirs] = await Promise.all([
    loadInfluences(catalog, pair.mine),
    loadInfluences(catalog, pair.theirs),
  ]);
  return films.flatMap((film) => {
    const forMine = strongestPull(mine, film);
    const forThem = strongestPull(theirs, film);
    return forMine && forThem
      ? [{ film, because: { mine: source(forMine), theirs: source(forThem) }, engine: 'openai' as const }]
      : [];
  });
}

function together(mine: Scored, theirs: Scored): JointScore {
  return {
    film: mine.film,
    score: Math.min(mine.score, theirs.score),
    mine: mine.because,
    theirs: theirs.because,
  };
}

function source(influence: Influence): SourceFilm {
  return { movieId: influence.film.id, title: influence.film.title };
}
