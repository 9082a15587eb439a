import { directorsOf, type Film } from '../film.ts';

/** What two films can have in common, in the order a clerk would mention them. */
export type Facet = 'director' | 'series' | 'genre' | 'creativeType' | 'source' | 'era' | 'mpaa' | 'runtime';

export interface Likeness {
  score: number;
  /** The facets the films share, strongest contribution first. */
  shared: Facet[];
}

/**
 * How much the catalog says about a shared creative type: 'Contemporary Fiction' is most of the
 * shelf, 'Kids Fiction' or 'Super Hero' is an aisle of its own.
 */
const CREATIVE_TYPE_WEIGHT: Record<string, number> = {
  'Contemporary Fiction': 0.6,
  'Kids Fiction': 2.2,
  'Super Hero': 2.2,
};
const CREATIVE_TYPE_DEFAULT = 1.2;
const SOURCE_WEIGHT: Record<string, number> = { 'Original Screenplay': 0.2 };
const SOURCE_DEFAULT = 0.5;

const WEIGHT = {
  genre: 4,
  aisle: 1,
  director: 2.5,
  series: 1.5,
  era: 1.2,
  mpaa: 0.8,
  runtime: 0.4,
};
/** Years apart at which the era term has fallen to about a third. */
const ERA_SCALE = 12;
const RUNTIME_SCALE = 25;
const MPAA_ORDER: Record<string, number> = { G: 0, PG: 1, 'PG-13': 2, R: 3, 'NC-17': 4 };

/** What a film is compared on that takes work to derive, worked out once per film object. */
interface Traits {
  directors: string[];
  series: string;
  mpaa: number | undefined;
}
const traitsCache = new WeakMap<Film, Traits>();
export function traitsOf(film: Film): Traits {
  let traits = traitsCache.get(film);
  if (!traits) {
    traits = {
      directors: directorsOf(film),
      series: seriesKey(film.title),
      mpaa: film.mpaaRating ? MPAA_ORDER[film.mpaaRating] : undefined,
    };
    traitsCache.set(film, traits);
  }
  return traits;
}

/** Content similarity of two films (symmetric, 0 to about 12; the MPAA term can go below 0). */
export function likeness(a: Film, b: Film): Likeness {
  const parts: [Facet, number][] = [];
  compare(a, b, (facet, value) => {
    if (value !== 0) parts.push([facet, value]);
  });
  parts.sort((x, y) => y[1] - x[1]);
  return {
    score: parts.reduce((sum, [, value]) => sum + value, 0),
    shared: parts.filter(([, value]) => value >= 0.5).map(([facet]) => facet),
  };
}

/** `likeness(a, b).score` without listing the facets: what ranking runs hundreds of times. */
export function likenessScore(a: Film, b: Film): number {
  let score = 0;
  compare(a, b, (_, value) => {
    score += value;
  });
  return score;
}

function compare(a: Film, b: Film, add: (facet: Facet, value: number) => void): void {
  const ta = traitsOf(a);
  const tb = traitsOf(b);
  // The catalog's main genre is the aisle a film is shelved in: the same aisle counts extra.
  const sameAisle = a.majorGenre !== null && a.majorGenre === b.majorGenre ? WEIGHT.aisle : 0;
  add('genre', WEIGHT.genre * jaccard(a.genreIds, b.genreIds) + sameAisle);
  if (a.creativeType && a.creativeType === b.creativeType) {
    add('creativeType', CREATIVE_TYPE_WEIGHT[a.creativeType] ?? CREATIVE_TYPE_DEFAULT);
  }
  if (a.source && a.source === b.source) add('source', SOURCE_WEIGHT[a.source] ?? SOURCE_DEFAULT);
  if (ta.directors.some((d) => tb.directors.includes(d))) add('director', WEIGHT.director);
  if (ta.series === tb.series) add('series', WEIGHT.series);
  if (a.year !== null && b.year !== null) {
    add('era', WEIGHT.era * Math.exp(-Math.abs(a.year - b.year) / ERA_SCALE));
  }
  // Same certificate counts for, a family film next to an R-rated one counts against.
  if (ta.mpaa !== undefined && tb.mpaa !== undefined)
    add('mpaa', WEIGHT.mpaa * (1 - Math.abs(ta.mpaa - tb.mpaa) / 2));
  if (a.runtime && b.runtime) {
    add('runtime', WEIGHT.runtime * Math.exp(-Math.abs(a.runtime - b.runtime) / RUNTIME_SCALE));
  }
}

function jaccard(a: readonly number[], b: readonly number[]): number {
  if (!a.length || !b.length) return 0;
  let both = 0;
  for (const x of a) if (b.includes(x)) both++;
  return both / (a.length + b.length - both);
}

/**
 * The series a title belongs to: 'The Godfather: Part II' and 'Toy Story 3' → 'the godfather',
 * 'toy story'. Only a subtitle or a trailing sequel number is cut, so 'Casino Royale' stays apart
 * from 'Casino'.
 */
export function seriesKey(title: string): string {
  return title
    .toLowerCase()
    .split(':')[0]!
    .replace(/\s+(?:part\s+)?(?:\d+|[ivx]+)$/, '')
    .trim();
}
