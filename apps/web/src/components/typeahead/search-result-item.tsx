import type { MovieResult } from '@chuck/api/client';
import { useState } from 'react';
import { Poster } from '../poster/poster.tsx';
import { Badge } from '../ui/badge.tsx';

/** The parts of a catalog search result these items show (docs/product.md §3 'Movie search result'). */
export type MovieSuggestionData = Omit<MovieResult, 'overview'> & { overview?: string };

interface PersonSuggestionData {
  id: number;
  type: 'person';
  name: string;
  profile_path: string | null;
  known_for_department: string | null;
  known_for: { title?: string; name?: string; release_date?: string | null }[];
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

/** TMDB's departments as the job a person does (the embedded catalog knows directors only). */
const ROLES: Record<string, string> = {
  Acting: 'Actor',
  Directing: 'Director',
  Writing: 'Writer',
  Production: 'Producer',
  Sound: 'Composer',
  Camera: 'Cinematographer',
  Editing: 'Editor',
};

/**
 * docs/product.md §2 'Movie search box': their picture (or initials), the job the catalog knows them
 * for, and up to two of their own titles with years: a director's are the films they directed.
 */
function PersonSuggestion({ person }: { person: PersonSuggestionData }) {
  const titles = person.known_for
    .map((k) => {
      const title = k.title ?? k.name;
      const year = k.release_date?.slice(0, 4);
      return title && year ? `${title} (${year})` : title;
    })
    .filter(Boolean)
    .slice(0, 2);
  const department = person.known_for_department;
  const role = department ? (ROLES[department] ?? department) : null;
  return (
    <div className="flex items-center gap-3">
      <PersonAvatar name={person.name} src={person.profile_path} />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2">
          <span className="truncate font-semibold">{person.name}</span>
          {role ? (
            <Badge variant="outline" className="shrink-0 text-sm">
              {role}
            </Badge>
          ) : null}
        </p>
        {titles.length ? (
          <p className="truncate text-sm text-muted">
            {department === 'Directing' ? 'Directed' : 'Known for'} {titles.join(', ')}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A round portrait, or the person's initials when there is none (or it fails to load). */
function PersonAvatar({ name, src }: { name: string; src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = 'size-10 shrink-0 rounded-full';
  // Decorative either way: the name is right beside it.
  if (src && failed !== src) {
    return (
      <img src={src} alt="" loading="lazy" onError={() => setFailed(src)} className={`${box} object-cover`} />
    );
  }
  // First and last name: 'Steven Allan Spielberg' is SS.
  const words = name.split(/\s+/).filter(Boolean);
  const initials = [words[0], words.length > 1 ? words.at(-1) : undefined]
    .map((word) => word?.[0]?.toUpperCase() ?? '')
    .join('');
  return (
    <span
      aria-hidden="true"
      className={`${box} grid place-items-center border-2 border-neon-cyan/60 bg-midnight-800 font-display text-sm text-neon-cyan`}
    >
      {initials}
    </span>
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
