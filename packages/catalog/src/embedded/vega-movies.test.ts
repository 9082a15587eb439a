import { describe, expect, it } from 'vitest';
import { describeFilm } from './describe-film.ts';
import { cleanTitle, fixMojibake, loadVegaMovies, parseReleaseDate } from './vega-movies.ts';

describe('parseReleaseDate', () => {
  it('reads the file format', () => {
    expect(parseReleaseDate('Jun 12 1998')).toEqual({ year: 1998, date: '1998-06-12' });
    expect(parseReleaseDate('Mar 31 1999')).toEqual({ year: 1999, date: '1999-03-31' });
  });

  it('moves two-digit-year bugs back a century, keeping announced 2011 releases', () => {
    expect(parseReleaseDate('Dec 15 2039')).toEqual({ year: 1939, date: '1939-12-15' });
    expect(parseReleaseDate('Dec 23 2011')?.year).toBe(2011);
  });

  it('gives null for what is not a date', () => {
    for (const text of [null, '', 'soon', 'Foo 12 1998', 'Feb 30 1998', 'Jan 01 1700']) {
      expect(parseReleaseDate(text)).toBeNull();
    }
  });
});

describe('cleanTitle', () => {
  it.each([
    ['Charge of the Light Brigade, The', 'The Charge of the Light Brigade', null],
    ['King Kong (1933)', 'King Kong', 1933],
    ['Fantasia 2000 (IMAX)', 'Fantasia 2000', null],
    ['Steal (Canadian Release)', 'Steal', null],
    [
      'Precious (Based on the Novel Push by Sapphire)',
      'Precious (Based on the Novel Push by Sapphire)',
      null,
    ],
    ['  The   Land Girls ', 'The Land Girls', null],
    ['LÈon', 'Léon', null],
  ])('%s', (raw, title, year) => {
    expect(cleanTitle(raw)).toEqual({ title, year });
  });

  it('undoes the Mac Roman mis-decoding but leaves real symbols alone', () => {
    expect(fixMojibake('DÈj‡ Vu')).toBe('Déjà Vu');
    expect(fixMojibake('The Naked Gun 2Ω: The Smell of Fear')).toBe('The Naked Gun 2½: The Smell of Fear');
    expect(fixMojibake('Alien³')).toBe('Alien³');
  });
});

describe('describeFilm', () => {
  const film = {
    year: 1999,
    directors: ['Andy Wachowski'],
    majorGenre: 'Action',
    creativeType: 'Science Fiction',
    source: 'Original Screenplay',
    mpaaRating: 'R',
    runtime: 136,
  };

  it('states only the facts held', () => {
    expect(describeFilm(film)).toBe(
      'A 1999 science fiction action film directed by Andy Wachowski, from an original screenplay. Rated R, 136 minutes.',
    );
    expect(
      describeFilm({
        ...film,
        year: null,
        creativeType: null,
        directors: [],
        source: null,
        mpaaRating: null,
        runtime: null,
      }),
    ).toBe('An action film.');
  });
});

describe('loadVegaMovies', () => {
  const movies = loadVegaMovies();

  it('keeps every usable film once', () => {
    expect(movies.length).toBeGreaterThan(3150);
    const keys = movies.map((m) => `${m.title.toLowerCase()}|${m.year}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(movies.filter((m) => m.title === 'Fantasia 2000')).toHaveLength(1);
  });

  it('keeps remakes apart and numeric titles as text', () => {
    expect(
      movies
        .filter((m) => m.title === 'Ben-Hur')
        .map((m) => m.year)
        .sort(),
    ).toEqual([1925, 1959]);
    expect(movies.find((m) => m.title === '1776')).toBeDefined();
  });

  it('has no impossible years', () => {
    expect(movies.every((m) => m.year === null || (m.year >= 1888 && m.year <= 2011))).toBe(true);
    expect(movies.find((m) => m.title === 'Gone with the Wind')?.year).toBe(1939);
  });

  it('maps genres onto TMDB ids and keeps the raw facts', () => {
    const matrix = movies.find((m) => m.title === 'The Matrix')!;
    expect(matrix).toMatchObject({
      genreIds: [28, 878],
      majorGenre: 'Action',
      creativeType: 'Science Fiction',
      mpaaRating: 'R',
      runtime: 136,
      voteAverage: 8.7,
      directors: ['Andy Wachowski'],
    });
    expect(matrix.voteCount).toBeGreaterThan(100_000);
  });
});
