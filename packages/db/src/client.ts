import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ColumnCasePlugin } from './column-case.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { seedFromTemplate } from './data-template.ts';
import { PGliteThread } from './pglite-thread.ts';
import { resilientPool } from './pool.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type DatabaseConfig =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir?: string;
      /** A prepared data directory a new `dataDir` starts as a copy of (see seedFromTemplate). */
      template?: string;
    };

export interface DatabaseHandle {
  db: Db;
  config: DatabaseConfig;
  /** Closes the pool or the embedded database; safe to call twice. */
  close(): Promise<void>;
  /** The embedded database itself (kind 'pglite'): its LISTEN/NOTIFY feeds the in-process event bus. */
  pglite?: PGliteThread;
}

// BIGINT counts and sums come back as strings from pg; they are small enough for numbers here.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
// NUMERIC (ratings, averages) as numbers too.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));

export function configFromUrl(url: string | undefined, dataDir: string | undefined): DatabaseConfig {
  if (url) return { kind: 'postgres', url };
  return dataDir === undefined ? { kind: 'pglite' } : { kind: 'pglite', dataDir };
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const plugins = [new ColumnCasePlugin()];
  if (config.kind === 'postgres') {
    const pool = resilientPool({
      connectionString: config.url,
      max: config.poolSize ?? 10,
      // Fail fast while the server is down instead of queueing requests forever.
      connectionTimeoutMillis: 3_000,
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, config, close: once(() => db.destroy()) };
  }
  // Files on disk belong to one process at a time; an in-memory database is this process's anyway.
  const unlock = config.dataDir ? lockDataDir(config.dataDir) : () => {};
  let pglite: PGliteThread;
  try {
    if (config.dataDir && config.template) await seedFromTemplate(config.dataDir, config.template);
    // In a worker thread of its own, so the server's event loop never waits on a query.
    pglite = new PGliteThread(config.dataDir);
    await pglite.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), plugins });
  const close = once(async () => {
    await db.destroy();
    // Kysely closes it only if it ever ran a query.
    await pglite.close();
    unlock();
  });
  return { db, config, close, pglite };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= fn();
    return done;
  };
}
