import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { createTestDb } from '../testing/index.ts';
import { moveRatingsIn } from './2026_11_29_1100_add_film_stars.ts';

// Issue 29: today's thumbs and diary ratings move into the one star rating per film.
describe('migration 2026_11_29_1100_add_film_stars', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  it('gives each seen film its latest rated watch, else its thumbs as 4 or 2 stars; thumbs follow', async () => {
    const { db } = handle;
    await db.insertInto('users').values({ id: 'stars-u', email: 'stars@example.com' }).execute();
    const seen = (movieId: number, userRating: 'thumbs_up' | 'thumbs_down') =>
      ({ userId: 'stars-u', movieId, title: `Film ${movieId}`, userRating }) as const;
    await db
      .insertInto('seenItems')
      .values([seen(1, 'thumbs_up'), seen(2, 'thumbs_down'), seen(3, 'thumbs_up'), seen(4, 'thumbs_down')])
      .execute();
    const entry = (movieId: number, watchedOn: string, ratingHalves: number | null) => ({
      userId: 'stars-u',
      movieId,
      title: `Film ${movieId}`,
      watchedOn,
      ratingHalves,
    });
    await db
      .insertInto('diaryEntries')
      .values([
        entry(3, '2024-01-01', 9),
        entry(3, '2024-03-01', 3), // the latest rated watch: 1½ stars
        entry(3, '2024-04-01', null),
        entry(4, '2024-02-01', 6), // 3 stars: neither, the thumbs stay down
      ])
      .execute();
    await moveRatingsIn(db);
    const { rows } = await sql<{
      movieId: number;
      userRating: string;
      starsHalves: number;
      fromThumbs: boolean;
    }>`
      select movie_id, user_rating, stars_halves, from_thumbs from seen_items
      where user_id = 'stars-u' order by movie_id`.execute(db);
    expect(rows).toEqual([
      { movieId: 1, userRating: 'thumbs_up', starsHalves: 8, fromThumbs: true },
      { movieId: 2, userRating: 'thumbs_down', starsHalves: 4, fromThumbs: true },
      { movieId: 3, userRating: 'thumbs_down', starsHalves: 3, fromThumbs: false },
      { movieId: 4, userRating: 'thumbs_down', starsHalves: 6, fromThumbs: false },
    ]);
  });
});
