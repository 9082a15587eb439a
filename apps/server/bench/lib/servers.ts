import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Steps } from './capture.ts';

const SERVER = join(import.meta.dirname, '..', '..', 'dist', 'server.js');
const PROBE = join(import.meta.dirname, 'probe.mjs');
/** Node's flags as `pnpm start` gives them (apps/server/package.json): the bench measures what ships. */
const START_FLAGS = ['--enable-source-maps'];

export interface Running {
  url: string;
  stop(): Promise<void>;
}

/** What the server measured of itself over one run (see probe.mjs). */
export interface ProbeReport {
  /** 95th percentile of request time inside the server, ms. */
  p95Ms: number;
  /** The longest the event loop was held up, ms. */
  maxLoopDelayMs: number;
  /** The server's CPU time (user + system) per request answered, µs. */
  cpuPerRequestUs: number;
}

export interface ProbedSite extends Running {
  /** Its DATA_DIR (the outbox is there: no SMTP_URL in the bench). */
  dataDir: string;
  /** Starts a fresh measurement. */
  reset(): Promise<void>;
  /** What the server measured since the last reset. */
  report(): Promise<ProbeReport>;
}

/** Waits until `child` answers /healthz; if it never does, stops it (a failed bench leaves nothing running). */
async function waitForHealth(url: string, child: ChildProcess, logFile?: string): Promise<void> {
  try {
    await healthy(url, child, logFile);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

async function healthy(url: string, child: ChildProcess, logFile?: string): Promise<void> {
  const where = logFile ? ` (its log: ${logFile})` : '';
  // Two minutes: on a shared, busy machine, starting PGlite and migrating can take a while.
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}${where}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not become healthy${where}`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

export type Storage = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export const freshPGliteDir = () => mkdtempSync(join(tmpdir(), 'chuck-bench-'));

/** A copy of a closed PGlite database, for a second process to open (one process per data directory). */
export function copyPGliteDir(dataDir: string): string {
  const copy = freshPGliteDir();
  cpSync(dataDir, copy, { recursive: true });
  return copy;
}

/** A port nobody listens on now: several engineers' benches may run on one machine at once. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Sends `message` to the child and resolves with its answer of `type`. */
function ask<T>(child: ChildProcess, message: string, type: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (answer: { type?: string }) => {
      if (answer?.type !== type) return;
      child.off('message', onMessage);
      resolve(answer as T);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

/**
 * How the site logs: 'default' is what `pnpm start` does (LOG_LEVEL and LOG_REQUESTS unset), 'quiet' is
 * LOG_LEVEL=warn, to show what logging still costs.
 */
export type LogMode = 'default' | 'quiet';

/**
 * The built site (dist/server.js) as its own process, on the given storage, with the probe inside. Its
 * log goes to a file, as a deployment's goes to a collector: written for real, but not onto the bench's
 * own output.
 */
export async function startSite(
  port: number,
  storage: Storage,
  logMode: LogMode = 'default',
): Promise<ProbedSite> {
  const { LOG_LEVEL: _level, LOG_REQUESTS: _requests, ...inherited } = process.env;
  const dataDir = storage.kind === 'pglite' ? storage.dataDir : freshPGliteDir();
  const env = {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    ...(logMode === 'quiet' ? { LOG_LEVEL: 'warn' } : {}),
    DATA_DIR: dataDir,
    DATABASE_URL: storage.kind === 'postgres' ? storage.url : '',
  };
  const logFile = join(mkdtempSync(join(tmpdir(), 'chuck-bench-log-')), 'server.log');
  const flags = [...START_FLAGS, ...profilerArgs('site'), '--import', PROBE];
  const child = spawn(process.execPath, [...flags, SERVER], {
    env,
    stdio: ['ignore', openSync(logFile, 'a'), 'inherit', 'ipc'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, logFile);
  return {
    url,
    dataDir,
    stop: stopper(child),
    reset: () => ask<unknown>(child, 'reset', 'reset').then(() => undefined),
    report: () => ask<ProbeReport>(child, 'report', 'report'),
  };
}

/**
 * The built site as `pnpm start` runs it: README defaults, embedded database in `dataDir`, no probe
 * inside, its log to a file. For measuring the start itself (scenarios/startup.ts).
 */
export async function startShipped(port: number, dataDir: string): Promise<Running & { pid: number }> {
  const { LOG_LEVEL: _level, LOG_REQUESTS: _requests, DATABASE_URL: _url, ...inherited } = process.env;
  const logFile = join(mkdtempSync(join(tmpdir(), 'chuck-bench-log-')), 'server.log');
  const child = spawn(process.execPath, [...START_FLAGS, SERVER], {
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', openSync(logFile, 'a'), 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, logFile);
  return { url, pid: child.pid!, stop: stopper(child) };
}

/**
 * BENCH_PROFILE=site (or raw, or site,raw): that process runs under `node --cpu-prof`, its profiles
 * written to BENCH_PROFILE_DIR (./profiles) when it stops, for the Chrome DevTools' Performance panel.
 */
function profilerArgs(kind: 'site' | 'raw'): string[] {
  if (!process.env.BENCH_PROFILE?.split(',').includes(kind)) return [];
  return ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR ?? 'profiles'}`];
}

/** A bare Fastify process answering every path with a fixed JSON body: the yardstick. */
export async function startBaseline(port: number, body: string): Promise<Running> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'baseline.mjs')], {
    env: { ...process.env, PORT: String(port), BODY: body },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, stop: stopper(child) };
}

/**
 * A raw Fastify process running `steps` on every path, on the site's PostgreSQL or on `dataDir` (a
 * copy of the site's PGlite database, see copyPGliteDir), with a pool the size of the site's.
 */
export async function startRawSql(
  port: number,
  storage: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string },
  steps: Steps,
): Promise<Running> {
  const env = {
    ...process.env,
    PORT: String(port),
    STEPS: JSON.stringify(steps),
    POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '10',
    DATABASE_URL: storage.kind === 'postgres' ? storage.url : '',
    DATA_DIR: storage.kind === 'pglite' ? storage.dataDir : '',
  };
  const child = spawn(process.execPath, [...profilerArgs('raw'), join(import.meta.dirname, 'raw-sql.mjs')], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, stop: stopper(child) };
}
