import { handleUnauthorized } from '../../lib/unauthorized.ts';

/** docs/product.md §9: the login redirect waits 1.5 s so the toast can be read. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;

const wording = {
  collection: { title: 'Login Required', description: 'Please log in to add movies to your collection.' },
  rental: { title: 'Login Required', description: 'Please log in to request rentals' },
  sessionExpired: { title: 'Session Expired', description: 'Please log in again to send rental requests' },
} as const;

export type LoginReason = keyof typeof wording;

/**
 * docs/product.md §8: a visitor who tries to add a disc or request a rental (or whose session ran out while
 * sending one) is told why and sent to /api/login 1.5 s later, coming back to this page.
 */
export function requireLogin(reason: LoginReason): () => void {
  return handleUnauthorized({ ...wording[reason], delayMs: LOGIN_REDIRECT_DELAY_MS });
}
