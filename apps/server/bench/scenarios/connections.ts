import { createHash } from 'node:crypto';
import type { Db } from '@chuck/db';
import { sql } from 'kysely';
import { median } from '../lib/measure.ts';
import type { Metric, Scenario } from './types.ts';

/** Members, each with liked and disliked films and discs drawn from a catalog where some films are far more popular. */
const MEMBERS = 10_000;
const LIKES = 40;
const DISCS = 10;
const FILMS = 3_000;
/** Members who act during the measurement (signed in). */
const ACTORS = 100;
const tokenOf = (i: number) => `bench-conn-${i.toString().padStart(5, '0')}-${'c'.repeat(24)}`;

// A skewed pick: film 1 is the most popular, 3000 the least (cubed uniform).
const pick = (salt: string) =>
  sql`1 + floor(power(((hashtext(${sql.raw(salt)}) & 2147483647) % 100003) / 100003.0, 3) * ${FILMS})::int`;

/**
 * Connections at 10,000 members: liking a film (which recounts what the member shares with
 * everyone) and listing connections, each timed one request at a time for 100 different members.
 */
export const connections: Scenario = {
  name: 'connections',
  async seed(db: Db) {
    await sql`
      insert into users (id, email, first_name, last_name)
      select 'bench-conn-' || i, 'bench-conn-' || i || '@example.com', 'Conn', 'Member ' || i
      from generate_series(0, ${MEMBERS - 1}::int) as i
      on conflict do nothing`.execute(db);
    await sql`
      insert into seen_items (user_id, movie_id, title, year, user_rating)
      select 'bench-conn-' || i, f, 'Bench Film ' || f, 1950 + f % 70,
        case when (i + k) % 10 < 7 then 'thumbs_up' else 'thumbs_down' end
      from generate_series(0, ${MEMBERS - 1}::int) as i, generate_series(1, ${LIKES}::int) as k,
        lateral (select ${pick("i::text || ':' || k::text")} as f) film
      on conflict do nothing`.execute(db);
    await sql`
      insert into physical_media (owner_id, movie_id, title, year, visibility)
      select 'bench-conn-' || i, f, 'Bench Film ' || f, 1950 + f % 70,
        (array['private', 'public', 'rentable'])[1 + (i + k) % 3]
      from generate_series(0, ${MEMBERS - 1}::int) as i, generate_series(1, ${DISCS}::int) as k,
        lateral (select ${pick("'disc' || i::text || ':' || k::text")} as f) film`.execute(db);
    // What the API derives from those (titles here are already in normalised form), read in for everyone.
    await sql`
      insert into member_films (user_id, reason, film_key, movie_id, title_key, title)
      select distinct owner_id, 'collection', 'm:' || movie_id, movie_id, lower(title) || '|' || year, title
      from physical_media where owner_id like 'bench-conn-%' and visibility <> 'private'
      on conflict do nothing`.execute(db);
    await sql`
      insert into member_films (user_id, reason, film_key, movie_id, title_key, title)
      select user_id, 'taste', 'm:' || movie_id, movie_id, lower(title) || '|' || year, title
      from seen_items where user_id like 'bench-conn-%' and user_rating = 'thumbs_up'
      on conflict do nothing`.execute(db);
    await sql`
      insert into member_film_syncs (user_id)
      select id from users where id like 'bench-conn-%' on conflict do nothing`.execute(db);
    await db
      .insertInto('sessions')
      .values(
        Array.from({ length: ACTORS }, (_, i) => ({
          id: createHash('sha256').update(tokenOf(i)).digest('hex'),
          userId: `bench-conn-${i}`,
          expiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000),
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    for (const table of ['seen_items', 'physical_media', 'member_films', 'users']) {
      await sql`vacuum analyze ${sql.table(table)}`.execute(db);
    }
  },
  async routes() {
    return [];
  },
  async custom(siteUrl): Promise<Metric[]> {
    const call = async (i: number, method: 'GET' | 'POST' | 'DELETE', path: string, body?: object) => {
      const started = performance.now();
      const res = await fetch(`${siteUrl}${path}`, {
        method,
        headers: {
          origin: siteUrl,
          cookie: `chuck_session=${tokenOf(i)}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return performance.now() - started;
    };
    // A popular film (many members like it): the most work a like can cause.
    const like = (i: number, film: number) =>
      call(i, 'POST', '/api/user/seen', {
        movieId: film,
        title: `Bench Film ${film}`,
        year: 1950 + (film % 70),
        userRating: 'thumbs_up',
      });
    for (let i = 0; i < 5; i++) await like(i, 2); // warm-up
    const likes: number[] = [];
    const lists: number[] = [];
    for (let i = 5; i < ACTORS; i++) {
      const film = 1 + (i % 3);
      // Not liked yet, so the like changes what the member shares (and is recounted).
      await call(i, 'DELETE', `/api/user/seen/${film}`);
      likes.push(await like(i, film));
      lists.push(await call(i, 'GET', '/api/social/connections'));
    }
    const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)]!;
    return [
      {
        name: `like a popular film → recount (${MEMBERS} members), median`,
        value: median(likes),
        unit: 'ms',
      },
      { name: `like a popular film → recount (${MEMBERS} members), p99`, value: p99(likes), unit: 'ms' },
      { name: 'list connections (GET /api/social/connections), median', value: median(lists), unit: 'ms' },
      { name: 'list connections (GET /api/social/connections), p99', value: p99(lists), unit: 'ms' },
    ];
  },
};
