import type { Db, Thumb } from '@chuck/db';
import { sql } from 'kysely';

/** One film a member has an opinion on: on their seen list (with its thumb) or rated as a pick. */
export interface RatedFilm {
  userId: string;
  movieId: number | null;
  title: string;
  /** Null: on the seen list, neither liked nor disliked (2½-3 stars, or not rated). */
  rating: Thumb | null;
}

/**
 * Everything the members have seen or rated, oldest first: their thumbs shape the picks and none of
 * these films may be picked. One query for both members.
 */
export async function ratedFilms(db: Db, userIds: readonly string[]): Promise<RatedFilm[]> {
  const { rows } = await sql<RatedFilm>`
    select user_id as "userId", movie_id as "movieId", title, rating from (
      select user_id, movie_id, title, user_rating as rating, updated_at, id
      from seen_items where user_id = any(${userIds}::text[])
      union all
      select r.user_id, r.movie_id, coalesce(m.title, r.movie_title), r.rating, r.updated_at, r.id
      from movie_ratings r left join movies m on m.id = r.movie_id
      where r.user_id = any(${userIds}::text[])
    ) films order by updated_at, id`.execute(db);
  return rows;
}
