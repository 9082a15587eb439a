import { seedShelf } from '@chuck/api/testing';
import { memberToken, seedSignedInMembers } from '@chuck/db/testing';
import { sql } from 'kysely';
import type { Scenario } from './types.ts';

/** Twelve attendees (the host and 11 who said Yes), 500 films on each watchlist, from a pool of 3,000. */
const ATTENDEES = 12;
const WATCHLIST = 500;
const POOL = 3_000;
/** Each attendee has seen 50 films of the pool; the club's shelf holds a disc of many of them. */
const SEEN = 50;
const DISCS = 20_000;
const PREFIX = 'bench-night';
const TOKEN = memberToken(PREFIX, 0);
/** Film ids far above the embedded catalog's, so nothing else shares them. */
const FIRST_FILM = 1_960_000_000;

/**
 * Issue 32 'Speed' (docs/product.md §2 'Movie nights'): a night's page with its candidates, for 12
 * attendees with 500-film watchlists each, among 20,000 discs on the club's shelf.
 */
export const nights: Scenario = {
  name: 'nights',
  ownDatabase: true,
  async seed(db) {
    await seedShelf(db, DISCS, { owners: 2_000 });
    // The shelf's discs are of the pool's films, so candidates have discs to find.
    await sql`update physical_media set movie_id = ${FIRST_FILM} + (id % ${POOL}::int)`.execute(db);
    await seedSignedInMembers(db, PREFIX, ATTENDEES);
    const night = await db
      .insertInto('movieNights')
      .values({
        hostId: `${PREFIX}-0`,
        title: 'Bench night',
        startsAt: new Date(Date.now() + 30 * 24 * 3600 * 1000),
        place: 'My place',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`
      insert into movie_night_guests (night_id, user_id, host, answer)
      select ${night.id}, ${PREFIX} || '-' || i, i = 0, 'yes' from generate_series(0, ${ATTENDEES - 1}::int) as i`.execute(
      db,
    );
    // Overlapping watchlists: member i takes 500 films starting at i * 200, so neighbours share 300.
    await sql`
      insert into watchlist_items (user_id, movie_id, title, year, position)
      select ${PREFIX} || '-' || i, ${FIRST_FILM} + ((i * 200 + k) % ${POOL}::int),
        'Bench film ' || ((i * 200 + k) % ${POOL}::int), 1990, k + 1
      from generate_series(0, ${ATTENDEES - 1}::int) as i, generate_series(0, ${WATCHLIST - 1}::int) as k`.execute(
      db,
    );
    await sql`
      insert into seen_items (user_id, movie_id, title, year, user_rating)
      select ${PREFIX} || '-' || i, ${FIRST_FILM} + ((i * 37 + k * 53) % ${POOL}::int), 'Bench film', 1990, 'thumbs_up'
      from generate_series(0, ${ATTENDEES - 1}::int) as i, generate_series(0, ${SEEN - 1}::int) as k
      on conflict do nothing`.execute(db);
    for (const table of [
      'watchlist_items',
      'seen_items',
      'physical_media',
      'movie_night_guests',
      'sessions',
    ]) {
      await sql`vacuum analyze ${sql.table(table)}`.execute(db);
    }
  },
  async routes() {
    return [
      {
        name: `movie night with candidates, ${ATTENDEES} attendees × ${WATCHLIST}-film watchlists (GET /api/nights/{id})`,
        request: { method: 'GET', path: '/api/nights/1', headers: { cookie: `chuck_session=${TOKEN}` } },
        // A few at a time: the attendees opening the night's page.
        connections: 4,
        // Issue 32 'Speed'.
        maxServerP95Ms: { postgres: 50 },
      },
    ];
  },
};
