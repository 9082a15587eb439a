import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { DatabaseHandle } from '@chuck/db';
import { createTestDb } from '@chuck/db/testing';
import { createBus } from '@chuck/realtime';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../../src/app.ts';
import { buildDeps, type ServerDeps } from '../../src/deps.ts';
import { parseEnv } from '../../src/env.ts';
import { stopInOrder } from '../../src/shutdown.ts';

export interface TestApp {
  app: FastifyInstance;
  deps: ServerDeps;
  /** Its database (a second app may open another handle on the same PostgreSQL: `config.url`). */
  database: DatabaseHandle;
  close(): Promise<void>;
}

const STAND_IN_PAGE = '<!doctype html><title>Chuck</title><div id="root"></div>';
export const PRERENDERED_LANDING = '<!doctype html><title>Chuck</title><div id="root"><h1>Landing</h1></div>';
/** The stand-in web build's one script (served at /assets/app.js). */
export const STAND_IN_SCRIPT = `console.log(${JSON.stringify('be kind, rewind '.repeat(200))});`;

/** The whole app over a fresh database of its own, with a stand-in web build. */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    webFiles = {},
    routes,
    database,
    ...options
  }: Pick<AppOptions, 'requestTimeoutMs' | 'logger' | 'logRequests' | 'closeBoundMs'> & {
    /** More files of the stand-in web build, by path under it. */
    webFiles?: Record<string, string>;
    /** Routes only a test needs (registered before the app is ready), e.g. one it holds mid-transaction. */
    routes?: (app: FastifyInstance, deps: ServerDeps) => void;
    /**
     * An open, migrated database to serve instead of a fresh one, e.g. a second handle on another
     * app's PostgreSQL (a second process); closed with the app.
     */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const handle = database ?? (await createTestDb());
  const bus = createBus(handle);
  // Its own DATA_DIR: mail without SMTP_URL lands in DATA_DIR/outbox.
  const dataDir = mkdtempSync(join(tmpdir(), 'chuck-data-'));
  const settings = parseEnv({ COOKIE_SECURE: 'false', DATA_DIR: dataDir, ...env });
  const deps = await buildDeps(handle, settings, undefined, bus);
  const webDist = mkdtempSync(join(tmpdir(), 'chuck-web-'));
  writeFileSync(join(webDist, 'index.html'), STAND_IN_PAGE);
  // As the real build does (apps/web/scripts/precompress.ts): Brotli and gzip copies beside the asset.
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'app.js'), STAND_IN_SCRIPT);
  writeFileSync(join(webDist, 'assets', 'app.js.br'), brotliCompressSync(STAND_IN_SCRIPT));
  writeFileSync(join(webDist, 'assets', 'app.js.gz'), gzipSync(STAND_IN_SCRIPT));
  // And one page rendered ahead of time (apps/web/scripts/prerender-pages.ts).
  mkdirSync(join(webDist, 'prerendered'));
  writeFileSync(join(webDist, 'prerendered', 'landing.html'), PRERENDERED_LANDING);
  writeFileSync(join(webDist, 'prerendered', 'pages.json'), JSON.stringify({ '/landing': 'landing.html' }));
  for (const [path, content] of Object.entries(webFiles)) {
    mkdirSync(dirname(join(webDist, path)), { recursive: true });
    writeFileSync(join(webDist, path), content);
  }
  const app = await buildApp({
    deps,
    webDist,
    publicUrl: settings.PUBLIC_URL,
    allowedHosts: settings.ALLOWED_HOSTS,
    trustProxy: settings.TRUST_PROXY === 'true',
    ...options,
  });
  routes?.(app, deps);
  await app.ready();
  return {
    app,
    deps,
    database: handle,
    close: async () => {
      await stopInOrder({ app, chatReplies: deps.chat.replies, jobs: deps.jobs, bus, database: handle });
      rmSync(webDist, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Where an app listening on a local port answers: a tab on its own origin, and its live socket. */
export interface LocalAddress {
  port: number;
  /** http://127.0.0.1:{port} */
  origin: string;
  /** ws://127.0.0.1:{port}/ws */
  wsUrl: string;
}

/** Starts `app` listening on a free local port, for what inject cannot do (sockets, a real fetch). */
export async function listenLocally(app: FastifyInstance): Promise<LocalAddress> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { port, origin: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}/ws` };
}

/** The test app listening on a free local port, for sockets and a browser tab's fetch (listenLocally). */
export async function createListeningTestApp(): Promise<TestApp & LocalAddress> {
  const t = await createTestApp();
  return { ...t, ...(await listenLocally(t.app)) };
}

let counter = 0;
/** A unique, valid new member. */
export function newMember(overrides: Partial<{ email: string; password: string }> = {}) {
  counter += 1;
  return {
    email: `member${counter}.${process.pid}@example.com`,
    password: 'correct horse battery',
    firstName: 'Test',
    lastName: `Member${counter}`,
    ...overrides,
  };
}

/** The session cookie (name=value) from a response's Set-Cookie headers. */
export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((c) => c.startsWith('chuck_session=') && !c.startsWith('chuck_session=;'));
  if (!found) throw new Error(`no session cookie in ${JSON.stringify(all)}`);
  return found.split(';')[0]!;
}

/** What our own pages send as their Origin to an app.inject server (its Host is localhost:80). */
export const INJECT_ORIGIN = 'http://localhost:80';

/**
 * Registers a new member through POST /api/auth/register, as the site's own page would (`headers`
 * default to its Origin), and returns who they are with their session cookie.
 */
export async function registerMember(
  app: FastifyInstance,
  headers: Record<string, string> = { origin: INJECT_ORIGIN },
): Promise<{ id: string; email: string; password: string; cookie: string }> {
  const member = newMember();
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', headers, payload: member });
  const cookie = sessionCookieFrom(res.headers['set-cookie']);
  return { id: res.json().id, email: member.email, password: member.password, cookie };
}
