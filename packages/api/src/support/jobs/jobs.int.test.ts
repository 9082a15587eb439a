import type { DatabaseHandle } from '@chuck/db';
import { createReopenableDb, testEnv } from '@chuck/db/testing';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutgoingMail } from './job-kinds.ts';
import { type JobHandlers, JobRunner } from './jobs.ts';

const mail = (to: string): OutgoingMail => ({
  to,
  subject: 'Be kind',
  text: 'rewind',
  html: '<p>rewind</p>',
});

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function runnerOn(handle: DatabaseHandle, handlers: Partial<JobHandlers>) {
  const runner = new JobRunner(handle, { pollingIntervalSeconds: 0.5 });
  await runner.start(handlers);
  return runner;
}

async function jobRows(handle: DatabaseHandle) {
  const { rows } = await sql<{ state: string; delaySeconds: number }>`
    select state, extract(epoch from start_after - now())::float as delay_seconds
    from pgboss.job where name = 'mail.send'`.execute(handle.db);
  return rows;
}

describe('the job runner', () => {
  it('runs a job scheduled before a restart once, after it', async () => {
    const database = await createReopenableDb('chuck_jobs');
    cleanup.push(database.drop);
    const before = await database.open();
    const ranBefore = vi.fn(async () => {});
    const first = await runnerOn(before, { 'mail.send': ranBefore });
    await first.schedule('mail.send', mail('later@example.com'), {
      startAfter: new Date(Date.now() + 1500),
    });
    await first.stop();
    await before.close();

    const after = await database.open();
    cleanup.push(after.close);
    const ranAfter = vi.fn(async (_: OutgoingMail) => {});
    const second = await runnerOn(after, { 'mail.send': ranAfter });
    cleanup.push(() => second.stop());
    await vi.waitFor(() => expect(ranAfter).toHaveBeenCalledTimes(1), { timeout: 15_000, interval: 200 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ranAfter).toHaveBeenCalledTimes(1);
    expect(ranAfter.mock.calls[0]![0].to).toBe('later@example.com');
    expect(ranBefore).not.toHaveBeenCalled();
  });

  it('runs a job scheduled twice with the same key once', async () => {
    const database = await createReopenableDb('chuck_jobs');
    cleanup.push(database.drop);
    const handle = await database.open();
    cleanup.push(handle.close);
    const ran = vi.fn(async () => {});
    const runner = await runnerOn(handle, { 'mail.send': ran });
    cleanup.push(() => runner.stop());
    await runner.schedule('mail.send', mail('once@example.com'), { key: 'welcome:1' });
    await runner.schedule('mail.send', mail('once@example.com'), { key: 'welcome:1' });
    await vi.waitFor(() => expect(ran).toHaveBeenCalledTimes(1), { timeout: 15_000, interval: 200 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ran).toHaveBeenCalledTimes(1);
    expect(await jobRows(handle)).toHaveLength(1);
  });

  it('schedules inside a transaction only if it commits', async () => {
    const database = await createReopenableDb('chuck_jobs');
    cleanup.push(database.drop);
    const handle = await database.open();
    cleanup.push(handle.close);
    const runner = await runnerOn(handle, { 'mail.send': async () => {} });
    cleanup.push(() => runner.stop());
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await runner.schedule('mail.send', mail('never@example.com'), { trx });
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await jobRows(handle)).toHaveLength(0);
  });

  it('retries a failing job later and later (exponential backoff)', async () => {
    const database = await createReopenableDb('chuck_jobs');
    cleanup.push(database.drop);
    const handle = await database.open();
    cleanup.push(handle.close);
    const failing = vi.fn(async () => {
      throw new Error('the mail server is down');
    });
    const runner = new JobRunner(handle, { pollingIntervalSeconds: 0.5, onError: () => {} });
    await runner.start({ 'mail.send': failing });
    cleanup.push(() => runner.stop());
    await runner.schedule('mail.send', mail('retry@example.com'));

    // mail.send waits 60 s before its first retry (up to twice that, jittered), then 120 s, ...
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1), { timeout: 15_000, interval: 200 });
    await vi.waitFor(async () => expect((await jobRows(handle))[0]?.state).toBe('retry'), { timeout: 5000 });
    const [afterFirst] = await jobRows(handle);
    expect(afterFirst!.delaySeconds).toBeGreaterThan(55);
    expect(afterFirst!.delaySeconds).toBeLessThanOrEqual(120);

    // Make the retry due now, rather than waiting the minute out.
    await sql`update pgboss.job set start_after = now() where name = 'mail.send'`.execute(handle.db);
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(2), { timeout: 15_000, interval: 200 });
    await vi.waitFor(async () => expect((await jobRows(handle))[0]?.delaySeconds).toBeGreaterThan(100), {
      timeout: 5000,
    });
    const [afterSecond] = await jobRows(handle);
    expect(afterSecond!.state).toBe('retry');
    expect(afterSecond!.delaySeconds).toBeGreaterThan(115);
    expect(afterSecond!.delaySeconds).toBeLessThanOrEqual(240);
  });

  it.skipIf(!testEnv.DATABASE_URL)(
    'never runs a job in two processes on one PostgreSQL database',
    async () => {
      const database = await createReopenableDb('chuck_jobs');
      cleanup.push(database.drop);
      const one = await database.open();
      const two = await database.open();
      cleanup.push(one.close, two.close);
      const runs: string[] = [];
      const record = async (payload: OutgoingMail) => {
        runs.push(payload.to);
      };
      const first = await runnerOn(one, { 'mail.send': record });
      const second = await runnerOn(two, { 'mail.send': record });
      cleanup.push(
        () => first.stop(),
        () => second.stop(),
      );
      const addresses = Array.from({ length: 30 }, (_, i) => `member${i}@example.com`);
      await Promise.all(addresses.map((to, i) => (i % 2 ? first : second).schedule('mail.send', mail(to))));
      await vi.waitFor(() => expect(runs).toHaveLength(30), { timeout: 30_000, interval: 200 });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(runs.sort()).toEqual(addresses.sort());
    },
  );
});
