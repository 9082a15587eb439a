import { FIRST_FILM_YEAR, LAST_FILM_YEAR } from '@chuck/api/client';
import type { RouterInputs, RouterOutputs } from '../../lib/trpc.ts';
import type { DiscChoice } from './disc-fields.tsx';

export type CreateDiscInput = RouterInputs['dvdClub']['create'];
export type MovieDetails = RouterOutputs['catalog']['getMovie'];

/** A film as the cards around the app know it (recommendation, watchlist, search result). */
export interface FilmFacts {
  movieId?: number | null;
  title: string;
  year?: number | string | null;
  posterUrl?: string | null;
  /** The overview; the 'I Own It' notes start with it. */
  description?: string | null;
}

/** docs/product.md §9: stored notes start with the overview cut to 200 characters. */
const OVERVIEW_NOTE_CHARS = 200;

export function overviewNote(description: string | null | undefined): string {
  return (description ?? '').trim().slice(0, OVERVIEW_NOTE_CHARS).trimEnd();
}

/** A 4-digit year from a number, '1999' or a release date '1999-03-31'. */
export function yearOf(value: number | string | null | undefined): number | null {
  const year = typeof value === 'number' ? value : Number(String(value ?? '').slice(0, 4));
  return Number.isInteger(year) && year >= FIRST_FILM_YEAR && year <= LAST_FILM_YEAR ? year : null;
}

/**
 * The server stores absolute http(s) poster addresses; the built-in catalog's generated covers
 * are same-site paths ('/api/posters/1.svg'), so those are made absolute here.
 */
function absolutePosterUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return new URL(url, window.location.origin).href;
  return null;
}

/** What the add calls send for a film: its facts, the catalog's details when known, and the choices. */
export function toCreateInput(
  film: FilmFacts,
  details: MovieDetails | undefined,
  choice: DiscChoice,
  notes?: string,
): CreateDiscInput {
  return {
    title: film.title.trim(),
    year: yearOf(film.year),
    director: details?.director ?? null,
    genre: details?.genres.length ? details.genres.map((g) => g.name).join(', ') : null,
    runtimeMinutes: details?.runtime ?? null,
    ...choice,
    notes: notes?.trim() || null,
    movieId: film.movieId ?? null,
    posterUrl: absolutePosterUrl(film.posterUrl),
  };
}
