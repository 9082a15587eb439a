// docs/product.md §3 'Social profile': its options and the lengths the server keeps. Zod-free, so
// the web app's forms offer and check the same without shipping a schema library.

export const WATCHING_GOALS = [
  'expand_horizons',
  'hidden_gems',
  'classic_cinema',
  'foreign_films',
  'specific_genres',
] as const;
export const CONNECTION_PREFERENCES = ['any', 'similar_taste', 'different_taste'] as const;
/**
 * Who may see a member's page, collection and Watching Soon: anyone, signed-in members, or their
 * connections only (docs/product.md §3 'Social profile'). Members until they choose.
 */
export const PROFILE_VISIBILITIES = ['public', 'members', 'connections'] as const;
export const DEFAULT_PROFILE_VISIBILITY = 'members';

export const DISPLAY_NAME_MAX = 50;
export const BIO_MAX = 500;
export const FAVORITE_GENRES_MAX = 10;
export const GENRE_MAX_CHARS = 40;
