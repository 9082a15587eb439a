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

export type ProfileVisibility = SocialProfile['visibility'];

/**
 * docs/product.md §2 'Member page': who can see the member's page, collection and Watching Soon,
 * in the server's order. A Record, so a new server option fails the type check until worded.
 */
export const VISIBILITY_LABELS: Record<ProfileVisibility, string> = {
  public: 'Everyone',
  members: 'Members',
  connections: 'My connections',
};

export interface ProfileDraft {
  displayName: string;
  bio: string;
  /** As typed: comma-separated. */
  genres: string;
  watchingGoals: WatchingGoal | '';
  visibility: ProfileVisibility;
  /** 'On the shelf' alerts for films on the watchlist (docs/product.md §3 'Shelf alert'). */
  shelfAlerts: boolean;
  /** docs/product.md §3 'Discs near you': the member's town, or null. */
  town: SocialProfile['town'];
}

export function toDraft(profile: SocialProfile): ProfileDraft {
  return {
    displayName: profile.displayName ?? '',
    bio: profile.bio ?? '',
    genres: profile.favoriteGenres.join(', '),
    watchingGoals: profile.watchingGoals ?? '',
    visibility: profile.visibility,
    shelfAlerts: profile.shelfAlerts,
    town: profile.town,
  };
}

/** docs/product.md §5: favorite genres are split on commas, trimmed, blank entries dropped. */
function splitGenres(text: string): string[] {
  return text
    .split(',')
    .map((genre) => genre.trim())
    .filter(Boolean);
}

export function toSaveInput(draft: ProfileDraft): SaveProfileInput {
  return {
    displayName: draft.displayName.trim(),
    bio: draft.bio.trim(),
    favoriteGenres: splitGenres(draft.genres),
    watchingGoals: draft.watchingGoals || null,
    visibility: draft.visibility,
    shelfAlerts: draft.shelfAlerts,
    townId: draft.town?.id ?? null,
  };
}
