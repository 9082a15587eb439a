import { describe, expect, it } from 'vitest';
import { filterCollection } from './collection-filter.ts';

const items = [
  { title: 'Jaws', director: 'Steven Spielberg', genre: 'Thriller' },
  { title: 'Heat', director: 'Michael Mann', genre: 'Crime, Thriller' },
  { title: 'Clue', director: null, genre: null },
];

describe('filterCollection', () => {
  it('matches title, director or genre in any case, every word', () => {
    expect(filterCollection(items, 'JAWS').map((i) => i.title)).toEqual(['Jaws']);
    expect(filterCollection(items, 'mann').map((i) => i.title)).toEqual(['Heat']);
    expect(filterCollection(items, 'thriller').map((i) => i.title)).toEqual(['Jaws', 'Heat']);
    expect(filterCollection(items, 'thriller spielberg').map((i) => i.title)).toEqual(['Jaws']);
    expect(filterCollection(items, 'nothing')).toEqual([]);
  });

  it('returns everything for a blank filter', () => {
    expect(filterCollection(items, '   ')).toHaveLength(3);
  });
});
