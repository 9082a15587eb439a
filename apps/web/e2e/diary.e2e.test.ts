import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { withFailureScreenshot } from './harness.ts';
import { newMember, signUp, toastSays, watchConsole } from './journeys/steps.ts';
import { setUpStage } from './stage.ts';

/** The machines are shared and slow; give list updates time to land. */
const POLL = { timeout: 15_000 };

const stage = setUpStage();

/** A small Letterboxd diary export: dated watches with half stars, a rewatch and a review. */
const LETTERBOXD_DIARY = [
  'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date,Review',
  '2024-05-02,Alien,1979,https://boxd.it/a1,4.5,,,2024-05-01,In space no one can hear you scream.',
  '2024-05-03,Tremors,1990,https://boxd.it/t1,3,Yes,midnight movie,2024-05-02,',
  '',
].join('\n');

/** A film of the embedded catalog, with its year. */
async function catalogFilm(base: string, title: string): Promise<{ id: number; year: string }> {
  const search = await fetch(`${base}/api/tmdb/search?q=${encodeURIComponent(title)}`);
  const { results } = (await search.json()) as {
    results: { id: number; title: string; release_date?: string | null }[];
  };
  const film = results.find((r) => r.title === title);
  if (!film) throw new Error(`${title} is not in the catalog`);
  return { id: film.id, year: film.release_date?.slice(0, 4) ?? '' };
}

/** The diary's rows, as their accessible names ('Fargo (1996), Sat, Mar 9'). */
function diaryRows(page: Page) {
  return page.getByRole('article').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));
}

describe('the film diary journey (docs/product.md §2 Diary, Year in Rewind)', () => {
  it('logs a watch from the film page, edits it in the Diary, previews, applies and undoes an import, and rewinds the year', async () => {
    const page = await stage.browsers[0]!.context.newPage();
    const problems = watchConsole(page);
    const base = stage.server.baseUrl;
    const fargo = await catalogFilm(base, 'Fargo');
    const fargoRow = `Fargo (${fargo.year}), Sat, Mar 9`;

    await withFailureScreenshot(page, 'diary-journey', async () => {
      await signUp(page, base, newMember('Lou', 'Rewind'), `/movie/${fargo.id}`);
      await page.getByRole('heading', { level: 1, name: 'Fargo' }).waitFor();

      // Log a watch: 3½ stars by keyboard and a line of review, on a day in March 2024.
      await page.getByRole('button', { name: 'Log a watch' }).click();
      const logDialog = page.getByRole('dialog', { name: 'Log a watch: Fargo' });
      await logDialog.getByLabel('Watched on').fill('2024-03-09');
      const stars = logDialog.getByRole('slider', { name: 'Rating' });
      await stars.focus();
      await page.keyboard.press('End');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
      expect(await stars.getAttribute('aria-valuetext')).toBe('3.5 stars');
      await logDialog.getByLabel('Review', { exact: true }).fill('Oh, for Pete’s sake. A real good one.');
      await logDialog.getByRole('button', { name: 'Log it' }).click();
      await toastSays(page, 'Logged in your diary!');
      await logDialog.waitFor({ state: 'detached' });

      // The Diary, reached from the profile, has it under March 2024.
      await page.goto(`${base}/profile`);
      await page.getByRole('link', { name: 'My Diary' }).click();
      await page.waitForURL(`${base}/diary`);
      const march = page.getByRole('region', { name: 'March 2024' });
      const entry = march.getByRole('article', { name: fargoRow });
      await entry.getByText('3.5 stars').waitFor();
      await entry.getByText('Oh, for Pete’s sake. A real good one.').waitFor();

      await expectAccessible(page, 'the Diary');

      // Edit it: half a star more, a rewatch after all.
      await entry.getByRole('button', { name: 'Edit Fargo on 2024-03-09' }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit: Fargo' });
      await editDialog.getByRole('slider', { name: 'Rating' }).focus();
      await page.keyboard.press('ArrowRight');
      await editDialog.getByLabel("I've seen it before (a rewatch)").check();
      await editDialog.getByRole('button', { name: 'Save changes' }).click();
      await toastSays(page, 'Diary updated');
      await entry.getByText('4 stars').waitFor();
      await entry.getByText('Rewatch').waitFor();

      // Import a Letterboxd diary: the preview first, nothing written until Apply.
      await page.goto(`${base}/profile`);
      await page.getByLabel('Import from Letterboxd or IMDb').setInputFiles({
        name: 'diary.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(LETTERBOXD_DIARY),
      });
      const preview = page.getByRole('region', { name: 'Import preview' });
      await preview.waitFor();
      const rows = preview.getByRole('list', { name: 'Rows in the file' }).getByRole('listitem');
      await expect.poll(() => rows.count(), POLL).toBe(2);
      expect(await rows.first().textContent()).toContain('Alien (1979)');
      expect(await rows.first().textContent()).toContain('Diary');
      const seen = page.getByRole('list', { name: "Movies you've seen" });
      expect(await seen.getByText('Alien', { exact: true }).count()).toBe(0);

      await preview.getByRole('button', { name: 'Apply import' }).click();
      const report = page.getByRole('region', { name: 'Import report' });
      await report.waitFor();
      await toastSays(page, 'Import Complete');
      await seen.getByRole('button', { name: 'Alien', exact: true }).waitFor();
      await seen.getByRole('button', { name: 'Tremors', exact: true }).waitFor();

      // Undo puts everything back as it was: the imported films leave, Fargo stays.
      await report.getByRole('button', { name: 'Undo import' }).click();
      await report.getByText('Undone: your lists are back as they were.').waitFor();
      await toastSays(page, 'Import undone');
      await expect.poll(() => seen.getByRole('button', { name: 'Alien', exact: true }).count(), POLL).toBe(0);
      await seen.getByRole('button', { name: 'Fargo', exact: true }).waitFor();
      await page.goto(`${base}/diary?year=2024`);
      await page.getByRole('region', { name: 'March 2024' }).waitFor();
      await expect.poll(() => diaryRows(page), POLL).toEqual([fargoRow]);

      // Year in Rewind for 2024, from the Diary's link.
      await page.getByRole('link', { name: 'Your 2024 in Rewind' }).click();
      await page.waitForURL(`${base}/rewind/2024`);
      await page.getByRole('heading', { level: 1, name: '2024 in Rewind' }).waitFor();
      const numbers = page.getByRole('list', { name: 'Your year in numbers' });
      await numbers.waitFor();
      expect(await numbers.getByRole('listitem').filter({ hasText: 'Films' }).textContent()).toContain('1');
      await page.getByRole('list', { name: 'Films per month' }).getByText('March: 1 film').waitFor();
      await page.getByRole('list', { name: 'Highest rated' }).getByText(`Fargo (${fargo.year})`).waitFor();
      await page.getByText('1 rewatch', { exact: true }).waitFor();
      await expectAccessible(page, 'the Year in Rewind');
      // A phone shows the whole year without scrolling sideways.
      await page.setViewportSize({ width: 360, height: 800 });
      await page.getByRole('list', { name: 'Films per month' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
    expect(problems).toEqual([]);
    await page.close();
  });
});
