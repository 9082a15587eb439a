import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

// PGlite is one process's database: a second server on the same files would acknowledge writes
// that are then lost. (The restart after kill -9, a stale lock, is pglite-crash.int.test.ts.)
describe('resilience: one server per embedded data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chuck-lock-'));
  let first: ServerProcess | undefined;
  afterAll(async () => {
    await first?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server with a clear message and exit code 1, and the first keeps serving', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    first = await startServerProcess(env);
    const lock = join(dataDir, 'chuck.lock');
    expect(readFileSync(lock, 'utf8')).toBe(String(first.child.pid));

    const refusal = await startServerProcess(env).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(refusal).toContain('server exited with 1');
    expect(refusal).toContain(`is in use by another process (pid ${first.child.pid})`);
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);

    // A clean stop gives the directory back.
    await first.stop();
    expect(existsSync(lock)).toBe(false);
  }, 120_000);
});
