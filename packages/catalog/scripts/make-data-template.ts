// `pnpm build` for this package: an embedded database, migrated and holding the embedded catalog,
// that a server's new DATA_DIR starts as a copy of (docs/catalog.md, "The first start").
// Made beside the target and renamed into place, so a build cut short leaves no half a template.
import { rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { migrateToLatest, openDatabase } from '@chuck/db';
import { sql } from 'kysely';
import { importEmbeddedCatalog } from '../src/embedded/import-embedded.ts';

const target = resolve(import.meta.dirname, '../dist/data-template');
const scratch = `${target}.partial`;
await rm(scratch, { recursive: true, force: true });
const handle = await openDatabase({ kind: 'pglite', dataDir: scratch });
await migrateToLatest(handle.db);
const { movies, people } = await importEmbeddedCatalog(handle.db);
// Everything written out of the log into the tables, so the copy starts with nothing to replay.
await sql`CHECKPOINT`.execute(handle.db);
await handle.close();
await rm(target, { recursive: true, force: true });
await rename(scratch, target);
console.log(`data template: ${movies} films, ${people} people in ${target}`);
