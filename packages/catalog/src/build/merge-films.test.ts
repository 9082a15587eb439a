import { describe, expect, it } from 'vitest';
import { readEmbeddedFilms } from '../embedded/embedded-films.ts';
import { emptyRecord, type MovieRecord } from '../import/movie-record.ts';
import { alternateTitles } from './alternate-titles.ts';
import { mergeFilms, sameDirector } from './merge-films.ts';
import { completeNames, plausibleName, type WikipediaFilm } from './wikipedia-films.ts';

const vega = (
  title: string,
  year: number,
  directors: string[],
  extra: Partial<MovieRecord> = {},
): MovieRecord => ({
  ...emptyRecord(title),
  year,
  directors,
  voteCount: 1000,
  voteAverage: 7,
  runtime: 100,
  mpaaRating: 'R',
  ...extra,
});
const listed = (title: string, year: number, directors: string[], cast: string[] = []): WikipediaFilm => ({
  title,
  year,
  directors,
  cast,
  genres: ['Drama'],
  wikipedia: title.replace(/ /g, '_'),
});
const none = alternateTitles([]);

describe('mergeFilms', () => {
  it('matches a film on title and year, keeping ratings, runtime and certificate and adding cast and article', () => {
    const { films, report } = mergeFilms(
      [vega('Heat', 1995, ['Michael Mann'])],
      [listed('Heat', 1995, ['Michael Mann'], ['Al Pacino', 'Robert De Niro']), listed('Heat', 1972, [])],
      none,
    );
    expect(report).toMatchObject({ matched: 1, vegaOnly: 0, wikipediaOnly: 1 });
    expect(films.find((f) => f.year === 1995)).toMatchObject({
      voteAverage: 7,
      runtime: 100,
      mpaaRating: 'R',
      cast: ['Al Pacino', 'Robert De Niro'],
      wikipedia: 'Heat',
      genreIds: [18],
    });
  });

  it("takes the list's release year when the years differ by one, keeping the old key's year", () => {
    const { films, report } = mergeFilms(
      [vega('Memento', 2001, ['Christopher Nolan'], { releaseDate: '2001-03-16' })],
      [listed('Memento', 2000, ['Christopher Nolan'])],
      none,
    );
    expect(report.yearsCorrected).toEqual(['Memento: 2001 → 2000']);
    expect(films[0]).toMatchObject({ year: 2000, formerYear: 2001 });
    // A date of another year would contradict the corrected one.
    expect(films[0]!.releaseDate).toBeUndefined();
  });

  it('refuses a near-year match when the directors differ, and keeps both films', () => {
    const { films, report } = mergeFilms(
      [vega('The Fly', 1986, ['David Cronenberg'])],
      [listed('The Fly', 1985, ['Kurt Neumann'])],
      none,
    );
    expect(report.matched).toBe(0);
    expect(report.refusedByDirector).toHaveLength(1);
    expect(films).toHaveLength(2);
  });

  it('matches through an alternate title and shows the English one, remembering the old title', () => {
    const alternates = alternateTitles([
      ['Shichinin no samurai', 1956, { title: 'Seven Samurai', also: ['Shichinin no samurai'], year: 1954 }],
    ]);
    const { films } = mergeFilms([vega('Shichinin no samurai', 1956, ['Akira Kurosawa'])], [], alternates);
    expect(films[0]).toMatchObject({
      title: 'Seven Samurai',
      year: 1954,
      altTitles: ['Shichinin no samurai'],
      formerTitle: 'Shichinin no samurai',
      formerYear: 1956,
    });
  });

  it('gives unrated films a notability: a star-led recent film above a silent short', () => {
    const { films } = mergeFilms(
      [vega('Big', 1988, ['Penny Marshall'], { voteCount: 5000, castNames: [] })],
      [
        listed('Big', 1988, ['Penny Marshall'], ['Tom Hanks']),
        listed('Forrest Gump', 1994, ['Robert Zemeckis'], ['Tom Hanks', 'Robin Wright']),
        listed('Cast Away', 2000, ['Robert Zemeckis'], ['Tom Hanks', 'Helen Hunt']),
        { ...listed('Star Dust', 1921, ['Hobart Henley'], ['Nobody Known']), genres: ['Silent', 'Short'] },
      ],
      none,
    );
    const notability = (title: string) => films.find((f) => f.title === title)?.notability ?? 0;
    expect(films.find((f) => f.title === 'Big')?.notability).toBeUndefined();
    expect(notability('Cast Away')).toBeGreaterThan(notability('Star Dust') * 10);
  });
});

describe('names', () => {
  it('confirms a director by any name word, in either order', () => {
    expect(sameDirector(['Yimou Zhang'], ['Zhang Yimou'])).toBe(true);
    expect(sameDirector(['Andy Wachowski'], ['Lana Wachowski', 'Lilly Wachowski'])).toBe(true);
    expect(sameDirector(['John Huston'], ['Charles Vidor'])).toBe(false);
    expect(sameDirector([], ['Charles Vidor'])).toBeUndefined();
  });

  it('completes names cut at a hyphen or particle, and drops readings that are not people', () => {
    const [film] = completeNames(
      [listed('The Jackal', 1997, ['Michael Caton-', 'Neil La'])],
      ['Michael Caton-Jones'],
    );
    expect(film!.directors).toEqual(['Michael Caton-Jones']);
    expect(plausibleName('New York')).toBe(false);
    expect(plausibleName('New Line Cinema')).toBe(false);
    expect(plausibleName('Guillermo del Toro')).toBe(true);
  });
});

describe('the committed catalog', () => {
  const films = readEmbeddedFilms();
  const find = (title: string, year?: number) =>
    films.find((f) => f.title === title && (year === undefined || f.year === year));

  it('holds both sources, one film per title and year', () => {
    expect(films.length).toBeGreaterThan(35_000);
    const keys = films.map((f) => `${f.title.toLowerCase()}|${f.year}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has the new films with their cast, and the old ones with their ratings', () => {
    expect(find('Oppenheimer', 2023)).toMatchObject({ directors: ['Christopher Nolan'] });
    expect(find('Oppenheimer', 2023)?.cast?.[0]).toBe('Cillian Murphy');
    expect(find('Forrest Gump', 1994)).toMatchObject({
      voteAverage: expect.any(Number),
      cast: expect.arrayContaining(['Tom Hanks']),
    });
  });

  it('shows foreign films under their English titles, with repaired originals as alternates, and fixes years', () => {
    expect(find('Amélie', 2001)?.altTitles).toContain("Le Fabuleux destin d'Amélie Poulain");
    expect(find('Seven Samurai', 1954)).toBeDefined();
    expect(find('For a Few Dollars More', 1965)?.altTitles).toContain('Per qualche dollaro in più');
    expect(find('Barry Lyndon')?.year).toBe(1975);
    expect(find('Spirited Away')?.year).toBe(2001);
    expect(films.some((f) => /[ÈÀ˘Ω]|Ã©/.test([f.title, ...(f.altTitles ?? [])].join(' ')))).toBe(false);
  });
});
