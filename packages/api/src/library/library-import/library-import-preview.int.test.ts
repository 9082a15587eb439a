import { toCsv } from '@chuck/catalog';
import { perFile } from '@chuck/db/testing';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, insertTestFilms } from '../../testing/index.ts';

// Issue 29's preview: every row, the diary first, near misses for diary rows, an IMDb rating of a
// queued film flagged. Ids far above the embedded catalog's, titles no other film has.
const FILMS = [
  { id: 1_929_000_001, title: 'Preview Yonder Lake', year: 1995, voteCount: 900 },
  { id: 1_929_000_002, title: 'Preview Yonder Lake', year: 1971, voteCount: 40 },
  { id: 1_929_000_003, title: 'Preview Quill', year: 2004, voteCount: 80 },
];
const [LAKE, OLD_LAKE, QUILL] = FILMS.map((f) => f.id) as [number, number, number];

const zipOf = (files: Record<string, string>) =>
  Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))),
  ).toString('base64');

describe('import preview', () => {
  const t = perFile(() => createTestContext());
  beforeAll(() => insertTestFilms(t.db, FILMS));

  it('lists every row, however many (not only the first few thousand)', async () => {
    const me = t.caller(await t.createMember());
    const rows = Array.from({ length: 5200 }, (_, i) => ['2024-01-01', 'Preview Quill', 2004, `u${i}`]);
    const csv = toCsv([['Date', 'Name', 'Year', 'Letterboxd URI'], ...rows]);
    const preview = await me.library.previewImport({ filename: 'watchlist.csv', csv });
    expect(preview.rows).toHaveLength(5200);
    expect(preview.rows.at(-1)).toMatchObject({
      row: 5201,
      action: 'skip',
      reason: 'Already on your watchlist',
    });
    expect(preview.files).toEqual([
      { file: 'watchlist.csv', rows: 5200, add: 1, update: 0, skip: 5199, unmatched: 0 },
    ]);
  });

  it('offers near misses for a diary row (the same title in another year), and lists the diary first', async () => {
    const me = t.caller(await t.createMember());
    const diary = toCsv([
      ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Tags', 'Watched Date'],
      ['2024-02-02', 'Preview Yonder Lake', 1980, 'u1', 4, '', '', '2024-02-01'],
    ]);
    const watched = toCsv([
      ['Date', 'Name', 'Year', 'Letterboxd URI'],
      ['2024-02-02', 'Preview Quill', 2004, 'u2'],
      ['2024-02-02', 'Preview Nowhere At All', 1990, 'u3'],
    ]);
    const preview = await me.library.previewImport({
      filename: 'export.zip',
      zip: zipOf({ 'watched.csv': watched, 'diary.csv': diary }),
    });
    expect(preview.rows[0]).toMatchObject({
      file: 'export.zip/diary.csv',
      list: 'diary',
      action: 'add',
      match: null,
      suggestions: [
        { movieId: OLD_LAKE, title: 'Preview Yonder Lake', year: 1971 },
        { movieId: LAKE, title: 'Preview Yonder Lake', year: 1995 },
      ],
    });
    // The diary row kept by its title is imported; only the watched row matching nothing is unmatched.
    expect(preview.files).toEqual([
      { file: 'export.zip/diary.csv', rows: 1, add: 1, update: 0, skip: 0, unmatched: 0 },
      { file: 'export.zip/watched.csv', rows: 2, add: 1, update: 0, skip: 1, unmatched: 1 },
    ]);

    const report = await me.library.importCsv({
      filename: 'export.zip',
      zip: zipOf({ 'watched.csv': watched, 'diary.csv': diary }),
      matches: [{ file: 'export.zip/diary.csv', row: 2, movieId: OLD_LAKE }],
    });
    expect(report).toMatchObject({ imported: 2, diaryEntries: 1, unmatchedTotal: 1 });
    expect((await me.diary.list({})).entries.map((e) => [e.movieId, e.watchedOn])).toEqual([
      [OLD_LAKE, '2024-02-01'],
    ]);
  });

  it('flags an IMDb rating of a film on the watchlist, and takes keepOnWatchlist on apply', async () => {
    const me = t.caller(await t.createMember());
    await me.watchlist.add({ movieId: QUILL, title: 'Preview Quill' });
    const csv = toCsv([
      ['Const', 'Your Rating', 'Date Rated', 'Title', 'Original Title', 'Title Type', 'Year'],
      ['tt1', '8', '2024-03-01', 'Preview Quill', 'Preview Quill', 'Movie', '2004'],
      ['tt2', '6', '2024-03-01', 'Preview Yonder Lake', 'Preview Yonder Lake', 'Movie', '1995'],
    ]);
    const preview = await me.library.previewImport({ csv });
    expect(preview.rows.map((r) => [r.title, r.leavesWatchlist])).toEqual([
      ['Preview Quill', true],
      ['Preview Yonder Lake', false],
    ]);
    await expect(me.library.previewImport({ csv, keepOnWatchlist: true })).resolves.toMatchObject({
      format: 'imdb',
    });
  });
});
