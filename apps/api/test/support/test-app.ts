import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb } from '@chuck/db/testing';
import { createBus } from '@chuck/realtime';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { buildDeps, type ServerDeps } from '../../src/deps.ts';
import { parseEnv } from '../../src/env.ts';

export interface TestApp {
  app: FastifyInstance;
  deps: ServerDeps;
  close(): Promise<void>;
}

/** The whole app over a fresh database of its own, with a stand-in web build. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const handle = await createTestDb();
  const bus = createBus(handle);
  const deps = await buildDeps(handle.db, parseEnv({ COOKIE_SECURE: 'false', ...env }), undefined, bus);
  const webDist = mkdtempSync(join(tmpdir(), 'chuck-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Chuck</title><div id="root"></div>');
  const app = await buildApp({ deps, webDist, publicUrl: env.PUBLIC_URL });
  await app.ready();
  return {
    app,
    deps,
    close: async () => {
      await app.close();
      await bus.close();
      await handle.close();
    },
  };
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
