import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppDeps } from '@chuck/api';
import { isCatalogId, type MovieDetails, resizePosterUrl } from '@chuck/catalog';
import type { FastifyInstance } from 'fastify';
import { type SiteOriginOptions, siteOrigin } from './site-origin.ts';

export interface FilmPageOptions extends SiteOriginOptions {
  deps: Pick<AppDeps, 'catalog'>;
  webDist: string;
}

const SITE_NAME = "Chuck's Video Store";
/** Link previews must not wait on a slow movie database: past this the plain page is served. */
const LOOKUP_TIMEOUT_MS = 3000;
const DESCRIPTION_LENGTH = 200;

/**
 * The public film page (/movie/:id) that shared links open: the SPA's index.html with the film's
 * Open Graph and Twitter card tags, so a post previews with its title, overview and poster. Unknown
 * ids, catalog failures and timeouts get the plain index.html (the page itself says 'not found').
 * Register before the web plugin.
 */
export async function filmPagePlugin(app: FastifyInstance, options: FilmPageOptions): Promise<void> {
  const indexFile = join(options.webDist, 'index.html');
  if (!existsSync(indexFile)) return;
  let template: Promise<string> | undefined;

  app.get<{ Params: { id: string } }>('/movie/:id', async (request, reply) => {
    template ??= readFile(indexFile, 'utf8');
    const html = await template;
    const id = Number(request.params.id);
    const movie =
      /^\d+$/.test(request.params.id) && isCatalogId(id) ? await lookup(options.deps.catalog, id) : null;
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!movie) return html;
    return withFilmMeta(html, movie, siteOrigin(request, options));
  });
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
  const title = year ? `${movie.title} (${year})` : movie.title;
  const description = truncate(
    movie.overview.trim() ||
      [movie.director && `Directed by ${movie.director}.`, `Find it at ${SITE_NAME}.`]
        .filter(Boolean)
        .join(' '),
    DESCRIPTION_LENGTH,
  );
  // Only raster posters: Twitter and Facebook don't show SVG, so generated covers go without an image.
  const image = posterImage(movie.poster_path, origin);
  const url = origin ? `${origin}/movie/${movie.id}` : null;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'video.movie'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ...(url ? ([['property', 'og:url', url]] as [string, string, string][]) : []),
    ...(image ? ([['property', 'og:image', image]] as [string, string, string][]) : []),
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ...(image ? ([['name', 'twitter:image', image]] as [string, string, string][]) : []),
  ];
  const tagsHtml = [
    ...(url ? [`<link rel="canonical" href="${escapeHtml(url)}" />`] : []),
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
  // Replacer functions: a '$' in a film's title must not be read as a replacement pattern.
  return html
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, '')
    .replace(
      /<title>[\s\S]*?<\/title>/,
      () =>
        `<title>${escapeHtml(`${title} · ${SITE_NAME}`)}</title>\n    ` +
        `<meta name="description" content="${escapeHtml(description)}" />\n    ${tagsHtml}`,
    );
}

/** A raster poster as an absolute URL (TMDB at w500); link previews cannot show our SVG covers. */
function posterImage(posterPath: string | null, origin: string | null): string | null {
  if (!posterPath || posterPath.endsWith('.svg')) return null;
  if (posterPath.startsWith('/') && !origin) return null;
  const absolute = posterPath.startsWith('/') ? `${origin}${posterPath}` : posterPath;
  return /^https?:\/\//.test(absolute) ? resizePosterUrl(absolute, 'w500') : null;
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
