import { normalizeText, normalizeTitle } from '../normalize.ts';

/**
 * Ids derived from content, so a re-import (or another machine's import) gives a film the same
 * id. They live in 100,000,000..1,999,999,999: above TMDB's ids (kept as-is for TMDB imports)
 * and inside a 32-bit integer. The importer probes upward on the rare collision.
 */
export const DERIVED_ID_MIN = 100_000_000;
const DERIVED_ID_SPAN = 1_900_000_000;

export function derivedId(key: string): number {
  return DERIVED_ID_MIN + (fnv1a(key) % DERIVED_ID_SPAN);
}

/** The next id to try when `id` is taken by another film. */
export function nextDerivedId(id: number): number {
  return id + 1 >= DERIVED_ID_MIN + DERIVED_ID_SPAN ? DERIVED_ID_MIN : id + 1;
}

/** One film per normalised title and year ('The Omen' 1976 and 2006 are two). */
export function movieKey(title: string, year: number | null): string {
  return `${normalizeTitle(title)}|${year ?? ''}`;
}

const personKeys = new Map<string, string>();

/** Memoised: an import asks for the same few names (a star in 80 films) hundreds of thousands of times. */
export function personKey(name: string): string {
  let key = personKeys.get(name);
  if (key === undefined) {
    if (personKeys.size > 500_000) personKeys.clear();
    key = normalizeText(name);
    personKeys.set(name, key);
  }
  return key;
}

// 32-bit FNV-1a over UTF-16 code units: tiny, fast, and the same on every platform.
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
