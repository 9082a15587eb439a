import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createScratchDatabase, type ScratchDatabase, testEnv } from '@chuck/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

const run = promisify(execFile);
const SQLMAP = '/usr/bin/sqlmap';

/**
 * The search and filter inputs that reach SQL, each with the parameters sqlmap must try; `{member}`
 * is a real member's id (an unknown one is a 404, where sqlmap stops).
 */
const TARGETS: { path: string; parameters: string[] }[] = [
  {
    path: '/api/whats-on-the-shelf?search=matrix&format=DVD&condition=Good&page=1&limit=12',
    parameters: ['search', 'format', 'condition', 'page', 'limit'],
  },
  { path: '/api/tmdb/search?q=matrix', parameters: ['q'] },
  { path: '/api/search?q=spielberg', parameters: ['q'] },
  // '*' marks an injection point inside the path.
  { path: '/api/user-collection/{member}*', parameters: ['#1*'] },
  { path: '/api/profile/{member}*/watching-soon', parameters: ['#1*'] },
];

// sqlmap (Debian's package) against the built server, over the parameters that end up in queries:
// it must find nothing injectable and never make the server answer 5xx.
describe('sqlmap finds no SQL injection in the search and filter parameters', () => {
  let server: ServerProcess;
  let scratch: ScratchDatabase | undefined;
  let member = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'chuck-sqlmap-'));
  const outputDir = mkdtempSync(join(tmpdir(), 'chuck-sqlmap-out-'));

  beforeAll(async () => {
    if (!existsSync(SQLMAP)) {
      throw new Error(`sqlmap is not installed at ${SQLMAP}; install it with: apt-get install -y sqlmap`);
    }
    scratch = testEnv.DATABASE_URL
      ? await createScratchDatabase(testEnv.DATABASE_URL, 'chuck_sqlmap')
      : undefined;
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '' });
    const signUp = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'sqlmap@example.com', password: 'be kind, rewind' }),
    });
    member = ((await signUp.json()) as { id: string }).id;
    // A public page, so sqlmap (a visitor) reaches the member's collection and Watching Soon.
    const cookie = signUp.headers
      .getSetCookie()
      .find((c) => c.startsWith('chuck_session='))
      ?.split(';')[0];
    const published = await fetch(`${server.url}/api/social/profile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie: cookie ?? '' },
      body: JSON.stringify({ visibility: 'public' }),
    });
    if (!published.ok) throw new Error(`could not make the member's page public: ${published.status}`);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outputDir, { recursive: true, force: true });
  });

  for (const target of TARGETS) {
    it(`GET ${target.path}`, async () => {
      const { stdout } = await run(
        SQLMAP,
        [
          `--url=${server.url}${target.path.replace('{member}', member)}`,
          '--batch',
          '--level=2',
          '--risk=1',
          '--dbms=PostgreSQL',
          '--flush-session',
          '--disable-coloring',
          `--output-dir=${outputDir}`,
        ],
        { timeout: 240_000, maxBuffer: 16 * 1024 * 1024 },
      );
      for (const parameter of target.parameters) {
        expect(stdout, `sqlmap did not try '${parameter}'`).toMatch(
          new RegExp(`parameter '${parameter.replace(/[*#]/g, '\\$&')}' does not seem to be injectable`),
        );
      }
      expect(stdout).not.toMatch(
        /appears to be '.*' injectable|is vulnerable|sqlmap identified the following injection/i,
      );
      expect(stdout, 'the server answered 5xx').not.toMatch(/^5\d\d \(/m);
    }, 300_000);
  }
});
