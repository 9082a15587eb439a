import type { MovieResult } from '@chuck/api/client';
import { Poster } from '../poster/poster.tsx';

/** The parts of a catalog search result these items show (docs/product.md §3 'Movie search result'). */
export type MovieSuggestionData = Omit<MovieResult, 'overview'> & { overview?: string };

interface PersonSuggestionData {
  id: number;
  type: 'person';
  name: string;
  profile_path: string | null;
  known_for_department: string | null;
  known_for: { title?: string; name?: string }[];
}

export type SuggestionData = MovieSuggestionData | PersonSuggestionData;

/** docs/product.md §9: a suggestion's overview is cut at 100 characters. */
const OVERVIEW_CHARS = 100;

/**
 * Poster thumbnail, title, year and rating; with `showOverview`, two lines of overview (chat search).
 * `compact` uses the smallest thumbnail, so the top-3 panel's six fit on one screen.
 */
export function MovieSuggestion({
  movie,
  showOverview = false,
  compact = false,
}: {
  movie: MovieSuggestionData;
  showOverview?: boolean;
  compact?: boolean;
}) {
  const year = movie.release_date?.slice(0, 4);
  const overview = movie.overview?.trim() ?? '';
  return (
    <div className="flex items-center gap-3">
      <Poster src={movie.poster_path} title={movie.title} size={compact ? 'xs' : 'sm'} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{movie.title}</p>
        <p className="flex gap-3 text-sm text-muted">
          {year ? <span>{year}</span> : null}
          {movie.vote_average != null ? (
            <span>
              <span aria-hidden="true" className="text-ticket-400">
                ★
              </span>{' '}
              {movie.vote_average.toFixed(1)}
              <span className="sr-only"> out of 10</span>
            </span>
          ) : null}
        </p>
        {showOverview && overview ? (
          <p className="line-clamp-2 text-sm text-muted/90">
            {overview.length > OVERVIEW_CHARS ? `${overview.slice(0, OVERVIEW_CHARS).trimEnd()}…` : overview}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Profile picture, department and up to two titles they are known for. */
function PersonSuggestion({ person }: { person: PersonSuggestionData }) {
  const knownFor = person.known_for
    .map((k) => k.title ?? k.name)
    .filter(Boolean)
    .slice(0, 2);
  return (
    <div className="flex items-center gap-3">
      <Poster src={person.profile_path} title={person.name} kind="person" size="sm" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{person.name}</p>
        <p className="truncate text-sm text-muted">
          {[person.known_for_department, knownFor.length ? `Known for ${knownFor.join(', ')}` : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
    </div>
  );
}

/** Either kind of result, as found by the combined search. */
export function SearchSuggestion({ item, showOverview }: { item: SuggestionData; showOverview?: boolean }) {
  return item.type === 'movie' ? (
    <MovieSuggestion movie={item} showOverview={showOverview} />
  ) : (
    <PersonSuggestion person={item} />
  );
}
