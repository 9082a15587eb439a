// A raw Fastify route running the very SQL of the route being measured (STEPS: captured from Kysely,
// see capture.ts) straight on pg, or on PGlite in this process, and answering the rows as JSON: the
// yardstick for routes that read the database. No Kysely, no schemas, no context.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';

// The database drivers are @chuck/db's dependencies; the same copies the site runs on.
const fromDb = createRequire(
  join(import.meta.dirname, '..', '..', '..', '..', 'packages', 'db', 'package.json'),
);
const load = (name) => import(pathToFileURL(fromDb.resolve(name)).href);

/** @type {{ sql: string, parameters: unknown[] }[][]} */
const steps = JSON.parse(process.env.STEPS ?? '[]');

/** @type {(statement: { sql: string, parameters: unknown[] }) => Promise<unknown[]>} */
let query;
if (process.env.DATABASE_URL) {
  const { default: pg } = await load('pg');
  // As many connections as the site's own pool (DATABASE_POOL_SIZE's default).
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.POOL_SIZE),
  });
  query = async ({ sql, parameters }) => (await pool.query(sql, parameters)).rows;
} else {
  const { PGlite } = await load('@electric-sql/pglite');
  const { pg_trgm } = await load('@electric-sql/pglite/contrib/pg_trgm');
  const pglite = await PGlite.create({ dataDir: process.env.DATA_DIR, extensions: { pg_trgm } });
  query = async ({ sql, parameters }) => (await pglite.query(sql, parameters)).rows;
}

const app = Fastify();
app.get('/healthz', () => ({ status: 'ok' }));
app.all('/*', async () => {
  const results = [];
  for (const step of steps) results.push(...(await Promise.all(step.map(query))));
  return results;
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
// A clean exit on the bench's SIGTERM (so `node --cpu-prof` can write its profile when profiling this).
process.on('SIGTERM', () => process.exit(0));
