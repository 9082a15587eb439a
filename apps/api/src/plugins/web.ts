import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';

const API_PREFIXES = ['/api/', '/trpc/', '/ws'];

/**
 * The built single-page app at /, hashed assets cached for a year, and index.html for every other
 * page path so the client router can render it (its 404 page included).
 */
export async function webPlugin(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWeb = existsSync(join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(distDir, 'assets')}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
