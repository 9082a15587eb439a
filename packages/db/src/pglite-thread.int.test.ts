import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client.ts';

// The embedded database in its worker thread, through Kysely as the app uses it (always PGlite here,
// whatever database the rest of the run uses).
describe('PGlite in a worker thread', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
    await sql`create table notes (id int primary key, body text not null)`.execute(handle.db);
  });
  afterAll(() => handle.close());

  it('answers queries with counts and averages as numbers', async () => {
    const { rows } = await sql<{ n: number; avg: number }>`
      select count(*) as n, avg(x)::numeric as avg from generate_series(1, 4) x`.execute(handle.db);
    expect(rows).toEqual([{ n: 4, avg: 2.5 }]);
  });

  it('keeps the event loop free while a slow query runs', async () => {
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const started = performance.now();
    await sql`select count(*) from generate_series(1, 2000000)`.execute(handle.db);
    const took = performance.now() - started;
    loop.disable();
    // The query takes hundreds of milliseconds; on this thread the loop would stall about as long. (Not
    // a fixed 50 ms: on a busy machine the OS alone can hold a thread back that long.)
    expect(took).toBeGreaterThan(100);
    expect(loop.max / 1e6).toBeLessThan(took / 2);
  });

  it('commits a transaction, rolls back a failed one, and keeps PostgreSQL error codes', async () => {
    await handle.db.transaction().execute((trx) => sql`insert into notes values (1, 'kept')`.execute(trx));
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into notes values (2, 'lost')`.execute(trx);
        await sql`insert into notes values (1, 'duplicate')`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '23505', message: expect.stringContaining('duplicate key') });
    const { rows } = await sql<{ body: string }>`select body from notes order by id`.execute(handle.db);
    expect(rows.map((r) => r.body)).toEqual(['kept']);
  });

  it('delivers a notification when its transaction commits, and not when it rolls back', async () => {
    const heard: string[] = [];
    const unlisten = await handle.pglite!.listen('thread_test', (payload) => heard.push(payload));
    await handle.db
      .transaction()
      .execute((trx) => sql`select pg_notify('thread_test', 'committed')`.execute(trx));
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`select pg_notify('thread_test', 'rolled back')`.execute(trx);
        throw new Error('undo');
      })
      .catch(() => {});
    await expect.poll(() => heard).toEqual(['committed']);
    await unlisten();
  });

  it('gives json and jsonb values parsed, as PGlite does, though they cross the thread as text', async () => {
    const values = sql`
      select '{"a":[1,{"b":null}]}'::jsonb as doc, '"text"'::json as text, 'null'::jsonb as nothing,
        null::jsonb as missing, array['{"c":2}'::jsonb, null] as list, '{"d":3}'::json as doc`;
    const parsed = {
      doc: { d: 3 },
      text: 'text',
      nothing: null,
      missing: null,
      list: [{ c: 2 }, null],
    };
    expect((await values.execute(handle.db)).rows).toEqual([parsed]);
    const pglite = handle.pglite!;
    const { sql: text } = values.compile(handle.db);
    expect((await pglite.query(text, [], { rowMode: 'array' })).rows).toEqual([
      [{ a: [1, { b: null }] }, 'text', null, null, [{ c: 2 }, null], { d: 3 }],
    ]);
    expect((await pglite.exec(text))[0]!.rows).toEqual([parsed]);
    expect(await pglite.transaction(async (tx) => (await tx.query(text)).rows)).toEqual([parsed]);
  });

  it('runs statement lists with exec', async () => {
    const results = await handle.pglite!.exec('select 1 as a; select 2 as b');
    expect(results.map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
  });

  it('refuses calls once closed', async () => {
    const other = await openDatabase({ kind: 'pglite' });
    await other.close();
    await expect(sql`select 1`.execute(other.db)).rejects.toThrow();
  });
});
