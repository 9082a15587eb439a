import { Writable } from 'node:stream';
import { JobRunner } from '@chuck/api';
import { type DatabaseHandle, migrateToLatest } from '@chuck/db';
import { createReopenableDb } from '@chuck/db/testing';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stopInOrder } from '../src/shutdown.ts';
import { openSocket } from './support/member-socket.ts';
import { createTestApp, INJECT_ORIGIN, listenLocally, registerMember } from './support/test-app.ts';

// docs/architecture.md, "Stopping": one order for every stop, and nothing asks a closed database.
// Each app test builds and stops an app of its own, which takes a while on a busy machine.
const SLOW = { timeout: 120_000 };

const mail = (to: string) => ({ to, subject: 'Be kind', text: 'rewind', html: '<p>rewind</p>' });

/** A promise the test settles: a step that takes exactly as long as the test says. */
function gate() {
  let open = () => {};
  const shut = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { shut, open };
}

let unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled = [];
  process.on('unhandledRejection', onUnhandled);
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
});

/** Every log line the app wrote, parsed. */
function capturedLog() {
  const lines: Array<{ level: number; msg?: string; [key: string]: unknown }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

async function jobStates(open: () => Promise<DatabaseHandle>, to: string) {
  const handle = await open();
  try {
    const { rows } = await sql<{ state: string }>`
      select state from pgboss.job where name = 'mail.send' and data->>'to' = ${to}`.execute(handle.db);
    return rows.map((row) => row.state);
  } finally {
    await handle.close();
  }
}

describe('stopping the job runner', () => {
  // One database for the file, opened and closed by each test as a process would.
  let database: Awaited<ReturnType<typeof createReopenableDb>>;
  beforeAll(async () => {
    database = await createReopenableDb('chuck_stop');
    const handle = await database.open();
    await migrateToLatest(handle.db);
    await handle.close();
  });
  afterAll(() => database.drop());

  /** A runner on the database whose one mail job (to `to`) is running, held until `handler.open()`. */
  async function jobInHand(to: string, options: { stopBoundMs?: number } = {}) {
    const handle = await database.open();
    const errors: unknown[] = [];
    const left: Array<{ name: string }> = [];
    const jobs = new JobRunner(handle, {
      pollingIntervalSeconds: 0.5,
      ...options,
      onError: (e) => errors.push(e),
      onAbandoned: (job) => left.push(job),
    });
    const running = gate();
    const handler = gate();
    await jobs.start({
      'mail.send': async () => {
        running.open();
        await handler.shut;
      },
    });
    await jobs.schedule('mail.send', mail(to));
    await running.shut;
    return { handle, jobs, handler, errors, left };
  }

  it('waits for a job that is finishing, and records it done before the database closes', SLOW, async () => {
    const { handle, jobs, handler, errors, left } = await jobInHand('finishing@example.com');
    const stopped = stopInOrder({ jobs, database: handle });
    // The handler ends while the stop waits; its completion must still reach the database.
    setTimeout(handler.open, 300);
    await stopped;
    expect(await jobStates(database.open, 'finishing@example.com')).toEqual(['completed']);
    expect(left).toEqual([]);
    expect(errors).toEqual([]);
    expect(unhandled).toEqual([]);
  });

  it(
    'leaves a job still running at its bound for retry, says so once, and fails nothing after',
    SLOW,
    async () => {
      const { handle, jobs, handler, errors, left } = await jobInHand('left@example.com', {
        stopBoundMs: 300,
      });
      await stopInOrder({ jobs, database: handle });
      // The handler finishes after the database closed: its completion fails, quietly.
      handler.open();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(left).toEqual([expect.objectContaining({ name: 'mail.send' })]);
      expect(errors).toEqual([]);
      expect(unhandled).toEqual([]);
      // Neither done nor failed: it expires and runs again (the kind's expireInSeconds).
      expect(await jobStates(database.open, 'left@example.com')).toEqual(['active']);
    },
  );
});

describe('stopping the app', () => {
  it('lets a request in the middle of its transaction finish before the database closes', SLOW, async () => {
    const log = capturedLog();
    const inside = gate();
    const finish = gate();
    const t = await createTestApp(
      {},
      {
        logger: log.logger,
        routes: (app, deps) =>
          app.post('/test/slow-write', async () =>
            deps.db.transaction().execute(async (trx) => {
              await sql`select 1`.execute(trx);
              inside.open();
              await finish.shut;
              const { rows } = await sql<{ n: number }>`select count(*)::int as n from users`.execute(trx);
              return { members: rows[0]!.n };
            }),
          ),
      },
    );
    const answer = t.app.inject({
      method: 'POST',
      url: '/test/slow-write',
      headers: { origin: INJECT_ORIGIN },
    });
    await inside.shut;
    let closed = false;
    const closing = t.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closed).toBe(false);
    finish.open();
    const response = await answer;
    await closing;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ members: 0 });
    expect(log.lines.filter((line) => line.level >= 40)).toEqual([]);
    expect(JSON.stringify(log.lines)).not.toMatch(/unavailable|closed/i);
    expect(unhandled).toEqual([]);
  });

  it('lets live events being delivered finish before the database closes', SLOW, async () => {
    const log = capturedLog();
    const t = await createTestApp({}, { logger: log.logger });
    const { wsUrl, origin } = await listenLocally(t.app);
    const ben = await registerMember(t.app);
    const socket = await openSocket(wsUrl, { origin, cookie: ben.cookie });
    // Each notification is a live event for Ben's socket, some still being delivered as the app stops.
    const sent = Array.from({ length: 20 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/test-notification',
        headers: { origin: INJECT_ORIGIN, cookie: ben.cookie },
        payload: { userId: ben.id, title: 'Ding', message: `be kind, rewind ${i}` },
      }),
    );
    await Promise.all(sent);
    await socket.close();
    await t.close();
    expect(log.lines.filter((line) => line.level >= 40)).toEqual([]);
    expect(JSON.stringify(log.lines)).not.toMatch(/unavailable|closed/i);
    expect(unhandled).toEqual([]);
  });
});
