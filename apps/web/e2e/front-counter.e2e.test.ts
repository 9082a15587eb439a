import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withFailureScreenshot } from './harness.ts';
import { setUpStage } from './stage.ts';

const stage = setUpStage();

function watchForPageErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** The titles of the recommendation cards, in page order. */
async function cardTitles(page: Page): Promise<string[]> {
  return page.locator('article h3').allTextContents();
}

describe('front counter journey (no env vars: local engine, embedded catalog)', () => {
  it('saves a top 3, gets picks with reasons, rates one down, gets more without it, and keeps it all on reload', async () => {
    const page = await stage.browsers[0]!.context.newPage();
    const problems = watchForPageErrors(page);
    const main = page.getByRole('main');

    await withFailureScreenshot(page, 'front-counter', async () => {
      await page.goto(`${stage.server.baseUrl}/`);
      await main.getByRole('heading', { name: 'Your Top 3 Movies' }).waitFor();

      // Free text in each slot (suggestions may open; the typed title is what gets saved).
      for (const [slot, title] of [
        ['Movie #1', 'The Matrix'],
        ['Movie #2', 'Alien'],
        ['Movie #3', 'Heat'],
      ] as const) {
        await main.getByRole('combobox', { name: slot }).fill(title);
      }
      // Click away so the last box's suggestions close and stop covering the button.
      await main.getByText('Name up to three films you love').click();
      for (const slot of ['Movie #1', 'Movie #2', 'Movie #3']) {
        await expect
          .poll(() => main.getByRole('combobox', { name: slot }).getAttribute('aria-expanded'))
          .toBe('false');
      }
      expect(await main.getByRole('combobox', { name: 'Movie #3' }).inputValue()).toBe('Heat');
      await main.getByRole('button', { name: 'Get My Recommendations' }).click();
      await page.getByText('Preferences Saved!', { exact: true }).waitFor();

      // View mode with the three favourites, then Chuck's first five picks, each with a reason.
      await main.getByRole('button', { name: 'Change Movies' }).waitFor();
      const cards = main.getByRole('article');
      await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(5);
      for (const card of await cards.all()) {
        const reason = (await card.getByText('Why Chuck picked it:').locator('..').textContent()) ?? '';
        expect(reason.replace('Why Chuck picked it:', '').trim().length).toBeGreaterThan(10);
      }
      const firstBatch = await cardTitles(page);
      for (const favourite of ['The Matrix', 'Alien', 'Heat']) expect(firstBatch).not.toContain(favourite);

      // Thumbs down the first pick.
      const rejected = firstBatch[0]!;
      const rejectedCard = main.getByRole('article', { name: rejected, exact: true });
      await rejectedCard.getByRole('button', { name: 'Thumbs down' }).click();
      await page.getByText('Thanks for the feedback!', { exact: true }).waitFor();
      await expect
        .poll(() => rejectedCard.getByRole('button', { name: 'Thumbs down' }).getAttribute('aria-pressed'))
        .toBe('true');

      // Get more: five new picks, none of them the rejected film (or any earlier pick).
      await main.getByRole('button', { name: 'Get More Recommendations' }).click();
      await page.getByText('Fresh Recommendations!', { exact: true }).waitFor({ timeout: 30_000 });
      await expect.poll(() => cards.count()).toBe(10);
      const allTitles = await cardTitles(page);
      expect(allTitles.filter((title) => title === rejected)).toHaveLength(1);
      expect(new Set(allTitles).size).toBe(10);

      // Reload: the saved top 3, all ten picks and the rating are still there.
      await page.reload();
      await main.getByRole('button', { name: 'Change Movies' }).waitFor();
      for (const favourite of ['The Matrix', 'Alien', 'Heat']) {
        await main
          .getByRole('listitem')
          .filter({ hasText: `: ${favourite}` })
          .first()
          .waitFor();
      }
      await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(10);
      expect(await cardTitles(page)).toEqual(allTitles);
      expect(
        await main
          .getByRole('article', { name: rejected, exact: true })
          .getByRole('button', { name: 'Thumbs down' })
          .getAttribute('aria-pressed'),
      ).toBe('true');
    });

    expect(problems).toEqual([]);
    await page.close();
  });
});
