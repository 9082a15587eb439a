import {
  type Catalog,
  CatalogError,
  type MovieDetails,
  type MovieResult,
  type PersonDetails,
  type SearchResult,
  type WatchProviders,
} from '@chuck/catalog';
import { AppError, notFound } from '../../errors.ts';
import { MIN_QUERY_LENGTH, type SearchInput } from './catalog.schema.ts';

const UNAVAILABLE = 'Movie search is unavailable right now. Please try again.';
const BUSY = 'Movie search is busy right now. Please try again in a moment.';
const MOVIE_NOT_FOUND = 'Movie not found';
const DEFAULT_REGION = 'US';

export async function searchMovies(
  catalog: Catalog,
  input: SearchInput,
): Promise<{ results: MovieResult[] }> {
  const text = queryText(input);
  if (text.length < MIN_QUERY_LENGTH) return { results: [] };
  return { results: await answer(() => catalog.searchMovies(text, { limit: input.limit })) };
}

export async function search(catalog: Catalog, input: SearchInput): Promise<{ results: SearchResult[] }> {
  const text = queryText(input);
  if (text.length < MIN_QUERY_LENGTH) return { results: [] };
  return { results: await answer(() => catalog.searchMulti(text, { limit: input.limit })) };
}

export async function getMovie(catalog: Catalog, id: number): Promise<MovieDetails> {
  const movie = await answer(() => catalog.getMovie(id));
  if (!movie) throw notFound(MOVIE_NOT_FOUND);
  return movie;
}

export async function getPerson(catalog: Catalog, id: number): Promise<PersonDetails> {
  const person = await answer(() => catalog.getPerson(id));
  if (!person) throw notFound('Person not found');
  return person;
}

export async function watchProviders(catalog: Catalog, id: number, region?: string): Promise<WatchProviders> {
  return answer(() => catalog.watchProviders(id, region ?? DEFAULT_REGION));
}

function queryText(input: SearchInput): string {
  return input.q || input.query || '';
}

/** Catalog failures in words a visitor can act on; the upstream's own text stays in the log. */
async function answer<T>(lookup: () => Promise<T>): Promise<T> {
  try {
    return await lookup();
  } catch (error) {
    if (!(error instanceof CatalogError)) throw error;
    switch (error.kind) {
      case 'not_found':
        throw notFound(MOVIE_NOT_FOUND);
      case 'rate_limited':
        throw new AppError('TOO_MANY_REQUESTS', BUSY, error.retryAfter ?? 10);
      default:
        // 'auth' is the site's configuration, not the visitor's doing: to them it is an outage.
        throw new AppError('UNAVAILABLE', UNAVAILABLE, 30);
    }
  }
}
