import type { MovieResult } from '../components/typeahead/movie-result.ts';
import type { CurrentUser } from '../lib/auth.ts';
import type { ProcedureOutput } from './trpc-mock.ts';

export const member: CurrentUser = {
  id: 'u_chuck',
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'Scully',
  profileImageUrl: null,
};

/** A film as a catalog search answers it (TMDB's poster size for results); `extra` overrides any field. */
export function movieResult(
  id: number,
  title: string,
  release = '1993-06-11',
  extra: Partial<MovieResult> = {},
): MovieResult {
  return {
    id,
    type: 'movie',
    title,
    poster_path: `https://image.tmdb.org/t/p/w92/${id}.jpg`,
    release_date: release,
    vote_average: 7.9,
    overview: `${title} overview.`,
    ...extra,
  };
}

/** A film's page as `catalog.getMovie` answers it: the search result's fields, nothing more known but `extra`. */
export function movieDetails(
  movie: MovieResult,
  extra: Partial<ProcedureOutput<'catalog.getMovie'>> = {},
): ProcedureOutput<'catalog.getMovie'> {
  return {
    ...movie,
    director: null,
    directors: [],
    cast: [],
    runtime: null,
    genres: [],
    vote_count: 0,
    wikipedia_url: null,
    ...extra,
  };
}
