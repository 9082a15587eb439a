import { useCallback } from 'react';
import { type RouterOutputs, useTRPCClient } from '../../lib/trpc.ts';
import { OnTheShelf } from '../rental/on-the-shelf.tsx';
import { SearchSuggestion } from '../typeahead/search-result-item.tsx';
import { Typeahead } from '../typeahead/typeahead.tsx';

type SearchResult = RouterOutputs['catalog']['search']['results'][number];
export type MovieResult = Extract<SearchResult, { type: 'movie' }>;

/** docs/product.md §9: the chat search box shows up to 8 results. */
const CHAT_SEARCH_RESULTS = 8;

/** docs/product.md §2: choosing a film fills the chat box with a 'Tell me about ...' prompt. */
export function tellMeAbout(movie: Pick<MovieResult, 'title' | 'release_date'>): string {
  const year = movie.release_date?.slice(0, 4);
  return year ? `Tell me about ${movie.title} (${year})` : `Tell me about ${movie.title}`;
}

/**
 * docs/product.md §2 'Movie search box (inside chat)': films and people from the catalog. Only a film is
 * passed on; people are there to jog the memory (their best-known titles show on the row). A film a
 * member has rentable says 'On the shelf' (the results share one availability call).
 */
export function ChatMovieSearch({ onPick }: { onPick: (movie: MovieResult) => void }) {
  const client = useTRPCClient();
  const search = useCallback(
    async (q: string, signal: AbortSignal) =>
      (await client.catalog.search.query({ q, limit: CHAT_SEARCH_RESULTS }, { signal })).results,
    [client],
  );
  return (
    <search aria-label="Movie search" className="border-b-2 border-midnight-700 bg-midnight-950/70 px-3 py-2">
      <Typeahead<SearchResult>
        label="Search movies"
        placeholder="Search films and people..."
        autoFocus
        search={search}
        limit={CHAT_SEARCH_RESULTS}
        getKey={(item) => `${item.type}-${item.id}`}
        renderItem={(item) => (
          <>
            <SearchSuggestion item={item} showOverview />
            {item.type === 'movie' ? (
              <OnTheShelf movieId={item.id} title={item.title} labelOnly className="mt-1 ml-13" />
            ) : null}
          </>
        )}
        onSelect={(item) => {
          if (item.type === 'movie') onPick(item);
        }}
        emptyText="Nothing on the shelf by that name"
        inputClassName="h-10"
      />
      <p className="mt-1 font-retro text-base leading-tight text-muted">
        Pick a film and Chuck will tell you about it.
      </p>
    </search>
  );
}
