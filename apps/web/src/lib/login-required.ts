import { type HandleUnauthorizedOptions, handleUnauthorized } from './unauthorized.ts';

/** docs/product.md §9: the login redirect after a refused action waits 1.5 s, so the toast can be read. */
const LOGIN_REDIRECT_DELAY_MS = 1500;

// docs/product.md §8, the toast for each action that needs an account.
const wording = {
  collection: { title: 'Login Required', description: 'Please log in to add movies to your collection.' },
  rental: { title: 'Login Required', description: 'Please log in to request rentals' },
  hold: { title: 'Login Required', description: 'Please log in to place a hold' },
  sessionExpired: { title: 'Session Expired', description: 'Please log in again to send rental requests' },
  watchlist: { title: 'Login Required', description: 'Please log in to add movies to your watchlist' },
  // 'Unauthorized on profile pages'.
  profileWatchlist: {
    title: 'Authentication Required',
    description: 'Please log in to add movies to your watchlist',
  },
  profile: { title: 'Authentication Required', description: 'Please log in to update your profile' },
  diary: { title: 'Login Required', description: 'Please log in to keep your film diary' },
  report: { title: 'Login Required', description: 'Please log in to report something to the moderators' },
} as const;

export type LoginReason = keyof typeof wording;

/**
 * docs/product.md §8: a visitor who tries something that needs an account (or a member whose
 * session ran out while doing it) is told why and sent to /api/login 1.5 s later, coming back to
 * this page unless `returnTo` says otherwise. Returns a function that cancels the redirect.
 */
export function requireLogin(
  reason: LoginReason,
  options: Pick<HandleUnauthorizedOptions, 'returnTo' | 'redirect'> = {},
): () => void {
  return handleUnauthorized({ ...wording[reason], delayMs: LOGIN_REDIRECT_DELAY_MS, ...options });
}
