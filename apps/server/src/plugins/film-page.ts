import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AppDeps } from '@chuck/api';
import { RecentlyMade } from '@chuck/api';
import { isCatalogId, type MovieDetails, resizePosterUrl } from '@chuck/catalog';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITE_NAME, withPageMeta } from './page-meta.ts';
import { type SiteOriginOptions, siteOrigin } from './site-origin.ts';

export interface FilmPageOptions extends SiteOriginOptions {
  deps: Pick<AppDeps, 'catalog'>;
  webDist: string;
}

/** Link previews must not wait on a slow movie database: past this the plain page is served. */
const LOOKUP_TIMEOUT_MS = 3000;
const ROOT_DIV = '<div id="root"></div>';
/**
 * Rendered film pages kept, by film id, and for how long: a link shared widely brings many visitors
 * to one page, and each render takes the server 10-15 ms; details in the catalog seldom change.
 */
const RENDERED_KEPT = 200;
const RENDERED_FOR_MS = 10 * 60_000;

/** The web build's renderer (apps/web/src/prerender.tsx, built to dist/ssr/prerender.js). */
interface FilmRenderer {
  prerenderFilm(movie: MovieDetails): Promise<{ html: string; state: string }>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The public film page (/movie/:id) that shared links open, with the film's Open Graph and Twitter
 * card tags so a post previews with its title, overview and poster, and the film page itself
 * rendered in it (the web build's film.html shell and renderer), so it paints before the app's
 * script has arrived; the app then hydrates it. A build without the renderer gets the tags in the
 * plain index.html. Unknown ids, catalog failures and timeouts get the plain index.html (the page
 * itself says 'not found'). Register before the web plugin.
 */
export async function filmPagePlugin(app: FastifyInstance, options: FilmPageOptions): Promise<void> {
  const indexFile = join(options.webDist, 'index.html');
  if (!existsSync(indexFile)) return;
  const shellFile = join(options.webDist, 'prerendered', 'film.html');
  const rendererFile = join(options.webDist, 'ssr', 'prerender.js');
  const renders = existsSync(shellFile) && existsSync(rendererFile);
  const index = once(() => readFile(indexFile, 'utf8'));
  const shell = once(() => readFile(shellFile, 'utf8'));
  // Loaded on the first film page: most server processes in tests never render one.
  const renderer = once(() => import(pathToFileURL(rendererFile).href) as Promise<FilmRenderer>);
  const rendered = new RecentlyMade<number, RenderedFilm>(RENDERED_KEPT, RENDERED_FOR_MS);

  app.get<{ Params: { id: string } }>('/movie/:id', async (request, reply) => {
    const id = Number(request.params.id);
    const movie =
      /^\d+$/.test(request.params.id) && isCatalogId(id) ? await lookup(options.deps.catalog, id) : null;
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!movie) return index();
    const origin = siteOrigin(request, options);
    if (!renders) return withFilmMeta(await index(), movie, origin);
    const page = await rendered
      .get(movie.id, async () => (await renderer()).prerenderFilm(movie))
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'film page render failed');
        return null; // the app renders it in the browser instead
      });
    if (!page) return withFilmMeta(await index(), movie, origin);
    return sendCompressed(request, reply, withFilmPage(withFilmMeta(await shell(), movie, origin), page));
  });
}

type RenderedFilm = Awaited<ReturnType<FilmRenderer['prerenderFilm']>>;

/** `make`'s promise, made on the first call and shared by every later one. */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/**
 * The shell with the film page's markup in its root, inert until the app has hydrated it (as the
 * prerendered pages), and the film for the app's cache as JSON, which is data, not a script: the CSP
 * allows no inline script. `<` is escaped so no text in it can close the element.
 */
export function withFilmPage(html: string, page: { html: string; state: string }): string {
  if (!html.includes(ROOT_DIV)) throw new Error(`the film page shell has no ${ROOT_DIV}`);
  const state = page.state.replaceAll('<', '\\u003c');
  return html.replace(
    ROOT_DIV,
    () =>
      `<div id="root" inert>${page.html}</div>\n    ` +
      `<script type="application/json" id="query-state">${state}</script>`,
  );
}

/**
 * Brotli (quick settings: it is made per request) or gzip by the request's Accept-Encoding, as the
 * web build's own files are sent: the page carries its stylesheet, over 100 KB before compression.
 */
async function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzipAsync(html));
  return html;
}

async function lookup(catalog: AppDeps['catalog'], id: number): Promise<MovieDetails | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), LOOKUP_TIMEOUT_MS);
  });
  try {
    return await Promise.race([catalog.getMovie(id), timeout]);
  } catch {
    return null; // the page still loads; only the preview is plainer
  } finally {
    clearTimeout(timer);
  }
}

/**
 * index.html with the film's title, description and card tags in its head (all text HTML-escaped).
 * Without a trusted origin (see siteOrigin) the tags that need an absolute URL are left out.
 */
export function withFilmMeta(html: string, movie: MovieDetails, origin: string | null): string {
  const year = movie.release_date?.slice(0, 4);
  return withPageMeta(html, {
    type: 'video.movie',
    title: year ? `${movie.title} (${year})` : movie.title,
    description:
      movie.overview.trim() ||
      [movie.director && `Directed by ${movie.director}.`, `Find it at ${SITE_NAME}.`]
        .filter(Boolean)
        .join(' '),
    // Only raster posters: Twitter and Facebook don't show SVG, so generated covers go without an image.
    image: posterImage(movie.poster_path, origin),
    url: origin ? `${origin}/movie/${movie.id}` : null,
  });
}

/** A raster poster as an absolute URL (TMDB at w500); link previews cannot show our SVG covers. */
function posterImage(posterPath: string | null, origin: string | null): string | null {
  if (!posterPath || posterPath.endsWith('.svg')) return null;
  if (posterPath.startsWith('/') && !origin) return null;
  const absolute = posterPath.startsWith('/') ? `${origin}${posterPath}` : posterPath;
  return /^https?:\/\//.test(absolute) ? resizePosterUrl(absolute, 'w500') : null;
}
