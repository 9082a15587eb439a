import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { withFailureScreenshot } from './harness.ts';
import { watchForBreakage } from './journeys/steps.ts';
import { setUpStage } from './stage.ts';

const stage = setUpStage();

beforeAll(async () => {
  const { context } = stage.browsers[0]!;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stage.server.baseUrl });
  // The share intents open in a new tab; answer them here instead of going out to the internet.
  await context.route(/^https:\/\/(twitter\.com|www\.facebook\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>intent</title>' }),
  );
});

/** Width and height from a PNG's IHDR chunk (bytes 16-23), after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const TEMPLATES = ['Recommendation', 'Now Watching', 'Review', 'Collection'] as const;
const FILTERS = [
  ['Sepia', 'sepia'],
  ['Film Grain', 'film_grain'],
  ['VHS', 'vhs'],
  ['Retro Warm', 'retro_warm'],
  ['Cinema', 'cinema'],
  ['Neon', 'neon'],
] as const;
const TEMPLATE_IDS = {
  Recommendation: 'recommendation',
  'Now Watching': 'watching',
  Review: 'review',
  Collection: 'collection',
};

describe('share tool', () => {
  it('previews every template and filter, downloads a 1200x630 PNG, copies the text and opens the Twitter intent', async () => {
    const page = await stage.browsers[0]!.context.newPage();
    const problems = watchForBreakage(page);
    const base = stage.server.baseUrl;
    const preview = page.getByRole('img', { name: /^Share card preview/ });
    const rendered = () => preview.getAttribute('data-rendered');
    const pixels = () =>
      page.evaluate(() => {
        const canvas = document.querySelector('canvas');
        return canvas ? canvas.toDataURL('image/png') : '';
      });

    await withFailureScreenshot(page, 'sharing', async () => {
      await page.goto(`${base}/social-share-demo`);
      await page.getByRole('heading', { level: 1, name: 'Social Share Demo' }).waitFor();
      await expect.poll(rendered, { timeout: 15_000 }).toBe('recommendation:vhs');

      // Every filter looks different from every other one.
      const looks = new Set<string>();
      for (const [label, id] of FILTERS) {
        await page.getByRole('radio', { name: label, exact: true }).check();
        await expect.poll(rendered).toBe(`recommendation:${id}`);
        looks.add(await pixels());
      }
      expect(looks.size).toBe(FILTERS.length);

      // Every template changes the card and the post text.
      const texts = new Set<string>();
      for (const label of TEMPLATES) {
        await page.getByRole('radio', { name: label, exact: true }).check();
        await expect.poll(rendered).toBe(`${TEMPLATE_IDS[label]}:neon`);
        texts.add((await page.getByTestId('share-text').textContent()) ?? '');
        looks.add(await pixels());
      }
      expect(texts.size).toBe(TEMPLATES.length);
      expect(looks.size).toBe(FILTERS.length + TEMPLATES.length - 1); // recommendation:neon was seen above

      // Download: a real 1200x630 PNG.
      await page.getByRole('radio', { name: 'Film Grain', exact: true }).check();
      await expect.poll(rendered).toBe('collection:film_grain');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download PNG' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('chucks-the-matrix-1999-film-grain.png');
      const file = await download.path();
      expect(pngSize(await readFile(file))).toEqual({ width: 1200, height: 630 });
      await page.getByText('Image Downloaded!', { exact: true }).waitFor();

      // Instagram is a download too, with the posting left to the visitor.
      const [instagram] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Instagram' }).click(),
      ]);
      expect(pngSize(await readFile(await instagram.path()))).toEqual({ width: 1200, height: 630 });
      await page.getByText('Open Instagram and post it from your photos').first().waitFor();

      // Copy text: the post and its link on the clipboard.
      await page.getByRole('button', { name: 'Copy Text' }).click();
      await page.getByText('Text Copied!', { exact: true }).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain('"The Matrix (1999)" just joined my collection.');
      expect(copied).toMatch(new RegExp(`\\n${base}/(movie/\\d+)?$`));

      // Twitter: the intent carries the template's text and the film's link.
      const twitter = page.getByRole('link', { name: 'Twitter' });
      const intent = new URL((await twitter.getAttribute('href')) ?? '');
      expect(`${intent.origin}${intent.pathname}`).toBe('https://twitter.com/intent/tweet');
      expect(intent.searchParams.get('text')).toBe(
        '"The Matrix (1999)" just joined my collection. Ask nicely and I might lend it out. #ChucksVideoStore #BeKindRewind',
      );
      expect(intent.searchParams.get('url')).toBe(copied.split('\n')[1]);
      const [popup] = await Promise.all([page.waitForEvent('popup'), twitter.click()]);
      expect(popup.url()).toBe(intent.toString());
      await popup.close();

      const facebook = new URL(
        (await page.getByRole('link', { name: 'Facebook' }).getAttribute('href')) ?? '',
      );
      expect(facebook.searchParams.get('u')).toBe(copied.split('\n')[1]);

      // Another scenario brings its own film and template.
      await page.getByRole('button', { name: /Review\s*Pulp Fiction \(1994\)/ }).click();
      await expect.poll(rendered, { timeout: 15_000 }).toBe('review:vhs');
      await expect
        .poll(() => page.getByTestId('share-text').textContent())
        .toContain('"Pulp Fiction (1994)"');
    });

    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens the Share dialog from a film page, whose server-side tags preview the film', async () => {
    const base = stage.server.baseUrl;
    const search = await fetch(`${base}/api/tmdb/search?q=matrix`);
    expect(search.status).toBe(200);
    const { results } = (await search.json()) as { results: { id: number; title: string }[] };
    const film = results.find((r) => r.title === 'The Matrix') ?? results[0];
    expect(film).toBeDefined();

    const html = await (await fetch(`${base}/movie/${film!.id}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${film!.title}`);
    expect(html).toContain('<meta name="twitter:card"');

    const page = await stage.browsers[0]!.context.newPage();
    const problems = watchForBreakage(page);
    await withFailureScreenshot(page, 'share-dialog', async () => {
      await page.goto(`${base}/movie/${film!.id}`);
      await page.getByRole('heading', { level: 1, name: film!.title }).waitFor();
      await page.getByRole('button', { name: `Share ${film!.title}` }).click();
      const dialog = page.getByRole('dialog', { name: `Share ${film!.title}` });
      await dialog.waitFor();
      await expect
        .poll(() => dialog.getByRole('img', { name: /^Share card preview/ }).getAttribute('data-rendered'), {
          timeout: 15_000,
        })
        .toBe('recommendation:vhs');
      const href = await dialog.getByRole('link', { name: 'Twitter' }).getAttribute('href');
      expect(new URL(href ?? '').searchParams.get('url')).toBe(`${base}/movie/${film!.id}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('says card payments are not set up when the server has no Stripe keys, amounts still shown', async () => {
    const page = await stage.browsers[0]!.context.newPage();
    await withFailureScreenshot(page, 'donate-unconfigured', async () => {
      await page.goto(`${stage.server.baseUrl}/donate`);
      await page.getByText('Donations are not configured on this server').waitFor();
      // The amounts still show and can be picked; no card form opens (docs/product.md §2, Donate).
      const latte = page.getByRole('button', { name: /Latte/ });
      await latte.click();
      expect(await latte.getAttribute('aria-pressed')).toBe('true');
      await page.getByText(/Card payments are not set up on this server.*chip in \$5/).waitFor();
      expect(await page.getByRole('button', { name: /^Donate \$/ }).count()).toBe(0);
    });
    await page.close();
  });
});
