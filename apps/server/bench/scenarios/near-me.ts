import { seedShelf } from '@chuck/api/testing';
import { importEmbeddedCatalog } from '@chuck/catalog';
import { memberToken, seedSignedInMembers } from '@chuck/db/testing';
import { sql } from 'kysely';
import type { Scenario } from './types.ts';

const DISCS = 100_000;
const MEMBERS = 10_000;
/** Synthetic towns on a grid 3° by 3° around Leeds (about 330 by 200 km), so 25 km holds ~3% of members. */
const TOWNS = 2_000;
const LEEDS = { id: 2644688, lat: 53.79648, lon: -1.54785 };
/** The member looking: 'bench-near-0', signed in, in Leeds. */
const PREFIX = 'bench-near';
const MEMBER = `${PREFIX}-0`;
const TOKEN = memberToken(PREFIX, 0);

// What people type for a town, two to six characters at a time.
const TOWN_QUERIES = [
  'le',
  'lee',
  'leeds',
  'yo',
  'york',
  'lon',
  'londo',
  'man',
  'manch',
  'san',
  'sant',
  'new',
  'new y',
  'ber',
  'pa',
  'par',
  'zur',
  'st',
  'st. ',
  'bra',
];

/**
 * Issue 26 item 3 (docs/product.md §3 'Discs near you'): the shelf's first page near a member's town
 * within 25 km, at 100,000 rentable discs of 10,000 members who all have a town; and the town type-ahead.
 */
export const nearMe: Scenario = {
  name: 'near-me',
  ownDatabase: true,
  async seed(db) {
    // What the site would otherwise do on its first start, before it answers: on PGlite, under load,
    // that took longer than the bench waits for a site to start (two minutes). Seeding has no such limit.
    await importEmbeddedCatalog(db);
    await seedShelf(db, DISCS, { owners: MEMBERS });
    const side = Math.round(Math.sqrt(TOWNS));
    await sql`
      insert into places (id, name, ascii_name, country, lat, lon, population)
      select i, 'Town ' || i, 'town ' || i, 'United Kingdom',
        ${LEEDS.lat - 1.5}::float8 + 3.0 * ((i - 1) / ${side}::int) / ${side}::int,
        ${LEEDS.lon - 1.5}::float8 + 3.0 * ((i - 1) % ${side}::int) / ${side}::int,
        1000 + i
      from generate_series(1, ${TOWNS}::int) as i`.execute(db);
    await sql`
      insert into places (id, name, ascii_name, country, lat, lon, population)
      values (${LEEDS.id}, 'Leeds', 'leeds', 'United Kingdom', ${LEEDS.lat}, ${LEEDS.lon}, 455123)`.execute(
      db,
    );
    await sql`
      insert into social_profiles (user_id, town_id)
      select 'seed-owner-' || i, 1 + (i * 7919) % ${TOWNS}::int from generate_series(1, ${MEMBERS}::int) as i`.execute(
      db,
    );
    await seedSignedInMembers(db, PREFIX, 1);
    await db.insertInto('socialProfiles').values({ userId: MEMBER, townId: LEEDS.id }).execute();
    await sql`vacuum analyze places`.execute(db);
    await sql`vacuum analyze social_profiles`.execute(db);
    await sql`vacuum analyze sessions`.execute(db);
  },
  async routes() {
    return [
      {
        name: `shelf near me within 25 km, ${DISCS / 1000}k discs of ${MEMBERS / 1000}k members with towns (GET /api/whats-on-the-shelf?near=me&withinKm=25)`,
        request: {
          method: 'GET',
          path: '/api/whats-on-the-shelf?near=me&withinKm=25&page=1&limit=12',
          headers: { cookie: `chuck_session=${TOKEN}` },
        },
        // A few at a time, as members open the shelf (the other latency budgets are read so too).
        connections: 4,
        // Issue 26 'Speed'.
        maxServerP95Ms: { postgres: 20, pglite: 60 },
      },
      {
        name: 'town type-ahead, 135k towns (GET /api/places?q=<prefix>)',
        request: {
          method: 'GET',
          path: `/api/places?q=${TOWN_QUERIES[0]}`,
          paths: TOWN_QUERIES.map((q) => `/api/places?q=${encodeURIComponent(q)}`),
        },
        connections: 4,
        // Issue 26 'Speed': a keystroke answered within 10 ms, on either database (the list is in memory).
        maxServerP95Ms: { postgres: 10, pglite: 10 },
      },
    ];
  },
};
