import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { withFailureScreenshot } from './harness.ts';
import { apiPost, memberId, newMember, signUp, toastSays, watchConsole } from './journeys/steps.ts';
import { setUpStage } from './stage.ts';

const stage = setUpStage();

beforeAll(async () => {
  await stage.browsers[0]!.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: stage.server.baseUrl,
  });
});

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A film of the embedded catalog. */
async function catalogFilm(base: string, title: string): Promise<{ id: number; title: string }> {
  const search = await fetch(`${base}/api/tmdb/search?q=${encodeURIComponent(title)}`);
  const { results } = (await search.json()) as { results: { id: number; title: string }[] };
  const film = results.find((r) => r.title === title);
  if (!film) throw new Error(`${title} is not in the catalog`);
  return film;
}

describe('Year in Rewind: charts and "Share my Rewind" (docs/product.md §2)', () => {
  it('charts the year, draws the recap card in the VHS look, downloads it as a 1200x630 PNG and copies its link', async () => {
    const page = await stage.browsers[0]!.context.newPage();
    const problems = watchConsole(page);
    const base = stage.server.baseUrl;

    await withFailureScreenshot(page, 'rewind-journey', async () => {
      await signUp(page, base, newMember('Rae', 'Rewind'), '/rewind/2024');
      const id = await memberId(page, base);
      // Three watches in May, one a rewatch; the best rated first on the card.
      const alien = await catalogFilm(base, 'Alien');
      const fargo = await catalogFilm(base, 'Fargo');
      for (const [film, watchedOn, rating, rewatch] of [
        [alien, '2024-05-01', 4.5, false],
        [fargo, '2024-05-09', 3, false],
        [alien, '2024-07-04', null, true],
      ] as const)
        await apiPost(page, base, '/user/diary', {
          movieId: film.id,
          title: film.title,
          watchedOn,
          rating,
          rewatch,
        });

      await page.reload();
      await page.getByRole('heading', { level: 1, name: '2024 in Rewind' }).waitFor();
      const months = page.getByRole('list', { name: 'Films per month' });
      await months.getByText('May: 2 films').waitFor({ state: 'attached' });
      // The month chart: twelve SVG bars, May's the tallest.
      const heights = await page
        .locator('svg:has(+ ol[aria-label="Films per month"]) rect')
        .evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().height));
      expect(heights).toHaveLength(12);
      expect(Math.max(...heights)).toBe(heights[4]);
      await page.getByRole('list', { name: 'Top genres' }).waitFor({ state: 'attached' });
      await expectAccessible(page, 'the Year in Rewind with its charts');

      await page.getByRole('button', { name: 'Share my Rewind' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share your 2024 in Rewind' });
      const card = dialog.getByRole('img', { name: 'Recap card preview: your 2024 in Rewind, VHS filter' });
      await expect.poll(() => card.getAttribute('data-rendered'), { timeout: 15_000 }).toBe('vhs');
      await expectAccessible(page, 'the recap dialog');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Download PNG' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('chucks-rewind-2024-vhs.png');
      const png = await readFile(await download.path());
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      // Drawn, posters, grain and all: a flat or empty card compresses to a few kilobytes.
      expect(png.length).toBeGreaterThan(200_000);
      await toastSays(page, 'Image Downloaded!');

      await dialog.getByRole('button', { name: 'Copy Text' }).click();
      await toastSays(page, 'Text Copied!');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(/^My 2024 in Rewind: 2 films and [\d.]+ hours on tape\. /);
      const link = copied.split('\n')[1] ?? '';
      expect(link).toBe(`${base}/members/${id}/rewind/2024`);

      // The link opens the year as others see it.
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: '2024 in Rewind' }).waitFor();
      await page
        .getByRole('list', { name: 'Films per month' })
        .getByText('May: 2 films')
        .waitFor({ state: 'attached' });
    });
    expect(problems).toEqual([]);
    await page.close();
  });
});
