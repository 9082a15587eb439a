// Zod-free, so the browser can make session ids without shipping a schema library.

// A visitor's anonymous session id: 's-' and four hyphen-separated groups of 8 hex digits (128 random bits).
export const SESSION_ID_PATTERN = /^s(-[0-9a-f]{8}){4}$/;

/** Made in the browser (and in tests) from the platform's CSPRNG. */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `s-${hex.slice(0, 8)}-${hex.slice(8, 16)}-${hex.slice(16, 24)}-${hex.slice(24, 32)}`;
}
