import type { RouterInputs, RouterOutputs } from '../../../lib/trpc.ts';

export type SocialProfile = RouterOutputs['socialProfile']['get'];
export type WatchingGoal = NonNullable<SocialProfile['watchingGoals']>;
export type SaveProfileInput = RouterInputs['socialProfile']['save'];

/** docs/product.md §3 goals, worded for people. A Record, so a new server option fails the type check. */
export const WATCHING_GOAL_LABELS: Record<WatchingGoal, string> = {
  expand_horizons: 'Expand my horizons',
  hidden_gems: 'Discover hidden gems',
  classic_cinema: 'Catch up on classic cinema',
  foreign_films: 'Watch more foreign films',
  specific_genres: 'Go deep on specific genres',
};

/** The server's limits (docs/product.md §5 and the profile schema). */
export const DISPLAY_NAME_MAX = 50;
export const BIO_MAX = 500;
export const GENRES_MAX = 10;
export const GENRE_MAX_CHARS = 40;

export interface ProfileDraft {
  displayName: string;
  bio: string;
  /** As typed: comma-separated. */
  genres: string;
  watchingGoals: WatchingGoal | '';
}

export function toDraft(profile: SocialProfile): ProfileDraft {
  return {
    displayName: profile.displayName ?? '',
    bio: profile.bio ?? '',
    genres: profile.favoriteGenres.join(', '),
    watchingGoals: profile.watchingGoals ?? '',
  };
}

/** docs/product.md §5: favorite genres are split on commas, trimmed, blank entries dropped. */
export function splitGenres(text: string): string[] {
  return text
    .split(',')
    .map((genre) => genre.trim())
    .filter(Boolean);
}

export function genresError(text: string): string | undefined {
  const genres = splitGenres(text);
  if (genres.length > GENRES_MAX) return `List at most ${GENRES_MAX} favorite genres.`;
  if (genres.some((genre) => genre.length > GENRE_MAX_CHARS))
    return `Each genre is at most ${GENRE_MAX_CHARS} characters.`;
  return undefined;
}

export function toSaveInput(draft: ProfileDraft): SaveProfileInput {
  return {
    displayName: draft.displayName.trim(),
    bio: draft.bio.trim(),
    favoriteGenres: splitGenres(draft.genres),
    watchingGoals: draft.watchingGoals || null,
  };
}
