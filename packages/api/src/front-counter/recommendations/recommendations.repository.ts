import type { Db, Thumb } from '@chuck/db';
import { sql } from 'kysely';
import type { FilmSnapshot } from '../../lib/film-snapshot.ts';
import { type Owner, ownedBy, ownerColumns, ownerKey } from '../../lib/owner.ts';

const columns = [
  'id',
  'sessionId',
  'userId',
  'movieId',
  'title',
  'year',
  'rating',
  'description',
  'posterUrl',
  'userRating',
  'reason',
  'batch',
  'createdAt',
] as const;

export type RecommendationRow = Awaited<ReturnType<typeof listRecommendations>>[number];

/**
 * The picks made for these favourites (a set of film keys, compared as a set), oldest batch first, in
 * Chuck's order within a batch.
 */
export async function listRecommendations(db: Db, owner: Owner, favourites: readonly string[]) {
  const keys = JSON.stringify(favourites);
  return db
    .selectFrom('recommendations')
    .select(columns)
    .where(ownedBy(owner))
    .where(sql<boolean>`favourites @> ${keys}::jsonb and favourites <@ ${keys}::jsonb`)
    .orderBy('batch')
    .orderBy('position')
    .execute();
}

export async function findRecommendation(db: Db, id: number) {
  return db.selectFrom('recommendations').select(columns).where('id', '=', id).executeTakeFirst();
}

/**
 * Every film the owner must not be offered again: recommended or rated before, and for members
 * also seen or queued on the watchlist.
 */
export async function excludedMovieIds(db: Db, owner: Owner): Promise<number[]> {
  const library =
    owner.kind === 'member'
      ? sql`union select movie_id from seen_items where user_id = ${owner.userId}
            union select movie_id from watchlist_items where user_id = ${owner.userId}`
      : sql``;
  const { rows } = await sql<{ movieId: number }>`
    select movie_id from recommendations where ${ownedBy(owner)}
    union select movie_id from movie_ratings where ${ownedBy(owner)} and movie_id is not null
    ${library}`.execute(db);
  return rows.map((r) => r.movieId);
}

/** Holds the owner's recommendations still until the transaction ends, so concurrent batches number in turn. */
export async function lockOwner(db: Db, owner: Owner): Promise<void> {
  const key = `recommendations:${ownerKey(owner)}`;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
}

export async function lastBatch(db: Db, owner: Owner): Promise<number> {
  const row = await db
    .selectFrom('recommendations')
    .select((eb) => eb.fn.max('batch').as('batch'))
    .where(ownedBy(owner))
    .executeTakeFirst();
  return row?.batch ?? 0;
}

export interface NewPick extends FilmSnapshot {
  reason: string;
  engine: string;
  position: number;
}

/**
 * Adds a batch made for `favourites` (film keys); a film the owner was offered meanwhile (a
 * concurrent batch) is skipped.
 */
export async function insertBatch(
  db: Db,
  owner: Owner,
  batch: number,
  favourites: readonly string[],
  picks: readonly NewPick[],
) {
  if (!picks.length) return [];
  const made = JSON.stringify(favourites);
  return db
    .insertInto('recommendations')
    .values(picks.map((p) => ({ ...ownerColumns(owner), ...p, batch, favourites: made })))
    .onConflict((oc) => oc.columns([owner.kind === 'member' ? 'userId' : 'sessionId', 'movieId']).doNothing())
    .returning(columns)
    .execute();
}

/** Shows the owner's thumbs on their recommendation of the film, if they have one. */
export async function setUserRating(db: Db, owner: Owner, movieId: number, rating: Thumb): Promise<void> {
  await db
    .updateTable('recommendations')
    .set({ userRating: rating })
    .where(ownedBy(owner))
    .where('movieId', '=', movieId)
    .execute();
}

/**
 * Moves a visitor's recommendations to the member, after the member's own batches. A film both
 * were offered keeps the member's row (taking the visitor's thumbs if the member gave none).
 */
export async function claimRecommendations(db: Db, sessionId: string, userId: string): Promise<void> {
  await sql`
    update recommendations m set user_rating = v.user_rating
    from recommendations v
    where m.user_id = ${userId} and v.session_id = ${sessionId} and m.movie_id = v.movie_id
      and m.user_rating is null and v.user_rating is not null`.execute(db);
  await sql`
    delete from recommendations v using recommendations m
    where v.session_id = ${sessionId} and m.user_id = ${userId} and m.movie_id = v.movie_id`.execute(db);
  await sql`
    update recommendations
    set user_id = ${userId}, session_id = null,
      batch = batch + (select coalesce(max(batch), 0) from recommendations where user_id = ${userId})
    where session_id = ${sessionId}`.execute(db);
}
