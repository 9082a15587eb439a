import { migrateToLatest, openDatabase } from '@chuck/db';
import { importEmbeddedCatalog } from '../src/embedded/import-embedded.ts';

const t0 = performance.now();
const c0 = process.cpuUsage();
const lap = (label: string) => {
  const c = process.cpuUsage(c0);
  console.log(
    label,
    Math.round(performance.now() - t0),
    'ms wall',
    Math.round((c.user + c.system) / 1000),
    'ms cpu (main thread+workers)',
  );
};
const handle = await openDatabase(
  process.env.DATABASE_URL ? { kind: 'postgres', url: process.env.DATABASE_URL } : { kind: 'pglite' },
);
await migrateToLatest(handle.db);
lap('migrated');
const result = await importEmbeddedCatalog(handle.db);
lap(`imported ${result.movies} films, ${result.people} people`);
await handle.close();
