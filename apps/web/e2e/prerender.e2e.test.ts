import { describe, expect, it } from 'vitest';
import { withFailureScreenshot } from './harness.ts';
import { setUpStage } from './stage.ts';

const stage = setUpStage();

// / and /landing come prerendered (apps/web/scripts/prerender-pages.ts): they must show their content
// while the app's script is still on its way, inert so nothing typed there is lost, and then the app
// takes over the same page.
describe('prerendered first pages', () => {
  for (const path of ['/', '/landing']) {
    it(`${path} paints before the app script arrives, then becomes the live app`, async () => {
      const page = await stage.browsers[0]!.context.newPage();
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
        await page.locator('#root > div[inert] h1').waitFor();
        expect(await page.locator('#root > div[inert] h1').textContent()).not.toBe('');
        expect(
          await page.locator('#root > div[inert] input, #root > div[inert] button').count(),
        ).toBeGreaterThan(0);

        release();
        await page.locator('#root > div[inert]').waitFor({ state: 'detached' });
        await page.getByRole('heading', { level: 1 }).waitFor();
        // One element, held: a bare locator would re-resolve to another field as the page fills in.
        const field = await page.locator('main input').first().elementHandle();
        await field!.fill('Heat');
        expect(await field!.inputValue()).toBe('Heat');
      });
      await page.close();
    });
  }
});
