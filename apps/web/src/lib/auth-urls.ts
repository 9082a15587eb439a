/** Server routes (full page loads, not SPA routes): /api/login sends to /login, /api/logout ends the session. */
const LOGIN_PATH = '/api/login';
export const LOGOUT_PATH = '/api/logout';

/** `/api/login`, with where to come back to after signing in when there is somewhere to return. */
export function loginUrl(returnTo?: string): string {
  const target = safeReturnTo(returnTo);
  return target === '/' ? LOGIN_PATH : `${LOGIN_PATH}?returnTo=${encodeURIComponent(target)}`;
}

/**
 * A post-login destination we are willing to follow: a same-site path starting with a single '/'.
 * Anything else ('//evil.example', '/\\evil.example', 'https://…', 'javascript:…') becomes '/'.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Browsers drop tabs and newlines inside URLs, which could turn '/\t/evil' into '//evil'.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return '/';
  return value;
}

/** The path the visitor is on now, to come back to after signing in. */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
