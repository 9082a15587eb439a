import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { sleep, startWriter, storedTitles } from './writes.ts';

/** Issue 10: recovery within 10 s of the database coming back. */
const RECOVERY_BUDGET_MS = 10_000;
/** "Fail fast": an answer while the database is away comes well inside the pool's connect timeout. */
const FAIL_FAST_MS = 5_000;
const OUTAGE_MS = 3_000;

// The server under test gets a PostgreSQL of its own: stopping the shared one would break every
// other test running beside this one.
describe('resilience: PostgreSQL restarts under load', () => {
  let pg: PrivatePostgres;
  let server: ServerProcess;
  // The server runs on PostgreSQL; this only keeps a stray PGlite directory out of the work tree.
  const dataDir = mkdtempSync(join(tmpdir(), 'chuck-resilience-'));
  beforeAll(async () => {
    pg = await createPrivatePostgres();
    server = await startServerProcess({ DATABASE_URL: pg.url, DATA_DIR: dataDir });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    pg?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 fast while the database is away, recovers within 10 s, and keeps every acknowledged write', async () => {
    const shelf = `${server.url}/api/whats-on-the-shelf?page=1&limit=12`;
    // Half of what this machine serves of the shelf right now, as the background load.
    const probe = await autocannon({ url: shelf, connections: 10, duration: 2 });
    const rate = Math.max(20, Math.floor(probe.requests.average / 2));
    const load = autocannon({
      url: shelf,
      connections: 10,
      overallRate: rate,
      duration: 4 + OUTAGE_MS / 1000 + 6,
    });
    const writer = await startWriter(server.url);

    await sleep(2_000);
    pg.stop();
    const downAt = Date.now();
    await sleep(OUTAGE_MS / 2);
    const readyDuringOutage = await fetch(`${server.url}/readyz`).catch((error: unknown) => {
      throw new Error(`the server went away: ${String(error)}\n${server.output()}`);
    });
    await sleep(OUTAGE_MS / 2);
    pg.start();
    const upAt = Date.now();
    let recoveredAt: number | undefined;
    while (Date.now() - upAt < RECOVERY_BUDGET_MS + 5_000) {
      const last = writer.answers.at(-1);
      if (last && last.at > upAt && last.status === 200) {
        recoveredAt = last.at;
        break;
      }
      await sleep(50);
    }
    await sleep(1_000);
    await writer.stop();
    const background = await load;

    const failed = writer.answers.filter((a) => a.status !== 200);
    console.info(
      `[resilience] background ${rate} req/s; ${writer.acknowledged().length} writes acknowledged, ` +
        `${failed.length} refused during the ${OUTAGE_MS} ms outage (slowest ${Math.max(0, ...failed.map((a) => a.ms)).toFixed(0)} ms); ` +
        `recovered ${recoveredAt === undefined ? 'never' : `${recoveredAt - upAt} ms`} after the database came back`,
    );
    expect(server.child.exitCode, server.output()).toBeNull();
    expect(readyDuringOutage.status).toBe(503);
    expect(recoveredAt, 'no write succeeded after the database came back').toBeDefined();
    expect(recoveredAt! - upAt).toBeLessThan(RECOVERY_BUDGET_MS);

    expect(failed.length, 'the outage should have refused some writes').toBeGreaterThan(0);
    for (const answer of failed) {
      expect(answer.at, 'a refusal outside the outage').toBeGreaterThanOrEqual(downAt);
      expect(answer.status, JSON.stringify(answer)).toBe(503);
      expect(answer.message).toMatch(/unavailable/i);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(answer.ms).toBeLessThan(FAIL_FAST_MS);
    }
    // The background readers were answered (2xx or 503), never left hanging or dropped.
    expect(background.errors).toBe(0);
    expect(background.timeouts).toBe(0);

    const stored = await storedTitles(server.url, writer.cookie);
    const lost = writer.acknowledged().filter((title) => !stored.has(title));
    expect(lost).toEqual([]);
    expect(writer.acknowledged().length).toBeGreaterThan(10);
  }, 90_000);
});
