import { brotliDecompressSync } from 'node:zlib';
import { perFile } from '@chuck/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';

// The web build's film page shell and renderer (apps/web/scripts/prerender-pages.ts and
// src/prerender.tsx), stood in for: the renderer echoes the film, and fails for one.
const SHELL =
  '<!doctype html><html><head><title>Chuck</title></head><body><div id="root"></div></body></html>';
const RENDERER = `export async function prerenderFilm(movie) {
  if (movie.title === 'Ishtar') throw new Error('the renderer broke');
  return { html: '<main><h1>' + movie.title + '</h1></main>', state: JSON.stringify({ title: movie.title }) };
}`;

const films = [
  {
    id: 4242,
    key: 'heat|1995',
    origin: 'test',
    title: 'Heat',
    titleNorm: 'heat',
    year: 1995,
    voteCount: 900,
  },
  {
    id: 4343,
    key: 'ishtar|1987',
    origin: 'test',
    title: 'Ishtar',
    titleNorm: 'ishtar',
    year: 1987,
    voteCount: 10,
  },
];

describe('film pages rendered by the server', () => {
  const t = perFile(() =>
    createTestApp(
      { PUBLIC_URL: 'https://chucks.example' },
      { webFiles: { 'prerendered/film.html': SHELL, 'ssr/prerender.js': RENDERER } },
    ),
  );
  beforeAll(async () => {
    await t.deps.db.insertInto('movies').values(films).execute();
  });

  it('sends the film page rendered, inert until the app takes it over, with its film as data and its tags', async () => {
    const res = await t.app.inject({ url: '/movie/4242', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<div id="root" inert><main><h1>Heat</h1></main></div>');
    expect(html).toContain('<script type="application/json" id="query-state">{"title":"Heat"}</script>');
    expect(html).toContain('<link rel="canonical" href="https://chucks.example/movie/4242" />');
    expect(html).toContain('<meta property="og:title" content="Heat');

    const plain = await t.app.inject({ url: '/movie/4242', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('serves the plain page with its tags when the render fails, and the plain page for an unknown film', async () => {
    const broken = await t.app.inject({ url: '/movie/4343' });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
    expect(broken.body).toContain('<meta property="og:title" content="Ishtar');

    const unknown = await t.app.inject({ url: '/movie/99999' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<div id="root"></div>');
    expect(unknown.body).not.toContain('og:title');
  });

  it('never serves the renderer itself to a browser', async () => {
    const res = await t.app.inject({ url: '/ssr/prerender.js' });
    expect(res.body).not.toContain('prerenderFilm');
  });
});
