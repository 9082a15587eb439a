// After `vite build` and the server renderer's build (dist/ssr): renders the pages a first visit lands
// on into HTML files of their own (dist/prerendered/, listed in its pages.json), so they paint before
// the script downloads, and writes film.html, the page the server renders each film page into
// (apps/server/src/plugins/film-page.ts). The server sends one for its path and the app then takes
// over the page (src/main.tsx, and apps/server/src/plugins/web.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformWithOxc } from 'vite';
import type { ViteManifest } from './bundle-size.ts';
import { compressFile } from './precompress.ts';

/** The pages a first visit lands on, by path, and the file each is written to. */
const PAGES: Record<string, string> = { '/': 'home.html', '/landing': 'landing.html' };
/** The shell of the film pages, which the server renders each film into. */
const FILM_TEMPLATE = 'film.html';
const OUT = 'prerendered';
const ROOT_DIV = '<div id="root"></div>';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
const shell = await readFile(join(dist, 'index.html'), 'utf8');
if (!shell.includes(ROOT_DIV)) throw new Error(`dist/index.html has no ${ROOT_DIV}`);
const { prerender } = (await import(
  pathToFileURL(join(dist, 'ssr', 'prerender.js')).href
)) as typeof import('../src/prerender.tsx');

/**
 * The shell with its stylesheet links replaced by the sheets themselves: on a phone's network a linked
 * sheet queues behind the app's scripts, and the prerendered page cannot paint until it arrives.
 */
function inlineStylesheets(html: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_link, file) => {
    const css = readFileSync(join(dist, file), 'utf8');
    return `${preloadInlinedFaces(css)}<style>${css}</style>`;
  });
}

/**
 * Preloads of the faces a sheet carries inline (the brand faces, scripts/web-fonts.ts). Chrome holds
 * the first paint for preloaded fonts still loading; without them it could paint before the faces
 * were decoded, and the headings drawn in them came a frame later, moving what is below them (a
 * layout shift). The same base64 twice costs next to nothing once the page is Brotli-compressed.
 */
function preloadInlinedFaces(css: string): string {
  const faces = new Set(css.match(/data:font\/woff2;base64,[\w+/=]+/g));
  return [...faces]
    .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`)
    .join('');
}

/** The built files of manifest entry `key` and its static imports, as root-relative URLs. */
function chunkUrls(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no ${key}`);
  if (into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) chunkUrls(imported, into);
  return into;
}

/**
 * src/after-first-paint.ts as dist/assets/after-first-paint-<hash>.js (cached for good like every
 * asset), by its URL. Made here rather than as a second entry of the app's build, which would split the
 * app's own chunks differently.
 */
async function writeLoader(): Promise<string> {
  const source = join(root, 'src', 'after-first-paint.ts');
  const { code } = await transformWithOxc(await readFile(source, 'utf8'), source, { lang: 'ts' });
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const file = join('assets', `after-first-paint-${hash}.js`);
  await writeFile(join(dist, file), code);
  await compressFile(join(dist, file));
  return `/${file}`;
}

/**
 * The shell with the app's script tags and module preloads replaced by src/after-first-paint.ts, which
 * fetches the same modules (and `alsoPreload`'s, for the page's own lazy screen) once the page has
 * painted: the page needs none of them to paint, and on a slow network they would slow it down.
 */
function startAfterFirstPaint(html: string, loader: string, alsoPreload: string[] = []): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('dist/index.html has no module script');
  const preloads = new Set<string>();
  const withoutPreloads = html.replace(
    /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g,
    (_, href) => {
      preloads.add(href);
      return '';
    },
  );
  for (const key of alsoPreload) for (const url of chunkUrls(key)) preloads.add(url);
  preloads.delete(entry[1]!);
  const tag = `<script type="module" src="${loader}" data-app="${entry[1]}" data-preload="${[...preloads].join(' ')}"></script>`;
  return withoutPreloads.replace(entry[0], () => tag);
}

await mkdir(join(dist, OUT), { recursive: true });
const styledShell = inlineStylesheets(shell);
const loader = await writeLoader();
const write = async (file: string, html: string, compress = true) => {
  const target = join(dist, OUT, file);
  await writeFile(target, html);
  if (compress) await compressFile(target);
};
for (const [path, file] of Object.entries(PAGES)) {
  // Inert until the app has hydrated it (src/main.tsx): nothing typed before then is lost. A function
  // replacement, so a `$&` or `$'` in the page's text is not read as a pattern.
  const markup = await prerender(path);
  await write(
    file,
    startAfterFirstPaint(styledShell, loader).replace(ROOT_DIV, () => `<div id="root" inert>${markup}</div>`),
  );
  console.log(`prerendered ${path} → dist/${OUT}/${file}`);
}
// The film page's own screen loads with the app, not after it. Not compressed: the server fills it in.
const filmScreen = 'src/routes/front-counter/movie/movie-page.tsx';
await write(FILM_TEMPLATE, startAfterFirstPaint(styledShell, loader, [filmScreen]), false);
console.log(`film page shell → dist/${OUT}/${FILM_TEMPLATE}`);
await writeFile(join(dist, OUT, 'pages.json'), JSON.stringify(PAGES));
// The render leaves React Query's 5-minute garbage-collection timers behind; nothing else is pending.
process.exit(0);
