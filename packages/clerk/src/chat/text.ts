import { editDistance, normalizeTitle } from '@chuck/catalog';

/** A film as Chuck names it: 'The Matrix (1999)'. */
export function label(film: { title: string; year: number | null }): string {
  return film.year ? `${film.title} (${film.year})` : film.title;
}

/** 'a', 'a and b', 'a, b and c'. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** One of `options`, chosen by `seed` so the same question gets the same wording. */
export function pickOne<T>(options: readonly T[], seed: number): T {
  return options[Math.abs(Math.trunc(seed)) % options.length]!;
}

/** A small stable hash of a text, for choosing wording. */
export function seedOf(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) | 0;
  return Math.abs(h);
}

export type MatchKind = 'exact' | 'close' | 'partial' | 'none';

/**
 * How well a catalog title answers what the visitor typed: the same title ('exact'), a
 * misspelling of it ('close'), a title that merely contains the words ('partial': 'heat' and 'In
 * the Heat of the Night'), or something else.
 */
export function titleMatch(typed: string, title: string): MatchKind {
  const a = normalizeTitle(typed);
  const b = normalizeTitle(title);
  if (!a || !b) return 'none';
  if (a === b) return 'exact';
  // About one typo per five letters, never more than three.
  const allowed = Math.min(3, Math.floor(Math.max(a.length, b.length) / 5));
  if (editDistance(a, b) <= allowed) return 'close';
  const words = new Set(b.split(' '));
  if (a.split(' ').every((w) => words.has(w))) return 'partial';
  return 'none';
}

/** Whether a typed name is the person's ('kubrick', 'stanley kubrik' → Stanley Kubrick). */
export function nameMatches(typed: string, name: string): boolean {
  const a = normalizeTitle(typed).split(' ').filter(Boolean);
  const b = normalizeTitle(name).split(' ').filter(Boolean);
  if (!a.length) return false;
  return a.every((word) =>
    b.some((part) => part === word || (word.length >= 5 && editDistance(word, part) <= 1)),
  );
}

/** 'star wars' → 'Star Wars': words as typed, named back. */
export function titleCase(words: string): string {
  return words.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, c: string) => space + c.toUpperCase());
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'an 88-minute', 'an action', 'a 136-minute'. */
export function articleFor(phrase: string): string {
  return /^(?:[aeiou]|8|11-|18-)/i.test(phrase) ? 'an' : 'a';
}

/** 'a, b, and c': clauses of one sentence. */
export function joinClauses(bits: readonly string[]): string {
  if (bits.length <= 2) return bits.join(', and ');
  return `${bits.slice(0, -1).join(', ')}, and ${bits.at(-1)}`;
}
