import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SERVER = join(import.meta.dirname, '..', '..', 'dist', 'server.js');

export interface Running {
  url: string;
  stop(): Promise<void>;
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

/** The built site (dist/server.js) as its own process, on the given storage. */
export async function startSite(port: number, storage: Storage): Promise<Running> {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: storage.kind === 'pglite' ? storage.dataDir : freshPGliteDir(),
    DATABASE_URL: storage.kind === 'postgres' ? storage.url : '',
  };
  const child = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, stop: stopper(child) };
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
