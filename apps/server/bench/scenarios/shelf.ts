import { setTimeout as sleep } from 'node:timers/promises';
import { seedShelf } from '@chuck/api/testing';
import { measure } from '../lib/measure.ts';
import type { Scenario } from './types.ts';

const DISCS = 100_000;
const PATHS = [
  '/api/whats-on-the-shelf?page=1&limit=12',
  '/api/whats-on-the-shelf?page=500&limit=12',
  '/api/whats-on-the-shelf?format=DVD&condition=Mint&page=2',
  '/api/whats-on-the-shelf?search=midnight',
];
const SHELF_LOAD = { connections: 50, seconds: Number(process.env.BENCH_SECONDS ?? 10) };

/** The community shelf with 100,000 rentable discs: first page, a deep page, a filter and a search. */
export const shelf: Scenario = {
  name: 'shelf',
  async seed(db) {
    await seedShelf(db, DISCS);
  },
  async routes() {
    return [
      {
        name: `shelf page, ${DISCS / 1000}k rentable discs (GET /api/whats-on-the-shelf)`,
        request: { method: 'GET', path: PATHS[0]!, paths: PATHS },
        // Half of what an idle machine measured (0.13% / 0.42%): a page of 12 out of 100k discs with its
        // exact count, against a route that only sends JSON.
        minRatio: { pglite: 0.0006, postgres: 0.002 },
      },
    ];
  },
  /**
   * Issue 20: while the shelf runs at full load, a request that needs no database is still answered at
   * once: the queries wait in the database's own thread (on PGlite) or pool, not on the event loop.
   */
  async custom(siteUrl) {
    const shelfLoad = measure(siteUrl, { method: 'GET', path: PATHS[0]!, paths: PATHS }, SHELF_LOAD);
    await sleep(1_000);
    const probe = await measure(
      siteUrl,
      { method: 'GET', path: '/api/tmdb/search?q=a' },
      { connections: 2, seconds: SHELF_LOAD.seconds - 2 },
    );
    await shelfLoad;
    return [
      {
        name: 'no-database route (GET /api/tmdb/search?q=a) p99, shelf at full load',
        value: probe.p99,
        unit: 'ms',
        max: 50,
      },
    ];
  },
};
