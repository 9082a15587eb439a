import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { createTestDb } from '../testing/index.ts';
import { deriveThumbs } from './2026_11_29_2000_derive_seen_thumbs.ts';

// Issue 29: the stored thumbs follow the stars, with neither (null) in the middle and for no rating.
describe('migration 2026_11_29_2000_derive_seen_thumbs', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  it('sets every seen film’s thumbs from its stars: 3½ up, 2 down, 2½-3 and unrated neither', async () => {
    const { db } = handle;
    await db.insertInto('users').values({ id: 'thumbs-u', email: 'thumbs@example.com' }).execute();
    // Rows as 2026_11_29_1100 could leave them: thumbs kept in the middle, an unrated film liked.
    const seen = (movieId: number, starsHalves: number | null, userRating: 'thumbs_up' | 'thumbs_down') =>
      ({ userId: 'thumbs-u', movieId, title: `Film ${movieId}`, starsHalves, userRating }) as const;
    await db
      .insertInto('seenItems')
      .values([
        seen(1, 7, 'thumbs_down'),
        seen(2, 6, 'thumbs_up'),
        seen(3, 5, 'thumbs_down'),
        seen(4, 4, 'thumbs_up'),
        seen(5, null, 'thumbs_up'),
        seen(6, 10, 'thumbs_up'),
        seen(7, 1, 'thumbs_down'),
      ])
      .execute();
    await deriveThumbs(db);
    const { rows } = await sql<{ movieId: number; userRating: string | null }>`
      select movie_id, user_rating from seen_items where user_id = 'thumbs-u' order by movie_id`.execute(db);
    expect(rows).toEqual([
      { movieId: 1, userRating: 'thumbs_up' },
      { movieId: 2, userRating: null },
      { movieId: 3, userRating: null },
      { movieId: 4, userRating: 'thumbs_down' },
      { movieId: 5, userRating: null },
      { movieId: 6, userRating: 'thumbs_up' },
      { movieId: 7, userRating: 'thumbs_down' },
    ]);
  });
});
