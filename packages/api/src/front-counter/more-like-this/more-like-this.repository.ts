import type { Db, Thumb } from '@chuck/db';
import { sql } from 'kysely';

/** A film a member must not be offered as 'more like this': seen, or rated down. */
export interface OffLimitsFilm {
  movieId: number;
  title: string;
  /** Null: seen and neither liked nor disliked (2½-3 stars, or not rated). */
  rating: Thumb | null;
}

/**
 * The member's seen films (with their thumbs, or none) and the films they rated thumbs-down or not
 * interested, in one query.
 */
export async function seenOrDisliked(db: Db, userId: string): Promise<OffLimitsFilm[]> {
  const { rows } = await sql<OffLimitsFilm>`
    select movie_id as "movieId", title, user_rating as rating
    from seen_items where user_id = ${userId}
    union all
    select movie_id, movie_title, rating
    from movie_ratings where user_id = ${userId} and movie_id is not null and rating <> 'thumbs_up'`.execute(
    db,
  );
  return rows;
}
