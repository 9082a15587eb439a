import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { publicListPreview } from '@chuck/api';
import type { Db } from '@chuck/db';
import type { FastifyInstance } from 'fastify';
import { CARD, CARD_CACHE_CONTROL, drawnCards } from './card-image.ts';
import { once } from './film-page.ts';
import { listCardKey, listCardPng } from './list-card-image.ts';
import { withPageMeta } from './page-meta.ts';
import { type SiteOriginOptions, siteOrigin } from './site-origin.ts';

export interface ListPageOptions extends SiteOriginOptions {
  db: Db;
  webDist: string;
}

/** Films a preview names when the list has no description. */
const NAMED_FILMS = 3;

/** A list's id in a path: digits, as the app's route takes them; anything else is no list. */
const listId = (param: string) => (/^\d{1,9}$/.test(param) ? Number(param) : null);

/**
 * A public list of films (/lists/:id) as a shared link opens it: index.html with the list's Open
 * Graph and Twitter card tags (its title and owner, description or first films), and the card image
 * they point at (/lists/:id/card.png, 1200x630: its first films' posters). Any other list, or none,
 * gets the plain index.html (the app itself says 'not found') and no card (a 404): nothing tells who
 * may not see a list what it holds. Register before the web plugin.
 */
export async function listPagePlugin(app: FastifyInstance, options: ListPageOptions): Promise<void> {
  const cards = drawnCards();
  app.get<{ Params: { id: string } }>('/lists/:id/card.png', async (request, reply) => {
    const id = listId(request.params.id);
    const list = id === null ? null : await publicListPreview(options.db, id);
    if (!list) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const png = await cards.get(listCardKey(list), () => listCardPng(list));
    return reply.header('cache-control', CARD_CACHE_CONTROL).type('image/png').send(png);
  });

  const indexFile = join(options.webDist, 'index.html');
  if (!existsSync(indexFile)) return;
  const index = once(() => readFile(indexFile, 'utf8'));

  app.get<{ Params: { id: string } }>('/lists/:id', async (request, reply) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const id = listId(request.params.id);
    const list = id === null ? null : await publicListPreview(options.db, id);
    if (!list) return index();
    const origin = siteOrigin(request, options);
    const films = list.items.length === 1 ? '1 film' : `${list.items.length} films`;
    const named = list.items.slice(0, NAMED_FILMS).map((item) => item.title);
    const title = `${list.title} · a list by ${list.owner.name}`;
    const description =
      list.description ||
      (named.length ? `${films}: ${named.join(', ')}${list.items.length > named.length ? '…' : ''}` : films);
    const url = origin ? `${origin}/lists/${list.id}` : null;
    return withPageMeta(await index(), {
      type: 'website',
      title,
      description,
      // Without a trusted origin (see siteOrigin) there is no absolute URL for the card either.
      image: url && `${url}/card.png`,
      imageDetails: { width: CARD.width, height: CARD.height, alt: `${title}: ${description}` },
      url,
    });
  });
}
