import { parseCsv } from '@chuck/catalog';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { escapeFormula, exportRows, pickFilm, readLibraryFile } from './library-formats.ts';

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
        file: 'watchlist.csv',
        row: 2,
        title: 'Heat',
        altTitle: null,
        directors: [],
        year: 1995,
        list: 'watchlist',
        watchedOn: null,
        stars: null,
        ratingText: null,
        ratedOn: null,
        markedOn: '2024-01-02',
        loggedOn: null,
        uri: 'https://boxd.it/a',
        imdbConst: null,
        rewatch: false,
        review: null,
        reviewShown: false,
        tags: [],
        problem: null,
      },
      {
        file: 'watchlist.csv',
        row: 3,
        title: 'Crouching Tiger, Hidden Dragon',
        altTitle: null,
        directors: [],
        year: 2000,
        list: 'watchlist',
        watchedOn: null,
        stars: null,
        ratingText: null,
        ratedOn: null,
        markedOn: '2024-01-03',
        loggedOn: null,
        uri: 'https://boxd.it/b',
        imdbConst: null,
        rewatch: false,
        review: null,
        reviewShown: false,
        tags: [],
        problem: null,
      },
    ]);
  });

  it('reads a Letterboxd diary with watch dates, half stars, rewatches and tags', () => {
    const { rows } = read(
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n' +
        '2024-01-02,Alien,1979,u,3.5,Yes,"horror, space",2024-01-01\n2024-01-05,Jaws,1975,u,3,,,\n' +
        '2024-02-04,Heat,1995,u,,,,2024-02-03\n',
      'diary.csv',
    );
    expect(rows.map((r) => [r.title, r.list, r.watchedOn, r.stars, r.rewatch, r.tags])).toEqual([
      ['Alien', 'seen', '2024-01-01', 3.5, true, ['horror', 'space']],
      // No Watched Date: the day it was logged stands in, as other importers read it.
      ['Jaws', 'seen', '2024-01-05', 3, false, []],
      ['Heat', 'seen', '2024-02-03', null, false, []],
    ]);
  });

  it('reads whether a review shows on the member page: Letterboxd’s reviews.csv yes, our column as it says', () => {
    const letterboxd = read(
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date\n' +
        '2024-01-02,Alien,1979,u,3.5,,Scary.,,2024-01-01\n2024-01-03,Jaws,1975,u,3,,,,2024-01-02\n',
      'reviews.csv',
    );
    expect(letterboxd.rows.map((r) => [r.review, r.reviewShown])).toEqual([
      ['Scary.', true],
      [null, false],
    ]);
    const ours = read(
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date,Shown On Member Page\n' +
        '2024-01-02,Alien,1979,u,3.5,,Scary.,,2024-01-01,Yes\n2024-01-03,Jaws,1975,u,3,,Wet.,,2024-01-02,\n',
      'reviews.csv',
    );
    expect(ours.rows.map((r) => r.reviewShown)).toEqual([true, false]);
    // Letterboxd's import format: its importer publishes reviews; ours only when the column says.
    const importFormat = read(
      'Title,Year,Rating,WatchedDate,Review,Shown On Member Page\nAlien,1979,4,2024-01-01,Scary.,Yes\n',
    );
    expect(importFormat.rows[0]).toMatchObject({ review: 'Scary.', reviewShown: true });
    expect(
      read('Title,Year,Rating,WatchedDate,Review\nAlien,1979,4,2024-01-01,Scary.\n').rows[0],
    ).toMatchObject({
      reviewShown: false,
    });
  });

  it('refuses a row with an impossible date or rating, naming the file and the row', () => {
    const header = 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n';
    expect(() => read(`${header}2024-01-01,Up,2009,u,seven,,,\n`, 'diary.csv')).toThrow(
      'diary.csv, row 2: the rating "seven" is not 0.5-5 stars in halves. Nothing was imported.',
    );
    expect(() => read(`${header}2024-01-01,Up,2009,u,3.25,,,\n`, 'diary.csv')).toThrow(
      /row 2: the rating "3.25"/,
    );
    expect(() => read(`${header}2024-01-01,Up,2009,u,3,,,2024-02-30\n`, 'diary.csv')).toThrow(
      'diary.csv, row 2: the date "2024-02-30" is not a real date (YYYY-MM-DD). Nothing was imported.',
    );
  });

  it('tells watched.csv (seen, unrated) from watchlist.csv by the file name', () => {
    const text = 'Date,Name,Year,Letterboxd URI\nx,Heat,1995,u\n';
    expect(read(text, 'watched.csv').rows[0]).toMatchObject({ list: 'seen', stars: null, problem: null });
    expect(read(text).rows[0]).toMatchObject({ list: 'watchlist', problem: null });
  });

  it('reads IMDb ratings as half stars (n/10 is n/2 stars) and skips TV', () => {
    const { format, rows } = read(
      '\uFEFFConst,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors\n' +
        'tt0113277,7,2024-01-01,Heat,Heat,u,Movie,8.3,170,1995,"Crime, Drama",700000,1995-12-15,Michael Mann\n' +
        'tt0190332,6,2024-01-01,"Crouching Tiger, Hidden Dragon",Wo hu cang long,u,movie,7.9,120,2000,Action,300000,2000-07-07,Ang Lee\n' +
        'tt0903747,10,2024-01-01,Breaking Bad,Breaking Bad,u,TV Series,9.5,49,2008,Drama,2000000,2008-01-20,\n',
    );
    expect(format).toBe('imdb');
    expect(rows.map((r) => r.directors)).toEqual([['Michael Mann'], ['Ang Lee'], []]);
    expect(rows.map((r) => [r.title, r.altTitle, r.year, r.list, r.stars, r.ratingText, r.problem])).toEqual([
      ['Heat', 'Heat', 1995, 'seen', 3.5, '7/10 → 3.5 stars', null],
      ['Crouching Tiger, Hidden Dragon', 'Wo hu cang long', 2000, 'seen', 3, '6/10 → 3 stars', null],
      ['Breaking Bad', 'Breaking Bad', 2008, 'seen', 5, '10/10 → 5 stars', 'Not a film (TV Series)'],
    ]);
  });

  it('reads an IMDb watchlist into the queue', () => {
    const { rows } = read(
      'Position,Const,Created,Modified,Description,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors,Your Rating,Date Rated\n' +
        '1,tt0113277,2024-01-01,2024-01-01,,Heat,Heat,u,Movie,8.3,170,1995,Crime,700000,1995-12-15,Michael Mann,,\n',
    );
    expect(rows[0]).toMatchObject({ title: 'Heat', list: 'watchlist', stars: null, problem: null });
  });

  it('reads its own export (Letterboxd import columns) back', () => {
    const { format, rows } = read(
      'Title,Year,Rating,WatchedDate,Rewatch,Tags,Review\r\nAlien,1979,4.5,2024-01-01,Yes,"a, b",\'=1+1\r\n' +
        'Jaws,1975,2,,,,\r\nHeat,1995,,,,watchlist,\r\n',
    );
    expect(format).toBe('letterboxd_import');
    expect(rows.map((r) => [r.title, r.list, r.watchedOn, r.stars, r.rewatch, r.tags, r.review])).toEqual([
      ['Alien', 'seen', '2024-01-01', 4.5, true, ['a', 'b'], '=1+1'],
      ['Jaws', 'seen', null, 2, false, [], null],
      ['Heat', 'watchlist', null, null, false, [], null],
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
  it('prefers the director the file names, and takes their one film of that title in any year', () => {
    const named = [
      { id: 4, title: 'Solaris', year: 1972, voteCount: 300, director: 'Andrei Tarkovsky' },
      { id: 5, title: 'Solaris', year: 2002, voteCount: 900, director: 'Steven Soderbergh' },
      { id: 6, title: 'Funny Games', year: 1997, voteCount: 200, director: 'Michael Haneke' },
      { id: 7, title: 'Funny Games', year: 2007, voteCount: 400, director: 'Michael Haneke' },
    ];
    const solaris = named.slice(0, 2);
    expect(pickFilm({ year: null, directors: ['Andrei Tarkovsky'] }, solaris)).toEqual({ film: named[0] });
    expect(pickFilm({ year: null }, solaris)).toEqual({ film: named[1] });
    // A festival year far from the release: the director settles it.
    expect(pickFilm({ year: 1968, directors: ['andrei tarkovsky'] }, solaris)).toEqual({ film: named[0] });
    // Two films of one title by the same director: the year still decides.
    expect(pickFilm({ year: 2007, directors: ['Michael Haneke'] }, named.slice(2))).toEqual({
      film: named[3],
    });
    expect(pickFilm({ year: 1990, directors: ['Michael Haneke'] }, named.slice(2))).toMatchObject({
      reason: expect.stringContaining('Not in the catalog for 1990'),
    });
    // An unknown director changes nothing.
    expect(pickFilm({ year: 2002, directors: ['Someone Else'] }, solaris)).toEqual({ film: named[1] });
  });
});

const AT = '2026-11-20T10:00:00.000Z';

describe('exportRows', () => {
  it('writes diary entries, then ratings the diary does not give, then the queue back to front tagged watchlist', () => {
    expect(
      exportRows(
        [
          { title: 'Front', year: 2001 },
          { title: 'Back', year: null },
        ],
        [
          { movieId: 1, title: 'Alien', year: 1979, stars: 3.5, ratedOn: '2024-03-04', seenAt: AT },
          { movieId: 2, title: 'Jaws', year: 1975, stars: 2, ratedOn: null, seenAt: AT },
          // Rated apart from its latest watch: an undated row carries the film's own rating.
          { movieId: 3, title: 'Heat', year: 1995, stars: 4.5, ratedOn: '2024-05-01', seenAt: AT },
          { movieId: 4, title: 'Up', year: 2009, stars: null, ratedOn: null, seenAt: AT },
        ],
        [
          {
            movieId: 1,
            title: 'Alien',
            year: 1979,
            watchedOn: '2024-03-04',
            rating: 3.5,
            rewatch: true,
            review: '@everyone: see it',
            tags: ['space', 'horror'],
            public: true,
          },
          {
            movieId: 3,
            title: 'Heat',
            year: 1995,
            watchedOn: '2024-04-01',
            rating: 3,
            rewatch: false,
            review: null,
            tags: [],
            public: true,
          },
        ],
      ),
    ).toEqual([
      ['Title', 'Year', 'Rating', 'WatchedDate', 'Rewatch', 'Tags', 'Review', 'Shown On Member Page'],
      ['Alien', 1979, 3.5, '2024-03-04', 'Yes', 'space, horror', "'@everyone: see it", 'Yes'],
      // Public without a review shows nothing on the member page.
      ['Heat', 1995, 3, '2024-04-01', '', '', null, ''],
      ['Jaws', 1975, 2, null, '', '', null, ''],
      ['Heat', 1995, 4.5, null, '', '', null, ''],
      ['Up', 2009, null, null, '', '', null, ''],
      ['Back', null, null, null, '', 'watchlist', null, ''],
      ['Front', 2001, null, null, '', 'watchlist', null, ''],
    ]);
  });

  it('neutralises spreadsheet formulas (OWASP CSV injection) and nothing else', () => {
    expect(['=SUM(A1)', '+1', '-2', '@x', '\tx', 'plain', "'=x"].map(escapeFormula)).toEqual([
      "'=SUM(A1)",
      "'+1",
      "'-2",
      "'@x",
      "'\tx",
      'plain',
      "'=x",
    ]);
    expect(escapeFormula(-3)).toBe(-3);
  });
});
