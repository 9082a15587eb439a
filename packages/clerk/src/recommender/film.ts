import type { Film } from '@chuck/catalog';

export type { Film, FilmCard } from '@chuck/catalog';

/** Directors of a film, one name each ('Joel Coen, Ethan Coen' → both). */
export function directorsOf(film: Pick<Film, 'director'>): string[] {
  return film.director
    ? film.director
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : [];
}
