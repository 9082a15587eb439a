import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.ts';

describe('displayName', () => {
  it('uses first and last name', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.io' })).toBe('Ada Lovelace');
  });
  it('uses whichever name part exists', () => {
    expect(displayName({ firstName: ' Ada ', lastName: null, email: 'ada@x.io' })).toBe('Ada');
    expect(displayName({ firstName: '', lastName: 'Lovelace' })).toBe('Lovelace');
  });
  it('falls back to the part of the email before the at-sign', () => {
    expect(displayName({ firstName: null, lastName: '  ', email: 'movie.buff@example.com' })).toBe(
      'movie.buff',
    );
  });
  it("falls back to 'Movie Enthusiast'", () => {
    expect(displayName({ firstName: null, lastName: null, email: null })).toBe('Movie Enthusiast');
    expect(displayName({ firstName: null, lastName: null, email: '@example.com' })).toBe('Movie Enthusiast');
  });
});
