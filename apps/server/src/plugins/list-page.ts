import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { publicListPreview } from '@chuck/api';
import type { Db } from '@chuck/db';
import type { FastifyInstance } from 'fastify';
import { once, posterImage } from './film-page.ts';
import { withPageMeta } from './page-meta.ts';
import { type SiteOriginOptions, siteOrigin } from './site-origin.ts';

export interface ListPageOptions extends SiteOriginOptions {
  db: Db;
  webDist: string;
}

/** Films a preview names when the list has no description. */
const NAMED_FILMS = 3;

/**
 * A public list of films (/lists/:id) as a shared link opens it: index.html with the list's Open
 * Graph and Twitter card tags (its title and owner, description or first films, first raster poster).
 * Any other list, or none, gets the plain index.html: the app itself says 'not found', and no tag
 * tells who may not see it what it holds. Register before the web plugin.
 */
export async function listPagePlugin(app: FastifyInstance, options: ListPageOptions): Promise<void> {
  const indexFile = join(options.webDist, 'index.html');
  if (!existsSync(indexFile)) return;
  const index = once(() => readFile(indexFile, 'utf8'));

  app.get<{ Params: { id: string } }>('/lists/:id', async (request, reply) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
    const list = id === null ? null : await publicListPreview(options.db, id);
    if (!list) return index();
    const origin = siteOrigin(request, options);
    const films = list.items.length === 1 ? '1 film' : `${list.items.length} films`;
    const named = list.items.slice(0, NAMED_FILMS).map((item) => item.title);
    const image = list.items.map((item) => posterImage(item.posterUrl, origin)).find((url) => url !== null);
    return withPageMeta(await index(), {
      type: 'website',
      title: `${list.title} · a list by ${list.owner.name}`,
      description:
        list.description ||
        (named.length
          ? `${films}: ${named.join(', ')}${list.items.length > named.length ? '…' : ''}`
          : films),
      image: image ?? null,
      url: origin ? `${origin}/lists/${list.id}` : null,
    });
  });
}
