import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withFailureScreenshot } from './harness.ts';
import { hasFocus, saveTopThreeByKeyboard } from './journeys/steps.ts';
import { openVisitorTab, setUpStage } from './stage.ts';

const stage = setUpStage();

function watchForPageErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/**
 * Scrolls the window (only the window: Playwright's own click would also scroll a clipping
 * container, hiding the bug) to bring `target` into view, and returns its centre if a click there
 * lands on it; null when something clips or covers it.
 */
async function pointThatHits(target: Locator): Promise<{ x: number; y: number } | null> {
  return target.evaluate((element) => {
    const before = element.getBoundingClientRect();
    window.scrollBy(0, before.top - window.innerHeight / 2);
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    return hit && element.contains(hit) ? { x, y } : null;
  });
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
      // No provider data here (no TMDB key): each card searches JustWatch for itself, in the
      // browser's country (Chromium says en-US).
      expect(await main.getByRole('combobox', { name: 'Where to watch in' }).inputValue()).toBe('US');
      for (const card of await cards.all()) {
        const title = (await card.locator('h3').textContent()) ?? '';
        expect(await card.getByRole('link', { name: /Where to watch/ }).getAttribute('href')).toBe(
          `https://www.justwatch.com/us/search?q=${encodeURIComponent(title)}`,
        );
      }

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

      // New favourites, horror this time: the picks are replaced by five for them (docs/product.md §4).
      await main.getByRole('button', { name: 'Change Movies' }).click();
      for (const [slot, title] of [
        ['Movie #1', 'Halloween'],
        ['Movie #2', 'The Exorcist'],
        ['Movie #3', 'Scream'],
      ] as const) {
        await main.getByRole('combobox', { name: slot }).fill(title);
      }
      await main.getByText('Name up to three films you love').click();
      await main.getByRole('button', { name: 'Update My Movies' }).click();
      await main.getByRole('button', { name: 'Change Movies' }).waitFor();
      // Judged by each card's reason, not its title: another film of the same name would be a new pick.
      // On failure the diff lists the cards still made for the old favourites.
      await expect
        .poll(
          async () => {
            // Read in one go: the list may turn over between two reads of separate cards.
            const picks = await cards.evaluateAll((articles) =>
              articles.map((article) => ({
                title: article.querySelector('h3')?.textContent ?? '',
                reason:
                  [...article.querySelectorAll('.sr-only')].find((label) =>
                    label.textContent?.startsWith('Why Chuck picked it'),
                  )?.parentElement?.textContent ?? '',
              })),
            );
            const stale = picks.filter(({ reason }) => !/Halloween|The Exorcist|Scream/.test(reason));
            return { cards: picks.length, stale };
          },
          { timeout: 30_000 },
        )
        .toEqual({ cards: 5, stale: [] });
      const horrorTitles = await cardTitles(page);
      // And they stay the picks after a reload.
      await page.reload();
      await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(5);
      expect(await cardTitles(page)).toEqual(horrorTitles);
    });

    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('title suggestions in the top-3 panel, at 1280 and 360 px (product §2, §9)', () => {
  for (const width of [1280, 360]) {
    it(`shows all six, each clickable, and takes three favourites by keyboard alone at ${width} px`, async () => {
      const { page, problems, base, main } = await openVisitorTab(stage);
      await page.setViewportSize({ width, height: 900 });

      await withFailureScreenshot(page, `suggestions-${width}`, async () => {
        // A visitor of their own: a fresh session id, so the panel starts with its three boxes.
        await page.goto(`${base}/`);
        await page.evaluate(() => localStorage.clear());
        await page.reload();
        await main.getByRole('heading', { name: 'Your Top 3 Movies' }).waitFor();

        // Movie #3 sits lowest in the hero; its list drops past the hero's bottom edge.
        const third = main.getByRole('combobox', { name: 'Movie #3' });
        await third.fill('star');
        const list = main.getByRole('listbox', { name: 'Movie #3' });
        const options = list.getByRole('option');
        await expect.poll(() => options.count(), { timeout: 15_000 }).toBe(6);
        // No scrollbar to hunt through: the whole list is laid out at once.
        expect(await list.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
        // Each one is on top at its own centre (nothing clips or covers it), so a click lands on it.
        for (const option of await options.all()) {
          const point = await pointThatHits(option);
          expect(point, `${await option.textContent()} is clipped or covered`).not.toBeNull();
        }
        const sixth = options.nth(5);
        const title = (await sixth.locator('p').first().textContent()) ?? '';
        const at = (await pointThatHits(sixth))!;
        await page.mouse.click(at.x, at.y);
        expect(await third.inputValue()).toBe(title);
        expect(await third.getAttribute('aria-expanded')).toBe('false');

        // Tab from an open list moves on to the next box (the list is no Tab stop) and closes it.
        await third.fill('');
        const first = main.getByRole('combobox', { name: 'Movie #1' });
        await first.focus();
        await page.keyboard.type('alien');
        await main.getByRole('listbox', { name: 'Movie #1' }).getByRole('option').first().waitFor();
        await page.keyboard.press('Tab');
        expect(await hasFocus(main.getByRole('combobox', { name: 'Movie #2' }))).toBe(true);
        expect(await first.getAttribute('aria-expanded')).toBe('false');
        expect(await first.inputValue()).toBe('alien');

        // Keyboard only, from a fresh start: three favourites from the suggestions, then the picks.
        await page.evaluate(() => localStorage.clear());
        await page.reload();
        await main.getByRole('heading', { name: 'Your Top 3 Movies' }).waitFor();
        const favourites = await saveTopThreeByKeyboard(page, ['toy story', 'jumanji', 'babe']);
        await expect.poll(() => main.getByRole('article').count(), { timeout: 30_000 }).toBe(5);
        for (const favourite of favourites) {
          await main
            .getByRole('listitem')
            .filter({ hasText: `: ${favourite}` })
            .first()
            .waitFor();
        }
      });

      expect(problems).toEqual([]);
      await page.close();
    }, 120_000);
  }
});

describe("the 'Chat with Chuck' button on a 360 px phone (product §2 'Chat widget')", () => {
  it('never covers title suggestions 5 and 6, and comes back when the list closes', async () => {
    const { page, problems, base, main } = await openVisitorTab(stage);
    await page.setViewportSize({ width: 360, height: 740 });

    await withFailureScreenshot(page, 'chat-button-360', async () => {
      // A visitor of their own: a fresh session id, so the panel starts with its three boxes.
      await page.goto(`${base}/`);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await main.getByRole('heading', { name: 'Your Top 3 Movies' }).waitFor();
      // Hidden ones too: a button that stepped aside has no box, one in the way has.
      const launcher = page.getByRole('button', { name: 'Chat with Chuck', includeHidden: true });
      await launcher.waitFor();

      const third = main.getByRole('combobox', { name: 'Movie #3' });
      await third.fill('star');
      const options = main.getByRole('listbox', { name: 'Movie #3' }).getByRole('option');
      await expect.poll(() => options.count(), { timeout: 15_000 }).toBe(6);
      for (const n of [4, 5]) {
        const option = options.nth(n);
        // As a visitor scrolls down to it: just far enough to see it whole, at the screen's bottom edge,
        // where the docked button sits.
        await option.evaluate((el) => el.scrollIntoView({ block: 'end' }));
        const box = (await option.boundingBox())!;
        const button = await launcher.boundingBox(); // null: not shown
        expect(button && overlaps(box, button), `suggestion ${n + 1} is covered`).toBeFalsy();
        // Its right-hand side, where the button would be, takes a tap.
        const hit = await option.evaluate((el, at) => el.contains(document.elementFromPoint(at.x, at.y)), {
          x: box.x + box.width - 8,
          y: box.y + box.height / 2,
        });
        expect(hit, `suggestion ${n + 1} takes a tap on its right`).toBe(true);
      }
      await options.nth(5).click();
      expect(await third.getAttribute('aria-expanded')).toBe('false');
      await launcher.waitFor({ state: 'visible' });
    });

    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
