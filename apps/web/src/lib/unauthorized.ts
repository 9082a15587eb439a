import { TRPCClientError } from '@trpc/client';
import { currentPath, loginUrl } from './auth-urls.ts';
import { toast } from './toast.ts';

/**
 * docs/product.md §5: an error whose message begins with status 401 and contains 'Unauthorized' is an
 * unauthorized-session error; a tRPC error that came back with HTTP 401 is one too.
 */
export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof TRPCClientError) {
    const data: unknown = error.data;
    if (typeof data === 'object' && data !== null && 'httpStatus' in data && data.httpStatus === 401)
      return true;
  }
  return error instanceof Error && error.message.startsWith('401') && error.message.includes('Unauthorized');
}

export interface HandleUnauthorizedOptions {
  title?: string;
  description?: string;
  /** Before the redirect, so the toast can be read. */
  delayMs?: number;
  /** Where to come back to after signing in; defaults to the current path. */
  returnTo?: string;
  /** Performs the full-page redirect; tests pass a spy. */
  redirect?: (url: string) => void;
}

/**
 * docs/product.md §8: toast 'Unauthorized' ('You are logged out. Logging in again...') and go to the login
 * redirect after 500 ms. Screens with their own wording (profile, collection add) pass it in.
 * Returns a function that cancels the pending redirect.
 */
export function handleUnauthorized(options: HandleUnauthorizedOptions = {}): () => void {
  const {
    title = 'Unauthorized',
    description = 'You are logged out. Logging in again...',
    delayMs = 500,
    returnTo = currentPath(),
    redirect = (url: string) => window.location.assign(url),
  } = options;
  toast({ title, description, variant: 'destructive' });
  const timer = setTimeout(() => redirect(loginUrl(returnTo)), delayMs);
  return () => clearTimeout(timer);
}
