import { describe, expect, it } from 'vitest';
import { normalizeText, normalizeTitle, parseQuery } from './normalize.ts';

describe('normalizeTitle', () => {
  it.each([
    ['The Matrix', 'matrix'],
    ['A Few Good Men', 'few good men'],
    ['An American Werewolf in London', 'american werewolf in london'],
    ['Léon', 'leon'],
    ["Schindler's List", 'schindlers list'],
    ['ET: The Extra-Terrestrial', 'et the extra terrestrial'],
    ['E.T.', 'et'],
    ['L.A. Confidential', 'la confidential'],
    ['Romeo & Juliet', 'romeo and juliet'],
    ['  Spider-Man  2 ', 'spider man 2'],
    ['The', 'the'],
  ])('%s → %s', (title, key) => {
    expect(normalizeTitle(title)).toBe(key);
  });

  it('keeps a leading article in normalizeText', () => {
    expect(normalizeText('The Matrix')).toBe('the matrix');
  });
});

describe('parseQuery', () => {
  it('splits a year off the words', () => {
    expect(parseQuery('Alien 1979')).toEqual({ text: 'alien', year: 1979 });
    expect(parseQuery('1979 alien')).toEqual({ text: 'alien', year: 1979 });
  });

  it('keeps a lone year, or one with too little beside it, as text', () => {
    expect(parseQuery('1941')).toEqual({ text: '1941', year: null });
    expect(parseQuery('x 1941')).toEqual({ text: 'x 1941', year: null });
  });

  it('does not read other numbers as years', () => {
    expect(parseQuery('ocean 11')).toEqual({ text: 'ocean 11', year: null });
    expect(parseQuery('2001 a space odyssey').year).toBe(2001);
  });
});
