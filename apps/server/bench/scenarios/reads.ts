import { createHash } from 'node:crypto';
import { seedShelf } from '@chuck/api/testing';
import { sql } from 'kysely';
import { captureSql, type Steps } from '../lib/capture.ts';
import type { Request } from '../lib/measure.ts';
import type { Scenario } from './types.ts';

/** A club's shelf as members meet it: 120 rentable discs of 15 members, one in 20 lent out. */
const DISCS = 120;
const OWNERS = 15;
/** The member's watchlist, films queued with their streaming, rental and purchase options. */
const QUEUED = 30;
const MEMBER = 'bench-reads-member';
const TOKEN = `bench-reads-${'r'.repeat(32)}`;

const shelfPage: Request = { method: 'GET', path: '/api/whats-on-the-shelf?page=1&limit=12' };
const watchlist: Request = {
  method: 'GET',
  path: '/api/user/watchlist',
  headers: { cookie: `chuck_session=${TOKEN}` },
};

// Filled by seed(), which runs before routes(): the SQL each route runs, as Kysely compiled it.
let captured: Steps[] | undefined;

/**
 * Issue 20's everyday reads against a raw Fastify + pg (or PGlite) route running the very same SQL:
 * the shelf's first page of 12 discs and a member's watchlist. What the project adds to the queries
 * (session, hooks, validation, mapping, serialization) is what the ratio measures.
 */
export const reads: Scenario = {
  name: 'reads',
  ownDatabase: true,
  async seed(db, handle) {
    await seedShelf(db, DISCS, { owners: OWNERS });
    await db
      .insertInto('users')
      .values({ id: MEMBER, email: `${MEMBER}@example.com`, firstName: 'Bench', lastName: 'Reader' })
      .execute();
    await db
      .insertInto('sessions')
      .values({
        id: createHash('sha256').update(TOKEN).digest('hex'),
        userId: MEMBER,
        expiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000),
      })
      .execute();
    const options = JSON.stringify({
      streaming: [{ name: 'Kanopy', url: 'https://www.kanopy.com/' }],
      rent: [{ name: 'Apple TV', price: '$3.99' }],
      buy: [{ name: 'Apple TV', price: '$9.99' }],
    });
    await sql`
      insert into watchlist_items (user_id, movie_id, title, poster_url, year, rating, description, watch_options, position)
      select ${MEMBER}, 100 + i, 'Queued Film ' || i, '/posters/w500/queued-' || i || '.jpg', 1960 + i,
        'PG-13', 'A drifter arrives in a town with a secret, and the town would rather keep it. ' || repeat('More. ', 20),
        ${options}::jsonb, i
      from generate_series(1, ${QUEUED}::int) as i`.execute(db);
    await sql`vacuum analyze watchlist_items`.execute(db);
    await sql`vacuum analyze sessions`.execute(db);
    captured = await captureSql(handle ?? { db }, [shelfPage, watchlist]);
  },
  async routes() {
    if (!captured) throw new Error('reads: seed() did not run');
    const [shelfSql, watchlistSql] = captured as [Steps, Steps];
    return [
      {
        name: `shelf page, 12 of ${DISCS} discs (GET /api/whats-on-the-shelf?page=1&limit=12)`,
        request: shelfPage,
        reference: { kind: 'raw-sql', steps: shelfSql },
        minRatio: 0.7,
      },
      {
        name: `a member's watchlist, ${QUEUED} films (GET /api/user/watchlist)`,
        request: watchlist,
        reference: { kind: 'raw-sql', steps: watchlistSql },
        minRatio: 0.7,
      },
    ];
  },
};
