import { seedShelf } from '@chuck/api/testing';
import type { Scenario } from './types.ts';

const DISCS = 100_000;
const FILMS = 30;

/**
 * 'On the shelf' for a screen of 30 films (docs/product.md §3 'On the shelf'): one availability call,
 * one SQL statement, at 100,000 rentable discs (about 33 copies a film, one in 20 lent out).
 */
export const onTheShelf: Scenario = {
  name: 'on-the-shelf',
  async seed(db) {
    await seedShelf(db, DISCS);
  },
  async routes() {
    const ids = (from: number) => Array.from({ length: FILMS }, (_, i) => from + i * 97).join(',');
    const paths = [1, 5, 11, 23].map((from) => `/api/whats-on-the-shelf/availability?movieIds=${ids(from)}`);
    return [
      {
        name: `on the shelf, ${FILMS} films at ${DISCS / 1000}k rentable discs (GET /api/whats-on-the-shelf/availability)`,
        request: { method: 'GET', path: paths[0]!, paths },
        // A few at a time, as members open screens of films (the other latency budgets are read so too).
        connections: 4,
        // Issue 17: server p95 at most 15 ms on PostgreSQL.
        maxServerP95Ms: { postgres: 15 },
      },
    ];
  },
};
