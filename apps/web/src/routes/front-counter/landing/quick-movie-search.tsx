import { useQuery } from '@tanstack/react-query';
import { Clapperboard, Clock, Star, X } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Poster } from '../../../components/poster/poster.tsx';
import type { MovieResult } from '../../../components/typeahead/movie-result.ts';
import { MovieSuggestion } from '../../../components/typeahead/search-result-item.tsx';
import { Typeahead } from '../../../components/typeahead/typeahead.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { loginUrl } from '../../../lib/auth-urls.ts';
import { cn } from '../../../lib/cn.ts';
import { useTRPC, useTRPCClient } from '../../../lib/trpc.ts';

const SUGGESTIONS = 6;

/**
 * The landing page's quick search: find a film on the shelf and see what it is (director,
 * runtime, genres, the story) with a nudge to sign in for picks like it.
 */
export function QuickMovieSearch({ className }: { className?: string }) {
  const client = useTRPCClient();
  const [chosen, setChosen] = useState<MovieResult | null>(null);
  const search = useCallback(
    async (q: string, signal: AbortSignal) =>
      (await client.catalog.searchMovies.query({ q, limit: SUGGESTIONS }, { signal })).results,
    [client],
  );
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <label
        htmlFor="landing-quick-search"
        className="font-retro text-xl tracking-wide text-neon-cyan uppercase"
      >
        Quick movie search
      </label>
      <Typeahead<MovieResult>
        id="landing-quick-search"
        label="Quick movie search"
        placeholder="Search the shelf: try Jurassic Park"
        search={search}
        limit={SUGGESTIONS}
        getKey={(movie) => movie.id}
        renderItem={(movie) => <MovieSuggestion movie={movie} />}
        itemToString={(movie) => movie.title}
        onSelect={setChosen}
        emptyText="Nothing on the shelf by that name"
      />
      {chosen ? <ChosenMovie movie={chosen} onClose={() => setChosen(null)} /> : null}
    </div>
  );
}

function ChosenMovie({ movie, onClose }: { movie: MovieResult; onClose: () => void }) {
  const trpc = useTRPC();
  const details = useQuery(trpc.catalog.getMovie.queryOptions({ id: movie.id }));
  const year = movie.release_date?.slice(0, 4);
  const facts = details.data
    ? [
        details.data.director ? `Directed by ${details.data.director}` : null,
        details.data.genres.map((g) => g.name).join(', ') || null,
      ].filter(Boolean)
    : [];
  return (
    <section
      aria-labelledby="quick-search-result"
      className="relative grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-lg border-2 border-neon-cyan/50 bg-midnight-900/95 p-4 shadow-neon-cyan"
    >
      <Poster src={movie.poster_path} title={movie.title} size="md" className="self-start sm:row-span-3" />
      <div className="pr-8">
        <h2 id="quick-search-result" className="font-display text-lg leading-tight text-ticket-400">
          {movie.title}
        </h2>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
          {year ? <span>{year}</span> : null}
          {movie.vote_average != null ? (
            <span className="inline-flex items-center gap-1 text-ticket-300">
              <Star aria-hidden="true" className="size-3.5 fill-ticket-400" />
              <span>
                {movie.vote_average.toFixed(1)}
                <span className="text-muted">/10</span>
              </span>
            </span>
          ) : null}
          {details.data?.runtime ? (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5" />
              {details.data.runtime} min
            </span>
          ) : null}
        </p>
        {facts.length ? <p className="mt-1 text-sm text-ink/90">{facts.join(' · ')}</p> : null}
      </div>
      {movie.overview ? (
        <p className="col-span-2 line-clamp-4 text-sm text-muted sm:col-span-1 sm:col-start-2">
          {movie.overview}
        </p>
      ) : null}
      <a
        href={loginUrl('/')}
        className={buttonStyles(
          'neon',
          'sm',
          'col-span-2 mt-1 justify-self-start sm:col-span-1 sm:col-start-2',
        )}
      >
        <Clapperboard aria-hidden="true" />
        Sign in for picks like this
      </a>
      <Button
        variant="ghost"
        size="icon"
        onClick={onClose}
        aria-label={`Close ${movie.title}`}
        className="absolute top-2 right-2 size-9"
      >
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}
