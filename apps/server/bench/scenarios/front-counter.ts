import { importEmbeddedCatalog } from '@chuck/catalog';
import type { Db } from '@chuck/db';
import { sql } from 'kysely';
import type { Scenario } from './types.ts';

/** Visitors with a saved top 3; each generate request goes to the next, so no one runs out of films. */
const VISITORS = 4_000;
const sessionIdOf = (i: number) => `s-${i.toString(16).padStart(8, '0')}-0000be0c-0000be0c-0000be0c`;

/** Chuck's local engine: POST /api/recommendations/generate for visitors with a top 3 of popular films. */
export const frontCounter: Scenario = {
  name: 'front-counter',
  async seed(db: Db) {
    await importEmbeddedCatalog(db);
    const popular = await db
      .selectFrom('movies')
      .select(['id', 'title'])
      .orderBy('voteCount', 'desc')
      .orderBy('id')
      .limit(300)
      .execute();
    const rows = Array.from({ length: VISITORS }, (_, i) => ({
      sessionId: sessionIdOf(i),
      topMovies: JSON.stringify(
        [0, 1, 2]
          .map((k) => popular[(i * 7 + k * 101) % popular.length]!)
          .map((m) => ({ title: m.title, movieId: m.id })),
      ),
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await db
        .insertInto('preferences')
        .values(rows.slice(i, i + 500))
        .onConflict((oc) => oc.column('sessionId').doUpdateSet({ topMovies: sql`excluded.top_movies` }))
        .execute();
    }
  },
  async routes() {
    // The REST layer reads input from the query string too, which lets autocannon rotate visitors.
    const paths = Array.from(
      { length: VISITORS },
      (_, i) => `/api/recommendations/generate?sessionId=${sessionIdOf(i)}`,
    );
    return [
      {
        name: 'generate recommendations, local engine (POST /api/recommendations/generate)',
        request: { method: 'POST', path: paths[0]!, paths, body: {} },
        // Half of what an idle machine measured (0.13% / 0.27%, with 100k titles in the catalog).
        minRatio: { pglite: 0.0006, postgres: 0.0013 },
      },
    ];
  },
};
