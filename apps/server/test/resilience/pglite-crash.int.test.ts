import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { sleep, startWriter, storedTitles } from './writes.ts';

// The embedded database lives in the server's own process: a crash (kill -9, power cut of the
// process) in the middle of writes must leave a data directory that opens, with every write the
// server acknowledged still in it.
describe('resilience: the embedded database survives kill -9 during writes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chuck-crash-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reopens the data directory with every acknowledged row', async () => {
    // DATABASE_URL empty: the embedded PGlite, whatever the test run itself uses.
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    server = await startServerProcess(env);
    const port = new URL(server.url).port;
    const writer = await startWriter(server.url);
    await sleep(3_000);
    // Crash while the writer still has a request in flight.
    await server.stop('SIGKILL');
    await writer.stop();
    const acknowledged = writer.acknowledged();
    expect(acknowledged.length).toBeGreaterThan(5);

    server = await startServerProcess(env, Number(port));
    const stored = await storedTitles(server.url, writer.cookie);
    console.info(
      `[resilience] PGlite: ${acknowledged.length} acknowledged writes before kill -9, ${stored.size} rows after restart`,
    );
    expect(acknowledged.filter((title) => !stored.has(title))).toEqual([]);
  }, 120_000);
});
