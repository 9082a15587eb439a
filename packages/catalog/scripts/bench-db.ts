// Opens (creating and seeding once) a scratch catalog database of N films for latency checks:
// PostgreSQL when DATABASE_URL is set, a PGlite directory under /tmp otherwise.
import { type DatabaseHandle, migrateToLatest, openDatabase } from '@chuck/db';
import { sql } from 'kysely';
import { seedSyntheticCatalog } from '../src/testing/synthetic.ts';

export async function openBenchDb(total: number) {
  const url = process.env.DATABASE_URL;
  const name = `chuck_catalog_bench_${total}`;
  let handle: DatabaseHandle;
  if (url) {
    const admin = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    const exists = await sql`select 1 from pg_database where datname = ${name}`.execute(admin.db);
    if (!exists.rows.length) await sql.raw(`create database ${name}`).execute(admin.db);
    await admin.close();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    // One connection, so the CPU time of the one server process serving the searches can be read.
    handle = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 1 });
  } else {
    handle = await openDatabase({ kind: 'pglite', dataDir: `/tmp/${name}` });
  }
  await migrateToLatest(handle.db);
  const t = performance.now();
  const added = await seedSyntheticCatalog(handle.db, total);
  if (added) console.error(`seeded ${added} films in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return handle;
}
