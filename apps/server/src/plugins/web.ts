import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';

const API_PREFIXES = ['/api/', '/trpc/', '/ws'];

/**
 * The pages the web build rendered ahead of time (apps/web/scripts/prerender-pages.ts): path → file
 * under dist/, from its prerendered/pages.json; none when the build has no such list.
 */
function prerenderedPages(distDir: string): Map<string, string> {
  const list = join(distDir, 'prerendered', 'pages.json');
  if (!existsSync(list)) return new Map();
  const pages = JSON.parse(readFileSync(list, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(pages).map(([path, file]) => [path, `prerendered/${file}`]));
}

/**
 * The built single-page app at /, hashed assets cached for a year, and for every other page path
 * its prerendered HTML where the build made one, else index.html, so the client router can render
 * it (its 404 page included).
 */
export async function webPlugin(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWeb = existsSync(join(distDir, 'index.html'));
  const prerendered = prerenderedPages(distDir);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The server's own renderer (film-page.ts) is no file for browsers.
      allowedPath: (path) => !path.startsWith('/ssr/'),
      // The web build writes .br and .gz copies of its text assets (apps/web/scripts/precompress.ts).
      preCompressed: true,
      // Ours below; send's own (public, max-age=0) would otherwise replace it.
      cacheControl: false,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(distDir, 'assets')}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Brotli, gzip or plain by the request's Accept-Encoding: caches must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p)) || request.url === '/api';
    if (isApi || request.method !== 'GET' || !hasWeb) {
      return reply
        .status(404)
        .send(errorBody(`No such endpoint: ${request.method} ${request.url.split('?')[0]}`, 'NOT_FOUND'));
    }
    const page = prerendered.get(request.url.split('?')[0]!) ?? 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
}
