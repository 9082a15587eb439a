import type { Film } from '../film.ts';
import { type Facet, likeness, likenessScore, traitsOf } from './likeness.ts';

/** A visitor's verdict on a film, as ratings are stored; a new kind must be taught to the ranking. */
export type Thumb = 'thumbs_up' | 'thumbs_down' | 'not_interested';

/** A film that shapes the picks: a favourite or a rated film. */
export interface Influence {
  film: Film;
  kind: 'favourite' | Thumb;
}

export interface Ranked {
  film: Film;
  score: number;
  /** The favourite or thumbs-up that this pick resembles most. */
  because: Influence;
  shared: Facet[];
}

export type Scored = Omit<Ranked, 'shared'>;

export interface QualityFloor {
  voteAverage: number;
  voteCount: number;
}
/** The least a film must have to be recommended: a decent score from enough people. */
export const QUALITY_FLOOR: QualityFloor = { voteAverage: 6.5, voteCount: 5_000 };
/** Used only when the strict floor leaves too few related films (a niche taste, a small catalog). */
export const RELAXED_FLOOR: QualityFloor = { voteAverage: 6, voteCount: 1_000 };

/** How strongly each kind of influence pulls (positive) or pushes (negative). */
const PULL: Record<Influence['kind'], number> = {
  favourite: 1,
  thumbs_up: 0.8,
  thumbs_down: -0.4,
  not_interested: -0.15,
};
/** Beyond the strongest push, further dislikes count this much each (many dislikes add up, slowly). */
const FURTHER_PUSH_SHARE = 0.3;
/** Mix of "very like one favourite" and "like all of them". */
const BEST_MATCH_SHARE = 0.5;
const QUALITY_WEIGHT = 1;
const POPULARITY_WEIGHT = 0.2;
/** Diversity per batch: at most two films by one director, and one from a series (sequels are obvious picks). */
export const MAX_PER_DIRECTOR = 2;
const MAX_PER_SERIES = 1;
/** Each pick already in the batch with the same genre costs a candidate this much. */
const SAME_GENRE_PENALTY = 0.4;

/**
 * Content-based picks: candidates scored against the favourites and thumbs-ups (pulled toward) and
 * thumbs-downs (pushed away), plus quality, then chosen greedily for variety. Deterministic: the
 * same inputs give the same picks in the same order.
 */
export function rankCandidates(
  influences: readonly Influence[],
  candidates: readonly Film[],
  options: { count: number; exclude?: ReadonlySet<number>; floor?: QualityFloor },
): Ranked[] {
  const scored = scoreCandidates(influences, candidates, options);
  // What the pick shares with its influence, for Chuck's reason: worked out for the few picks only.
  return pickVaried(scored, options.count).map((r) => ({
    ...r,
    shared: likeness(r.because.film, r.film).shared,
  }));
}

/**
 * Every candidate worth considering (above the floor, related to a favourite or thumbs-up, not
 * excluded) with its score for these influences, best first.
 */
export function scoreCandidates(
  influences: readonly Influence[],
  candidates: readonly Film[],
  options: { exclude?: ReadonlySet<number>; floor?: QualityFloor },
): Scored[] {
  const floor = options.floor ?? QUALITY_FLOOR;
  const positive = influences.filter((i) => PULL[i.kind] > 0);
  if (!positive.length) return [];
  const negative = influences.filter((i) => PULL[i.kind] < 0);
  const taken = new Set<number>([...(options.exclude ?? []), ...influences.map((i) => i.film.id)]);
  const totalPull = positive.reduce((sum, i) => sum + PULL[i.kind], 0);

  const scored: Scored[] = [];
  const seen = new Set<number>();
  for (const film of candidates) {
    if (taken.has(film.id) || seen.has(film.id) || !meetsFloor(film, floor)) continue;
    if (!positive.some((i) => isRelated(i.film, film))) continue;
    seen.add(film.id);
    let best: Influence = positive[0]!;
    let bestValue = Number.NEGATIVE_INFINITY;
    let sum = 0;
    for (const influence of positive) {
      const value = PULL[influence.kind] * likenessScore(influence.film, film);
      sum += value;
      if (value > bestValue) {
        best = influence;
        bestValue = value;
      }
    }
    // The strongest push counts in full, the rest a little: two dislikes must not empty an aisle.
    let strongest = 0;
    let total = 0;
    for (const influence of negative) {
      const push = PULL[influence.kind] * Math.max(0, likenessScore(influence.film, film));
      total += push;
      strongest = Math.min(strongest, push);
    }
    const push = strongest + FURTHER_PUSH_SHARE * (total - strongest);
    const affinity = BEST_MATCH_SHARE * bestValue + (1 - BEST_MATCH_SHARE) * (sum / totalPull);
    scored.push({
      film,
      score:
        affinity + push + QUALITY_WEIGHT * quality(film) + POPULARITY_WEIGHT * Math.log10(film.voteCount),
      because: best,
    });
  }
  return scored.sort(byScore);
}

/** The favourite or thumbs-up `film` resembles most (for a film chosen elsewhere, e.g. by a model). */
export function strongestPull(influences: readonly Influence[], film: Film): Influence | undefined {
  let best: Influence | undefined;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const influence of influences) {
    if (PULL[influence.kind] <= 0) continue;
    const value = PULL[influence.kind] * likenessScore(influence.film, film);
    if (value > bestValue) {
      best = influence;
      bestValue = value;
    }
  }
  return best;
}

/** Worth considering at all: a genre, a director or a series in common. */
function isRelated(a: Film, b: Film): boolean {
  if (a.genreIds.some((g) => b.genreIds.includes(g))) return true;
  const ta = traitsOf(a);
  const tb = traitsOf(b);
  return ta.directors.some((d) => tb.directors.includes(d)) || ta.series === tb.series;
}

export function meetsFloor(film: Film, floor: QualityFloor = QUALITY_FLOOR): boolean {
  return (film.voteAverage ?? 0) >= floor.voteAverage && film.voteCount >= floor.voteCount;
}

// IMDb's weighted rating (a high score from few votes counts for little), nudged by the critics.
const PRIOR_VOTES = 25_000;
const PRIOR_RATING = 6.3;
export function quality(film: Film): number {
  const v = film.voteCount;
  const weighted =
    (v / (v + PRIOR_VOTES)) * (film.voteAverage ?? PRIOR_RATING) +
    (PRIOR_VOTES / (v + PRIOR_VOTES)) * PRIOR_RATING;
  const critics = film.rottenTomatoes === null ? 0 : (film.rottenTomatoes - 60) / 100;
  return weighted - PRIOR_RATING + critics;
}

function byScore(a: Pick<Scored, 'film' | 'score'>, b: Pick<Scored, 'film' | 'score'>): number {
  return b.score - a.score || a.film.id - b.film.id;
}

/** Greedy choice for variety: director and series caps, and a cost for repeating a genre. */
export function pickVaried<T extends Pick<Scored, 'film' | 'score'>>(
  ranked: readonly T[],
  count: number,
): T[] {
  const picks: T[] = [];
  const directors = new Map<string, number>();
  const series = new Map<string, number>();
  const genres = new Map<string, number>();
  let pool = [...ranked];
  while (picks.length < count && pool.length) {
    pool = pool.filter(
      (r) =>
        traitsOf(r.film).directors.every((d) => (directors.get(d) ?? 0) < MAX_PER_DIRECTOR) &&
        (series.get(traitsOf(r.film).series) ?? 0) < MAX_PER_SERIES,
    );
    let best: T | undefined;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const r of pool) {
      const value = r.score - SAME_GENRE_PENALTY * (genres.get(genreKey(r.film)) ?? 0);
      if (value > bestValue) {
        best = r;
        bestValue = value;
      }
      // Sorted by score: nothing further down can win once the penalty-free score is lower.
      if (r.score <= bestValue) break;
    }
    if (!best) break;
    picks.push(best);
    pool = pool.filter((r) => r !== best);
    for (const d of traitsOf(best.film).directors) directors.set(d, (directors.get(d) ?? 0) + 1);
    const key = traitsOf(best.film).series;
    series.set(key, (series.get(key) ?? 0) + 1);
    genres.set(genreKey(best.film), (genres.get(genreKey(best.film)) ?? 0) + 1);
  }
  return picks;
}

function genreKey(film: Film): string {
  return film.majorGenre ?? String(film.genreIds[0] ?? '');
}
