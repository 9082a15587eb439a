import { describe, expect, it } from 'vitest';
import { containsPattern } from './shelf.repository.ts';
import { ZAvailabilityInput, ZShelfInput } from './shelf.schema.ts';
import { searchWords, totalPages } from './shelf.service.ts';

describe('shelf input', () => {
  it('defaults to page 1 of 12 and clamps the page size to 50', () => {
    expect(ZShelfInput.parse({})).toEqual({ page: 1, limit: 12 });
    expect(ZShelfInput.parse({ page: '3', limit: '8' })).toEqual({ page: 3, limit: 8 });
    expect(ZShelfInput.parse({ limit: '51' }).limit).toBe(50);
  });

  it("reads 'Any' (any case) and blanks as no filter", () => {
    expect(ZShelfInput.parse({ format: 'Any', condition: 'any', search: '   ' })).toEqual({
      page: 1,
      limit: 12,
    });
    expect(ZShelfInput.parse({ format: 'Blu-ray', condition: 'Mint', search: ' heat ' })).toMatchObject({
      format: 'Blu-ray',
      condition: 'Mint',
      search: 'heat',
    });
    expect(ZShelfInput.safeParse({ format: 'blu-ray' }).success).toBe(false);
  });

  it('takes movie ids as a comma list, repeated parameters or numbers, and titles as one or many', () => {
    expect(ZAvailabilityInput.parse({ movieIds: '1, 2,3', titles: 'Heat' })).toEqual({
      movieIds: [1, 2, 3],
      titles: ['Heat'],
    });
    expect(ZAvailabilityInput.parse({ movieIds: ['4', '5,6'], titles: ['Alien', 'Heat'] })).toEqual({
      movieIds: [4, 5, 6],
      titles: ['Alien', 'Heat'],
    });
    expect(ZAvailabilityInput.parse({})).toEqual({ movieIds: [], titles: [] });
    expect(ZAvailabilityInput.safeParse({ movieIds: '1,x' }).success).toBe(false);
  });
});

describe('shelf search', () => {
  it('matches user text literally inside a LIKE pattern', () => {
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('back\\slash')).toBe('%back\\\\slash%');
  });

  it('splits the search into at most five words', () => {
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords(' ridley   alien\n')).toEqual(['ridley', 'alien']);
    expect(searchWords('a b c d e f g')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('counts at least one page', () => {
    expect(totalPages(0, 12)).toBe(1);
    expect(totalPages(12, 12)).toBe(1);
    expect(totalPages(13, 12)).toBe(2);
  });
});
