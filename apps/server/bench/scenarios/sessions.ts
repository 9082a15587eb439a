import type { Db } from '@chuck/db';
import { memberToken, seedSignedInMembers } from '@chuck/db/testing';
import { freePort, startSite } from '../lib/servers.ts';
import type { Metric, Scenario } from './types.ts';

/** Sign-outs measured, one after another. */
const ROUNDS = 20;
const PREFIX = 'bench-sessions';

/**
 * Issue 25: a session signed out on one process stops working on another that had it cached, as soon
 * as the news arrives on the bus (docs/architecture.md 'Sessions'). A second site on the same
 * PostgreSQL caches each member's session; the member signs out on the first; the second is asked
 * back to back until it answers 401. Reports that delay. PGlite serves one process only: nothing to
 * measure there.
 */
export const sessions: Scenario = {
  name: 'sessions',
  ownDatabase: true,
  async seed(db: Db) {
    await seedSignedInMembers(db, PREFIX, ROUNDS);
  },
  async routes() {
    return [];
  },
  async custom(siteUrl, database, { storage }): Promise<Metric[]> {
    if (database !== 'postgres') return [];
    const other = await startSite(await freePort(), storage);
    try {
      const delays: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const headers = { cookie: `chuck_session=${memberToken(PREFIX, i)}` };
        const status = async (url: string) => (await fetch(`${url}/api/auth/user`, { headers })).status;
        if ((await status(other.url)) !== 200)
          throw new Error(`member ${i} is not signed in on the second site`);
        // Cached there now; signed out here.
        const out = await fetch(`${siteUrl}/api/logout`, { headers, redirect: 'manual' });
        if (out.status !== 302) throw new Error(`sign-out ${i}: ${out.status}`);
        const signedOut = performance.now();
        const deadline = signedOut + 10_000;
        while ((await status(other.url)) !== 401) {
          if (performance.now() > deadline)
            throw new Error(`member ${i} still signed in on the second site after 10 s`);
        }
        delays.push(performance.now() - signedOut);
      }
      delays.sort((x, y) => x - y);
      return [
        {
          name: 'sign-out → refused on another process, median',
          value: delays[ROUNDS >> 1]!,
          unit: 'ms',
          digits: 1,
        },
        {
          name: 'sign-out → refused on another process, worst',
          value: delays.at(-1)!,
          unit: 'ms',
          max: 250,
          digits: 1,
        },
      ];
    } finally {
      await other.stop();
    }
  },
};
