import { findPosterFacts, posterSvg } from '@chuck/catalog';
import type { Db } from '@chuck/db';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';

/** GET /api/posters/{id}.svg: the generated VHS cover for films without a poster image. */
export async function posterRoutes(app: FastifyInstance, db: Db): Promise<void> {
  app.get('/api/posters/:file', async (request, reply) => {
    const match = /^(\d{1,10})\.svg$/.exec((request.params as { file: string }).file);
    const facts = match ? await findPosterFacts(db, Number(match[1])) : null;
    if (!facts) return reply.status(404).send(errorBody('No such poster.', 'NOT_FOUND'));
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(posterSvg(facts));
  });
}
