/** The facts of a catalog film the recommender reasons with (a row of the `movies` table). */
export interface Film {
  id: number;
  title: string;
  year: number | null;
  /** Directors' names, comma-separated when there are several. */
  director: string | null;
  /** TMDB genre ids. */
  genreIds: number[];
  majorGenre: string | null;
  creativeType: string | null;
  source: string | null;
  mpaaRating: string | null;
  /** 0-10. */
  voteAverage: number | null;
  voteCount: number;
  /** 0-100. */
  rottenTomatoes: number | null;
  runtime: number | null;
}

/** A film as a pick is shown: the facts plus what a card needs. */
export interface FilmCard extends Film {
  overview: string;
  /** A real poster's full URL, or null for the generated cover. */
  posterPath: string | null;
}

/** Directors of a film, one name each ('Joel Coen, Ethan Coen' → both). */
export function directorsOf(film: Pick<Film, 'director'>): string[] {
  return film.director
    ? film.director
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : [];
}
