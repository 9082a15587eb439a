import { tmdbImageUrl } from '../images.ts';
import type { TmdbClient } from '../tmdb/tmdb-client.ts';
import { ZMovieDetails, ZMovieSearch } from '../tmdb/tmdb-schemas.ts';
import { emptyRecord, type MovieRecord } from './movie-record.ts';

const DAY = 24 * 60 * 60;
const TMDB_LISTS = ['popular', 'top_rated'] as const;

/** The ids on the first `pages` pages of TMDB's popular and top-rated lists, without repeats. */
export async function listTmdbMovies(tmdb: TmdbClient, pages: number): Promise<number[]> {
  const ids = new Set<number>();
  for (const list of TMDB_LISTS) {
    for (let page = 1; page <= pages; page++) {
      const answer = await tmdb({
        path: `/movie/${list}`,
        params: { language: 'en-US', page },
        schema: ZMovieSearch,
        ttlSeconds: DAY,
      });
      for (const movie of answer.results) ids.add(movie.id);
      if (!answer.results.length || page >= (answer.total_pages ?? page)) break;
    }
  }
  return [...ids];
}

/** One film with its director, runtime and genres, keeping TMDB's id and poster. */
export async function fetchTmdbMovie(tmdb: TmdbClient, id: number): Promise<MovieRecord> {
  const movie = await tmdb({
    path: `/movie/${id}`,
    params: { language: 'en-US', append_to_response: 'credits' },
    schema: ZMovieDetails,
    ttlSeconds: DAY,
  });
  const year = movie.release_date ? Number(movie.release_date.slice(0, 4)) : null;
  return {
    ...emptyRecord(movie.title),
    id: movie.id,
    year,
    releaseDate: movie.release_date || null,
    overview: movie.overview ?? '',
    directors: [
      ...new Set((movie.credits?.crew ?? []).filter((c) => c.job === 'Director').map((c) => c.name)),
    ],
    runtime: movie.runtime || null,
    genreIds: (movie.genres ?? []).map((g) => g.id),
    voteAverage: movie.vote_count ? (movie.vote_average ?? null) : null,
    voteCount: movie.vote_count ?? 0,
    posterPath: tmdbImageUrl(movie.poster_path, 'w500'),
  };
}
