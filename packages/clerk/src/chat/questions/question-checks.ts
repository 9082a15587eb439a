import type { Catalog, FilmCard } from '@chuck/catalog';
import { expect } from 'vitest';
import { directorsOf } from '../../recommender/film.ts';
import { resolveTitle } from '../../recommender/resolve-title.ts';
import { withGenres } from '../local/picks.ts';
import { label } from '../text.ts';

// What a right answer must and must not hold, checked against the catalog's own facts: rules
// ('every film named is a comedy under 90 minutes'), not lists of films.

/** One reply as a check sees it: its text, the films it named, and the replies before it. */
export interface Said {
  text: string;
  films: FilmCard[];
  before: Said[];
}

export interface Facts {
  catalog: Catalog;
  /** The catalog film a title means, or a failed test. */
  film(title: string): Promise<FilmCard>;
  /** Ids of the films a person directed ('director'), appears in ('actor'), or either. */
  personFilms(name: string, role: 'director' | 'actor' | 'any'): Promise<Set<number>>;
}

export type Check = (said: Said, facts: Facts) => void | Promise<void>;

export function factsOf(catalog: Catalog): Facts {
  return {
    catalog,
    async film(title) {
      const found = await resolveTitle(catalog, title);
      if (!found) throw new Error(`${title} is not in the catalog`);
      return found;
    },
    async personFilms(name, role) {
      const hit = (await catalog.searchMulti(name, { limit: 5 })).find(
        (r) => r.type === 'person' && r.name.toLowerCase() === name.toLowerCase(),
      );
      const person = hit && (await catalog.getPerson(hit.id));
      if (!person) throw new Error(`${name} is not in the catalog`);
      const films =
        role === 'director'
          ? person.directed
          : role === 'actor'
            ? person.appeared_in
            : [...person.directed, ...person.appeared_in];
      return new Set(films.map((f) => f.id));
    },
  };
}

/** Every film id is a catalog film, every '(Year)' belongs to one of them, and no emoji. */
export function expectGrounded(said: Said): void {
  let rest = said.text;
  for (const film of said.films) rest = rest.split(label(film)).join(' ');
  expect(rest, said.text).not.toMatch(/\((?:18|19|20)\d\d\)/);
  expect(said.text).not.toMatch(/\p{Extended_Pictographic}/u);
  expect(said.text.trim().length).toBeGreaterThan(10);
}

const every =
  (what: string, holds: (film: FilmCard) => boolean): Check =>
  ({ films, text }) => {
    for (const film of films) expect(holds(film), `${label(film)} should be ${what}: ${text}`).toBe(true);
  };

export const names =
  (min = 1): Check =>
  ({ films, text }) =>
    expect(films.length, text).toBeGreaterThanOrEqual(min);

export const namesNone: Check = ({ films, text }) => expect(films, text).toEqual([]);

export const genre = (...ids: number[]) =>
  every(`of genre ${ids.join('/')}`, (f) => withGenres(f).genreIds.some((id) => ids.includes(id)));

export const notGenre = (...ids: number[]) =>
  every(`none of genre ${ids.join('/')}`, (f) => !withGenres(f).genreIds.some((id) => ids.includes(id)));

export const years = (from: number | null, to: number | null) =>
  every(
    `from ${from ?? '…'} to ${to ?? '…'}`,
    (f) => f.year !== null && (from === null || f.year >= from) && (to === null || f.year <= to),
  );

export const runtime = (min: number | null, max: number | null) =>
  every(
    `${min ?? 0}–${max ?? '∞'} minutes long`,
    (f) => f.runtime !== null && (min === null || f.runtime >= min) && (max === null || f.runtime <= max),
  );

/** Rated, best first. */
export const bestRated: Check = ({ films, text }) => {
  const ratings = films.map((f) => f.voteAverage);
  expect(ratings, text).not.toContain(null);
  expect(ratings, text).toEqual([...ratings].sort((a, b) => b! - a!));
};

export const titleLacks = (words: string) =>
  every(`titled without '${words}'`, (f) => !f.title.toLowerCase().includes(words));

export const person =
  (name: string, role: 'director' | 'actor' | 'any' = 'any'): Check =>
  async (said, facts) => {
    const theirs = await facts.personFilms(name, role);
    every(`${name}'s`, (f) => theirs.has(f.id))(said, facts);
  };

export const contains =
  (...parts: (string | RegExp)[]): Check =>
  ({ text }) => {
    for (const part of parts) {
      if (typeof part === 'string') expect(text).toContain(part);
      else expect(text).toMatch(part);
    }
  };

export const lacks =
  (...parts: (string | RegExp)[]): Check =>
  ({ text }) => {
    for (const part of parts) {
      if (typeof part === 'string') expect(text).not.toContain(part);
      else expect(text).not.toMatch(part);
    }
  };

/** The honest answer about a film the catalog lacks: said so, and nothing said about another film as if it were it. */
export const notInCatalog: Check = ({ text }) => {
  expect(text).toMatch(/isn't in my catalog — set up a TMDB key and I'll know it/);
  expect(text).not.toMatch(/directed by|opened in theaters|runs \d+ minutes| stars /);
};

/** The film's catalog facts, as the answer must give them. */
export const directorOf =
  (title: string): Check =>
  async ({ text }, facts) => {
    const film = await facts.film(title);
    expect(directorsOf(film).length, title).toBeGreaterThan(0);
    for (const name of directorsOf(film)) expect(text).toContain(name);
  };

export const yearOf =
  (title: string): Check =>
  async ({ text }, facts) => {
    const film = await facts.film(title);
    expect(text).toContain(String(film.year));
  };

export const runtimeOf =
  (title: string): Check =>
  async ({ text }, facts) => {
    const film = await facts.film(title);
    // Most of the Wikipedia list's films carry no runtime: then it must say so, not guess.
    expect(text).toContain(film.runtime === null ? "doesn't list a running time" : `${film.runtime} minutes`);
  };

export const castOf =
  (title: string, count = 3): Check =>
  async ({ text }, facts) => {
    const film = await facts.film(title);
    const cast = (await facts.catalog.getMovie(film.id))?.cast ?? [];
    expect(cast.length, title).toBeGreaterThan(0);
    for (const member of cast.slice(0, count)) expect(text).toContain(member.name);
  };

/** The film that wins the comparison by the catalog's facts is the one said to. */
export const wins =
  (measure: 'runtime' | 'year' | 'rating', more: boolean, a: string, b: string, word: string): Check =>
  async ({ text }, facts) => {
    const [fa, fb] = [await facts.film(a), await facts.film(b)];
    const value = (f: FilmCard) =>
      measure === 'runtime' ? f.runtime : measure === 'year' ? f.year : f.voteAverage;
    const [va, vb] = [value(fa), value(fb)];
    // A fact the catalog lacks is said to be missing; a tie is a tie.
    if (va === null || vb === null)
      return void expect(text).toMatch(/doesn't list|doesn't say|haven't rated/);
    if (va === vb) return void expect(text).toContain('Dead heat');
    const [win, lose] = (more ? va > vb : va < vb) ? [fa, fb] : [fb, fa];
    expect(text).toContain(`${label(win)} is ${word}`);
    expect(text).not.toContain(`${label(lose)} is ${word}`);
  };

/** Films never offered in the replies before. */
export const fresh: Check = ({ films, before }) => {
  const earlier = new Set(before.flatMap((s) => s.films.map((f) => f.id)));
  for (const film of films) expect(earlier.has(film.id), label(film)).toBe(false);
};

const shownBefore = (before: Said[]) => before.at(-1)?.films ?? [];

export const olderThanBefore: Check = (said) => {
  const oldest = Math.min(...shownBefore(said.before).map((f) => f.year ?? Infinity));
  years(null, oldest - 1)(said, undefined as never);
};

export const newerThanBefore: Check = (said) => {
  const newest = Math.max(...shownBefore(said.before).map((f) => f.year ?? -Infinity));
  years(newest + 1, null)(said, undefined as never);
};

export const shorterThanBefore: Check = (said) => {
  const known = shownBefore(said.before).flatMap((f) => (f.runtime === null ? [] : [f.runtime]));
  runtime(null, known.length ? Math.min(...known) - 1 : 95)(said, undefined as never);
};

export const longerThanBefore: Check = (said) => {
  const known = shownBefore(said.before).flatMap((f) => (f.runtime === null ? [] : [f.runtime]));
  runtime(known.length ? Math.max(...known) + 1 : 150, null)(said, undefined as never);
};
