import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { publicRewind, type Rewind } from '@chuck/api';
import type { Db } from '@chuck/db';
import type { FastifyInstance } from 'fastify';
import { CARD, CARD_CACHE_CONTROL, drawnCards } from './card-image.ts';
import { once } from './film-page.ts';
import { truncate, withPageMeta } from './page-meta.ts';
import { rewindCardPng } from './rewind-card-image.ts';
import { type SiteOriginOptions, siteOrigin } from './site-origin.ts';

export interface RewindPageOptions extends SiteOriginOptions {
  db: Db;
  webDist: string;
}

type Params = { id: string; year: string };

const DESCRIPTION_LENGTH = 200;

/**
 * A member's public Year in Rewind (/members/:id/rewind/:year) with its link preview (issue 29):
 * Open Graph and Twitter card tags naming the year's figures, and the card image they point at
 * (/members/:id/rewind/:year/card.png, 1200x630). Only a Rewind anyone may see (the profile's
 * visibility is 'public') gets either: otherwise the page is the plain index.html (the app says
 * what the viewer may see) and the card is a 404. Register before the web plugin.
 */
export async function rewindPagePlugin(app: FastifyInstance, options: RewindPageOptions): Promise<void> {
  const cards = drawnCards();

  app.get<{ Params: Params }>('/members/:id/rewind/:year/card.png', async (request, reply) => {
    const shown = await lookup(options.db, request.params);
    if (!shown) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const key = JSON.stringify([request.params.id, shown.name, shown.rewind]);
    const png = await cards.get(key, async () => rewindCardPng(shown.name, shown.rewind));
    return reply.header('cache-control', CARD_CACHE_CONTROL).type('image/png').send(png);
  });

  const indexFile = join(options.webDist, 'index.html');
  if (!existsSync(indexFile)) return;
  const index = once(() => readFile(indexFile, 'utf8'));
  app.get<{ Params: Params }>('/members/:id/rewind/:year', async (request, reply) => {
    const shown = await lookup(options.db, request.params);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!shown) return index();
    const origin = siteOrigin(request, options);
    const path = `/members/${encodeURIComponent(request.params.id)}/rewind/${shown.rewind.year}`;
    return withRewindMeta(await index(), shown, origin && `${origin}${path}`);
  });
}

async function lookup(db: Db, params: Params) {
  if (!/^\d{4}$/.test(params.year)) return null;
  return publicRewind(db, params.id, Number(params.year));
}

/** '12 films and 31 hours on tape in 2023. Top genre: Horror; top director: John Carpenter.' */
function rewindDescription(name: string, rewind: Rewind): string {
  const hours = Math.round(rewind.hours);
  const top = [
    rewind.topGenres[0] && `top genre: ${rewind.topGenres[0].name}`,
    rewind.topDirectors[0] && `top director: ${rewind.topDirectors[0].name}`,
  ].filter(Boolean);
  return truncate(
    `${name}: ${rewind.films} ${rewind.films === 1 ? 'film' : 'films'} and ${hours} ${hours === 1 ? 'hour' : 'hours'} ` +
      `on tape in ${rewind.year}.${top.length ? ` ${top.join('; ').replace(/^t/, 'T')}.` : ''}`,
    DESCRIPTION_LENGTH,
  );
}

/**
 * index.html with the Rewind's title, description and card tags. Without a trusted origin (see
 * siteOrigin) the tags that need an absolute URL (the page's and the card image's) are left out.
 */
function withRewindMeta(
  html: string,
  { name, rewind }: { name: string; rewind: Rewind },
  url: string | null,
): string {
  const title = `${name}’s ${rewind.year} in Rewind`;
  const description = rewindDescription(name, rewind);
  return withPageMeta(html, {
    type: 'website',
    title,
    description,
    url,
    image: url && `${url}/card.png`,
    imageDetails: { width: CARD.width, height: CARD.height, alt: `${title}: ${description}` },
  });
}
