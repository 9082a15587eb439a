import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

const FAILING_ROUTES = join(import.meta.dirname, '..', 'support', 'failing-routes.mjs');

/** The JSON lines the server wrote. */
function logLines(server: ServerProcess): Record<string, unknown>[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}

const requestLine = (server: ServerProcess, url: string) =>
  logLines(server).find((line) => (line.req as { url?: string } | undefined)?.url === url);

// The log is written asynchronously (a request never waits on stdout), so what is still buffered
// when the process goes must be written on the way out: on a clean stop and on a crash alike.
describe('resilience: the log keeps its last lines when the server stops', () => {
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  // Each test has its own server: the default settings (LOG_LEVEL=info), on an embedded database.
  const start = () => {
    dataDir = mkdtempSync(join(tmpdir(), 'chuck-log-'));
    return startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' }, undefined, [
      '--import',
      FAILING_ROUTES,
    ]);
  };

  it('writes the line of a request that failed with 500 when stopped right after it', async () => {
    server = await start();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/__test/fail`)).status).toBe(500);
    await server.stop('SIGTERM');
    expect(server.child.exitCode).toBe(0);
    expect(requestLine(server, '/__test/fail')).toMatchObject({ level: 50, res: { statusCode: 500 } });
    // An ordinary read writes no line at the default settings.
    expect(requestLine(server, '/healthz')).toBeUndefined();
  }, 120_000);

  it('writes the last request and the fatal error when an uncaught exception stops it', async () => {
    server = await start();
    const write = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not the password' }),
    });
    expect(write.status).toBe(401);
    expect((await fetch(`${server.url}/__test/crash`)).status).toBe(200);
    for (let waited = 0; server.child.exitCode === null && waited < 10_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.child.exitCode).toBe(1);
    expect(requestLine(server, '/api/auth/login')).toMatchObject({
      level: 30,
      req: { method: 'POST' },
      res: { statusCode: 401 },
    });
    expect(logLines(server)).toContainEqual(
      expect.objectContaining({ level: 60, err: expect.objectContaining({ message: 'deliberate crash' }) }),
    );
  }, 120_000);
});
