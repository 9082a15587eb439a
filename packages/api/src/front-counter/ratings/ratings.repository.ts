import type { Db, Thumb } from '@chuck/db';
import { sql } from 'kysely';
import { type Owner, ownedBy, ownerColumns } from '../../lib/owner.ts';

const columns = ['id', 'sessionId', 'movieTitle', 'movieId', 'rating', 'createdAt', 'updatedAt'] as const;

/** One film, one rating per owner: the catalog id when known, else the title as typed. */
function titleKeyOf(title: string, movieId: number | null): string {
  return movieId === null ? `title:${title.trim().toLowerCase().replace(/\s+/g, ' ')}` : `movie:${movieId}`;
}

export async function upsertRating(
  db: Db,
  owner: Owner,
  rating: { movieTitle: string; movieId: number | null; rating: Thumb },
) {
  return db
    .insertInto('movieRatings')
    .values({ ...ownerColumns(owner), ...rating, titleKey: titleKeyOf(rating.movieTitle, rating.movieId) })
    .onConflict((oc) =>
      oc
        .columns([owner.kind === 'member' ? 'userId' : 'sessionId', 'titleKey'])
        .doUpdateSet({ movieTitle: rating.movieTitle, rating: rating.rating, updatedAt: sql`now()` }),
    )
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** Latest first. */
export async function listRatings(db: Db, owner: Owner) {
  return db
    .selectFrom('movieRatings')
    .select(columns)
    .where(ownedBy(owner))
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Oldest first: the order the recommender replays them in. */
export async function ratingsForTaste(db: Db, owner: Owner) {
  return db
    .selectFrom('movieRatings')
    .select(['movieTitle', 'movieId', 'rating'])
    .where(ownedBy(owner))
    .orderBy('updatedAt')
    .orderBy('id')
    .execute();
}

/**
 * Moves a visitor's ratings to the member; where both rated the same film the newer rating wins.
 */
export async function claimRatings(db: Db, sessionId: string, userId: string): Promise<void> {
  await sql`
    delete from movie_ratings m using movie_ratings v
    where m.user_id = ${userId} and v.session_id = ${sessionId} and m.title_key = v.title_key
      and m.updated_at < v.updated_at`.execute(db);
  await sql`
    delete from movie_ratings v using movie_ratings m
    where v.session_id = ${sessionId} and m.user_id = ${userId} and m.title_key = v.title_key`.execute(db);
  await db
    .updateTable('movieRatings')
    .set({ userId, sessionId: null })
    .where('sessionId', '=', sessionId)
    .execute();
}
