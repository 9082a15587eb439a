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

/** An accepted connection of `member` to member `u_{id}`, named `name`, made through a rental of Alien. */
export function connection(
  id: number,
  name: string,
  extra: Partial<ProcedureOutput<'connections.list'>['connections'][number]> = {},
): ProcedureOutput<'connections.list'>['connections'][number] {
  return {
    id,
    user1Id: member.id,
    user2Id: `u_${id}`,
    otherUser: { id: `u_${id}`, displayName: name, profileImageUrl: null, bio: null, favoriteGenres: [] },
    movieTitle: 'Alien',
    strength: '1',
    connectionType: 'rental',
    sharedFilms: { rental: 1, collection: 0, taste: 0 },
    tasteMatch: 71,
    createdAt: '2026-11-01T10:00:00Z',
    lastSharedAt: '2026-11-01T10:00:00Z',
    lastMessageAt: null,
    ...extra,
  };
}
