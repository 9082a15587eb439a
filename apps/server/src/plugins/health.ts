import type { Db } from '@chuck/db';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** /healthz: the process is up. /readyz: it can reach its database (for load balancers). */
export async function healthRoutes(app: FastifyInstance, db: Db): Promise<void> {
  app.get('/healthz', { logLevel: 'warn' }, () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', message: 'The database is unreachable.' });
    }
  });
}
