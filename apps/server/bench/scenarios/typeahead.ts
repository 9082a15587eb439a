import { seedSyntheticCatalog } from '@chuck/catalog/testing';
import type { Scenario } from './types.ts';

const TITLES = 100_000;

// What people type into a search box, two to six characters at a time, typos included.
const QUERIES = [
  'th',
  'the',
  'the m',
  'lov',
  'love',
  'sta',
  'star',
  'star w',
  'ma',
  'matr',
  'matri',
  'god',
  'godf',
  'godfater',
  'alie',
  'alien',
  'jaws',
  'termi',
  'termnator',
  'back',
  'back to',
  'toy',
  'toy st',
  'sh',
  'shre',
  'pulp',
  'fargo',
  'heat',
  'casab',
  'titanc',
  'jurasic',
  'indiana',
  'rocky',
  'night',
  'dark',
];

/** Type-ahead over the embedded films plus 100,000 synthetic titles (made by the bench, not committed). */
export const typeahead: Scenario = {
  name: 'typeahead',
  async seed(db) {
    await seedSyntheticCatalog(db, TITLES);
  },
  async routes() {
    const paths = QUERIES.map((q) => `/api/tmdb/search?q=${encodeURIComponent(q)}`);
    return [
      {
        name: `type-ahead, ${TITLES / 1000}k titles (GET /api/tmdb/search?q=<prefix>)`,
        request: { method: 'GET', path: paths[0]!, paths },
        connections: 4,
        // Half of what an idle machine measured (1.1% / 1.9%) at 4 connections, as people type.
        minRatio: { pglite: 0.005, postgres: 0.009 },
        // Issue budget: a keystroke answered fast (the 50 ms loop-stall budget on PGlite is every route's).
        maxServerP95Ms: { postgres: 10, pglite: 30 },
      },
    ];
  },
};
