import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../client.ts';
import { openDatabase } from '../client.ts';
import { migrateToLatest } from '../migrate.ts';

/**
 * A database state many test files start from (migrated, perhaps with the catalog in it): made once,
 * then every test database begins as a copy of it instead of running initdb, the migrations and the
 * seed again (docs/architecture.md, "Test databases").
 */
export interface TestTemplate {
  /** Names the state; with the migrations' source it keys the copy that later runs reuse. */
  key: string;
  /** A PGlite data directory already in this state (a package's build may prepare one). */
  pgliteDir?: string;
  /** Brings a migrated database to this state; a no-op on one already in it. */
  seed(db: Db): Promise<unknown>;
}

const MIGRATED: TestTemplate = { key: 'migrated', seed: async () => {} };

/** Where PGlite test databases live: tmpfs when there is room, so they never touch the disk. */
function scratchRoot(): string {
  try {
    const shm = statfsSync('/dev/shm');
    if (shm.bavail * shm.bsize > 4 * 2 ** 30) return '/dev/shm';
  } catch {
    // No /dev/shm on this system.
  }
  return tmpdir();
}

/**
 * A PGlite data directory in the template's state: the template's own directory when it has one,
 * otherwise one made under the scratch root on first use and kept for later files and runs.
 */
export async function pgliteTemplateDir(template: TestTemplate = MIGRATED): Promise<string> {
  if (template.pgliteDir && existsSync(join(template.pgliteDir, 'PG_VERSION'))) {
    return template.pgliteDir;
  }
  const target = join(scratchRoot(), `chuck-template-${template.key}-${migrationsHash()}`);
  if (existsSync(join(target, 'PG_VERSION'))) return target;
  // Built beside the target and renamed into place: files racing to build it keep the first one.
  const partial = `${target}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  const handle = await openDatabase({ kind: 'pglite', dataDir: partial });
  try {
    await migrateToLatest(handle.db);
    await template.seed(handle.db);
    await sql`CHECKPOINT`.execute(handle.db);
  } finally {
    await handle.close();
  }
  try {
    renameSync(partial, target);
  } catch {
    rmSync(partial, { recursive: true, force: true });
  }
  return target;
}

/** A fresh PGlite data directory under the scratch root, and how to remove it. */
export function scratchDataDir(): { dataDir: string; remove(): void } {
  const dir = mkdtempSync(join(scratchRoot(), 'chuck-test-'));
  return { dataDir: join(dir, 'data'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The name of a PostgreSQL template database in the template's state on the server `adminUrl`
 * names, made on first use. Made under a name of its own and renamed, so racing files keep one.
 */
export async function postgresTemplateName(
  adminUrl: string,
  template: TestTemplate = MIGRATED,
): Promise<string> {
  const name = `chuck_tpl_${template.key.replace(/\W+/g, '_')}_${migrationsHash()}`.toLowerCase();
  if (await databaseExists(adminUrl, name)) return name;
  const building = `${name}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `create database ${building}`);
  const url = new URL(adminUrl);
  url.pathname = `/${building}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  try {
    await migrateToLatest(handle.db);
    await template.seed(handle.db);
  } finally {
    await handle.close();
  }
  try {
    await admin(adminUrl, `alter database ${building} rename to ${name}`);
    // Nobody connects to it again, so copying it never waits for a session to leave.
    await admin(adminUrl, `alter database ${name} with allow_connections false`);
  } catch {
    await admin(adminUrl, `drop database if exists ${building} with (force)`);
  }
  return name;
}

export async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function databaseExists(url: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rowCount === 1;
  } finally {
    await client.end();
  }
}

let hash: string | undefined;

/** Twelve hex digits of the migrations' source: a changed migration makes new templates. */
function migrationsHash(): string {
  if (hash) return hash;
  const dir = new URL('../migrations/', import.meta.url);
  const digest = createHash('sha256');
  for (const file of readdirSync(dir).sort()) digest.update(file).update(readFileSync(new URL(file, dir)));
  hash = digest.digest('hex').slice(0, 12);
  return hash;
}
