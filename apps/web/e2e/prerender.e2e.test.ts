import { describe, expect, it } from 'vitest';
import { withFailureScreenshot } from './harness.ts';
import { openVisitorTab } from './journeys/steps.ts';
import { setUpStage } from './stage.ts';

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
        await page.locator('#root:not([inert])').waitFor();
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
});
