import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { perFile } from '@chuck/db/testing';
import { Resvg } from '@resvg/resvg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';

/** The PNG's size, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A plain red poster, as an image host would send one. */
const RED_POSTER = new Resvg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="30"><rect width="20" height="30" fill="#ff0000"/></svg>',
)
  .render()
  .asPng();

// A shared list's link preview, its card image and its place in the sitemap (issue 32 item 1):
// public lists only.
describe('list pages for link previews and crawlers', () => {
  const t = perFile(() => createTestApp({ PUBLIC_URL: 'https://chucks.example' }));
  const ids = { open: 0, members: 0, private: 0, posters: 0 };
  // Another site's image host: serves the red poster, counting who asks.
  const posterHost: { server?: Server; origin: string; asked: string[] } = { origin: '', asked: [] };
  afterAll(async () => {
    await new Promise((resolve) => posterHost.server?.close(resolve));
  });
  beforeAll(async () => {
    posterHost.server = createServer((req, res) => {
      posterHost.asked.push(req.url ?? '');
      if (req.url === '/red.png') res.writeHead(200, { 'content-type': 'image/png' }).end(RED_POSTER);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => posterHost.server!.listen(0, '127.0.0.1', resolve));
    posterHost.origin = `http://127.0.0.1:${(posterHost.server.address() as AddressInfo).port}`;
    const db = t.deps.db;
    await db.insertInto('users').values({ id: 'listowner', email: 'listowner@example.com' }).execute();
    await db.insertInto('socialProfiles').values({ userId: 'listowner', displayName: 'Dana K.' }).execute();
    const made = await db
      .insertInto('filmLists')
      .values([
        { ownerId: 'listowner', title: 'Heist <night>', visibility: 'public' },
        { ownerId: 'listowner', title: 'Secret heists', description: 'Only members', visibility: 'members' },
        { ownerId: 'listowner', title: 'Private heists', visibility: 'private' },
        { ownerId: 'listowner', title: 'Red posters', visibility: 'public', ranked: true },
      ])
      .returning('id')
      .execute();
    [ids.open, ids.members, ids.private, ids.posters] = made.map((r) => r.id) as [
      number,
      number,
      number,
      number,
    ];
    await db
      .insertInto('filmListItems')
      .values([
        {
          listId: ids.open,
          movieId: 949,
          title: 'Heat',
          year: 1995,
          posterUrl: '/api/posters/949.svg',
          position: 1,
          addedBy: 'listowner',
          note: null,
        },
        {
          listId: ids.open,
          movieId: 1538,
          title: 'Collateral',
          year: 2004,
          posterUrl: `${posterHost.origin}/collateral.jpg`,
          position: 2,
          addedBy: 'listowner',
          note: null,
        },
        ...['red.png', 'missing.png'].map((file, i) => ({
          listId: ids.posters,
          movieId: 7000 + i,
          title: `Red ${file}`,
          year: 1990 + i,
          posterUrl: `${posterHost.origin}/${file}`,
          position: i + 1,
          addedBy: 'listowner',
          note: null,
        })),
      ])
      .execute();
  });

  it('renders a public list’s card tags: its title and owner, its films, its card image, the canonical URL', async () => {
    const res = await t.app.inject({ url: `/lists/${ids.open}`, headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<meta property="og:title" content="Heist &lt;night&gt; · a list by Dana K." />',
    );
    expect(res.body).toContain('<meta property="og:description" content="2 films: Heat, Collateral" />');
    const url = `https://chucks.example/lists/${ids.open}`;
    expect(res.body).toContain(`<meta property="og:image" content="${url}/card.png" />`);
    expect(res.body).toContain('<meta property="og:image:width" content="1200" />');
    expect(res.body).toContain('<meta property="og:image:height" content="630" />');
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(res.body).toContain(`<meta name="twitter:image" content="${url}/card.png" />`);
    expect(res.body).toContain(`<link rel="canonical" href="${url}" />`);
    expect(res.body).not.toContain('evil.example');
  });

  it('renders no tags for a list not everyone may see, nor for an unknown one', async () => {
    for (const url of [`/lists/${ids.members}`, '/lists/999999', '/lists/nope']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('og:title');
      expect(res.body).not.toContain('Secret heists');
    }
  });

  it('puts the public list, and only it, in the sitemap', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.body).toContain(`<loc>https://chucks.example/lists/${ids.open}</loc>`);
    expect(res.body).not.toContain(`/lists/${ids.members}<`);
  });

  it('draws a public list’s card as a 1200x630 PNG of its first films', async () => {
    const res = await t.app.inject(`/lists/${ids.open}/card.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('draws a poster that its host serves, and the film’s own cover for one it does not', async () => {
    const res = await t.app.inject(`/lists/${ids.posters}/card.png`);
    expect(res.statusCode).toBe(200);
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(posterHost.asked).toEqual(expect.arrayContaining(['/red.png', '/missing.png']));
    // The first tile (x 64..244, y 236..506) is the red poster: its middle pixel is pure red.
    const pixels = new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><image width="1200" height="630" href="data:image/png;base64,${res.rawPayload.toString('base64')}"/></svg>`,
    ).render();
    const at = (x: number, y: number) => [
      ...pixels.pixels.subarray((y * 1200 + x) * 4, (y * 1200 + x) * 4 + 3),
    ];
    expect(at(154, 371)).toEqual([255, 0, 0]);
    // The second tile, whose poster is missing, is its generated cover: not red.
    expect(at(377, 371)).not.toEqual([255, 0, 0]);
  });

  it('gives no card (404) to a list not everyone may see, an unknown one or a bad id', async () => {
    for (const url of [
      `/lists/${ids.members}/card.png`,
      `/lists/${ids.private}/card.png`,
      '/lists/999999/card.png',
      '/lists/nope/card.png',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toBe('image/png');
    }
  });
});
