import { toCsv } from '@chuck/catalog';
import { perFile } from '@chuck/db/testing';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { favouritesOf } from '../../front-counter/preferences/preferences.service.ts';
import { createTestContext, insertTestFilms } from '../../testing/index.ts';

// Issue 29: a Letterboxd profile's favourite films fill the member's Top 3 Favorites when they have
// none. Ids far above the embedded catalog's, titles no other film has.
const FILMS = [
  { id: 1_929_300_001, title: 'Favourite Wombat', year: 1971 },
  { id: 1_929_300_002, title: 'Favourite Numbat', year: 1982 },
  { id: 1_929_300_003, title: 'Favourite Bilby', year: 1993 },
  { id: 1_929_300_004, title: 'Favourite Dingo', year: 2004 },
];
const ids = (n: number[]) => n.map((i) => FILMS[i]!.id);

const zipOf = (files: Record<string, string[][]>) =>
  Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, rows]) => [name, strToU8(toCsv(rows))]))),
  ).toString('base64');

const PROFILE_HEADER = [
  'Date Joined',
  'Username',
  'Given Name',
  'Family Name',
  'Email Address',
  'Location',
  'Website',
  'Bio',
  'Pronoun',
  'Favorite Films',
];
const profile = (favourites: string) => [
  PROFILE_HEADER,
  ['2020-01-01', 'gwen', '', '', '', '', '', '', '', favourites],
];
const WATCHED = [
  ['Date', 'Name', 'Year', 'Letterboxd URI'],
  ['2024-01-01', 'Favourite Wombat', '1971', 'https://boxd.it/fw1'],
  ['2024-01-02', 'Favourite Numbat', '1982', 'https://boxd.it/fn2'],
];

describe('profile.csv favourites through import, undo and export', () => {
  const t = perFile(() => createTestContext());
  beforeAll(() => insertTestFilms(t.db, FILMS));
  const favouriteIds = async (userId: string) =>
    (await favouritesOf(t.db, { kind: 'member', userId })).map((f) => f.movieId);

  it('fills the Top 3 Favorites when there are none: boxd.it links through the zip’s rows, titles as rows match; undo clears them', async () => {
    const member = await t.createMember();
    const me = t.caller(member);
    // A link to a zip's film, a title with its year, one the catalog lacks, one without a year, a film's page.
    const zip = zipOf({
      'watched.csv': WATCHED,
      'profile.csv': profile(
        'https://boxd.it/fn2, Favourite Bilby (1993), Zqx Unknown Reel, Favourite Wombat, https://letterboxd.com/film/favourite-dingo-2004/',
      ),
      // Only the root profile.csv is read.
      'deleted/profile.csv': profile('Favourite Dingo'),
    });
    const preview = await me.library.previewImport({ filename: 'lb.zip', zip });
    expect(preview.rows.at(-1)).toMatchObject({
      file: 'lb.zip/profile.csv',
      row: 2,
      list: 'favourites',
      action: 'add',
      reason:
        'Top 3 Favorites: Favourite Numbat, Favourite Bilby, Favourite Wombat; after the first 3, 1 left out; not in the catalog: Zqx Unknown Reel',
    });
    expect(preview.files.at(-1)).toMatchObject({ file: 'lb.zip/profile.csv', rows: 1, add: 1 });
    expect(await favouriteIds(member.id)).toEqual([]);

    const report = await me.library.importCsv({ filename: 'lb.zip', zip });
    expect(await favouriteIds(member.id)).toEqual(ids([1, 2, 0]));
    expect(await me.preferences.getMine()).toEqual({
      topMovies: ['Favourite Numbat', 'Favourite Bilby', 'Favourite Wombat'],
    });

    await me.library.undoImport({ id: report.importId! });
    expect(await favouriteIds(member.id)).toEqual([]);
  });

  it('keeps the member’s own favourites, and says so', async () => {
    const member = await t.createMember();
    const me = t.caller(member);
    await me.preferences.saveMine({ topMovies: ['Favourite Dingo'] });
    const zip = zipOf({ 'watched.csv': WATCHED, 'profile.csv': profile('https://boxd.it/fw1') });
    const preview = await me.library.previewImport({ filename: 'lb.zip', zip });
    expect(preview.rows.at(-1)).toMatchObject({
      list: 'favourites',
      action: 'skip',
      reason: 'You have Top 3 Favorites: yours are kept',
    });
    // Its own favourites kept are already present, not unmatched.
    expect(await me.library.importCsv({ filename: 'lb.zip', zip })).toMatchObject({
      alreadyPresent: 1,
      unmatchedTotal: 0,
    });
    expect(await favouriteIds(member.id)).toEqual(ids([3]));
  });

  it('undo leaves favourites the member chose after the import', async () => {
    const member = await t.createMember();
    const me = t.caller(member);
    const zip = zipOf({ 'watched.csv': WATCHED, 'profile.csv': profile('https://boxd.it/fw1') });
    const report = await me.library.importCsv({ filename: 'lb.zip', zip });
    expect(await favouriteIds(member.id)).toEqual(ids([0]));
    await me.preferences.saveMine({ topMovies: ['Favourite Dingo'] });
    await me.library.undoImport({ id: report.importId! });
    expect(await favouriteIds(member.id)).toEqual(ids([3]));
  });

  it('says when none of the favourites is in the catalog, and saves nothing', async () => {
    const member = await t.createMember();
    const me = t.caller(member);
    // A boxd.it link no row of the zip carries names no film.
    const zip = zipOf({
      'watched.csv': WATCHED,
      'profile.csv': profile('https://boxd.it/zz9, Zqx Unknown Reel'),
    });
    const preview = await me.library.previewImport({ filename: 'lb.zip', zip });
    expect(preview.rows.at(-1)).toMatchObject({
      action: 'skip',
      reason:
        'None of the favourites is in the catalog (not in the catalog: https://boxd.it/zz9, Zqx Unknown Reel)',
    });
    expect(await me.library.importCsv({ filename: 'lb.zip', zip })).toMatchObject({
      unmatched: [expect.objectContaining({ file: 'lb.zip/profile.csv', row: 2 })],
    });
    expect(await favouriteIds(member.id)).toEqual([]);
  });

  it('exports the favourites in profile.csv (URIs where kept, else title and year), and another account reads them back', async () => {
    const member = await t.createMember();
    const me = t.caller(member);
    const zip = zipOf({
      'watched.csv': WATCHED,
      'profile.csv': profile('https://boxd.it/fw1, Favourite Dingo (2004)'),
    });
    await me.library.importCsv({ filename: 'lb.zip', zip });
    const exported = await me.library.exportCsv({ format: 'zip' });
    if (!('zip' in exported)) throw new Error('Asked for a zip');
    const profileCsv = strFromU8(unzipSync(Buffer.from(exported.zip, 'base64'))['profile.csv']!);
    expect(profileCsv.split('\r\n').slice(0, 2)).toEqual([
      'Favorite Films',
      '"https://boxd.it/fw1, Favourite Dingo (2004)"',
    ]);

    const other = await t.createMember();
    await t.caller(other).library.importCsv({ filename: exported.filename, zip: exported.zip });
    expect(await favouriteIds(other.id)).toEqual(ids([0, 3]));
  });
});
