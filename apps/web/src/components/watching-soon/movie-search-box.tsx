import { useCallback } from 'react';
import { useTRPCClient } from '../../lib/trpc.ts';
import type { MovieResult } from '../typeahead/movie-result.ts';
import { MovieSuggestion } from '../typeahead/search-result-item.tsx';
import { Typeahead } from '../typeahead/typeahead.tsx';

/** The film fields the member lists store, from a search result. */
export interface MovieSnapshot {
  movieId: number;
  title: string;
  year: number | null;
  posterUrl: string | null;
  rating: string | null;
  description: string | null;
}

export function toMovieSnapshot(movie: MovieResult): MovieSnapshot {
  const year = Number(movie.release_date?.slice(0, 4));
  return {
    movieId: movie.id,
    title: movie.title,
    year: Number.isInteger(year) && year > 0 ? year : null,
    posterUrl: movie.poster_path,
    rating: movie.vote_average == null ? null : movie.vote_average.toFixed(1),
    description: movie.overview.trim() || null,
  };
}

export interface MovieSearchBoxProps {
  label: string;
  onSelect: (movie: MovieResult) => void;
  placeholder?: string;
  /** Kept by the parent when the text matters after a choice (a Watching Soon pick's title). */
  value?: string;
  onValueChange?: (value: string) => void;
  /** Put the chosen title in the box (else the parent decides what the box shows). */
  fillOnSelect?: boolean;
  /** Empty the box once a film is chosen, ready for the next (a list's 'Add a film'). */
  clearOnSelect?: boolean;
  limit?: number;
  id?: string;
  disabled?: boolean;
}

/** A movie-database search with poster suggestions: the shared type-ahead over catalog.searchMovies. */
export function MovieSearchBox({
  label,
  onSelect,
  placeholder,
  value,
  onValueChange,
  fillOnSelect = false,
  clearOnSelect = false,
  limit = 6,
  id,
  disabled,
}: MovieSearchBoxProps) {
  const client = useTRPCClient();
  const search = useCallback(
    async (q: string, signal: AbortSignal) =>
      (await client.catalog.searchMovies.query({ q, limit }, { signal })).results,
    [client, limit],
  );
  return (
    <Typeahead<MovieResult>
      label={label}
      placeholder={placeholder}
      search={search}
      getKey={(movie) => movie.id}
      renderItem={(movie) => <MovieSuggestion movie={movie} />}
      itemToString={fillOnSelect ? (movie) => movie.title : clearOnSelect ? () => '' : undefined}
      onSelect={onSelect}
      value={value}
      onValueChange={onValueChange}
      limit={limit}
      id={id}
      disabled={disabled}
      emptyText="No films on the shelf match that"
    />
  );
}
