import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createScratchDatabase, type ScratchDatabase } from '@chuck/db/testing';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { e2eEnv } from './env.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
const serverEntry = join(repoRoot, 'apps/server/dist/server.js');
const webDist = e2eEnv.webDist ?? join(repoRoot, 'apps/web/dist');
const webIndex = join(webDist, 'index.html');
const CHROMIUM_PATH = '/usr/bin/chromium';
export const ARTIFACTS_DIR = join(import.meta.dirname, 'artifacts');

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts the BUILT server (apps/server/dist/server.js, serving apps/web/dist) on a free port with storage
 * of its own (a fresh PGlite data dir, or a scratch PostgreSQL database when DATABASE_URL is set) plus
 * `env` (e.g. Stripe settings), and resolves once GET /healthz answers 200.
 */
export async function startServer(
  options: { env?: Record<string, string>; publicUrl?: boolean } = {},
): Promise<RunningServer> {
  for (const [file, build] of [
    [serverEntry, 'pnpm --filter @chuck/server build'],
    [webIndex, 'pnpm --filter @chuck/web build'],
  ] as const) {
    if (!existsSync(file))
      throw new Error(`${file} is missing: build it first with \`${build}\` (or \`pnpm build\`).`);
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'chuck-e2e-'));
  const database: ScratchDatabase | undefined = e2eEnv.databaseUrl
    ? await createScratchDatabase(e2eEnv.databaseUrl, 'chuck_e2e')
    : undefined;
  const env: NodeJS.ProcessEnv = {
    PATH: e2eEnv.path,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    ...(database ? { DATABASE_URL: database.url } : {}),
    // Mail no request asked for (loan mail) needs the site's own address for its links.
    ...(options.publicUrl ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  let stopping = false;
  // A server that dies mid-test would otherwise show only as timeouts in the browser.
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(
      `The e2e server at ${baseUrl} exited on its own (code ${code}, signal ${signal}). Its last output:\n${output.slice(-8000)}`,
    );
  });
  const stop = async () => {
    stopping = true;
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  try {
    await waitForHealthy(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

export interface RunningBrowser {
  context: BrowserContext;
  close: () => Promise<void>;
}

/**
 * Debian's Chromium with a fresh profile. A missing browser is a failure, never a skip.
 * `extraArgs` adds Chromium switches (e.g. `--use-fake-ui-for-media-stream` for voice and video).
 */
export async function launchBrowser(options: { extraArgs?: string[] } = {}): Promise<RunningBrowser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}; the browser tests need it. Install it with: apt-get update && apt-get install -y chromium`,
    );
  }
  const userDataDir = await mkdtemp(join(tmpdir(), 'chuck-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(options.extraArgs ?? []),
    ],
    viewport: { width: 1280, height: 800 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `steps`; when they fail, saves a screenshot of the page under e2e/artifacts/ first. */
export async function withFailureScreenshot(
  page: Page,
  name: string,
  steps: () => Promise<void>,
): Promise<void> {
  try {
    await steps();
  } catch (error) {
    await mkdir(ARTIFACTS_DIR, { recursive: true });
    const file = join(ARTIFACTS_DIR, `${name}-${Date.now()}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    if (error instanceof Error) error.message += `\n(screenshot: ${file}; page: ${page.url()})`;
    throw error;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForHealthy(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} before it was healthy:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer GET /healthz with 200 within 90 s:\n${output()}`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
