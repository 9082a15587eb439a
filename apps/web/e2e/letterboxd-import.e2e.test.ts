import { readFile } from 'node:fs/promises';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { withFailureScreenshot } from './harness.ts';
import { newMember, signUp, toastSays, watchConsole } from './journeys/steps.ts';
import { setUpStage } from './stage.ts';

/** The machines are shared and slow; give list updates time to land. */
const POLL = { timeout: 15_000 };

const stage = setUpStage();

const csv = (rows: string[][]) => `${rows.map((row) => row.join(',')).join('\n')}\n`;
const REVIEW = '"In space, no one can hear you scream."';

/**
 * The watches the zip's diary.csv holds (Name, Year, Rating, Rewatch, Tags, Watched Date): half
 * stars, a rewatch, a tag, and 'Back' (1985), a near miss the member matches to Back to the Future.
 */
const WATCHES = [
  ['Alien', '1979', '4.5', '', '', '2023-05-01'],
  ['Alien', '1979', '5', 'Yes', '', '2023-08-12'],
  ['Tremors', '1990', '3.5', '', 'midnight movie', '2023-06-09'],
  ['Back', '1985', '4', '', '', '2023-11-04'],
];

/** Letterboxd's export zip, as its Settings > Data > Export gives it (the files we read). */
function letterboxdZip(): Buffer {
  const uri = (i: number) => `https://boxd.it/e2e${i}`;
  const diary = WATCHES.map(([name, year, rating, rewatch, tags, watched], i) => [
    watched!,
    name!,
    year!,
    uri(i),
    rating!,
    rewatch!,
    tags!,
    watched!,
  ]);
  return Buffer.from(
    zipSync({
      'diary.csv': strToU8(
        csv([
          ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Tags', 'Watched Date'],
          ...diary,
        ]),
      ),
      // The same watch as diary.csv's first row, with its review: merged into one diary entry.
      'reviews.csv': strToU8(
        csv([
          ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Tags', 'Watched Date', 'Review'],
          ['2023-05-01', 'Alien', '1979', uri(0), '4.5', '', '', '2023-05-01', REVIEW],
        ]),
      ),
      'ratings.csv': strToU8(
        csv([
          ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating'],
          ['2023-08-12', 'Alien', '1979', uri(10), '5'],
          ['2023-07-01', 'Die Hard', '1988', uri(11), '2.5'],
        ]),
      ),
      'watched.csv': strToU8(
        csv([
          ['Date', 'Name', 'Year', 'Letterboxd URI'],
          ['2023-05-01', 'Alien', '1979', uri(20)],
          ['2023-06-09', 'Tremors', '1990', uri(21)],
          ['2023-07-01', 'Die Hard', '1988', uri(22)],
        ]),
      ),
      'watchlist.csv': strToU8(
        csv([
          ['Date', 'Name', 'Year', 'Letterboxd URI'],
          ['2023-12-01', 'Fargo', '1996', uri(30)],
        ]),
      ),
      // Part of every export: its favourite films fill the member's Top 3 Favorites (issue 29), a
      // boxd.it link naming the film of the zip's row that carries it.
      'profile.csv': strToU8(
        csv([
          ['Username', 'Favorite Films'],
          ['lou', `"${uri(21)}, Alien (1979)"`],
        ]),
      ),
    }),
  );
}

/** Clicks an export button and reads the file it downloads. */
async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = (await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])) as [Download, unknown];
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

describe('importing a Letterboxd export zip (issue 18 proof)', () => {
  it('previews the zip, takes a near miss the member picks, applies it, shows it in the Diary and the Year in Rewind, and exports it back unchanged', async () => {
    const page = await stage.browsers[0]!.context.newPage();
    const problems = watchConsole(page);
    const base = stage.server.baseUrl;

    await withFailureScreenshot(page, 'letterboxd-import', async () => {
      await signUp(page, base, newMember('Ripley', 'Import'), '/profile');

      // The zip goes up as it is; the preview lists each CSV's rows before anything is written.
      await page.getByLabel('Import from Letterboxd or IMDb').setInputFiles({
        name: 'letterboxd-ripley-2023.zip',
        mimeType: 'application/zip',
        buffer: letterboxdZip(),
      });
      const preview = page.getByRole('region', { name: 'Import preview' });
      await preview.waitFor(POLL);
      const rows = preview.getByRole('list', { name: 'Rows in the file' }).getByRole('listitem');
      const row = (place: string) => rows.filter({ hasText: place });
      // Each CSV in a tab, the diary's first and open.
      expect(await row('diary.csv row 2').textContent()).toContain('Alien (1979)');
      expect(await row('diary.csv row 2').textContent()).toContain('4.5 stars');
      expect(await row('diary.csv row 5').textContent()).toContain('Did you mean Back to the Future (1985)');
      await expectAccessible(page, 'the import preview');
      await preview.getByRole('tab', { name: 'watchlist.csv (1)' }).click();
      expect(await row('watchlist.csv row 2').textContent()).toContain('Fargo (1996)');
      await preview.getByRole('tab', { name: 'profile.csv (1)' }).click();
      expect(await row('profile.csv row 2').textContent()).toContain('Top 3 Favorites: Tremors, Alien');

      // 'Back' (1985) is a near miss: the member picks the film by keyboard.
      const nearMiss = preview
        .getByRole('region', { name: 'Near misses' })
        .getByRole('group', { name: 'Back (1985) · diary.csv row 5' });
      await nearMiss.getByRole('radio', { name: 'Keep it by its title, as in the file' }).focus();
      await page.keyboard.press('ArrowDown');
      expect(await nearMiss.getByRole('radio', { name: 'Back to the Future (1985)' }).isChecked()).toBe(true);
      await preview.getByText('1 row will be imported as the film you picked.').waitFor();

      // Nothing was written by the preview.
      const seen = page.getByRole('list', { name: "Movies you've seen" });
      expect(await seen.getByText('Alien', { exact: true }).count()).toBe(0);

      await preview.getByRole('button', { name: 'Apply import' }).click();
      await page.getByRole('region', { name: 'Import report' }).waitFor(POLL);
      await toastSays(page, 'Import Complete');
      for (const title of ['Alien', 'Tremors', 'Die Hard', 'Back to the Future']) {
        await seen.getByRole('button', { name: title, exact: true }).waitFor(POLL);
      }

      // The Diary for 2023: dates, half stars, the rewatch, the review and the tag, as in the file.
      await page.goto(`${base}/diary?year=2023`);
      const entry = (month: string, name: string) =>
        page.getByRole('region', { name: month }).getByRole('article', { name });
      const may = entry('May 2023', 'Alien (1979), Mon, May 1');
      await may.getByText('4.5 stars').waitFor(POLL);
      await may.getByText('In space, no one can hear you scream.').waitFor();
      const august = entry('August 2023', 'Alien (1979), Sat, Aug 12');
      await august.getByText('5 stars').waitFor();
      await august.getByText('Rewatch').waitFor();
      const june = entry('June 2023', 'Tremors (1990), Fri, Jun 9');
      await june.getByText('3.5 stars').waitFor();
      await june.getByRole('list', { name: 'Tags' }).getByText('midnight movie').waitFor();
      await entry('November 2023', 'Back to the Future (1985), Sat, Nov 4').getByText('4 stars').waitFor();

      // Year in Rewind for 2023: three films in four watches, one of them a rewatch.
      await page.goto(`${base}/rewind/2023`);
      await page.getByRole('heading', { level: 1, name: '2023 in Rewind' }).waitFor(POLL);
      const numbers = page.getByRole('list', { name: 'Your year in numbers' }).getByRole('listitem');
      await numbers.first().waitFor();
      expect(await numbers.filter({ hasText: 'Films' }).textContent()).toContain('3');
      expect(await numbers.filter({ hasText: 'Watches' }).textContent()).toContain('4');
      await page.getByText('1 rewatch', { exact: true }).waitFor();

      // Export: the Letterboxd CSV and the zip carry back what was imported.
      await page.goto(`${base}/profile`);
      const imported = WATCHES.map(([name, year, rating, rewatch, tags, watched]) => [
        name === 'Back' ? 'Back to the Future' : name,
        year,
        rating,
        rewatch,
        tags,
        watched,
      ]);
      const exported = await download(page, 'Export (Letterboxd CSV)');
      expect(exported.name).toMatch(/\.csv$/);
      const lines = exported.bytes.toString('utf8').trimEnd().split('\r\n');
      expect(lines[0]).toBe('Title,Year,Rating,WatchedDate,Rewatch,Tags,Review,Shown On Member Page');
      for (const [name, year, rating, rewatch, tags, watched] of imported) {
        // The review came from reviews.csv (published on Letterboxd): it shows on the member page.
        const [review, shown] = watched === '2023-05-01' ? [REVIEW, 'Yes'] : ['', ''];
        expect(lines).toContain([name, year, rating, watched, rewatch, tags, review, shown].join(','));
      }
      expect(lines).toContain('Fargo,1996,,,,watchlist,,');

      const zip = await download(page, 'Export (zip)');
      expect(zip.name).toMatch(/\.zip$/);
      const files = unzipSync(new Uint8Array(zip.bytes));
      const table = (name: string) =>
        strFromU8(files[name]!)
          .trimEnd()
          .split('\r\n')
          .map((line) => line.split(','));
      const [header, ...diaryRows] = table('diary.csv');
      expect(header).toEqual([
        'Date',
        'Name',
        'Year',
        'Letterboxd URI',
        'Rating',
        'Rewatch',
        'Tags',
        'Watched Date',
      ]);
      // Name, Year, Rating, Rewatch, Tags, Watched Date: the columns the import read, the names as the
      // file wrote them (issue 29: a zip goes back to Letterboxd, which knows its own titles; 'Back' too).
      expect(diaryRows.map((r) => [r[1], r[2], r[4], r[5], r[6], r[7]])).toEqual(
        [...WATCHES].sort((a, b) => a[5]!.localeCompare(b[5]!)),
      );
      // The review keeps its diary entry's Letterboxd URI (Alien is the file's first row), in
      // Letterboxd's column order, and still shows on the member page.
      expect(strFromU8(files['reviews.csv']!)).toContain(
        `Alien,1979,https://boxd.it/e2e0,4.5,,${REVIEW},,2023-05-01,Yes`,
      );
      expect(table('watchlist.csv').map((r) => r[1])).toEqual(['Name', 'Fargo']);
      // The favourites go back as the Letterboxd URIs the import kept for their films.
      expect(strFromU8(files['profile.csv']!)).toBe(
        'Favorite Films\r\n"https://boxd.it/e2e21, https://boxd.it/e2e10"\r\n',
      );
      expect(JSON.parse(strFromU8(files['backup.json']!)).diary).toHaveLength(WATCHES.length);
    });
    expect(problems).toEqual([]);
    await page.close();
  });
});
