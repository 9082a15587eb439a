import { useEffect } from 'react';
import { handleUnauthorized, isUnauthorizedError } from '../../../lib/unauthorized.ts';

/** docs/product.md §9: login 1.5 s after an action fails unauthorized (500 ms on page load). */
export const LOGIN_REDIRECT_DELAY_MS = 1500;
export const PROFILE_LOGIN_DELAY_MS = 500;
/** Back here after signing in. */
export const PROFILE_PATH = '/profile';

const descriptions = {
  watchlist: 'Please log in to add movies to your watchlist',
  profile: 'Please log in to update your profile',
} as const;

/**
 * docs/product.md §8 'Unauthorized on profile pages': an action that finds the session gone says
 * 'Authentication Required' and goes to login after 1.5 s. `about` picks the wording: the
 * watchlist and seen actions, or the profile's own fields.
 */
export function requireLogin(about: keyof typeof descriptions): void {
  handleUnauthorized({
    title: 'Authentication Required',
    description: descriptions[about],
    delayMs: LOGIN_REDIRECT_DELAY_MS,
    returnTo: PROFILE_PATH,
  });
}

/**
 * The session ran out while the page was open (a list answers 401): docs/product.md §8's other profile
 * wording, 'Unauthorized' ('You are logged out. Logging in again...'), once, then login after 500 ms.
 */
export function useLoginWhenLoggedOut(errors: readonly unknown[]): void {
  const loggedOut = errors.some((error) => error != null && isUnauthorizedError(error));
  // Keyed on the flag alone, so several lists failing together make one toast and one redirect.
  useEffect(() => {
    if (!loggedOut) return;
    return handleUnauthorized({ delayMs: PROFILE_LOGIN_DELAY_MS, returnTo: PROFILE_PATH });
  }, [loggedOut]);
}
