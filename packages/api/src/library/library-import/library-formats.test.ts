import { parseCsv } from '@chuck/catalog';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { exportRows, pickFilm, readLibraryFile, thumbsFromStars, thumbsFromTen } from './library-formats.ts';

const read = (text: string, filename?: string) => readLibraryFile(parseCsv(text), filename);

describe('readLibraryFile', () => {
  it('reads a Letterboxd watchlist into the queue', () => {
    const { format, rows } = read(
      'Date,Name,Year,Letterboxd URI\n2024-01-02,Heat,1995,https://boxd.it/a\n2024-01-03,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/b\n',
      'watchlist.csv',
    );
    expect(format).toBe('letterboxd');
    expect(rows).toEqual([
      {
        row: 2,
        title: 'Heat',
        altTitle: null,
        year: 1995,
        list: 'watchlist',
        userRating: null,
        problem: null,
      },
      {
        row: 3,
        title: 'Crouching Tiger, Hidden Dragon',
        altTitle: null,
        year: 2000,
        list: 'watchlist',
        userRating: null,
        problem: null,
      },
    ]);
  });

  it('reads Letterboxd ratings and diaries as seen, 3.5 stars and up as thumbs up', () => {
    const { rows } = read(
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n' +
        'x,Alien,1979,u,3.5,,,2024-01-01\nx,Jaws,1975,u,3,,,\nx,Heat,1995,u,,,,\nx,Up,2009,u,seven,,,\n',
    );
    expect(rows.map((r) => [r.title, r.list, r.userRating, r.problem])).toEqual([
      ['Alien', 'seen', 'thumbs_up', null],
      ['Jaws', 'seen', 'thumbs_down', null],
      ['Heat', 'seen', null, expect.stringContaining('Not rated')],
      ['Up', 'seen', null, 'Unreadable rating "seven" (expected 0.5-5)'],
    ]);
  });

  it('tells watched.csv (seen, unrated) from watchlist.csv by the file name', () => {
    const text = 'Date,Name,Year,Letterboxd URI\nx,Heat,1995,u\n';
    expect(read(text, 'watched.csv').rows[0]).toMatchObject({
      list: 'seen',
      problem: expect.stringContaining('Not rated'),
    });
    expect(read(text).rows[0]).toMatchObject({ list: 'watchlist', problem: null });
  });

  it('reads IMDb ratings (7/10 and up is thumbs up) and skips TV', () => {
    const { format, rows } = read(
      '\uFEFFConst,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors\n' +
        'tt0113277,7,2024-01-01,Heat,Heat,u,Movie,8.3,170,1995,"Crime, Drama",700000,1995-12-15,Michael Mann\n' +
        'tt0190332,6,2024-01-01,"Crouching Tiger, Hidden Dragon",Wo hu cang long,u,movie,7.9,120,2000,Action,300000,2000-07-07,Ang Lee\n' +
        'tt0903747,10,2024-01-01,Breaking Bad,Breaking Bad,u,TV Series,9.5,49,2008,Drama,2000000,2008-01-20,\n',
    );
    expect(format).toBe('imdb');
    expect(rows.map((r) => [r.title, r.altTitle, r.year, r.list, r.userRating, r.problem])).toEqual([
      ['Heat', 'Heat', 1995, 'seen', 'thumbs_up', null],
      ['Crouching Tiger, Hidden Dragon', 'Wo hu cang long', 2000, 'seen', 'thumbs_down', null],
      ['Breaking Bad', 'Breaking Bad', 2008, 'seen', 'thumbs_up', 'Not a film (TV Series)'],
    ]);
  });

  it('reads an IMDb watchlist into the queue', () => {
    const { rows } = read(
      'Position,Const,Created,Modified,Description,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors,Your Rating,Date Rated\n' +
        '1,tt0113277,2024-01-01,2024-01-01,,Heat,Heat,u,Movie,8.3,170,1995,Crime,700000,1995-12-15,Michael Mann,,\n',
    );
    expect(rows[0]).toMatchObject({ title: 'Heat', list: 'watchlist', userRating: null, problem: null });
  });

  it('reads its own export (Letterboxd import columns) back', () => {
    const { format, rows } = read(
      'Title,Year,Rating,WatchedDate,Tags\r\nAlien,1979,4,2024-01-01,\r\nJaws,1975,2,2024-01-02,\r\nHeat,1995,,,watchlist\r\n',
    );
    expect(format).toBe('letterboxd_import');
    expect(rows.map((r) => [r.title, r.list, r.userRating])).toEqual([
      ['Alien', 'seen', 'thumbs_up'],
      ['Jaws', 'seen', 'thumbs_down'],
      ['Heat', 'watchlist', null],
    ]);
  });

  it('skips blank lines but keeps spreadsheet row numbers, and flags rows with no title', () => {
    const { rows } = read('Date,Name,Year,Letterboxd URI\n\nx,,1995,u\nx,Heat,,u\n');
    expect(rows).toMatchObject([
      { row: 3, problem: 'No title' },
      { row: 4, title: 'Heat', year: null, problem: null },
    ]);
  });

  it('refuses empty files and files it does not know, with a message saying what to upload', () => {
    for (const text of ['', '\n', 'a,b,c\n1,2,3\n']) {
      expect(() => read(text)).toThrow(AppError);
    }
    expect(() => read('a,b\n1,2')).toThrow(/Letterboxd or IMDb/);
  });
});

describe('rating scales', () => {
  it('maps stars and tens to thumbs at 3.5 and 7', () => {
    expect([0.5, 3, 3.5, 5].map(thumbsFromStars)).toEqual([
      'thumbs_down',
      'thumbs_down',
      'thumbs_up',
      'thumbs_up',
    ]);
    expect([1, 6, 7, 10].map(thumbsFromTen)).toEqual([
      'thumbs_down',
      'thumbs_down',
      'thumbs_up',
      'thumbs_up',
    ]);
  });
});

describe('pickFilm', () => {
  const films = [
    { id: 1, title: 'Heat', year: 1995, voteCount: 900 },
    { id: 2, title: 'Heat', year: 1986, voteCount: 50 },
    { id: 3, title: 'Heat', year: 1995, voteCount: 10 },
  ];
  it('prefers the exact year, then the best known', () => {
    expect(pickFilm({ year: 1986 }, films)).toEqual({ film: films[1] });
    expect(pickFilm({ year: 1995 }, films)).toEqual({ film: films[0] });
    expect(pickFilm({ year: null }, films)).toEqual({ film: films[0] });
  });
  it('accepts a year off by one, and explains a miss', () => {
    expect(pickFilm({ year: 1996 }, films)).toEqual({ film: films[0] });
    expect(pickFilm({ year: 2010 }, films)).toEqual({
      reason: 'Not in the catalog for 2010 (it has Heat from 1995)',
    });
    expect(pickFilm({ year: 2010 }, [])).toEqual({ reason: 'Not in the catalog' });
  });
});

describe('exportRows', () => {
  it('writes seen films with stars and dates, and the queue back to front tagged watchlist', () => {
    expect(
      exportRows(
        [
          { title: 'Front', year: 2001 },
          { title: 'Back', year: null },
        ],
        [{ title: 'Alien', year: 1979, userRating: 'thumbs_up', seenAt: '2024-03-04T05:06:07.000Z' }],
      ),
    ).toEqual([
      ['Title', 'Year', 'Rating', 'WatchedDate', 'Tags'],
      ['Alien', 1979, 4, '2024-03-04', ''],
      ['Back', null, null, null, 'watchlist'],
      ['Front', 2001, null, null, 'watchlist'],
    ]);
  });
});
