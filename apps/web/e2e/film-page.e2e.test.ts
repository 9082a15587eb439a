import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { withFailureScreenshot } from './harness.ts';
import { openVisitorTab, setUpStage } from './stage.ts';

// The film page (docs/product.md §2 'Film page'), on the embedded catalog with no keys: found through
// the store's search, then its cast, a cast member's page, one of their films, and More like this.
const stage = setUpStage();

const chatWidget = (page: Page) => page.getByRole('region', { name: 'Chuck - Movie Clerk' });

describe('film page journey (no env vars: local engine, embedded catalog)', () => {
  it("'oppen' in the search → Oppenheimer's page → its cast → Cillian Murphy → one of his films; More like this links 6 films", async () => {
    const { page, problems, base, main } = await openVisitorTab(stage);

    await withFailureScreenshot(page, 'film-page', async () => {
      // The store's search (Chuck's movie search): pick Oppenheimer, ask, and open the film he names.
      await page.goto(`${base}/`);
      await page.getByRole('button', { name: 'Chat with Chuck' }).click();
      const widget = chatWidget(page);
      await widget.getByRole('button', { name: 'Search movies' }).click();
      await widget.getByRole('combobox', { name: 'Search movies' }).fill('oppen');
      await widget.getByRole('option', { name: /Oppenheimer\s*2023/ }).click();
      const box = widget.getByRole('textbox', { name: 'Message Chuck' });
      await expect.poll(() => box.inputValue()).toBe('Tell me about Oppenheimer (2023)');
      await box.press('Enter');
      const named = widget.getByRole('log').getByRole('link', { name: 'Oppenheimer (2023)' }).last();
      await named.waitFor({ timeout: 30_000 });
      await named.click();
      await main.getByRole('heading', { level: 1, name: 'Oppenheimer' }).waitFor();
      expect(page.url()).toMatch(/\/movie\/\d+$/);
      const filmUrl = page.url();

      // Its top-billed cast, eight of them, each linking to their page; Cillian Murphy first.
      const cast = main.getByRole('region', { name: 'Cast' }).getByRole('link');
      expect(await cast.count()).toBe(8);
      expect(await cast.first().textContent()).toBe('Cillian Murphy');
      expect(await main.getByRole('link', { name: 'Christopher Nolan' }).getAttribute('href')).toMatch(
        /^\/person\/\d+$/,
      );

      // More like this: six films, each a link to its own page.
      const similar = main.getByRole('region', { name: 'More like this' }).getByRole('link');
      await expect.poll(() => similar.count(), { timeout: 15_000 }).toBe(6);
      const hrefs = await Promise.all((await similar.all()).map((a) => a.getAttribute('href')));
      for (const href of hrefs) expect(href).toMatch(/^\/movie\/\d+$/);
      expect(new Set(hrefs).size).toBe(6);
      expect(hrefs).not.toContain(new URL(filmUrl).pathname);
      await expectAccessible(page, 'the film page');

      // Cillian Murphy's page, then one of his other films.
      await cast.first().click();
      await main.getByRole('heading', { level: 1, name: /Cillian Murphy/ }).waitFor();
      const films = main.getByRole('region', { name: 'Appears in' }).getByRole('link');
      const other = films.filter({ hasNotText: 'Oppenheimer' }).first();
      const title = (await other.locator('span').first().textContent())!;
      await other.click();
      await main.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(page.url()).toMatch(/\/movie\/\d+$/);

      // And a film from More like this opens its own page.
      await page.goto(filmUrl);
      const first = main.getByRole('region', { name: 'More like this' }).getByRole('link').first();
      await first.waitFor();
      const pick = (await first.locator('span').first().textContent())!;
      await first.click();
      await main.getByRole('heading', { level: 1, name: pick }).waitFor();
    });

    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
