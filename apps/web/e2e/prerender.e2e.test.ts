import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withFailureScreenshot } from './harness.ts';
import { waitForHydration } from './journeys/steps.ts';
import { openVisitorTab, setUpStage } from './stage.ts';

const stage = setUpStage();

// / and /landing come prerendered (apps/web/scripts/prerender-pages.ts): they must show their content
// while the app's script is still on its way, inert so nothing typed there is lost, and then the app
// hydrates that same markup (the heading painted first is the one the live page keeps).
describe('prerendered first pages', () => {
  for (const path of ['/', '/landing']) {
    it(`${path} paints before the app script arrives, then becomes the live app`, async () => {
      // Its console too: a markup mismatch would make React discard the page and paint it again.
      const { page, problems } = await openVisitorTab(stage);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      // Hold the entry script, as a slow network would.
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await withFailureScreenshot(page, `prerender${path.replace('/', '-')}`, async () => {
        await page.goto(`${stage.server.baseUrl}${path}`, { waitUntil: 'commit' });
        const heading = page.locator('#root[inert] h1');
        await heading.waitFor();
        expect(await heading.textContent()).not.toBe('');
        expect(await page.locator('#root[inert] :is(input, button)').count()).toBeGreaterThan(0);
        const painted = await heading.elementHandle();

        release();
        await waitForHydration(page);
        expect(await painted!.evaluate((node) => node.isConnected)).toBe(true);
        await page.getByRole('heading', { level: 1 }).waitFor();
        // One element, held: a bare locator would re-resolve to another field as the page fills in.
        const field = await page.locator('main input').first().elementHandle();
        await field!.fill('Heat');
        expect(await field!.inputValue()).toBe('Heat');
        expect(problems).toEqual([]);
      });
      await page.close();
    });
  }

  // apps/server/src/plugins/film-page.ts: a film page comes rendered by the server with its film, and
  // the app starts from that film instead of asking for it again.
  it('a film page paints from the server before the app script arrives, then becomes the live app', async () => {
    const { page, problems, base } = await openVisitorTab(stage);
    const search = (await (await fetch(`${base}/api/tmdb/search?q=alien`)).json()) as {
      results: { id: number; title: string }[];
    };
    const film = search.results.find((result) => result.title === 'Alien');
    expect(film).toBeDefined();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('catalog.getMovie')) asked.push(request.url());
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await withFailureScreenshot(page, 'prerender-film', async () => {
      await page.goto(`${base}/movie/${film!.id}`, { waitUntil: 'commit' });
      const heading = page.locator('#root[inert] h1');
      await heading.waitFor();
      expect(await heading.textContent()).toBe('Alien');
      expect(await page.title()).toBe("Alien (1979) · Chuck's Video Store");
      const painted = await heading.elementHandle();

      release();
      await waitForHydration(page);
      // Hydrated where it stands (the film page's own script arrives after the app's).
      await page.getByRole('button', { name: 'Ask Chuck for more like this' }).click();
      await page.getByText('More like Alien (1979)').first().waitFor();
      expect(await painted!.evaluate((node) => node.isConnected)).toBe(true);
      expect(asked).toEqual([]);
      expect(problems).toEqual([]);
    });
    await page.close();
  });

  // scripts/web-fonts.ts: the brand faces come inline, Inter is preloaded and used only if it is in
  // time, so fonts arriving late over a slow network do not reflow the page (Lighthouse's layout shift).
  for (const path of ['/', '/landing']) {
    it(`${path} is drawn in its brand faces from the first paint and does not move when late fonts arrive`, async () => {
      const { page, problems } = await openVisitorTab(stage);
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\.woff2?$/, async (route) => {
        await held;
        await route.continue();
      });
      await withFailureScreenshot(page, `prerender-fonts${path.replace('/', '-')}`, async () => {
        await page.goto(`${stage.server.baseUrl}${path}`, { waitUntil: 'commit' });
        await page.locator('h1').first().waitFor();
        expect(await renderedFonts(page, 'h1')).toEqual(['Bungee']);
        expect(await renderedFonts(page, '.shelf-label')).toEqual(['VT323']);

        // Well past the browser's block period for an optional face, then the fonts arrive.
        await page.waitForTimeout(500);
        release();
        await waitForHydration(page);
        await page.waitForFunction(() =>
          [...document.fonts].some((face) => face.family === 'Inter Variable' && face.status === 'loaded'),
        );
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        // Too late for this visit: the text stays in its fallback rather than jumping.
        expect(await renderedFonts(page, 'main p')).not.toContain('Inter');
        const shift = await page.evaluate(() =>
          (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce(
            (sum, value) => sum + value,
            0,
          ),
        );
        expect(shift).toBeLessThan(0.01);
        expect(problems).toEqual([]);
      });
      await page.close();
    });
  }

  it('/landing is drawn in all three faces when they arrive in time', async () => {
    const { page, problems } = await openVisitorTab(stage);
    await withFailureScreenshot(page, 'prerender-fonts-in-time', async () => {
      await page.goto(`${stage.server.baseUrl}/landing`);
      await waitForHydration(page);
      expect(await renderedFonts(page, 'h1')).toEqual(['Bungee']);
      expect(await renderedFonts(page, '.shelf-label')).toEqual(['VT323']);
      expect(await renderedFonts(page, 'main p')).toEqual(['Inter']);
      expect(problems).toEqual([]);
    });
    await page.close();
  });
});

/** The fonts the browser drew an element's own text in (DevTools' "Rendered Fonts"). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    // The app may replace the prerendered nodes between two reads (once in a CI run, the node id
    // was gone a moment later): read the document again then.
    for (let attempt = 1; ; attempt++) {
      try {
        const { root } = await cdp.send('DOM.getDocument');
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        return fonts.map((font) => font.familyName);
      } catch (error) {
        if (attempt >= 5 || !/Could not find node/.test(String(error))) throw error;
      }
    }
  } finally {
    await cdp.detach();
  }
}
