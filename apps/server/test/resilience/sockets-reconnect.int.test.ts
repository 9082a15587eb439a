import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '@chuck/db';
import {
  createScratchDatabase,
  memberToken,
  type ScratchDatabase,
  seedSignedInMembers,
  testEnv,
} from '@chuck/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { sleep } from './writes.ts';

const MEMBERS = 1_000;
const PREFIX = 'reconnect';
/** Test notifications created at once. */
const CONCURRENCY = 25;

/** A member's /ws line that dials again after a drop (as the web app's live socket does), counting what it hears. */
class MemberLine {
  welcomes = 0;
  readonly notifications = new Map<number, number>();
  #socket: WebSocket | undefined;
  #closed = false;

  constructor(
    readonly url: string,
    readonly origin: string,
    readonly token: string,
  ) {}

  connect(): void {
    const socket = new WebSocket(this.url, {
      headers: { origin: this.origin, cookie: `chuck_session=${this.token}` },
    });
    this.#socket = socket;
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; userId?: string; data?: { id: number } };
      if (message.type === 'welcome' && message.userId) this.welcomes += 1;
      if (message.type === 'notification' && message.data) {
        this.notifications.set(message.data.id, (this.notifications.get(message.data.id) ?? 0) + 1);
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      // Jittered, so a restarted server is not hit by every member in the same millisecond.
      if (!this.#closed) setTimeout(() => this.connect(), 100 + Math.random() * 900);
    });
  }

  close(): void {
    this.#closed = true;
    this.#socket?.terminate();
  }
}

async function until(what: string, condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

describe('resilience: 1,000 live sockets across a server restart', () => {
  let server: ServerProcess;
  let env: Record<string, string>;
  let scratch: ScratchDatabase | undefined;
  let dataDir: string;
  const lines: MemberLine[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'chuck-reconnect-'));
    scratch = testEnv.DATABASE_URL
      ? await createScratchDatabase(testEnv.DATABASE_URL, 'chuck_reconnect')
      : undefined;
    // Seeded before the server starts: the embedded database admits one process at a time.
    const handle = await openDatabase(
      scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir },
    );
    await migrateToLatest(handle.db);
    await seedSignedInMembers(handle.db, PREFIX, MEMBERS);
    await handle.close();
    env = { DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '' };
    server = await startServerProcess(env);
  }, 180_000);
  afterAll(async () => {
    for (const line of lines) line.close();
    await server?.stop();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('every member reconnects after a restart and then gets each notification exactly once', async () => {
    const wsUrl = `${server.url.replace(/^http/, 'ws')}/ws`;
    for (let i = 0; i < MEMBERS; i++) {
      const line = new MemberLine(wsUrl, server.url, memberToken(PREFIX, i));
      lines.push(line);
      line.connect();
    }
    await until('every member to be welcomed', () => lines.every((line) => line.welcomes === 1));

    const port = Number(new URL(server.url).port);
    await server.stop();
    server = await startServerProcess(env, port);
    await until('every member to be welcomed again', () => lines.every((line) => line.welcomes === 2));

    let next = 0;
    const notify = async () => {
      while (next < MEMBERS) {
        const i = next++;
        const response = await fetch(`${server.url}/api/test-notification`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: server.url,
            cookie: `chuck_session=${memberToken(PREFIX, i)}`,
          },
          body: JSON.stringify({ title: 'Back in business', message: `Notification ${i}` }),
        });
        expect(response.status, await response.clone().text()).toBe(200);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, notify));
    await until('every member to hear their notification', () =>
      lines.every((line) => line.notifications.size >= 1),
    );
    // Room for a duplicate to arrive, if the restart left anything delivering twice.
    await sleep(1_500);

    const wrong = lines
      .map((line, i) => ({ i, heard: [...line.notifications.values()] }))
      .filter(({ heard }) => heard.length !== 1 || heard[0] !== 1);
    expect(wrong).toEqual([]);
  }, 180_000);
});
