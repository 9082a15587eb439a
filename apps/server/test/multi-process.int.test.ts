import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { confirmAddress } from '@chuck/api/testing';
import { openDatabase } from '@chuck/db';
import { createScratchDatabase, type ScratchDatabase, testEnv } from '@chuck/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MemberSocket, openSocket } from './support/member-socket.ts';
import { newMember, sessionCookieFrom } from './support/test-app.ts';

const API_DIR = join(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Site {
  origin: string;
  child: ChildProcess;
}

/** A real API process (the server's own entry point, through tsx) on `databaseUrl`. */
async function startProcess(databaseUrl: string, webDist: string): Promise<Site> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '5',
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
      COOKIE_SECURE: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`API process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return { origin, child };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`API process at ${origin} did not become ready`);
}

function stop(site: Site | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!site || site.child.exitCode !== null) return resolve();
    site.child.once('exit', () => resolve());
    site.child.kill('SIGTERM');
  });
}

describe.skipIf(!testEnv.DATABASE_URL)(
  'two API processes on one PostgreSQL (skipped without DATABASE_URL: cross-process events need PostgreSQL)',
  () => {
    let database: ScratchDatabase | undefined;
    let a: Site | undefined;
    let b: Site | undefined;
    let webDist: string | undefined;
    const sockets: MemberSocket[] = [];

    beforeAll(async () => {
      database = await createScratchDatabase(testEnv.DATABASE_URL!, 'chuck_multi');
      webDist = mkdtempSync(join(tmpdir(), 'chuck-web-'));
      writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Chuck</title>');
      // One after the other: the first migrates and imports the catalog, the second finds it done.
      a = await startProcess(database.url, webDist);
      b = await startProcess(database.url, webDist);
    }, 180_000);
    afterAll(async () => {
      await Promise.all(sockets.map((s) => s.close()));
      await Promise.all([stop(a), stop(b)]);
      await database?.drop();
      if (webDist) rmSync(webDist, { recursive: true, force: true });
    }, 60_000);

    async function signUp(site: Site) {
      const res = await fetch(`${site.origin}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.origin },
        body: JSON.stringify(newMember()),
      });
      expect(res.status).toBe(200);
      return {
        id: ((await res.json()) as { id: string }).id,
        cookie: sessionCookieFrom(res.headers.getSetCookie()),
      };
    }
    async function call(site: Site, member: { cookie: string }, method: string, path: string, body: object) {
      const res = await fetch(`${site.origin}/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', origin: site.origin, cookie: member.cookie },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path} on ${site.origin}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    }
    async function socketOn(site: Site, member: { cookie: string }) {
      const socket = await openSocket(`${site.origin.replace('http', 'ws')}/ws`, {
        origin: site.origin,
        cookie: member.cookie,
      });
      sockets.push(socket);
      return socket;
    }

    it("delivers a rental request made through process A to the owner's socket on process B within a second", async () => {
      const owner = await signUp(b!);
      const borrower = await signUp(a!);
      // Lending and borrowing need a confirmed address (docs/product.md §3): the mailed link's effect.
      const handle = await openDatabase({ kind: 'postgres', url: database!.url, poolSize: 1 });
      await confirmAddress(handle.db, owner, borrower);
      await handle.close();
      const disc = await call(b!, owner, 'POST', '/dvd-club/collection', {
        title: 'Zzmulti The Third Man',
        year: 1949,
        visibility: 'rentable',
      });
      // One tab on each process: both are the owner's.
      const [onB, onA] = [await socketOn(b!, owner), await socketOn(a!, owner)];

      const started = performance.now();
      const loan = await call(a!, borrower, 'POST', '/dvd-club/rental-requests', {
        mediaId: disc.id,
        ownerId: owner.id,
        message: 'Zither music please',
      });
      const pushed = await onB.waitFor((m) => m.type === 'notification', 1_000);
      const elapsed = performance.now() - started;

      expect(pushed).toMatchObject({
        type: 'notification',
        data: {
          type: 'rental_request',
          title: 'New Rental Request',
          isRead: false,
          data: { movieTitle: 'Zzmulti The Third Man', loanId: loan.id },
        },
      });
      console.info(`rental request → notification on the other process: ${elapsed.toFixed(0)} ms`);
      expect(elapsed).toBeLessThan(1_000);
      await onA.waitFor((m) => m.type === 'notification', 1_000);
      // It is the same notification the owner's list shows, on either process.
      const list = await fetch(`${b!.origin}/api/notifications`, { headers: { cookie: owner.cookie } });
      expect(((await list.json()) as unknown[])[0]).toEqual(pushed.data);
    });

    it('delivers a message sent through one process to both members on the other', async () => {
      const [ana, ben] = [await signUp(a!), await signUp(b!)];
      for (const [site, member] of [
        [a!, ana],
        [b!, ben],
      ] as const) {
        await call(site, member, 'POST', '/dvd-club/collection', {
          title: 'Zzmulti Rashomon',
          year: 1950,
          visibility: 'public',
        });
      }
      // The shared film suggests them; Ana asks and Ben accepts.
      await call(a!, ana, 'POST', `/social/connections/${ben.id}`, {});
      await call(b!, ben, 'POST', `/social/connections/${ana.id}/accept`, {});
      const [anaOnB, benOnB] = [await socketOn(b!, ana), await socketOn(b!, ben)];
      const connections = await fetch(`${a!.origin}/api/social/connections`, {
        headers: { cookie: ana.cookie },
      });
      const [connection] = ((await connections.json()) as { connections: { id: number }[] }).connections;
      const sent = await call(a!, ana, 'POST', '/social/messages', {
        receiverId: ben.id,
        connectionId: connection!.id,
        message: 'Four versions of one story',
      });
      for (const socket of [anaOnB, benOnB]) {
        expect(await socket.waitFor((m) => m.type === 'message', 1_000)).toEqual({
          type: 'message',
          data: sent,
        });
      }
    });
  },
);
