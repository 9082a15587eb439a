import { doubleFeature, ID, MEMBERS, PARTNERS, TOKEN } from './double-feature.ts';
import type { Scenario } from './types.ts';

/**
 * The member page (docs/product.md §2 'Member page') with the viewer's taste match, at 10,000
 * members and 200,000 ratings: Double Feature's data set (seeded once for both), one signed-in
 * member opening the pages of their 50 connections and of 50 members they are not connected with.
 */
export const members: Scenario = {
  name: 'members',
  seed: (db) => doubleFeature.seed!(db),
  async routes() {
    const paths = Array.from({ length: 2 * PARTNERS }, (_, i) => `/api/members/${ID}${i + 1}`);
    return [
      {
        name: `Member page with taste match, ${MEMBERS / 1000}k members (GET /api/members/{id})`,
        request: { method: 'GET', path: paths[0]!, paths, headers: { cookie: `chuck_session=${TOKEN}` } },
        // A few at a time: members opening a page.
        connections: 4,
        // Issue 16's budget.
        maxServerP95Ms: { postgres: 20 },
      },
    ];
  },
};
