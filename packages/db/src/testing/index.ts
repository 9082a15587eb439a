import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import { migrateToLatest } from '../migrate.ts';
import { testEnv } from './env.ts';
import {
  admin,
  pgliteTemplateDir,
  postgresTemplateName,
  scratchDataDir,
  type TestTemplate,
} from './templates.ts';

export { type TestTemplate, testEnv };

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
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A fresh, migrated database of its own, begun as a copy of `template` (just migrated when none is
 * given): a scratch database on PostgreSQL, a PGlite data directory on tmpfs otherwise; either is
 * removed on close. Create one per test file.
 */
export async function createTestDb(template?: TestTemplate): Promise<DatabaseHandle> {
  const adminUrl = testEnv.DATABASE_URL;
  if (!adminUrl) {
    const scratch = scratchDataDir();
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir: scratch.dataDir,
      template: await pgliteTemplateDir(template),
    });
    // A prepared directory from an older build may lack the newest migrations or the seed.
    await migrateToLatest(handle.db);
    await template?.seed(handle.db);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        scratch.remove();
      },
    };
  }
  const scratch = await createScratchDatabase(
    adminUrl,
    'chuck_test',
    await postgresTemplateName(adminUrl, template),
  );
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 25 });
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

export { perFile } from './per-file.ts';
export { memberToken, seedSignedInMembers } from './signed-in-members.ts';
