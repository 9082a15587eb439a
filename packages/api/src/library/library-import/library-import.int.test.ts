import { toCsv } from '@chuck/catalog';
import { perFile } from '@chuck/db/testing';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../support/identity/identity.ts';
import { createTestContext, errorOf, insertTestFilms, refusal } from '../../testing/index.ts';
import { deflatedNewlines, lyingZip } from '../../testing/test-zips.ts';

// Ids far above the embedded catalog's, so the films here are the only ones with these titles.
const FILMS = [
  { id: 1_900_000_001, title: 'Zeta Heat', year: 1995, voteCount: 900 },
  { id: 1_900_000_002, title: 'Zeta Heat', year: 1986, voteCount: 40 },
  { id: 1_900_000_003, title: 'Crouching Zeta, Hidden Quux', year: 2000, voteCount: 500 },
  { id: 1_900_000_004, title: 'The Zzyzx Road Trip', year: 2006, voteCount: 3 },
  { id: 1_900_000_005, title: 'Amélie Zeta', year: 2001, voteCount: 700 },
  { id: 1_900_000_006, title: 'Quux Returns', year: 2010, voteCount: 10 },
];

const letterboxdWatchlist = toCsv([
  ['Date', 'Name', 'Year', 'Letterboxd URI'],
  ['2024-01-01', 'The Zzyzx Road Trip', 2006, 'https://boxd.it/1'],
  ['2024-01-02', 'Zeta Heat', 1986, 'https://boxd.it/2'],
  ['2024-01-03', 'No Such Film Anywhere', 1999, 'https://boxd.it/3'],
]);
const letterboxdRatings = toCsv([
  ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating'],
  ['2024-02-01', 'Zeta Heat', 1995, 'https://boxd.it/4', 4.5],
  ['2024-02-02', 'Crouching Zeta, Hidden Quux', 2000, 'https://boxd.it/5', 2],
  ['2024-02-03', 'Amelie Zeta', 2002, 'https://boxd.it/6', 3.5],
  ['2024-02-04', 'Zeta Heat', 2015, 'https://boxd.it/7', 5],
]);

describe('library import and export', () => {
  const t = perFile(() => createTestContext());
  let alice: SessionUser;
  let bob: SessionUser;
  beforeAll(async () => {
    await insertTestFilms(
      t.db,
      FILMS.map((f) => ({ ...f, voteAverage: 7.25, overview: `About ${f.title}.` })),
    );
    alice = await t.createMember();
    bob = await t.createMember();
  });

  it('refuses anonymous callers', async () => {
    await expect(t.caller(null).library.importCsv({ csv: letterboxdWatchlist })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(t.caller(null).library.exportCsv()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('imports a Letterboxd watchlist in queue order and reports what did not match', async () => {
    const me = t.caller(alice);
    await me.watchlist.add({ movieId: 42, title: 'Already Queued' });
    const report = await me.library.importCsv({ filename: 'watchlist.csv', csv: letterboxdWatchlist });
    expect(report).toEqual({
      format: 'letterboxd',
      imported: 2,
      alreadyPresent: 0,
      unmatched: [
        {
          file: 'watchlist.csv',
          row: 4,
          title: 'No Such Film Anywhere',
          year: 1999,
          reason: 'Not in the catalog',
        },
      ],
      unmatchedTotal: 1,
      diaryEntries: 0,
      importId: expect.any(Number),
    });
    const queue = await me.watchlist.list();
    // The file's last row ends at the front, ahead of what was queued before.
    expect(queue.map((i) => i.title)).toEqual(['Zeta Heat', 'The Zzyzx Road Trip', 'Already Queued']);
    expect(queue[0]).toMatchObject({
      movieId: 1_900_000_002,
      year: 1986,
      rating: '7.3',
      description: 'About Zeta Heat.',
      posterUrl: '/api/posters/1900000002.svg',
    });
  });

  it('imports Letterboxd ratings into the seen list (3.5 stars and up is thumbs up), off the queue', async () => {
    const me = t.caller(alice);
    await me.watchlist.add({ movieId: 1_900_000_001, title: 'Zeta Heat', year: 1995 });
    const report = await me.library.importCsv({ filename: 'ratings.csv', csv: letterboxdRatings });
    expect(report).toMatchObject({
      imported: 3,
      alreadyPresent: 0,
      unmatched: [
        {
          row: 5,
          title: 'Zeta Heat',
          year: 2015,
          reason: expect.stringContaining('Not in the catalog for 2015 (it has Zeta Heat from 1995)'),
        },
      ],
    });
    const seen = await me.seen.list();
    expect(Object.fromEntries(seen.map((s) => [`${s.title} ${s.year}`, s.userRating]))).toEqual({
      'Zeta Heat 1995': 'thumbs_up',
      'Crouching Zeta, Hidden Quux 2000': 'thumbs_down',
      'Amélie Zeta 2001': 'thumbs_up',
    });
    // The film's one rating is the file's stars, with the day it was given (issue 29).
    expect(seen.map((s) => [s.title, s.stars, s.ratedOn])).toEqual([
      ['Amélie Zeta', 3.5, '2024-02-03'],
      ['Crouching Zeta, Hidden Quux', 2, '2024-02-02'],
      ['Zeta Heat', 4.5, '2024-02-01'],
    ]);
    expect((await me.watchlist.list()).map((i) => i.movieId)).not.toContain(1_900_000_001);
  });

  it('re-importing the same files changes nothing and duplicates nothing', async () => {
    const me = t.caller(alice);
    const before = { queue: await me.watchlist.list(), seen: await me.seen.list() };
    const watchlistAgain = await me.library.importCsv({
      filename: 'watchlist.csv',
      csv: letterboxdWatchlist,
    });
    expect(watchlistAgain).toMatchObject({ imported: 0, alreadyPresent: 2, unmatchedTotal: 1 });
    const ratingsAgain = await me.library.importCsv({ filename: 'ratings.csv', csv: letterboxdRatings });
    expect(ratingsAgain).toMatchObject({ imported: 0, alreadyPresent: 3, unmatchedTotal: 1 });
    expect(await me.watchlist.list()).toEqual(before.queue);
    expect(await me.seen.list()).toEqual(before.seen);
  });

  it('a changed rating in a later file updates the seen film', async () => {
    const me = t.caller(alice);
    const csv = toCsv([
      ['Const', 'Your Rating', 'Date Rated', 'Title', 'Original Title', 'Title Type', 'Year'],
      ['tt1', '9', '2024-03-01', 'Crouching Zeta, Hidden Quux', 'Wo hu cang long', 'Movie', '2000'],
      ['tt2', '8', '2024-03-01', 'Quux Returns', 'Quux Returns', 'TV Series', '2010'],
    ]);
    const report = await me.library.importCsv({ csv });
    expect(report).toMatchObject({
      format: 'imdb',
      imported: 1,
      alreadyPresent: 0,
      unmatched: [{ row: 3, reason: 'Not a film (TV Series)' }],
    });
    expect((await me.seen.list()).find((s) => s.year === 2000)).toMatchObject({
      userRating: 'thumbs_up',
      stars: 4.5,
      ratedOn: '2024-03-01',
    });
  });

  it('exports in Letterboxd’s import format, and the export imports back into another account unchanged', async () => {
    const exported = await t.caller(alice).library.exportCsv();
    if (!('csv' in exported)) throw new Error('The default export is a CSV');
    expect(exported.filename).toMatch(/^chucks-video-store-library-\d{4}-\d\d-\d\d\.csv$/);
    const lines = exported.csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Title,Year,Rating,WatchedDate,Rewatch,Tags,Review,Shown On Member Page');
    // Seen films with no diary entry: their thumbs as stars, no date.
    expect(lines).toContain('"Crouching Zeta, Hidden Quux",2000,4.5,,,,,');
    expect(lines).toContain('Zeta Heat,1986,,,,watchlist,,');

    const other = t.caller(bob);
    const report = await other.library.importCsv({ filename: exported.filename, csv: exported.csv });
    // 'Already Queued' (id 42) is not in the catalog, so it cannot come across.
    expect(report).toMatchObject({
      format: 'letterboxd_import',
      imported: 5,
      unmatched: [{ title: 'Already Queued' }],
    });
    const aliceQueue = (await t.caller(alice).watchlist.list()).filter((i) => i.movieId !== 42);
    expect((await other.watchlist.list()).map((i) => i.movieId)).toEqual(aliceQueue.map((i) => i.movieId));
    const ratings = (list: { movieId: number; userRating: string | null }[]) =>
      list.map((s) => [s.movieId, s.userRating]).sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(ratings(await other.seen.list())).toEqual(ratings(await t.caller(alice).seen.list()));
  });

  it('refuses files it cannot read, with a message that says what to upload', async () => {
    const me = t.caller(bob);
    expect(await refusal(me.library.importCsv({ csv: 'a,b\n1,2\n' }))).toMatch(/Letterboxd or IMDb/);
    expect(await refusal(me.library.importCsv({ csv: 'Name,Year\n"Heat,1995\n' }))).toMatch(/not valid CSV/);
    expect(await refusal(me.library.importCsv({ csv: '' }))).toMatch(/empty/);
    expect(await refusal(me.library.importCsv({ csv: 'x'.repeat(2 * 1024 * 1024 + 1) }))).toMatch(
      /larger than 2 MB/,
    );
  });

  it('previews a Letterboxd diary row by row, applies it with dates and half stars, and undoes it exactly', async () => {
    const carol = t.caller(await t.createMember());
    await carol.watchlist.add({ movieId: 1_900_000_006, title: 'Quux Returns', year: 2010 });
    await carol.seen.mark({
      movieId: 1_900_000_003,
      title: 'Crouching Zeta, Hidden Quux',
      userRating: 'thumbs_up',
    });
    const csv = toCsv([
      ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Tags', 'Watched Date'],
      ['2024-03-02', 'Quux Returns', 2010, 'u1', 3.5, '', 'cosy, rainy', '2024-03-01'],
      ['2024-03-09', 'Quux Returns', 2010, 'u2', 4.5, 'Yes', '', '2024-03-08'],
      ['2024-04-01', 'Crouching Zeta, Hidden Quux', 2000, 'u3', 1.5, '', '', '2024-03-31'],
      ['2024-04-02', 'A Film Nobody Has', 2020, 'u4', '', '', '', '2024-04-02'],
    ]);
    const before = { queue: await carol.watchlist.list(), seen: await carol.seen.list() };
    const preview = await carol.library.previewImport({ filename: 'diary.csv', csv });
    expect(preview.totals).toEqual({ add: 4, update: 0, skip: 0 });
    expect(preview.rows[0]).toMatchObject({
      list: 'diary',
      action: 'add',
      match: { movieId: 1_900_000_006 },
      rating: '3.5 stars',
    });
    expect(preview.rows[2]).toMatchObject({
      reason: expect.stringContaining('Changes your rating from 4 stars (liked) to 1.5 stars (disliked)'),
    });
    expect(preview.rows[3]).toMatchObject({
      match: null,
      action: 'add',
      reason: expect.stringContaining('by its title'),
    });
    // Nothing was written by the preview.
    expect(await carol.watchlist.list()).toEqual(before.queue);
    expect((await carol.diary.list({})).entries).toEqual([]);

    const report = await carol.library.importCsv({ filename: 'diary.csv', csv });
    expect(report).toMatchObject({ imported: 4, diaryEntries: 4, importId: expect.any(Number) });
    const { entries } = await carol.diary.list({ year: 2024, month: 3 });
    expect(entries.map((e) => [e.title, e.watchedOn, e.rating, e.rewatch, e.tags])).toEqual([
      ['Crouching Zeta, Hidden Quux', '2024-03-31', 1.5, false, []],
      ['Quux Returns', '2024-03-08', 4.5, true, []],
      ['Quux Returns', '2024-03-01', 3.5, false, ['cosy', 'rainy']],
    ]);
    const seen = Object.fromEntries((await carol.seen.list()).map((s) => [s.movieId, s.userRating]));
    expect(seen).toEqual({ 1900000006: 'thumbs_up', 1900000003: 'thumbs_down' });
    expect(await carol.watchlist.list()).toEqual([]);

    // Importing the same file again changes nothing.
    expect(await carol.library.importCsv({ filename: 'diary.csv', csv })).toMatchObject({
      imported: 0,
      importId: null,
    });

    expect(await carol.library.undoImport({ id: report.importId! })).toEqual({
      diaryEntries: 4,
      seen: 2,
      watchlist: 1,
    });
    expect(await carol.watchlist.list()).toEqual(before.queue);
    // The thumbs and dates come back as they were (film facts the import filled in are kept).
    const judged = (list: { movieId: number; userRating: string | null; seenAt: string }[]) =>
      list.map(({ movieId, userRating, seenAt }) => ({ movieId, userRating, seenAt }));
    expect(judged(await carol.seen.list())).toEqual(judged(before.seen));
    expect((await carol.diary.list({})).entries).toEqual([]);
    expect(await refusal(carol.library.undoImport({ id: report.importId! }))).toBe(
      'That import has already been undone.',
    );
    expect(await refusal(t.caller(bob).library.undoImport({ id: report.importId! }))).toBe(
      'Import not found',
    );
  });

  it('maps IMDb n/10 to n/2 stars, so a 6/10 favourite is neither liked nor disliked, and warns before a favourite turns Disliked', async () => {
    const daveUser = await t.createMember();
    const dave = t.caller(daveUser);
    await dave.seen.mark({ movieId: 1_900_000_001, title: 'Zeta Heat', userRating: 'thumbs_up' });
    await dave.seen.mark({ movieId: 1_900_000_004, title: 'The Zzyzx Road Trip', userRating: 'thumbs_up' });
    await t.db
      .insertInto('preferences')
      .values({
        userId: daveUser.id,
        topMovies: JSON.stringify([
          { title: 'Zeta Heat', movieId: 1_900_000_001 },
          { title: 'The Zzyzx Road Trip', movieId: 1_900_000_004 },
        ]),
      })
      .execute();
    const csv = toCsv([
      ['Const', 'Your Rating', 'Date Rated', 'Title', 'Original Title', 'Title Type', 'Year'],
      ['tt1', '6', '2024-03-01', 'Zeta Heat', 'Zeta Heat', 'Movie', '1995'],
      ['tt2', '4', '2024-03-01', 'The Zzyzx Road Trip', 'The Zzyzx Road Trip', 'Movie', '2006'],
    ]);
    const preview = await dave.library.previewImport({ csv });
    expect(preview.rows.map((r) => [r.rating, r.action, r.reason])).toEqual([
      [
        '6/10 → 3 stars',
        'update',
        'Changes your rating from 4 stars (liked) to 3 stars (neither liked nor disliked)',
      ],
      ['4/10 → 2 stars', 'update', 'Changes your rating from 4 stars (liked) to 2 stars (disliked)'],
    ]);
    expect(preview.warnings).toEqual([
      'The Zzyzx Road Trip is one of your top-3 favourites and would turn Disliked (2 stars)',
    ]);
  });

  it('matches a title the catalog keeps under its original title by its words and year', async () => {
    const erin = t.caller(await t.createMember());
    const csv = toCsv([
      ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating'],
      ['2024-01-01', 'Amélie', 2001, 'u', 4],
      ['2024-01-01', 'Quux', 2010, 'u', 4],
    ]);
    const preview = await erin.library.previewImport({ filename: 'ratings.csv', csv });
    expect(preview.rows[0]).toMatchObject({
      action: 'add',
      match: { movieId: 1_900_000_005, title: 'Amélie Zeta' },
    });
    // A short title is only a suggestion: 'Quux' is not taken to mean 'Quux Returns'.
    expect(preview.rows[1]).toMatchObject({
      action: 'skip',
      match: null,
      reason: 'Not in the catalog; did you mean one of these?',
      suggestions: [{ movieId: 1_900_000_006, title: 'Quux Returns', year: 2010 }],
    });
  });

  it('applies the near misses the member picked, and refuses a pick of a row or a film that is not there', async () => {
    const fay = t.caller(await t.createMember());
    const csv = toCsv([
      ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Watched Date'],
      ['2024-03-02', 'Quux', 2010, 'u', 4.5, '2024-03-01'],
      ['2024-03-03', 'No Such Film Anywhere', 1999, 'u', 2, '2024-03-02'],
    ]);
    const file = { filename: 'diary.csv', csv };
    const before = await fay.library.previewImport(file);
    expect(before.rows[0]).toMatchObject({
      match: null,
      suggestions: [{ movieId: 1_900_000_006, title: 'Quux Returns', year: 2010 }],
    });

    const matches = [{ file: 'diary.csv', row: 2, movieId: 1_900_000_006 }];
    const picked = await fay.library.previewImport({ ...file, matches });
    expect(picked.rows[0]).toMatchObject({
      action: 'add',
      match: { movieId: 1_900_000_006, title: 'Quux Returns', year: 2010 },
      reason: 'Marks it seen: 4.5 stars (liked)',
    });
    expect(picked.rows[1]).toMatchObject({ match: null, action: 'add' });

    // A row the file does not have, a header row, a film outside the catalog, a row picked twice: 400, nothing written.
    const refused = async (bad: typeof matches) => refusal(fay.library.importCsv({ ...file, matches: bad }));
    expect(await refused([{ file: 'diary.csv', row: 9, movieId: 1_900_000_006 }])).toBe(
      'matches: diary.csv, row 9 is not a row of the file. Nothing was imported.',
    );
    expect(await refused([{ file: 'ratings.csv', row: 2, movieId: 1_900_000_006 }])).toBe(
      'matches: ratings.csv, row 2 is not a row of the file. Nothing was imported.',
    );
    expect(await refused([{ file: 'diary.csv', row: 1, movieId: 1_900_000_006 }])).toBe(
      'matches.0.row: row must be 2 or more (row 1 is the header)',
    );
    expect(await refused([{ file: 'diary.csv', row: 3, movieId: 1_899_999_999 }])).toBe(
      'matches: film 1899999999 is not in the catalog. Nothing was imported.',
    );
    expect(await refused([...matches, { ...matches[0]!, movieId: 1_900_000_005 }])).toBe(
      'matches: diary.csv, row 2 is picked twice. Nothing was imported.',
    );
    expect((await fay.diary.list({})).entries).toEqual([]);
    expect(await fay.seen.list()).toEqual([]);

    const report = await fay.library.importCsv({ ...file, matches });
    expect(report).toMatchObject({ imported: 2, diaryEntries: 2, unmatchedTotal: 0 });
    const entries = (await fay.diary.list({})).entries;
    expect(entries.map((e) => [e.movieId, e.title, e.rating, e.watchedOn])).toEqual([
      [null, 'No Such Film Anywhere', 2, '2024-03-02'],
      [1_900_000_006, 'Quux Returns', 4.5, '2024-03-01'],
    ]);
    expect((await fay.seen.list()).map((i) => [i.title, i.userRating])).toEqual([
      ['Quux Returns', 'thumbs_up'],
    ]);
  });

  it('imports Letterboxd’s export zip: diary, reviews, ratings, watched and watchlist in one go', async () => {
    const gwen = t.caller(await t.createMember());
    const zip = Buffer.from(
      zipSync({
        'diary.csv': strToU8(
          toCsv([
            ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Tags', 'Watched Date'],
            ['2024-03-02', 'Zeta Heat', 1995, 'u', 4.5, '', 'cinema', '2024-03-01'],
            ['2024-05-02', 'Zeta Heat', 1995, 'u', 3.5, 'Yes', '', '2024-05-01'],
          ]),
        ),
        'reviews.csv': strToU8(
          toCsv([
            ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Review', 'Tags', 'Watched Date'],
            ['2024-05-02', 'Zeta Heat', 1995, 'u', 3.5, 'Yes', 'Still great.', '', '2024-05-01'],
          ]),
        ),
        'ratings.csv': strToU8(toCsv([['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating']])),
        'watched.csv': strToU8(
          toCsv([
            ['Date', 'Name', 'Year', 'Letterboxd URI'],
            ['2024-01-01', 'Quux Returns', 2010, 'u'],
          ]),
        ),
        'watchlist.csv': strToU8(
          toCsv([
            ['Date', 'Name', 'Year', 'Letterboxd URI'],
            ['2024-01-01', 'The Zzyzx Road Trip', 2006, 'u'],
          ]),
        ),
        'profile.csv': strToU8('Date Joined,Username\n2020-01-01,gwen\n'),
        'lists/favourites.csv': strToU8('Letterboxd list export v7\n'),
      }),
    ).toString('base64');
    const input = { filename: 'letterboxd-gwen.zip', zip };
    const preview = await gwen.library.previewImport(input);
    // The diary and reviews first (what a member checks), each file's rows counted.
    expect(preview.rows.map((r) => [r.file, r.row, r.list, r.action])).toEqual([
      ['letterboxd-gwen.zip/diary.csv', 2, 'diary', 'add'],
      ['letterboxd-gwen.zip/diary.csv', 3, 'diary', 'skip'],
      ['letterboxd-gwen.zip/reviews.csv', 2, 'diary', 'add'],
      ['letterboxd-gwen.zip/watched.csv', 2, 'seen', 'add'],
      ['letterboxd-gwen.zip/watchlist.csv', 2, 'watchlist', 'add'],
    ]);
    expect(preview.rows[1]).toMatchObject({
      reason: 'Same film and date as letterboxd-gwen.zip/reviews.csv, row 2: merged',
      merged: true,
    });
    const counts = { update: 0, unmatched: 0 };
    expect(preview.files).toEqual([
      { file: 'letterboxd-gwen.zip/diary.csv', rows: 2, add: 1, skip: 1, ...counts },
      { file: 'letterboxd-gwen.zip/reviews.csv', rows: 1, add: 1, skip: 0, ...counts },
      { file: 'letterboxd-gwen.zip/watched.csv', rows: 1, add: 1, skip: 0, ...counts },
      { file: 'letterboxd-gwen.zip/watchlist.csv', rows: 1, add: 1, skip: 0, ...counts },
    ]);
    expect(await gwen.diary.list({})).toMatchObject({ entries: [] });

    const report = await gwen.library.importCsv(input);
    expect(report).toMatchObject({ format: 'letterboxd', imported: 4, diaryEntries: 2, unmatchedTotal: 0 });
    const { entries } = await gwen.diary.list({});
    expect(entries.map((e) => [e.watchedOn, e.rating, e.rewatch, e.review, e.tags])).toEqual([
      ['2024-05-01', 3.5, true, 'Still great.', []],
      ['2024-03-01', 4.5, false, null, ['cinema']],
    ]);
    expect((await gwen.watchlist.list()).map((i) => i.title)).toEqual(['The Zzyzx Road Trip']);
    expect((await gwen.seen.list()).map((i) => i.title).sort()).toEqual(['Quux Returns', 'Zeta Heat']);
    // Imported again: nothing changes.
    expect(await gwen.library.importCsv(input)).toMatchObject({ imported: 0, importId: null });
  });

  it('refuses a zip that is not a Letterboxd export, one over 10 MB, and a bad row, naming the file', async () => {
    const me = t.caller(await t.createMember());
    const zipOf = (files: Record<string, string>) =>
      Buffer.from(
        zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))),
      ).toString('base64');
    expect(
      await refusal(me.library.previewImport({ filename: 'a.zip', zip: zipOf({ 'notes.txt': 'hi' }) })),
    ).toBe(
      'a.zip is not a Letterboxd export: it holds none of watched.csv, ratings.csv, diary.csv, reviews.csv, watchlist.csv. Nothing was imported.',
    );
    expect(
      await refusal(
        me.library.importCsv({ filename: 'b.zip', zip: Buffer.from('not a zip').toString('base64') }),
      ),
    ).toBe("b.zip is not a zip file. Upload Letterboxd's export zip or one of its CSVs.");
    expect(
      await refusal(
        me.library.importCsv({
          filename: 'c.zip',
          zip: zipOf({
            'diary.csv':
              'Date,Name,Year,Letterboxd URI,Rating,Watched Date\n2024-01-01,Zeta Heat,1995,u,7,2024-01-01\n',
          }),
        }),
      ),
    ).toBe('c.zip/diary.csv, row 2: the rating "7" is not 0.5-5 stars in halves. Nothing was imported.');
    expect(
      await refusal(
        me.library.importCsv({ filename: 'd.zip', zip: zipOf({ 'watched.csv': 'Title,Const\nx,y\n' }) }),
      ),
    ).toBe('d.zip/watched.csv is not a Letterboxd export file.');
    const big = Buffer.alloc(10 * 1024 * 1024 + 1).toString('base64');
    expect(await refusal(me.library.importCsv({ filename: 'huge.zip', zip: big }))).toBe(
      'huge.zip is larger than 10 MB: upload its CSVs one at a time (e.g. diary.csv).',
    );
    expect(await refusal(me.library.importCsv({ filename: 'e.csv' }))).toBe(
      'Send the file: csv (its text) or zip (base64).',
    );
    expect((await me.diary.list({})).entries).toEqual([]);
    expect(await me.seen.list()).toEqual([]);
  });

  it('refuses a zip that unpacks past 20 MB a file or 50 MB in all with a 413 naming it, whatever its headers claim', async () => {
    const me = t.caller(await t.createMember());
    const HEADER = 'Date,Name,Year,Letterboxd URI,Rating,Watched Date\n';
    const entry = (name: string, megabytes: number) => ({
      name,
      deflated: deflatedNewlines(HEADER, megabytes),
      claimedSize: 1000,
    });
    const bomb = lyingZip([entry('diary.csv', 1024)]).toString('base64');
    const tooBig = await errorOf(me.library.previewImport({ filename: 'bomb.zip', zip: bomb }));
    expect(tooBig.code).toBe('PAYLOAD_TOO_LARGE');
    expect(tooBig.message).toBe(
      'diary.csv in bomb.zip unpacks to more than 20 MB, more than any Letterboxd export holds. Nothing was imported.',
    );
    const three = lyingZip([entry('diary.csv', 19), entry('reviews.csv', 19), entry('watched.csv', 19)]);
    expect(
      await refusal(me.library.importCsv({ filename: 'three.zip', zip: three.toString('base64') })),
    ).toBe('three.zip unpacks to more than 50 MB: upload its CSVs one at a time (e.g. diary.csv).');
    // Under both ceilings, a file of blank lines is read no further than 20,000 of them.
    const blank = lyingZip([entry('diary.csv', 19)]).toString('base64');
    expect(await refusal(me.library.previewImport({ filename: 'blank.zip', zip: blank }))).toBe(
      'blank.zip/diary.csv has more than 20000 rows; import at most 20000 at a time.',
    );
    expect(await refusal(me.library.previewImport({ csv: `${HEADER}${'\n'.repeat(1_000_000)}` }))).toBe(
      'The file has more than 20000 rows; import at most 20000 at a time.',
    );
    expect((await me.diary.list({})).entries).toEqual([]);
  });

  it('exports a zip of Letterboxd’s CSVs and a JSON backup, which imports back into another account', async () => {
    const hal = await t.createMember();
    const me = t.caller(hal);
    await me.diary.create({
      movieId: 1_900_000_001,
      title: 'Zeta Heat',
      year: 1995,
      watchedOn: '2024-04-01',
      rating: 3.5,
      rewatch: true,
      review: '=SUM(A1) and more',
      tags: ['night'],
    });
    await me.watchlist.add({ movieId: 1_900_000_006, title: 'Quux Returns', year: 2010 });
    await me.watchlist.add({ movieId: 1_900_000_004, title: 'The Zzyzx Road Trip', year: 2006 });

    const exported = await me.library.exportCsv({ format: 'zip' });
    if (!('zip' in exported)) throw new Error('Asked for a zip');
    expect(exported.filename).toMatch(/^chucks-video-store-library-\d{4}-\d\d-\d\d\.zip$/);
    const files = unzipSync(Buffer.from(exported.zip, 'base64'));
    expect(Object.keys(files).sort()).toEqual([
      'backup.json',
      'diary.csv',
      'profile.csv',
      'ratings.csv',
      'reviews.csv',
      'watched.csv',
      'watchlist.csv',
    ]);
    const lines = (name: string) => strFromU8(files[name]!).trimEnd().split('\r\n');
    expect(lines('diary.csv')[0]).toBe('Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date');
    expect(lines('diary.csv')[1]).toMatch(/^\d{4}-\d\d-\d\d,Zeta Heat,1995,,3.5,Yes,night,2024-04-01$/);
    // Letterboxd's order (the review before the tags), then whether it shows on the member page.
    expect(lines('reviews.csv')[1]).toMatch(/,3.5,Yes,'=SUM\(A1\) and more,night,2024-04-01,$/);
    // The film's one rating, with the day it was given (the rated watch's).
    expect(lines('ratings.csv').slice(1)).toEqual(['2024-04-01,Zeta Heat,1995,,3.5']);
    expect(lines('watched.csv').slice(1)).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\d,Zeta Heat,1995,$/),
    ]);
    // As Letterboxd writes it, oldest added first (importing adds each row to the front).
    expect(
      lines('watchlist.csv')
        .slice(1)
        .map((l) => l.split(',')[1]),
    ).toEqual(['Quux Returns', 'The Zzyzx Road Trip']);
    const backup = JSON.parse(strFromU8(files['backup.json']!));
    expect(Object.keys(backup).sort()).toEqual([
      'collection',
      'diary',
      'exportedAt',
      'profile',
      'seen',
      'watchingSoon',
      'watchlist',
    ]);
    expect(backup.diary).toMatchObject([{ title: 'Zeta Heat', rating: 3.5, review: '=SUM(A1) and more' }]);

    const other = t.caller(await t.createMember());
    await other.library.importCsv({ filename: exported.filename, zip: exported.zip });
    expect((await other.diary.list({})).entries).toMatchObject([
      {
        title: 'Zeta Heat',
        watchedOn: '2024-04-01',
        rating: 3.5,
        rewatch: true,
        review: '=SUM(A1) and more',
        tags: ['night'],
      },
    ]);
    // The queue comes across in its order (issue 29: it came back reversed).
    expect((await other.watchlist.list()).map((i) => i.movieId)).toEqual(
      (await me.watchlist.list()).map((i) => i.movieId),
    );
    expect(await t.caller(hal).library.exportCsv()).toHaveProperty('csv');
  });

  it('refuses a zip CSV in a broken encoding, naming the file and the row, and writes nothing', async () => {
    const jo = t.caller(await t.createMember());
    const latin1 = Buffer.from(
      'Date,Name,Year,Letterboxd URI\n2024-01-01,Zeta Heat,1995,u\n2024-01-02,Am\xe9lie,2001,u\n',
      'latin1',
    );
    const zip = Buffer.from(zipSync({ 'watchlist.csv': new Uint8Array(latin1) })).toString('base64');
    expect(await refusal(jo.library.importCsv({ filename: 'lb.zip', zip }))).toBe(
      'lb.zip/watchlist.csv, row 3: the file is not UTF-8 text (a broken encoding). Save it as UTF-8 and upload it again. Nothing was imported.',
    );
    expect(await jo.watchlist.list()).toEqual([]);
  });

  it('previews two ratings of one film that disagree: the later row is kept, and it says so', async () => {
    const kim = t.caller(await t.createMember());
    const csv = toCsv([
      ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Unknown Column'],
      ['2024-02-01', 'Zeta Heat', 1995, 'https://boxd.it/4', 4.5, 'ignored'],
      ['2024-02-05', 'Zeta Heat', 1995, 'https://boxd.it/4', 2, 'ignored'],
    ]);
    const preview = await kim.library.previewImport({ filename: 'ratings.csv', csv });
    expect(preview.warnings).toEqual([
      'Zeta Heat is rated twice: ratings.csv, row 2 says 4.5 stars, ratings.csv, row 3 2; the later row is kept',
    ]);
    expect(await kim.seen.list()).toEqual([]);
    await kim.library.importCsv({ filename: 'ratings.csv', csv });
    expect((await kim.seen.list()).map((s) => [s.stars, s.ratedOn])).toEqual([[2, '2024-02-05']]);
  });

  it('an IMDb ratings file keeps rated films on the watchlist unless the member chooses otherwise', async () => {
    const ivy = t.caller(await t.createMember());
    await ivy.watchlist.add({ movieId: 1_900_000_006, title: 'Quux Returns', year: 2010 });
    const csv = toCsv([
      ['Const', 'Your Rating', 'Date Rated', 'Title', 'Title Type', 'Year'],
      ['tt6', '8', '2024-05-01', 'Quux Returns', 'Movie', '2010'],
    ]);
    const preview = await ivy.library.previewImport({ csv });
    expect(preview.rows[0]?.reason).toBe('Marks it seen: 4 stars (liked); stays on your watchlist');
    const taking = await ivy.library.previewImport({ csv, keepOnWatchlist: false });
    expect(taking.rows[0]?.reason).toContain('takes it off your watchlist (you chose not to keep it there)');

    const kept = await ivy.library.importCsv({ csv });
    expect((await ivy.watchlist.list()).map((i) => i.movieId)).toEqual([1_900_000_006]);
    expect((await ivy.seen.list()).map((s) => [s.movieId, s.stars])).toEqual([[1_900_000_006, 4]]);
    await ivy.library.undoImport({ id: kept.importId! });
    await ivy.library.importCsv({ csv, keepOnWatchlist: false });
    expect(await ivy.watchlist.list()).toEqual([]);
  });
});
