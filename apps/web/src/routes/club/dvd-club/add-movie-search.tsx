import { MIN_QUERY_LENGTH } from '@chuck/api/client';
import { useCallback, useEffect, useState } from 'react';
import type { CollectionItem } from '../../../components/collection/disc-options.ts';
import type { MovieResult } from '../../../components/typeahead/movie-result.ts';
import { DEBOUNCE_MS } from '../../../components/typeahead/typeahead.tsx';
import { useDebouncedSearch } from '../../../components/typeahead/use-debounced-search.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { LoadingTape } from '../../../components/ui/loading-tape.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useTRPCClient } from '../../../lib/trpc.ts';
import { AddMovieResult } from './add-movie-result.tsx';

/** docs/product.md §9: detail lookups (director, runtime, genres) for the top 5 results only. */
export const ADD_SEARCH_RESULTS = 5;

/**
 * docs/product.md §2 DVD Club add flow: the shared type-ahead's search (2+ characters, trimmed, 300 ms
 * debounce) over the movie database, with each result's own Add form inline.
 */
export function AddMovieSearch({ collection }: { collection: readonly CollectionItem[] }) {
  const client = useTRPCClient();
  const [text, setText] = useState('');
  const search = useCallback(
    async (q: string, signal: AbortSignal) =>
      (await client.catalog.searchMovies.query({ q, limit: ADD_SEARCH_RESULTS }, { signal })).results,
    [client],
  );
  const { results, status, request } = useDebouncedSearch({
    search,
    minChars: MIN_QUERY_LENGTH,
    debounceMs: DEBOUNCE_MS,
    limit: ADD_SEARCH_RESULTS,
  });

  useEffect(() => {
    if (status === 'error') {
      toast({
        title: 'Search Error',
        description: 'Failed to search movies. Please try again.',
        variant: 'destructive',
      });
    }
  }, [status]);

  const query = text.trim();
  const owned = (movie: MovieResult) =>
    collection.filter(
      (item) => item.movieId === movie.id || (item.movieId === null && item.title === movie.title),
    ).length;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add a Movie</CardTitle>
        <CardDescription>
          Search the movie database for a disc you own, pick its format and condition, and choose who can see
          it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SearchField
          label="Search movies to add"
          autoComplete="off"
          placeholder="Title of a movie you own..."
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            request(event.target.value);
          }}
        />
        <div aria-live="polite">
          {query.length > 0 && query.length < MIN_QUERY_LENGTH ? (
            <p className="text-sm text-muted">
              Keep typing: searches start at {MIN_QUERY_LENGTH} characters.
            </p>
          ) : status === 'loading' && !results.length ? (
            <LoadingTape size="sm" label="Searching the movie database..." />
          ) : status === 'error' ? (
            <p className="text-sm text-danger">Failed to search movies. Please try again.</p>
          ) : status === 'done' && !results.length ? (
            <p className="text-sm text-muted">No movies found for “{query}”.</p>
          ) : null}
        </div>
        {results.length && query.length >= MIN_QUERY_LENGTH ? (
          <ul aria-label="Search results" className="grid gap-3">
            {results.map((movie) => (
              <AddMovieResult key={movie.id} movie={movie} ownedCount={owned(movie)} />
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
