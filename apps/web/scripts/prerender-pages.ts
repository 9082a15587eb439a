// After `vite build`: renders the pages a first visit lands on into HTML files of their own
// (dist/prerendered/, listed in its pages.json), so they paint before the script downloads; the
// server sends one for its path and the app then takes over the page (src/prerender.tsx, and
// apps/server/src/plugins/web.ts).
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer } from 'vite';
import { compressFile } from './precompress.ts';

/** The pages a first visit lands on, by path, and the file each is written to. */
const PAGES: Record<string, string> = { '/': 'home.html', '/landing': 'landing.html' };
const OUT = 'prerendered';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const shell = await readFile(join(dist, 'index.html'), 'utf8');
const ROOT_DIV = '<div id="root"></div>';
if (!shell.includes(ROOT_DIV)) throw new Error(`dist/index.html has no ${ROOT_DIV}`);

/**
 * The shell with its stylesheet links replaced by the sheets themselves: on a phone's network a linked
 * sheet queues behind the app's scripts, and the prerendered page cannot paint until it arrives.
 */
function inlineStylesheets(html: string, distDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_link, file) => {
    const css = readFileSync(join(distDir, file), 'utf8');
    return `<style>${css}</style>`;
  });
}

const vite = await createServer({
  root,
  server: { middlewareMode: true },
  appType: 'custom',
  logLevel: 'error',
});
try {
  const { prerender } = (await vite.ssrLoadModule(
    '/src/prerender.tsx',
  )) as typeof import('../src/prerender.tsx');
  await mkdir(join(dist, OUT), { recursive: true });
  const styledShell = inlineStylesheets(shell, dist);
  for (const [path, file] of Object.entries(PAGES)) {
    const target = join(dist, OUT, file);
    // Inert until the app has hydrated it (src/main.tsx): nothing typed before then is lost. A function
    // replacement, so a `$&` or `$'` in the page's text is not read as a pattern.
    const page = styledShell.replace(ROOT_DIV, () => `<div id="root" inert>${prerender(path)}</div>`);
    await writeFile(target, page);
    await compressFile(target);
    console.log(`prerendered ${path} → dist/${OUT}/${file}`);
  }
  await writeFile(join(dist, OUT, 'pages.json'), JSON.stringify(PAGES));
} finally {
  await vite.close();
}
// The render leaves React Query's 5-minute garbage-collection timers behind; nothing else is pending.
process.exit(0);
