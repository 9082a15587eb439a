import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { testEnv } from './env.ts';

const SERVER = join(import.meta.dirname, '..', '..', 'dist', 'server.js');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed, for failure messages. */
  output(): string;
  /** SIGTERM and wait for it to exit (or SIGKILL, for a crash). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The BUILT server (dist/server.js, from `pnpm build`) as a process of its own, so a test can crash
 * it, restart it, or take its database away and watch it from outside as a load balancer would.
 */
export async function startServerProcess(
  env: Record<string, string>,
  port?: number,
  /** Node's own options before the script, e.g. `--import` of a test's preload. */
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`pnpm build\` first.`);
  const listenOn = port ?? (await freePort());
  const child = spawn(process.execPath, [...nodeArgs, SERVER], {
    env: { PATH: testEnv.path, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(listenOn), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${listenOn}`;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (i > 600) {
      await stop('SIGKILL');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, output: () => output, stop };
}
