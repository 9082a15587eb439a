import { generatedPosterUrl } from '@chuck/catalog';
import type { FilmCard } from '@chuck/clerk';

/** What lists keep of a catalog film (recommendations, seen): its facts in docs/product.md §3's fields. */
export interface FilmSnapshot {
  movieId: number;
  title: string;
  year: number | null;
  /** The average score out of 10, a string as in docs/product.md §3 ('7.8'); null when nobody rated it. */
  rating: string | null;
  description: string;
  posterUrl: string;
}

export function snapshotOf(film: FilmCard): FilmSnapshot {
  return {
    movieId: film.id,
    title: film.title,
    year: film.year,
    rating: film.voteAverage === null ? null : film.voteAverage.toFixed(1),
    description: film.overview,
    posterUrl: film.posterPath ?? generatedPosterUrl(film.id),
  };
}
