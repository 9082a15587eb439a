import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import { migrateToLatest } from '../migrate.ts';
import { testEnv } from './env.ts';

export { testEnv };

export interface ScratchDatabase {
  /** Connection string of the new, empty database. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty, uniquely named PostgreSQL database next to the one `adminUrl` names, so tests, browser
 * journeys and benches never see each other's rows (nor rows left by an earlier run on the same server).
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix = 'chuck_test',
): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A fresh, migrated database of its own: a scratch database on PostgreSQL (dropped on close), an
 * in-memory PGlite otherwise. Create one per test file (PGlite takes seconds to start).
 */
export async function createTestDb(): Promise<DatabaseHandle> {
  const adminUrl = testEnv.DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({ kind: 'pglite' });
    await migrateToLatest(handle.db);
    return handle;
  }
  const scratch = await createScratchDatabase(adminUrl);
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 25 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * A database that can be closed and opened again, for what must survive a stop: PGlite in a folder
 * of its own, or a scratch PostgreSQL database. Opened unmigrated; `drop` removes it.
 */
export async function createReopenableDb(prefix = 'chuck_reopen'): Promise<{
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}> {
  if (!testEnv.DATABASE_URL) {
    const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    return {
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase(testEnv.DATABASE_URL, prefix);
  return {
    open: () => openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 }),
    drop: scratch.drop,
  };
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export { perFile } from './per-file.ts';
export { memberToken, seedSignedInMembers } from './signed-in-members.ts';
