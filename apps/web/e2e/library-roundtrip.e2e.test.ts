import { readFile } from 'node:fs/promises';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withFailureScreenshot } from './harness.ts';
import { newMember, signUp, toastSays, watchConsole } from './journeys/steps.ts';
import { setUpStage } from './stage.ts';

/** The machines are shared and slow; give list updates time to land. */
const POLL = { timeout: 15_000 };

const stage = setUpStage({ browsers: 2 });

// Issue 29's proof. No cell holds a comma or a quote, so a line splits on commas.
const table = (text: string) =>
  text
    .trimEnd()
    .split(/\r?\n/)
    .map((line) => line.split(','));
const csv = (rows: string[][]) => `${rows.map((row) => row.join(',')).join('\n')}\n`;

const uri = (id: string) => `https://boxd.it/rt${id}`;
const HEAD = ['Date', 'Name', 'Year', 'Letterboxd URI'];
/** Films rated in ratings.csv and never logged in the diary. */
const UNLOGGED = [
  ['2023-07-01', 'Die Hard', '1988', uri('f3'), '2.5'],
  ['2023-07-02', 'Amélie', '2001', uri('f4'), '4'],
  ['2023-07-03', 'Das Boot', '1981', uri('f5'), '3'],
];
/** The watchlist, oldest added first, as Letterboxd writes it. */
const WATCHLIST = [
  ['2023-09-01', 'Jaws', '1975', uri('w1')],
  ['2023-09-02', 'Clue', '1985', uri('w2')],
  ['2023-09-03', 'Gremlins', '1984', uri('w3')],
  ['2023-09-04', 'Labyrinth', '1986', uri('w4')],
  ['2023-09-05', 'Beetlejuice', '1988', uri('w5')],
];

/** Letterboxd's export: its five CSVs. */
const ORIGINAL: Record<string, string[][]> = {
  'diary.csv': [
    [...HEAD, 'Rating', 'Rewatch', 'Tags', 'Watched Date'],
    ['2023-05-02', 'Alien', '1979', uri('d1'), '4.5', '', '', '2023-05-01'],
    ['2023-08-12', 'Alien', '1979', uri('d2'), '5', 'Yes', '', '2023-08-12'],
    ['2023-06-10', 'Tremors', '1990', uri('d3'), '3.5', '', 'midnight movie', '2023-06-09'],
  ],
  'reviews.csv': [
    [...HEAD, 'Rating', 'Rewatch', 'Review', 'Tags', 'Watched Date'],
    [
      '2023-05-02',
      'Alien',
      '1979',
      uri('d1'),
      '4.5',
      '',
      'In space no one can hear you scream.',
      '',
      '2023-05-01',
    ],
  ],
  'ratings.csv': [
    [...HEAD, 'Rating'],
    ['2023-08-12', 'Alien', '1979', uri('f1'), '5'],
    ['2023-06-09', 'Tremors', '1990', uri('f2'), '3.5'],
    ...UNLOGGED,
  ],
  'watched.csv': [
    HEAD,
    ['2023-05-01', 'Alien', '1979', uri('f1')],
    ['2023-06-09', 'Tremors', '1990', uri('f2')],
    ...UNLOGGED.map((row) => row.slice(0, 4)),
  ],
  'watchlist.csv': [HEAD, ...WATCHLIST],
};
const originalZip = () =>
  Buffer.from(
    zipSync(Object.fromEntries(Object.entries(ORIGINAL).map(([name, rows]) => [name, strToU8(csv(rows))]))),
  );

/**
 * A CSV of an export read in the original's columns (ours may add one), its rows sorted but the
 * watchlist's, whose order is the point.
 */
function asOriginal(name: string, text: string): string[] {
  const [header = [], ...rows] = table(text);
  const at = ORIGINAL[name]![0]!.map((column) => header.indexOf(column));
  const lines = rows.map((row) => at.map((i) => row[i] ?? '').join(','));
  return name === 'watchlist.csv' ? lines : lines.sort();
}
const originalRows = (name: string) => asOriginal(name, csv(ORIGINAL[name]!));

/** Clicks an export button and reads the file it downloads. */
async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = (await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])) as [Download, unknown];
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** Uploads a zip on the profile and applies the import the preview shows. */
async function importZip(page: Page, name: string, zip: Buffer): Promise<void> {
  await page.getByLabel('Import from Letterboxd or IMDb').setInputFiles({
    name,
    mimeType: 'application/zip',
    buffer: zip,
  });
  const preview = page.getByRole('region', { name: 'Import preview' });
  await preview.getByRole('button', { name: 'Apply import' }).click(POLL);
  await toastSays(page, 'Import Complete');
}

/** The member's two exports: the zip's CSVs and the Letterboxd import-format CSV. */
async function exportsOf(page: Page) {
  const zip = await download(page, 'Export (zip)');
  const files = unzipSync(new Uint8Array(zip.bytes));
  const csvs = Object.fromEntries(
    Object.entries(files)
      .filter(([name]) => name.endsWith('.csv'))
      .map(([name, bytes]) => [name, strFromU8(bytes)]),
  );
  const plain = await download(page, 'Export (Letterboxd CSV)');
  return { zip, csvs, plain };
}

/** The queue's titles, front first (each row's title opens the film's details). */
const queueTitles = async (page: Page) =>
  page
    .getByRole('list', { name: 'Watchlist queue' })
    .locator('button[aria-haspopup="dialog"]')
    .allTextContents();

describe('a library that round-trips (issue 29 proof)', () => {
  it('imports a Letterboxd zip, undoes it after a reload, imports it again, and its export imports into a second account unchanged', async () => {
    const [first, second] = await Promise.all(stage.browsers.map((b) => b.context.newPage()));
    const problems = [...[first!, second!].map((page) => watchConsole(page))];
    const base = stage.server.baseUrl;

    await withFailureScreenshot(first!, 'library-roundtrip', async () => {
      const page = first!;
      await signUp(page, base, newMember('Round', 'Trip'), '/profile');
      await importZip(page, 'letterboxd-roundtrip.zip', originalZip());
      const seen = page.getByRole('list', { name: "Movies you've seen" });
      await seen.getByRole('button', { name: 'Das Boot', exact: true }).waitFor(POLL);

      // A reload, then the undo from Past imports: the library is as it was.
      await page.reload();
      const item = page
        .getByRole('region', { name: 'Past imports' })
        .getByRole('listitem')
        .filter({ hasText: 'letterboxd-roundtrip.zip' });
      await item.getByRole('button', { name: 'Undo' }).click(POLL);
      await toastSays(page, 'Import undone');
      await seen
        .getByRole('button', { name: 'Das Boot', exact: true })
        .waitFor({ state: 'detached', ...POLL });
      await expect.poll(() => page.getByRole('list', { name: 'Watchlist queue' }).count(), POLL).toBe(0);

      // Again: the unlogged films keep their stars, the watchlist its order (the last added in front).
      await importZip(page, 'letterboxd-roundtrip.zip', originalZip());
      await seen.getByRole('button', { name: 'Das Boot', exact: true }).waitFor(POLL);
      await expect.poll(() => queueTitles(page), POLL).toEqual(WATCHLIST.map((row) => row[1]).reverse());
      const rated = (title: string) => seen.getByRole('listitem').filter({ hasText: title });
      await rated('Amélie').getByText('Liked · 4 stars').waitFor();
      await rated('Die Hard').getByText('2.5 stars', { exact: true }).waitFor();
      await rated('Das Boot').getByText('3 stars', { exact: true }).waitFor();

      // The export matches the original on every field it has.
      const mine = await exportsOf(page);
      for (const name of Object.keys(ORIGINAL)) {
        expect(asOriginal(name, mine.csvs[name]!), name).toEqual(originalRows(name));
      }

      // The export into a second account: its exports are the first's, byte for byte.
      const other = second!;
      await signUp(other, base, newMember('Second', 'Account'), '/profile');
      await importZip(other, mine.zip.name, mine.zip.bytes);
      await other
        .getByRole('list', { name: "Movies you've seen" })
        .getByRole('button', { name: 'Das Boot', exact: true })
        .waitFor(POLL);
      const theirs = await exportsOf(other);
      expect(theirs.csvs).toEqual(mine.csvs);
      expect(theirs.plain.bytes.equals(mine.plain.bytes)).toBe(true);
      const undated = (name: string) => name.replace(/\d{4}-\d\d-\d\d/, 'DATE');
      expect(undated(theirs.zip.name)).toBe(undated(mine.zip.name));
      expect(undated(theirs.plain.name)).toBe(undated(mine.plain.name));
      for (const name of Object.keys(ORIGINAL)) {
        expect(asOriginal(name, theirs.csvs[name]!), name).toEqual(originalRows(name));
      }
    });
    expect(problems.flat()).toEqual([]);
    await Promise.all([first!.close(), second!.close()]);
  });
});
