import { seedShelf } from '@chuck/api/testing';
import type { Scenario } from './types.ts';

const DISCS = 100_000;

/** The community shelf with 100,000 rentable discs: first page, a deep page, a filter and a search. */
export const shelf: Scenario = {
  name: 'shelf',
  async seed(db) {
    await seedShelf(db, DISCS);
  },
  async routes() {
    const paths = [
      '/api/whats-on-the-shelf?page=1&limit=12',
      '/api/whats-on-the-shelf?page=500&limit=12',
      '/api/whats-on-the-shelf?format=DVD&condition=Mint&page=2',
      '/api/whats-on-the-shelf?search=midnight',
    ];
    return [
      {
        name: `shelf page, ${DISCS / 1000}k rentable discs (GET /api/whats-on-the-shelf)`,
        request: { method: 'GET', path: paths[0]!, paths },
        // Half of what an idle machine measured (0.13% / 0.42%): a page of 12 out of 100k discs with its
        // exact count, against a route that only sends JSON.
        minRatio: { pglite: 0.0006, postgres: 0.002 },
      },
    ];
  },
};
