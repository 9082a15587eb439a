import { publicLists, publicMemberIds } from '@chuck/api';
import { filmPageIds } from '@chuck/catalog';
import type { Db } from '@chuck/db';
import type { FastifyInstance } from 'fastify';
import { type SiteOriginOptions, siteOrigin } from './site-origin.ts';

/** The sitemap protocol's limit for one file. */
const SITEMAP_MAX_URLS = 50_000;
/** Pages anyone may open that are worth finding, besides the film pages. */
const PUBLIC_PAGES = ['/', '/landing', '/whats-on-the-shelf', '/donate'];
/** Members' own screens, the APIs, and one-off links: nothing a search result should open. */
const PRIVATE_PATHS = [
  '/api/',
  '/trpc/',
  '/ws',
  '/profile',
  '/dvd-club',
  '/connections',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/newsletter/',
];

export interface CrawlerOptions extends SiteOriginOptions {
  db: Db;
}

/**
 * /robots.txt and /sitemap.xml (docs/architecture.md 'Hardening'): the public film pages, the pages
 * of members whose profile is public and the public lists of films, for search engines, with absolute URLs only from a trusted
 * origin (see siteOrigin); without one the sitemap is a 404 and robots.txt names none.
 */
export async function crawlerRoutes(app: FastifyInstance, options: CrawlerOptions): Promise<void> {
  app.get('/robots.txt', async (request, reply) => {
    const origin = siteOrigin(request, options);
    const lines = [
      'User-agent: *',
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      'Allow: /',
      ...(origin ? ['', `Sitemap: ${origin}/sitemap.xml`] : []),
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = siteOrigin(request, options);
    if (!origin)
      return reply.status(404).type('text/plain; charset=utf-8').send('No sitemap without PUBLIC_URL.\n');
    const room = SITEMAP_MAX_URLS - PUBLIC_PAGES.length;
    const members = await publicMemberIds(options.db, room);
    const lists = await publicLists(options.db, room - members.length);
    const films = await filmPageIds(options.db, room - members.length - lists.length);
    const urls = [
      ...PUBLIC_PAGES,
      ...films.map((id) => `/movie/${id}`),
      ...members.map((id) => `/members/${encodeURIComponent(id)}`),
      ...lists.map((list) => `/lists/${list.id}`),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
      '</urlset>',
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${body.join('\n')}\n`);
  });
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
