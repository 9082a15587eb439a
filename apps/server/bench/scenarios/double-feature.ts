import { createHash } from 'node:crypto';
import { importEmbeddedCatalog } from '@chuck/catalog';
import type { Db } from '@chuck/db';
import { sql } from 'kysely';
import type { Scenario } from './types.ts';

/** 10,000 members with 200,000 ratings between them (12 on the seen list, 8 rated picks each). */
export const MEMBERS = 10_000;
const SEEN = 12;
const RATED = 8;
/** The one signed-in viewer, connected with this many members: the route rotates through them. */
export const PARTNERS = 50;
export const ID = 'bench-df-';
export const TOKEN = `bench-df-viewer-${'d'.repeat(32)}`;

// A skewed pick among the catalog's best-known films (`films`, most voted first): a few are everyone's.
const pick = (salt: string) =>
  sql`films[1 + floor(power(((hashtext(${sql.raw(salt)}) & 2147483647) % 100003) / 100003.0, 2) * cardinality(films))::int]`;

/**
 * Double Feature (docs/product.md §3) at 10,000 members and 200,000 ratings: one member asking for
 * the picks with each of 50 connections in turn, as the member page and connection cards do.
 */
export const doubleFeature: Scenario = {
  name: 'double-feature',
  async seed(db: Db) {
    // The picks are catalog films: the embedded catalog, as the server imports it at start-up.
    await importEmbeddedCatalog(db);
    await sql`
      insert into users (id, email, first_name, last_name)
      select ${ID} || i, ${ID} || i || '@example.com', 'Double', 'Feature ' || i
      from generate_series(0, ${MEMBERS - 1}::int) as i
      on conflict do nothing`.execute(db);
    const known = sql`(select array_agg(id order by vote_count desc, id) as films from movies where vote_count >= 1000) known`;
    await sql`
      insert into seen_items (user_id, movie_id, title, year, user_rating)
      select ${ID} || i, m.id, m.title, m.year,
        case when (i + k) % 10 < 7 then 'thumbs_up' else 'thumbs_down' end
      from ${known}, generate_series(0, ${MEMBERS - 1}::int) as i, generate_series(1, ${SEEN}::int) as k,
        lateral (select ${pick("i::text || ':seen:' || k::text")} as f) film
        join movies m on m.id = film.f
      on conflict do nothing`.execute(db);
    await sql`
      insert into movie_ratings (user_id, movie_title, title_key, movie_id, rating)
      select ${ID} || i, m.title, lower(m.title) || '|' || m.year, m.id,
        (array['thumbs_up', 'thumbs_up', 'thumbs_down', 'not_interested'])[1 + (i + k) % 4]
      from ${known}, generate_series(0, ${MEMBERS - 1}::int) as i, generate_series(1, ${RATED}::int) as k,
        lateral (select ${pick("i::text || ':rated:' || k::text")} as f) film
        join movies m on m.id = film.f
      on conflict do nothing`.execute(db);
    // Everyone's top 3, from the films they liked.
    await sql`
      insert into preferences (user_id, top_movies)
      select user_id, jsonb_agg(jsonb_build_object('title', title, 'movieId', movie_id))
      from (
        select user_id, title, movie_id, row_number() over (partition by user_id order by id) as n
        from seen_items where user_id like ${`${ID}%`} and user_rating = 'thumbs_up'
      ) liked where n <= 3 group by user_id
      on conflict do nothing`.execute(db);
    // The viewer (member 0) and each partner own the same disc: connected, as the API would record it.
    await sql`
      insert into connections (user1_id, user2_id, movie_title, connection_type, strength, collection_films,
        last_shared_at)
      select least(a, b), greatest(a, b), 'Bench Double Bill', 'collection', 1, 1, now()
      from (select ${`${ID}0`}::text collate "C" as a, (${ID} || p)::text collate "C" as b
        from generate_series(1, ${PARTNERS}::int) as p) pair
      on conflict do nothing`.execute(db);
    await db
      .insertInto('sessions')
      .values({
        id: createHash('sha256').update(TOKEN).digest('hex'),
        userId: `${ID}0`,
        expiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    for (const table of ['seen_items', 'movie_ratings', 'preferences', 'connections', 'users']) {
      await sql`vacuum analyze ${sql.table(table)}`.execute(db);
    }
  },
  async routes() {
    const paths = Array.from({ length: PARTNERS }, (_, i) => `/api/social/double-feature/${ID}${i + 1}`);
    return [
      {
        name: `Double Feature, ${MEMBERS / 1000}k members (GET /api/social/double-feature/{memberId})`,
        request: { method: 'GET', path: paths[0]!, paths, headers: { cookie: `chuck_session=${TOKEN}` } },
        // A few at a time: members opening a page or a connection card.
        connections: 4,
        // Issue 16's budget.
        maxServerP95Ms: { postgres: 150 },
      },
    ];
  },
};
