import type { DatabaseHandle } from '@chuck/db';
import { createTestDb, testEnv } from '@chuck/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUS_CHANNEL, type Bus, type BusEvent, type BusMessage, serializeBusEvent } from './bus.ts';
import { createBus } from './bus-create.ts';
import { PgBus, PUBLISHER_NAME } from './bus-pg.ts';

const event = (id: number): BusEvent => ({ userIds: ['u1'], ref: { kind: 'notification', id } });

/** Collects what the bus delivers. */
function collect(bus: Bus) {
  const got: BusMessage[] = [];
  let gaps = 0;
  bus.subscribe(
    (e) => got.push(e),
    () => {
      gaps += 1;
    },
  );
  return { got, gaps: () => gaps };
}

// The bus the server builds for its database: LISTEN/NOTIFY on PostgreSQL, PGlite's own in process.
describe(`event bus on ${testEnv.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let handle: DatabaseHandle;
  let bus: Bus;
  beforeAll(async () => {
    handle = await createTestDb();
    bus = createBus(handle, { warn: () => {} });
    await bus.ready;
  });
  afterAll(async () => {
    await bus.close();
    await handle.close();
  });

  const notify = (db: DatabaseHandle['db'], e: BusEvent) =>
    db
      .selectNoFrom((eb) =>
        eb.fn('pg_notify', [eb.val(BUS_CHANNEL), eb.val(serializeBusEvent(e))]).as('sent'),
      )
      .execute();

  it('delivers what a transaction publishes when it commits, and nothing when it rolls back', async () => {
    const { got } = collect(bus);
    await handle.db.transaction().execute(async (trx) => {
      await notify(trx, event(1));
      await new Promise((r) => setTimeout(r, 100));
      expect(got).toEqual([]);
    });
    await expect.poll(() => got).toEqual([event(1)]);
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await notify(trx, event(2));
        throw new Error('rolled back');
      })
      .catch(() => {});
    await notify(handle.db, event(3));
    await expect.poll(() => got).toEqual([event(1), event(3)]);
  });

  it('publishes directly too', async () => {
    const { got } = collect(bus);
    await bus.publish(event(4));
    await expect.poll(() => got).toEqual([event(4)]);
  });
});

describe.skipIf(!testEnv.DATABASE_URL)('PgBus (skipped: needs DATABASE_URL for PostgreSQL)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  it('reconnects after losing its connection, reports the gap, and delivers again', async () => {
    if (handle.config.kind !== 'postgres') throw new Error('PostgreSQL only');
    const bus = new PgBus({ connectionString: handle.config.url, log: { warn: () => {} }, minBackoffMs: 20 });
    try {
      await bus.ready;
      const { got, gaps } = collect(bus);
      const admin = new pg.Client({ connectionString: handle.config.url });
      await admin.connect();
      try {
        const killed = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
        );
        expect(killed.rowCount).toBe(1);
        await expect.poll(() => gaps(), { timeout: 5_000 }).toBe(1);
        await admin.query('select pg_notify($1, $2)', [BUS_CHANNEL, serializeBusEvent(event(5))]);
        await expect.poll(() => got).toEqual([event(5)]);
      } finally {
        await admin.end();
      }
    } finally {
      await bus.close();
    }
  });

  // A restart or a dropped database ends the publishing connections too, often while they sit idle:
  // the process must carry on (this once failed a CI run as an unhandled 'error' event).
  it('carries on when the server ends an idle publishing connection, and publishes again', async () => {
    if (handle.config.kind !== 'postgres') throw new Error('PostgreSQL only');
    const bus = new PgBus({ connectionString: handle.config.url, log: { warn: () => {} } });
    const admin = new pg.Client({ connectionString: handle.config.url });
    await admin.connect();
    try {
      await bus.ready;
      const { got } = collect(bus);
      await bus.publish(event(6));
      await expect.poll(() => got).toEqual([event(6)]);
      const publishers = `select pid from pg_stat_activity
        where datname = current_database() and application_name = '${PUBLISHER_NAME}'`;
      const killed = await admin.query(`select pg_terminate_backend(pid) from (${publishers}) p`);
      expect(killed.rowCount).toBe(1);
      await expect.poll(async () => (await admin.query(publishers)).rowCount).toBe(0);
      await bus.publish(event(7));
      await expect.poll(() => got).toEqual([event(6), event(7)]);
    } finally {
      await admin.end();
      await bus.close();
    }
  });
});
