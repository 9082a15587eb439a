// `pnpm bench`: drives the built server with autocannon on PGlite and on PostgreSQL, each route
// interleaved with a bare Fastify route returning the same JSON, and prints req/s, p99 and the ratio.
// Exits non-zero when a route misses its budget. Options (env): BENCH_SECONDS (10), BENCH_ROUNDS (3),
// BENCH_CONNECTIONS (50), BENCH_DATABASES (pglite,postgres), BENCH_ONLY (scenario names, comma-separated),
// BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres).
import { migrateToLatest, openDatabase } from '@chuck/db';
import { createScratchDatabase } from '@chuck/db/testing';
import { type Load, measure, median, type Sample } from './lib/measure.ts';
import {
  freshPGliteDir,
  type ProbedSite,
  type ProbeReport,
  type Storage,
  startBaseline,
  startSite,
} from './lib/servers.ts';
import { scenarios } from './scenarios/index.ts';
import type { Database, Metric, Route } from './scenarios/types.ts';

const load: Load = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
};
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const only = process.env.BENCH_ONLY?.split(',');
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SITE_PORT = 3901;
const BASELINE_PORT = 3902;

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
  baselineRps: number;
  ratio: number;
  minRatio: number | undefined;
  maxServerP95: number | undefined;
  maxLoopDelayBudget: number | undefined;
  non2xx: number;
}

const rows: Row[] = [];
const metrics: (Metric & { database: string })[] = [];
const chosen = scenarios.filter((s) => !only || only.includes(s.name));

for (const database of databases) {
  const pg = database === 'postgres' ? await createScratchDatabase(pgAdminUrl, 'chuck_bench') : undefined;
  const storage: Storage = pg
    ? { kind: 'postgres', url: pg.url }
    : { kind: 'pglite', dataDir: freshPGliteDir() };
  const handle = await openDatabase(
    storage.kind === 'postgres' ? storage : { kind: 'pglite', dataDir: storage.dataDir },
  );
  await migrateToLatest(handle.db);
  for (const scenario of chosen) await scenario.seed?.(handle.db);
  await handle.close();

  const site = await startSite(SITE_PORT, storage);
  try {
    for (const scenario of chosen) {
      for (const route of await scenario.routes(site.url)) {
        const row = await benchRoute(site, route, database);
        rows.push({
          ...row,
          minRatio:
            typeof route.minRatio === 'number' ? route.minRatio : route.minRatio?.[database as Database],
          maxServerP95: route.maxServerP95Ms?.[database as Database],
          maxLoopDelayBudget: route.maxLoopDelayMs,
        });
        printRow(rows.at(-1)!);
      }
      for (const metric of (await scenario.custom?.(site.url, database as Database)) ?? []) {
        metrics.push({ database, ...metric });
        console.log(`${database.padEnd(8)} ${metric.name.padEnd(58)} ${formatMetric(metric).padStart(9)}`);
      }
    }
  } finally {
    await site.stop();
    await pg?.drop();
  }
}

async function benchRoute(site: ProbedSite, route: Route, database: string) {
  const { request, name } = route;
  const routeLoad = { ...load, connections: route.connections ?? load.connections };
  const sample = await fetch(site.url + request.path, {
    method: request.method,
    headers: {
      origin: site.url,
      ...request.headers,
      ...(request.body ? { 'content-type': 'application/json' } : {}),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  if (!sample.ok) throw new Error(`${name}: ${sample.status} ${await sample.text()}`);
  const baseline = await startBaseline(BASELINE_PORT, await sample.text());
  const ours: Sample[] = [];
  const bare: Sample[] = [];
  const inside: ProbeReport[] = [];
  try {
    for (let i = 0; i < rounds; i++) {
      bare.push(await measure(baseline.url, request, routeLoad));
      await site.reset();
      ours.push(await measure(site.url, request, routeLoad));
      inside.push(await site.report());
    }
  } finally {
    await baseline.stop();
  }
  const rps = median(ours.map((s) => s.rps));
  const baselineRps = median(bare.map((s) => s.rps));
  return {
    database,
    route: name,
    rps,
    p50: median(ours.map((s) => s.p50)),
    p99: median(ours.map((s) => s.p99)),
    serverP95: median(inside.map((r) => r.p95Ms)),
    maxLoopDelay: Math.max(...inside.map((r) => r.maxLoopDelayMs)),
    baselineRps,
    ratio: rps / baselineRps,
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
      `server p95 ${r.serverP95.toFixed(1)} ms  loop stall ${r.maxLoopDelay.toFixed(0)} ms  ` +
      `bare ${r.baselineRps.toFixed(0)} req/s  ratio ${percent(r.ratio)}${budget}${r.non2xx ? `  non-2xx ${r.non2xx}` : ''}`,
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
    'bare req/s': Math.round(r.baselineRps),
    ratio: `${percent(r.ratio)}`,
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
