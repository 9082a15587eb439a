import { existsSync } from 'node:fs';
import { copyFile, cp } from 'node:fs/promises';
import { join } from 'node:path';

// Written by Postgres's initdb; a data directory without it has never been set up.
const MARKER = 'PG_VERSION';

/**
 * Starts an embedded data directory that was never set up as a copy of `template`, one already
 * migrated with the catalog in it (`pnpm build` makes it): a first start then takes seconds, not
 * the minute that setting up Postgres and importing 35,000 films would (docs/catalog.md, "The first
 * start"). The marker is copied last, so a copy cut short is made again next time. Returns whether
 * it copied.
 */
export async function seedFromTemplate(dataDir: string, template: string): Promise<boolean> {
  if (existsSync(join(dataDir, MARKER)) || !existsSync(join(template, MARKER))) return false;
  await cp(template, dataDir, { recursive: true, filter: (from) => from !== join(template, MARKER) });
  await copyFile(join(template, MARKER), join(dataDir, MARKER));
  return true;
}
