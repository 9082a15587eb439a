import { useEffect } from 'react';
import { handleUnauthorized, isUnauthorizedError } from '../../../lib/unauthorized.ts';

/** docs/product.md §9: on page load the login redirect waits 500 ms (after a refused action, 1.5 s). */
export const PROFILE_LOGIN_DELAY_MS = 500;
/** Back here after signing in. */
export const PROFILE_PATH = '/profile';

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
