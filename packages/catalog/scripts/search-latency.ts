// Search latency over a synthetic catalog: `tsx scripts/search-latency.ts [films]`.
// PostgreSQL when DATABASE_URL is set, PGlite otherwise. Prints p50/p95/max per call kind, as
// wall-clock time and as CPU time (this process, plus the PostgreSQL server process): on a
// machine shared with other work, CPU time is what a search costs without waiting for a core.
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { createEmbeddedCatalog } from '../src/embedded/embedded-catalog.ts';
import { openBenchDb } from './bench-db.ts';

const total = Number(process.argv[2] ?? 100_000);
// What people type into a type-ahead: growing prefixes, typos, names, years, common words.
const titles = [
  'the matrix',
  'godfather',
  'star wars',
  'jurassic park',
  'lord of the rings',
  'spielberg',
  'hitchcock',
];
const queries = [
  ...titles.flatMap((t) => Array.from({ length: t.length - 1 }, (_, i) => t.slice(0, i + 2))),
  ...['godfater', 'matirx', 'termnator', 'jurrasic park', 'shawshank redemtion', 'pulp fction', 'spielburg'],
  ...['alien 1979', 'amelie', 'e.t.', 'love', 'night', 'the dark', 'man of the', 'blood', 'king kong 1933'],
  ...['indiana jnes', 'deja vu', 'zzzz qqq', 'ghost story', 'return of the', 'love 2', 'black city', 'the'],
];

const handle = await openBenchDb(total);
const catalog = createEmbeddedCatalog(handle.db);
let serverCpu = () => 0;
if (handle.config.kind === 'postgres') {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
  // Nanoseconds on a CPU, from the kernel's scheduler statistics for that process.
  serverCpu = () => Number(readFileSync(`/proc/${rows[0]!.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
}
const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000 + serverCpu();
};

const kinds = {
  searchMovies: (q: string) => catalog.searchMovies(q, { limit: 8 }),
  searchMulti: (q: string) => catalog.searchMulti(q, { limit: 8 }),
};
for (const run of Object.values(kinds)) for (const q of queries) await run(q); // warm caches and plans
const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
console.log(
  `${handle.config.kind}, ${total} films, ${queries.length} queries x 5 rounds, load average ${load}`,
);
const at = (times: number[], p: number) =>
  times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
for (const [name, run] of Object.entries(kinds)) {
  const wall: number[] = [];
  const cpu: number[] = [];
  const costliest = new Map<string, number>();
  for (let round = 0; round < 5; round++) {
    for (const q of queries) {
      const [start, startCpu] = [performance.now(), cpuNow()];
      await run(q);
      wall.push(performance.now() - start);
      cpu.push(cpuNow() - startCpu);
      costliest.set(q, Math.max(costliest.get(q) ?? 0, cpu.at(-1)!));
    }
  }
  for (const list of [wall, cpu]) list.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(13)} wall p50 ${at(wall, 0.5)} p95 ${at(wall, 0.95)} max ${at(wall, 1)} ms | ` +
      `cpu p50 ${at(cpu, 0.5)} p95 ${at(cpu, 0.95)} max ${at(cpu, 1)} ms`,
  );
  const top = [...costliest].sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.log(`  most cpu: ${top.map(([q, ms]) => `'${q}' ${ms.toFixed(1)}`).join(', ')}`);
}
await handle.close();
