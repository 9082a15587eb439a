import { describe, expect, it } from 'vitest';
import { editDistance } from '../lib/edit-distance.ts';
import { resolveTerms, termLookups, type WordCandidate } from './query-terms.ts';

const word = (i: number, w: string, kind: WordCandidate['kind'], similarity = 1): WordCandidate => ({
  i,
  word: w,
  uses: 10,
  kind,
  similarity,
});

describe('termLookups', () => {
  it('treats only the last word as half-typed', () => {
    expect(termLookups('lord of the ri')).toEqual([
      { i: 0, word: 'lord', prefix: false },
      { i: 1, word: 'of', prefix: false },
      { i: 2, word: 'the', prefix: false },
      { i: 3, word: 'ri', prefix: true },
    ]);
  });

  it('leaves out a single trailing letter', () => {
    expect(termLookups('lord of the r').map((l) => l.word)).toEqual(['lord', 'of', 'the']);
  });
});

describe('resolveTerms', () => {
  it('uses exact and prefix readings when there are any', () => {
    const lookups = termLookups('star wa');
    expect(
      resolveTerms(lookups, [
        word(0, 'star', 'prefix'),
        word(0, 'stare', 'fuzzy', 0.6),
        word(1, 'wars', 'prefix'),
        word(1, 'war', 'prefix'),
      ]),
    ).toEqual([
      { words: ['star'], uses: 10 },
      { words: ['wars', 'war'], uses: 20 },
    ]);
  });

  it('reads an unknown word as its plausible misspellings, closest first', () => {
    expect(
      resolveTerms(termLookups('godfater'), [
        word(0, 'god', 'fuzzy', 0.3),
        word(0, 'godfather', 'fuzzy', 0.58),
        word(0, 'goat', 'fuzzy', 0.2),
      ]),
    ).toEqual([{ words: ['godfather'], uses: 10 }]);
    expect(
      resolveTerms(termLookups('matirx'), [word(0, 'mat', 'fuzzy', 0.375), word(0, 'matrix', 'fuzzy', 0.27)]),
    ).toEqual([{ words: ['matrix'], uses: 10 }]);
  });

  it('drops words with no reading instead of failing the whole query', () => {
    expect(resolveTerms(termLookups('godfather xq'), [word(0, 'godfather', 'prefix')])).toEqual([
      { words: ['godfather'], uses: 10 },
    ]);
  });
});

describe('editDistance', () => {
  it.each([
    ['matirx', 'matrix', 1],
    ['godfater', 'godfather', 1],
    ['jurrasic', 'jurassic', 2],
    ['spielburg', 'spielberg', 1],
    ['same', 'same', 0],
    ['', 'abc', 3],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });
});
