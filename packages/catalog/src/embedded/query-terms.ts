import { editDistance } from '../lib/edit-distance.ts';

/** Words shorter than this are too vague to correct. */
export const MIN_TYPO_LENGTH = 4;
/** The least trigram similarity a correction may have to be considered at all. */
export const MIN_SIMILARITY = 0.2;

/** A word of the query as the lexicon is asked about it. */
export interface TermLookup {
  /** Its place in the query. */
  i: number;
  word: string;
  /** The last word may be half-typed: any word starting with it matches. */
  prefix: boolean;
}

/** A catalog word a query word may stand for, as the lexicon answers (search.repository.ts). */
export interface WordCandidate {
  i: number;
  word: string;
  /** Titles and names holding the word. */
  uses: number;
  kind: 'prefix' | 'fuzzy';
  similarity: number;
}

/** Catalog words that satisfy one query word (a title must contain one), and how often they occur. */
export interface Term {
  words: string[];
  /** Titles and names holding any of them, at most (the sum of each word's uses). */
  uses: number;
}

/** The words the catalog has no plain reading for: the ones to look up as typos. */
export function unknownWords(lookups: readonly TermLookup[], plain: readonly WordCandidate[]): TermLookup[] {
  return lookups.filter((l) => l.word.length >= MIN_TYPO_LENGTH && !plain.some((c) => c.i === l.i));
}

/** Alternatives kept per query word: a typo rarely has more than a few plausible readings. */
const MAX_FUZZY = 3;
/** Trigram similarity high enough to accept a correction however many letters differ. */
const CLEARLY_SIMILAR = 0.5;
const MAX_QUERY_WORDS = 8;

/** What to ask the lexicon about each word of a normalised query. */
export function termLookups(text: string): TermLookup[] {
  const words = text.split(' ').filter(Boolean).slice(0, MAX_QUERY_WORDS);
  return words
    .map((word, i) => ({ i, word, prefix: i === words.length - 1 }))
    .filter((t) => t.word.length >= 2 || words.length === 1);
}

/**
 * Turns the lexicon's answers into terms: each word matches itself (or, last, any word it
 * starts); only a word the catalog does not know is read as a typo of its closest words. Words
 * with no reading at all are dropped, so one unknown word ('godfather 2' vs 'Part II') does not
 * empty the results.
 */
export function resolveTerms(lookups: readonly TermLookup[], candidates: readonly WordCandidate[]): Term[] {
  return lookups.flatMap((lookup): Term[] => {
    const mine = candidates.filter((c) => c.i === lookup.i);
    const plain = mine.filter((c) => c.kind === 'prefix');
    if (plain.length) return [term(plain)];
    if (lookup.word.length < MIN_TYPO_LENGTH) return [];
    // Trigrams find candidates but rank transpositions badly ('matirx' is closer to 'mat' than
    // to 'matrix' by trigrams); edit distance decides which candidates are plausible typos.
    const fuzzy = mine
      .filter((c) => c.kind === 'fuzzy' && c.similarity >= MIN_SIMILARITY)
      .map((c) => ({ ...c, distance: editDistance(lookup.word, c.word) }))
      .filter((c) => c.distance <= maxTypos(lookup.word) || c.similarity >= CLEARLY_SIMILAR)
      .sort((a, b) => a.distance - b.distance || b.similarity - a.similarity);
    return fuzzy.length ? [term(fuzzy.slice(0, MAX_FUZZY))] : [];
  });
}

/** Typos forgiven in a word: one per four letters, at least one. */
function maxTypos(word: string): number {
  return Math.max(1, Math.floor(word.length / 4));
}

function term(readings: readonly WordCandidate[]): Term {
  const unique = new Map(readings.map((r) => [r.word, r.uses]));
  return { words: [...unique.keys()], uses: [...unique.values()].reduce((sum, n) => sum + n, 0) };
}
