import { generatedPosterUrl } from '@chuck/catalog';
import type { FilmCard } from '@chuck/clerk';
import { z } from 'zod';

/**
 * What lists keep of a catalog film (recommendations, seen), and the card of a film Chuck picks
 * (Double Feature, More like this): its facts in docs/product.md §3's fields.
 */
export const ZFilmSnapshot = z.object({
  movieId: z.number().int(),
  title: z.string(),
  year: z.number().int().nullable(),
  /** The average score out of 10, a string as in docs/product.md §3 ('7.8'); null when nobody rated it. */
  rating: z.string().nullable(),
  description: z.string(),
  posterUrl: z.string(),
});
export type FilmSnapshot = z.infer<typeof ZFilmSnapshot>;

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
