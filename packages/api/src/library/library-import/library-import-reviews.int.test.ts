import { toCsv } from '@chuck/catalog';
import { perFile } from '@chuck/db/testing';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, insertTestFilms } from '../../testing/index.ts';

// Issue 29: whether a review shows on the member page, per review, through import and export.
// Ids far above the embedded catalog's, titles no other film has.
const FILMS = [
  { id: 1_929_100_001, title: 'Shown Quokka', year: 1991 },
  { id: 1_929_100_002, title: 'Hidden Quokka', year: 1992 },
];

const zipOf = (files: Record<string, string[][]>) =>
  Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, rows]) => [name, strToU8(toCsv(rows))]))),
  ).toString('base64');

/** Letterboxd's diary.csv and reviews.csv: two watches, each with a review. */
const LETTERBOXD = zipOf({
  'diary.csv': [
    ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Tags', 'Watched Date'],
    ['2024-02-02', 'Shown Quokka', '1991', 'https://boxd.it/q1', '4', '', '', '2024-02-01'],
    ['2024-02-04', 'Hidden Quokka', '1992', 'https://boxd.it/q2', '2', '', '', '2024-02-03'],
  ],
  'reviews.csv': [
    ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Review', 'Tags', 'Watched Date'],
    [
      '2024-02-02',
      'Shown Quokka',
      '1991',
      'https://boxd.it/q1',
      '4',
      '',
      'A marsupial delight.',
      '',
      '2024-02-01',
    ],
    [
      '2024-02-04',
      'Hidden Quokka',
      '1992',
      'https://boxd.it/q2',
      '2',
      '',
      'Too many quokkas.',
      '',
      '2024-02-03',
    ],
  ],
});

describe('review visibility through import and export', () => {
  const t = perFile(() => createTestContext());
  beforeAll(() => insertTestFilms(t.db, FILMS));

  it('shows Letterboxd’s published reviews, keeps a hidden one hidden through the export, and re-importing changes nothing', async () => {
    const [ann, ben] = [await t.createMember(), await t.createMember()];
    const me = t.caller(ann);
    await me.library.importCsv({ filename: 'letterboxd.zip', zip: LETTERBOXD });
    const shownReviews = async (userId: string) =>
      (await t.caller(ben).diary.ofMember({ userId })).reviews.map((r) => r.title);
    // reviews.csv holds what the member published on Letterboxd: both show on the member page.
    expect((await shownReviews(ann.id)).sort()).toEqual(['Hidden Quokka', 'Shown Quokka']);

    // The member hides one where they edit it; the export says so in its own column.
    const { entries } = await me.diary.list({});
    await me.diary.update({ id: entries.find((e) => e.title === 'Hidden Quokka')!.id, public: false });
    expect(await shownReviews(ann.id)).toEqual(['Shown Quokka']);
    const exported = await me.library.exportCsv({ format: 'zip' });
    if (!('zip' in exported)) throw new Error('Asked for a zip');
    const reviews = strFromU8(unzipSync(Buffer.from(exported.zip, 'base64'))['reviews.csv']!);
    expect(reviews.split('\r\n').slice(0, 3)).toEqual([
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date,Shown On Member Page',
      '2024-02-02,Shown Quokka,1991,https://boxd.it/q1,4,,A marsupial delight.,,2024-02-01,Yes',
      '2024-02-04,Hidden Quokka,1992,https://boxd.it/q2,2,,Too many quokkas.,,2024-02-03,',
    ]);
    const plain = await me.library.exportCsv();
    if (!('csv' in plain)) throw new Error('The default export is a CSV');
    expect(plain.csv).toContain('Hidden Quokka,1992,2,2024-02-03,,,Too many quokkas.,\r\n');

    // Into another account: the hidden review stays hidden, in the zip and in the CSV.
    const fresh = t.caller(ben);
    await fresh.library.importCsv({ filename: exported.filename, zip: exported.zip });
    const freshEntries = async () =>
      (await fresh.diary.list({})).entries.map((e) => [e.title, e.review, e.public]).sort();
    expect(await freshEntries()).toEqual([
      ['Hidden Quokka', 'Too many quokkas.', false],
      ['Shown Quokka', 'A marsupial delight.', true],
    ]);
    expect(await fresh.library.importCsv({ filename: exported.filename, zip: exported.zip })).toMatchObject({
      imported: 0,
      importId: null,
    });
  });

  it('reads the CSV export’s column back too: a hidden review stays hidden', async () => {
    const me = t.caller(await t.createMember());
    const csv = toCsv([
      ['Title', 'Year', 'Rating', 'WatchedDate', 'Rewatch', 'Tags', 'Review', 'Shown On Member Page'],
      ['Shown Quokka', '1991', '4', '2024-02-01', '', '', 'A marsupial delight.', 'Yes'],
      ['Hidden Quokka', '1992', '2', '2024-02-03', '', '', 'Too many quokkas.', ''],
    ]);
    await me.library.importCsv({ filename: 'library.csv', csv });
    expect((await me.diary.list({})).entries.map((e) => [e.title, e.public]).sort()).toEqual([
      ['Hidden Quokka', false],
      ['Shown Quokka', true],
    ]);
  });
});
