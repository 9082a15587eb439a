import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Steps } from './capture.ts';

const SERVER = join(import.meta.dirname, '..', '..', 'dist', 'server.js');
const PROBE = join(import.meta.dirname, 'probe.mjs');

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
}

export interface ProbedSite extends Running {
  /** Its DATA_DIR (the outbox is there: no SMTP_URL in the bench). */
  dataDir: string;
  /** Starts a fresh measurement. */
  reset(): Promise<void>;
  /** What the server measured since the last reset. */
  report(): Promise<ProbeReport>;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not become healthy`);
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

/** The built site (dist/server.js) as its own process, on the given storage, with the probe inside. */
export async function startSite(port: number, storage: Storage): Promise<ProbedSite> {
  const dataDir = storage.kind === 'pglite' ? storage.dataDir : freshPGliteDir();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: storage.kind === 'postgres' ? storage.url : '',
  };
  const child = spawn(process.execPath, ['--import', PROBE, SERVER], {
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return {
    url,
    dataDir,
    stop: stopper(child),
    reset: () => ask<unknown>(child, 'reset', 'reset').then(() => undefined),
    report: () => ask<ProbeReport>(child, 'report', 'report'),
  };
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
  const child = spawn(process.execPath, [join(import.meta.dirname, 'raw-sql.mjs')], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, stop: stopper(child) };
}
