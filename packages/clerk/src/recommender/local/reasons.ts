import { directorsOf, type Film } from '../film.ts';
import type { Facet } from './likeness.ts';
import type { Ranked } from './rank.ts';

/** What the film is, in a clerk's words, by its most telling genre first. */
const KIND_BY_GENRE: [number, string][] = [
  [16, 'cartoon'],
  [80, 'crime picture'],
  [10752, 'war picture'],
  [27, 'horror flick'],
  [878, 'sci-fi flick'],
  [37, 'western'],
  [14, 'fantasy'],
  [10751, 'family flick'],
  [53, 'thriller'],
  [28, 'action flick'],
  [12, 'adventure'],
  [10749, 'romance'],
  [35, 'comedy'],
  [10402, 'musical'],
  [99, 'documentary'],
  [36, 'period piece'],
  [18, 'drama'],
];

export function kindOf(film: Pick<Film, 'genreIds'>): string {
  return KIND_BY_GENRE.find(([id]) => film.genreIds.includes(id))?.[1] ?? 'movie';
}

type Line = (p: { seed: string; kind: string; director: string; year: string }) => string;

const OPENERS: Record<'favourite' | 'thumbs_up', ((seed: string) => string)[]> = {
  favourite: [(s) => `You loved ${s}`, (s) => `${s} is in your top 3`, (s) => `You're a ${s} person`],
  thumbs_up: [(s) => `You gave ${s} a thumbs-up`, (s) => `You thumbed up ${s}`],
};

const BY_FACET: Partial<Record<Facet, Line[]>> & { fallback: Line[] } = {
  director: [
    ({ director }) => `${possessive(director)} fingerprints are all over this one.`,
    ({ director }) => `${director} made this one too, and it shows.`,
    ({ director }) => `same director, ${director}. Staff pick, no late fees on my conscience.`,
  ],
  series: [
    () => `the story keeps going here, and it holds up.`,
    () => `same crew, next chapter. Don't skip it.`,
  ],
  genre: [
    ({ kind }) => `this ${kind} hits the same notes. Trust me.`,
    ({ kind }) => `if that's your aisle, this ${kind} is the tape right next to it.`,
    ({ kind }) => `same shelf, same punch, and this ${kind} has been flying out the door.`,
  ],
  creativeType: [
    ({ kind }) => `another ${kind} cut from the same cloth.`,
    ({ kind }) => `this ${kind} scratches the exact same itch.`,
  ],
  era: [({ year }) => `${year} was a great year for this kind of thing. Same attitude.`],
  fallback: [() => `trust me on this one. Be kind, rewind.`],
};

/** The most telling thing two films share comes first: a sequel, then the same director. */
const FACET_PRIORITY = ['series', 'director', 'genre', 'creativeType', 'era'] as const;

/**
 * A one-line reason in Chuck's voice (a 1999 video-store clerk) naming the favourite or rating
 * that led to the pick. Deterministic: the wording is chosen by the film's id.
 */
export function reasonFor(pick: Pick<Ranked, 'film' | 'because' | 'shared'>): string {
  const { film, because, shared } = pick;
  const kind = kindOf(film);
  const opener = pickOne(OPENERS[because.kind === 'thumbs_up' ? 'thumbs_up' : 'favourite'], film.id);
  const facet = FACET_PRIORITY.find((f) => shared.includes(f));
  const lines = (facet && BY_FACET[facet]) || BY_FACET.fallback;
  const director =
    directorsOf(film).find((d) => directorsOf(because.film).includes(d)) ?? directorsOf(film)[0] ?? '';
  const body = pickOne(
    lines,
    film.id,
  )({
    seed: because.film.title,
    kind,
    director,
    year: String(film.year ?? ''),
  });
  return `${opener(because.film.title)} — ${body}`;
}

function pickOne<T>(options: readonly T[], id: number): T {
  return options[Math.abs(id) % options.length]!;
}

function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}
