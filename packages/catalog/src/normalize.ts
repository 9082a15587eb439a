/**
 * Search keys. Titles are normalised in JS (not with SQL `unaccent`, which PGlite lacks) so the
 * stored `title_norm` and the query go through exactly the same function.
 */

/**
 * Lower case, accents stripped, '&' as 'and', apostrophes dropped, other punctuation as spaces,
 * and initialisms closed up ('E.T.' and 'L.A.' become 'et' and 'la').
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’‘`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(INITIALISM, (letters) => letters.replace(/ /g, ''));
}

// Two or more single letters in a row, each standing alone.
const INITIALISM = /(?<![\p{L}\p{N}])\p{L}(?: \p{L}(?![\p{L}\p{N}]))+/gu;

const LEADING_ARTICLE = /^(?:the|a|an) (?=\S)/;

/** The key a title is searched by: 'The Matrix' and 'matrix' both become 'matrix'. */
export function normalizeTitle(title: string): string {
  return normalizeText(title).replace(LEADING_ARTICLE, '');
}

export interface ParsedQuery {
  /** Normalised text to match titles and names against. */
  text: string;
  /** A release year named in the query ('alien 1979'), with `text` holding the rest. */
  year: number | null;
}

const YEAR = /^(?:18[89]\d|19\d\d|20\d\d)$/;

/**
 * Splits a trailing or embedded year off the query. A query that is only a year ('1941') stays a
 * title; callers retry without the year when it narrows to nothing ('blade runner 2049').
 */
export function parseQuery(query: string): ParsedQuery {
  const text = normalizeTitle(query);
  const words = text.split(' ');
  const at = words.findLastIndex((w) => YEAR.test(w));
  if (at < 0 || words.length < 2) return { text, year: null };
  const rest = normalizeTitle(words.filter((_, i) => i !== at).join(' '));
  if (rest.length < 2) return { text, year: null };
  return { text: rest, year: Number(words[at]) };
}
