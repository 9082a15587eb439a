// `pnpm bench`: drives the built server with autocannon on PGlite and on PostgreSQL, each route
// interleaved with its reference (a bare Fastify route returning the same JSON, a raw Fastify route
// running the same SQL, or another request to the site: see scenarios/types.ts 'Reference'), and
// prints req/s, p99 and the ratio.
// The site runs with its default settings, as `pnpm start` does; each route with a ratio budget is then
// measured again with LOG_LEVEL=warn, so the cost of logging shows beside it.
// Exits non-zero when a route misses its budget. Options (env): BENCH_SECONDS (10), BENCH_ROUNDS (3),
// BENCH_CONNECTIONS (50), BENCH_DATABASES (pglite,postgres), BENCH_ONLY (scenario names, comma-separated),
// BENCH_ROUTES (words of route names, comma-separated: only the routes naming one),
// BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_PROFILE (see lib/servers.ts).
import { migrateToLatest, openDatabase } from '@chuck/db';
import { createScratchDatabase } from '@chuck/db/testing';
import { type Load, measure, median, type Request, type Sample } from './lib/measure.ts';
import {
  copyPGliteDir,
  freePort,
  freshPGliteDir,
  type LogMode,
  type ProbedSite,
  type ProbeReport,
  type Storage,
  startBaseline,
  startRawSql,
  startSite,
} from './lib/servers.ts';
import { scenarios } from './scenarios/index.ts';
import type { Database, Metric, Route, Scenario } from './scenarios/types.ts';

const load: Load = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
};
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const only = process.env.BENCH_ONLY?.split(',');
const routeWords = process.env.BENCH_ROUTES?.split(',');
const chosenRoute = (route: Route) => !routeWords || routeWords.some((word) => route.name.includes(word));
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * Issue 20: on PGlite no route may hold the event loop longer than this. The database answers from a
 * worker thread of its own (packages/db pglite-thread.ts), so a slow query stalls no other request.
 */
const PGLITE_MAX_STALL_MS = 50;

interface Row {
  database: string;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  /** Measured inside the server (median over rounds). */
  serverP95: number;
  /** The longest event-loop stall in any round. */
  maxLoopDelay: number;
  /** The server's CPU time per request, µs (median over rounds): steadier than req/s on a busy machine. */
  cpuPerRequest: number;
  /** What the ratio is taken against: 'bare', 'raw SQL' or the site request's label. */
  reference: string;
  referenceRps: number;
  ratio: number;
  /** The same route measured again with LOG_LEVEL=warn (routes with a ratio budget). */
  quiet?: { rps: number; referenceRps: number; ratio: number; cpuPerRequest: number };
  minRatio: number | undefined;
  maxServerP95: number | undefined;
  maxLoopDelayBudget: number | undefined;
  non2xx: number;
}

const rows: Row[] = [];
const metrics: (Metric & { database: string })[] = [];
const chosen = scenarios.filter((s) => !only || only.includes(s.name));
// The scenarios that share one database and site, then each that has its own.
const groups = [chosen.filter((s) => !s.ownDatabase), ...chosen.filter((s) => s.ownDatabase).map((s) => [s])];

for (const database of databases) {
  for (const group of groups) if (group.length) await benchGroup(database as Database, group);
}

/** Seeds a fresh database with the scenarios', starts the site on it and measures their routes. */
async function benchGroup(database: Database, group: Scenario[]) {
  const pg = database === 'postgres' ? await createScratchDatabase(pgAdminUrl, 'chuck_bench') : undefined;
  const storage: Storage = pg
    ? { kind: 'postgres', url: pg.url }
    : { kind: 'pglite', dataDir: freshPGliteDir() };
  const handle = await openDatabase(
    storage.kind === 'postgres' ? storage : { kind: 'pglite', dataDir: storage.dataDir },
  );
  await migrateToLatest(handle.db);
  for (const scenario of group) await scenario.seed?.(handle.db, handle);
  await handle.close();
  // The raw-SQL reference's own PGlite opens a copy: a data directory belongs to one process (and
  // copying is for a scenario's own small database, not the shared large one).
  let rawStorage: Storage | undefined = storage;
  if (storage.kind === 'pglite') {
    rawStorage = group[0]?.ownDatabase
      ? { kind: 'pglite', dataDir: copyPGliteDir(storage.dataDir) }
      : undefined;
  }

  try {
    const measured = await benchSite(database, group, storage, rawStorage, 'default');
    // A data directory belongs to one process: the quiet-log site starts once the default one has stopped.
    if (measured.some((row) => row.minRatio !== undefined))
      await benchSite(database, group, storage, rawStorage, 'quiet');
  } finally {
    await pg?.drop();
  }
}

/**
 * Starts the site logging as `logMode` says and measures the group's routes on it: every chosen route
 * and the scenarios' own measurements by default; only the routes with a ratio budget when quiet, whose
 * figures join the default rows. Returns the rows it added.
 */
async function benchSite(
  database: Database,
  group: Scenario[],
  storage: Storage,
  rawStorage: Storage | undefined,
  logMode: LogMode,
): Promise<Row[]> {
  const site = await startSite(await freePort(), storage, logMode);
  const added: Row[] = [];
  try {
    for (const scenario of group) {
      for (const route of await scenario.routes(site.url)) {
        if (!chosenRoute(route)) continue;
        const minRatio = typeof route.minRatio === 'number' ? route.minRatio : route.minRatio?.[database];
        if (logMode === 'quiet') {
          if (minRatio === undefined) continue;
          const row = rows.find((r) => r.database === database && r.route === route.name);
          const { rps, referenceRps, ratio, cpuPerRequest } = await benchRoute(
            site,
            route,
            database,
            rawStorage,
          );
          if (row) row.quiet = { rps, referenceRps, ratio, cpuPerRequest };
          console.log(
            `${database.padEnd(8)} ${`${route.name.slice(0, 40)}…, LOG_LEVEL=warn`.padEnd(58)} ${rps.toFixed(0).padStart(7)} req/s  ` +
              `CPU ${cpuPerRequest.toFixed(0)} µs/req  reference ${referenceRps.toFixed(0)} req/s  ratio ${percent(ratio)}`,
          );
          continue;
        }
        const row = await benchRoute(site, route, database, rawStorage);
        added.push({
          ...row,
          minRatio,
          maxServerP95: route.maxServerP95Ms?.[database],
          maxLoopDelayBudget:
            route.maxLoopDelayMs ?? (database === 'pglite' ? PGLITE_MAX_STALL_MS : undefined),
        });
        rows.push(added.at(-1)!);
        printRow(added.at(-1)!);
      }
      if (logMode === 'quiet' || routeWords) continue;
      const where = { storage, dataDir: site.dataDir };
      for (const metric of (await scenario.custom?.(site.url, database, where)) ?? []) {
        metrics.push({ database, ...metric });
        console.log(`${database.padEnd(8)} ${metric.name.padEnd(58)} ${formatMetric(metric).padStart(9)}`);
      }
    }
  } finally {
    await site.stop();
  }
  return added;
}

/** Sends `request` once to `url` and returns the answer's body, which must come with `status`. */
async function sample(url: string, request: Request, status: number, name: string): Promise<string> {
  const res = await fetch(url + request.path, {
    method: request.method,
    headers: {
      origin: url,
      ...request.headers,
      ...(request.body ? { 'content-type': 'application/json' } : {}),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const body = await res.text();
  if (res.status !== status) throw new Error(`${name}: ${res.status} ${body}`);
  return body;
}

/** The reference a route is measured against, running; its label and how to measure one round of it. */
async function startReference(site: ProbedSite, route: Route, rawStorage: Storage | undefined, body: string) {
  const reference = route.reference;
  if (reference?.kind === 'raw-sql' && !rawStorage)
    throw new Error(`${route.name}: a raw-SQL reference needs a scenario with ownDatabase on PGlite`);
  if (reference?.kind === 'site') {
    await sample(site.url, reference.request, reference.status, `${route.name}: ${reference.label}`);
    return { label: reference.label, url: site.url, request: reference.request, stop: async () => {} };
  }
  const running =
    reference?.kind === 'raw-sql'
      ? await startRawSql(await freePort(), rawStorage!, reference.steps)
      : await startBaseline(await freePort(), body);
  return {
    label: reference ? 'raw SQL' : 'bare',
    url: running.url,
    request: route.request,
    stop: running.stop,
  };
}

async function benchRoute(site: ProbedSite, route: Route, database: string, rawStorage: Storage | undefined) {
  const { request, name } = route;
  const routeLoad = { ...load, connections: route.connections ?? load.connections };
  const body = await sample(site.url, request, 200, name);
  const reference = await startReference(site, route, rawStorage, body);
  const ours: Sample[] = [];
  const theirs: Sample[] = [];
  const inside: ProbeReport[] = [];
  try {
    for (let i = 0; i < rounds; i++) {
      theirs.push(await measure(reference.url, reference.request, routeLoad));
      await site.reset();
      ours.push(await measure(site.url, request, routeLoad));
      inside.push(await site.report());
    }
  } finally {
    await reference.stop();
  }
  const rps = median(ours.map((s) => s.rps));
  const referenceRps = median(theirs.map((s) => s.rps));
  return {
    database,
    route: name,
    rps,
    p50: median(ours.map((s) => s.p50)),
    p99: median(ours.map((s) => s.p99)),
    serverP95: median(inside.map((r) => r.p95Ms)),
    maxLoopDelay: Math.max(...inside.map((r) => r.maxLoopDelayMs)),
    cpuPerRequest: median(inside.map((r) => r.cpuPerRequestUs)),
    reference: reference.label,
    referenceRps,
    ratio: rps / referenceRps,
    non2xx: ours.reduce((n, s) => n + s.non2xx, 0),
  };
}

/** A share as a percentage, with enough digits for the small ratios of database-bound routes. */
function percent(share: number): string {
  const value = share * 100;
  return `${value.toFixed(value < 1 ? 3 : 1).replace(/\.?0+$/, '')}%`;
}

function printRow(r: Row) {
  const budget = r.minRatio === undefined ? '' : ` (budget ≥ ${percent(r.minRatio)})`;
  console.log(
    `${r.database.padEnd(8)} ${r.route.padEnd(58)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ` +
      `server p95 ${r.serverP95.toFixed(1)} ms  CPU ${r.cpuPerRequest.toFixed(0)} µs/req  loop stall ${r.maxLoopDelay.toFixed(0)} ms  ` +
      `${r.reference} ${r.referenceRps.toFixed(0)} req/s  ratio ${percent(r.ratio)}${budget}${r.non2xx ? `  non-2xx ${r.non2xx}` : ''}`,
  );
}

/** Why a row misses its budgets; empty when it meets them. */
function misses(r: Row): string[] {
  const why: string[] = [];
  if (r.minRatio !== undefined && r.ratio < r.minRatio)
    why.push(`ratio ${percent(r.ratio)} < ${percent(r.minRatio)}`);
  if (r.maxServerP95 !== undefined && r.serverP95 > r.maxServerP95)
    why.push(`server p95 ${r.serverP95.toFixed(1)} ms > ${r.maxServerP95} ms`);
  if (r.maxLoopDelayBudget !== undefined && r.maxLoopDelay > r.maxLoopDelayBudget)
    why.push(`event-loop stall ${r.maxLoopDelay.toFixed(0)} ms > ${r.maxLoopDelayBudget} ms`);
  if (r.non2xx > 0) why.push(`${r.non2xx} non-2xx answers`);
  return why;
}

console.log(
  '\nSummary (median of %d rounds, %d connections, %d s each)',
  rounds,
  load.connections,
  load.seconds,
);
console.table(
  rows.map((r) => ({
    database: r.database,
    route: r.route,
    'req/s': Math.round(r.rps),
    'p99 ms': r.p99,
    'server p95 ms': Number(r.serverP95.toFixed(1)),
    'loop stall ms': Math.round(r.maxLoopDelay),
    'CPU µs/req': Math.round(r.cpuPerRequest),
    reference: r.reference,
    'reference req/s': Math.round(r.referenceRps),
    ratio: `${percent(r.ratio)}`,
    'ratio, LOG_LEVEL=warn': r.quiet ? percent(r.quiet.ratio) : '',
    'CPU µs/req, LOG_LEVEL=warn': r.quiet ? Math.round(r.quiet.cpuPerRequest) : '',
    budget: [
      r.minRatio === undefined ? '' : `ratio ≥ ${percent(r.minRatio)}`,
      r.maxServerP95 === undefined ? '' : `p95 ≤ ${r.maxServerP95} ms`,
      r.maxLoopDelayBudget === undefined ? '' : `stall ≤ ${r.maxLoopDelayBudget} ms`,
    ]
      .filter(Boolean)
      .join(', '),
  })),
);
function formatMetric(m: Metric): string {
  return `${m.value.toFixed(m.digits ?? 0)} ${m.unit}`.trim();
}

/** Why a metric misses its budget, or undefined when it meets it. */
function metricMiss(m: Metric): string | undefined {
  if (!Number.isFinite(m.value)) return 'not measured';
  if (m.min !== undefined && m.value < m.min) return `${formatMetric(m)} < ${m.min}`;
  if (m.max !== undefined && m.value > m.max) return `${formatMetric(m)} > ${m.max}`;
  return undefined;
}

if (metrics.length) {
  console.table(
    metrics.map((m) => ({
      database: m.database,
      measure: m.name,
      value: formatMetric(m),
      budget: [m.min === undefined ? '' : `≥ ${m.min}`, m.max === undefined ? '' : `≤ ${m.max}`].join(''),
    })),
  );
}
const missed = rows.filter((r) => misses(r).length > 0);
for (const r of missed) console.error(`MISSED: ${r.database} ${r.route}: ${misses(r).join('; ')}`);
const missedMetrics = metrics.filter((m) => metricMiss(m) !== undefined);
for (const m of missedMetrics) console.error(`MISSED: ${m.database} ${m.name}: ${metricMiss(m)}`);
process.exit(missed.length + missedMetrics.length ? 1 : 0);
