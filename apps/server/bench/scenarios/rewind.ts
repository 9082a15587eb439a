import { createHash } from 'node:crypto';
import { importEmbeddedCatalog } from '@chuck/catalog';
import type { Db } from '@chuck/db';
import { sql } from 'kysely';
import type { Metric, Scenario } from './types.ts';

/** docs/product.md §4 'Year in Rewind': a member with 5,000 diary entries, all in one year. */
const ENTRIES = 5000;
const YEAR = 2025;
const ID = 'bench-rw-';
const tokenOf = (i: number) => `bench-rw-member-${i}-${'r'.repeat(24)}`;
const cookieOf = (i: number) => `chuck_session=${tokenOf(i)}`;

const COLD_ROUNDS = 10;

/**
 * The route above mostly finds the year's figures kept; a logged watch makes the next request compute
 * them again. Logs one and times that request, COLD_ROUNDS times: what a member sees after each watch.
 */
async function rewindAfterChange(siteUrl: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < COLD_ROUNDS; i++) {
    const logged = await fetch(`${siteUrl}/api/user/diary`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteUrl, cookie: cookieOf(0) },
      body: JSON.stringify({ title: `Bench home movie ${i}`, watchedOn: `${YEAR}-06-${10 + i}` }),
    });
    if (!logged.ok) throw new Error(`diary: ${logged.status} ${await logged.text()}`);
    const started = performance.now();
    const res = await fetch(`${siteUrl}/api/user/rewind/${YEAR}`, { headers: { cookie: cookieOf(0) } });
    if (!res.ok) throw new Error(`rewind: ${res.status} ${await res.text()}`);
    await res.json();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/**
 * Year in Rewind for a member with 5,000 diary entries (issue 18's budget: server p95 ≤ 50 ms on
 * PostgreSQL, ≤ 150 ms on PGlite), and the preview and apply of their 5,000-row diary, exported and
 * imported by another member (≤ 10 s each).
 */
export const rewind: Scenario = {
  name: 'rewind',
  async seed(db: Db) {
    await importEmbeddedCatalog(db);
    await sql`
      insert into users (id, email, first_name, last_name)
      select ${ID} || i, ${ID} || i || '@example.com', 'Rewind', 'Member ' || i from generate_series(0, 1) as i
      on conflict do nothing`.execute(db);
    // Known films, each watched on a day of the year; about one in six a rewatch, most rated.
    await sql`
      insert into diary_entries (user_id, movie_id, title, year, watched_on, rating_halves, rewatch, review, tags)
      select ${`${ID}0`}, m.id, m.title, m.year,
        make_date(${YEAR}, 1, 1) + (k * 7919 % 365),
        case when k % 7 = 0 then null else 1 + k % 10 end,
        k % 6 = 0,
        case when k % 5 = 0 then 'Entry ' || k || ': worth it, again.' end,
        case when k % 3 = 0 then array['bench', 'rewind'] else '{}'::text[] end
      from generate_series(1, ${ENTRIES}::int) as k
      join lateral (
        select id, title, year from movies where vote_count >= 50
        order by vote_count desc, id offset (k * 31 % 3000) limit 1
      ) m on true`.execute(db);
    await db
      .insertInto('sessions')
      .values(
        [0, 1].map((i) => ({
          id: createHash('sha256').update(tokenOf(i)).digest('hex'),
          userId: `${ID}${i}`,
          expiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000),
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await sql`vacuum analyze diary_entries`.execute(db);
  },
  async routes() {
    return [
      {
        name: `Year in Rewind, ${ENTRIES / 1000}k diary entries (GET /api/user/rewind/{year})`,
        request: { method: 'GET', path: `/api/user/rewind/${YEAR}`, headers: { cookie: cookieOf(0) } },
        // A few at a time: members opening their year.
        connections: 4,
        // Issue 18's budget.
        maxServerP95Ms: { postgres: 50, pglite: 150 },
      },
    ];
  },
  async custom(siteUrl): Promise<Metric[]> {
    const exported = await fetch(`${siteUrl}/api/user/export`, { headers: { cookie: cookieOf(0) } });
    if (!exported.ok) throw new Error(`export: ${exported.status} ${await exported.text()}`);
    const { csv } = (await exported.json()) as { csv: string };
    const timed = async (path: string) => {
      const started = performance.now();
      const res = await fetch(`${siteUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: siteUrl, cookie: cookieOf(1) },
        body: JSON.stringify({ filename: 'diary-export.csv', csv }),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      await res.json();
      return performance.now() - started;
    };
    const preview = await timed('/api/user/import/preview');
    const apply = await timed('/api/user/import');
    return [
      { name: `import preview of a ${ENTRIES / 1000}k-row diary`, value: preview, unit: 'ms', max: 10_000 },
      { name: `import apply of a ${ENTRIES / 1000}k-row diary`, value: apply, unit: 'ms', max: 10_000 },
      {
        name: `Year in Rewind just after a diary change (median of ${COLD_ROUNDS})`,
        value: await rewindAfterChange(siteUrl),
        unit: 'ms',
      },
    ];
  },
};
