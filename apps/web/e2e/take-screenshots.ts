// Screenshots of the shell for a human look: `npx tsx apps/web/e2e/take-screenshots.ts [path ...]`.
// Uses the same built server and browser as the journeys; files land in e2e/artifacts/ (gitignored).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTIFACTS_DIR, launchBrowser, startServer } from './harness.ts';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/login', '/no-such-aisle'];
const widths = [360, 1280];

const server = await startServer();
const browser = await launchBrowser();
try {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const page = await browser.context.newPage();
  for (const path of paths) {
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const name =
        (path === '/' ? 'home' : path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')) || 'home';
      // The whole page, and the first screenful as a visitor sees it.
      for (const [suffix, fullPage] of [
        ['', true],
        ['-top', false],
      ] as const) {
        const file = join(ARTIFACTS_DIR, `${name}-${width}${suffix}.png`);
        await page.screenshot({ path: file, fullPage });
        console.log(file);
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
