import { useCallback, useId } from 'react';
import type { MovieResult } from '../../../../components/typeahead/movie-result.ts';
import { MovieSuggestion } from '../../../../components/typeahead/search-result-item.tsx';
import { Typeahead } from '../../../../components/typeahead/typeahead.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { useTRPCClient } from '../../../../lib/trpc.ts';

/** docs/product.md §9: six suggestions in the preferences form. */
const TITLE_SUGGESTIONS = 6;

export interface MovieTitleFieldProps {
  label: string;
  placeholder?: string;
  value: string;
  /** Longer text is cut here (the server keeps titles to 200 characters). */
  maxLength?: number;
  onChange: (value: string) => void;
}

/**
 * One favourite: free text, with live title suggestions (poster, title, year, rating) from the
 * catalog. Choosing one fills the box; a failed search just shows no suggestions (docs/product.md §8).
 */
export function MovieTitleField({ label, placeholder, value, maxLength, onChange }: MovieTitleFieldProps) {
  const id = useId();
  const client = useTRPCClient();
  const search = useCallback(
    async (q: string, signal: AbortSignal) =>
      (await client.catalog.searchMovies.query({ q, limit: TITLE_SUGGESTIONS }, { signal })).results,
    [client],
  );
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Typeahead<MovieResult>
        id={id}
        label={label}
        placeholder={placeholder}
        search={search}
        limit={TITLE_SUGGESTIONS}
        getKey={(movie) => movie.id}
        renderItem={(movie) => <MovieSuggestion movie={movie} compact />}
        itemToString={(movie) => movie.title}
        onSelect={() => {}}
        value={value}
        onValueChange={(text) => onChange(maxLength ? text.slice(0, maxLength) : text)}
        errorText={null}
        emptyText="No match on the shelf: Chuck will take it as typed"
        // All six suggestions at once, with no scrollbar to hunt through.
        listClassName="max-h-none"
      />
    </div>
  );
}
