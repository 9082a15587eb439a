import type { Database, Db } from '@chuck/db';
import { sql, type Transaction } from 'kysely';
import { compiledOnce } from '../../lib/compiled-query.ts';
import { type FilmFields, LIST_FILM_COLUMNS } from '../../lib/movie-fields.ts';

const itemColumns = [...LIST_FILM_COLUMNS, 'position', 'addedAt'] as const;

export interface NewWatchlistItem extends FilmFields {
  /** JSON text, or null. */
  watchOptions: string | null;
}

/** Front first; among equal positions (two adds at once) the newer first. Compiled once: every page asks. */
export const listItems = compiledOnce(
  (db, userId: string) =>
    db
      .selectFrom('watchlistItems')
      .select(itemColumns)
      .where('userId', '=', userId)
      .orderBy('position')
      .orderBy('id', 'desc'),
  ['(member)'],
);

export async function findItem(db: Db, userId: string, movieId: number) {
  return db
    .selectFrom('watchlistItems')
    .select(itemColumns)
    .where('userId', '=', userId)
    .where('movieId', '=', movieId)
    .executeTakeFirst();
}

/** Where an item stands in the queue (1 is the front). */
export async function queuePlace(
  db: Db,
  userId: string,
  item: { id: number; position: number },
): Promise<number> {
  const row = await db
    .selectFrom('watchlistItems')
    .select((eb) => eb.fn.countAll<number>().as('ahead'))
    .where('userId', '=', userId)
    .where((eb) =>
      eb.or([
        eb('position', '<', item.position),
        eb.and([eb('position', '=', item.position), eb('id', '>', item.id)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.ahead) + 1;
}

/** Queues films in front of everything (the last one given ends up first); films already queued are skipped. */
export async function insertAtFront(db: Db, userId: string, items: readonly NewWatchlistItem[]) {
  if (!items.length) return [];
  const front = sql<number>`(select coalesce(min(position), 1) from watchlist_items where user_id = ${userId})`;
  return db
    .insertInto('watchlistItems')
    .values(items.map((item, i) => ({ ...item, userId, position: sql<number>`${front} - ${i + 1}` })))
    .onConflict((oc) => oc.columns(['userId', 'movieId']).doNothing())
    .returning(itemColumns)
    .execute();
}

/** Removes a film from the queue and returns what it held (undefined when it was not queued). */
export async function takeItem(db: Db, userId: string, movieId: number) {
  return db
    .deleteFrom('watchlistItems')
    .where('userId', '=', userId)
    .where('movieId', '=', movieId)
    .returning(itemColumns)
    .executeTakeFirst();
}

/** Takes these films off the queue and returns what they held, position included (an import's undo puts them back). */
export async function takeItems(db: Db, userId: string, movieIds: readonly number[]) {
  if (!movieIds.length) return [];
  return db
    .deleteFrom('watchlistItems')
    .where('userId', '=', userId)
    .where(sql<boolean>`movie_id = any(${sql.val([...movieIds])}::integer[])`)
    .returning([...itemColumns, 'watchOptions'])
    .execute();
}

/** Puts taken items back as they were, id and place included (an import's undo); a film queued again meanwhile stays. */
export async function restoreItems(
  db: Db,
  userId: string,
  items: readonly (NewWatchlistItem & { id: number; position: number; addedAt: string })[],
) {
  if (!items.length) return;
  await db
    .insertInto('watchlistItems')
    .values(items.map((item) => ({ ...item, userId })))
    .onConflict((oc) => oc.columns(['userId', 'movieId']).doNothing())
    .execute();
}

/** Takes these films off the queue. */
export async function deleteItems(db: Db, userId: string, movieIds: readonly number[]): Promise<number> {
  if (!movieIds.length) return 0;
  const result = await db
    .deleteFrom('watchlistItems')
    .where('userId', '=', userId)
    .where(sql<boolean>`movie_id = any(${sql.val([...movieIds])}::integer[])`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteItem(db: Db, userId: string, movieId: number): Promise<boolean> {
  return (await deleteItems(db, userId, [movieId])) > 0;
}

/** Numbers the member's queue 1..n in the order of `movieIds` (which must list every queued film). */
export async function renumber(trx: Transaction<Database>, userId: string, movieIds: readonly number[]) {
  if (!movieIds.length) return;
  await sql`
    update watchlist_items w set position = v.place
    from unnest(${sql.val([...movieIds])}::integer[]) with ordinality as v(movie_id, place)
    where w.user_id = ${userId} and w.movie_id = v.movie_id`.execute(trx);
}

/** Queued films among `movieIds`. */
export async function queuedMovieIds(
  db: Db,
  userId: string,
  movieIds: readonly number[],
): Promise<Set<number>> {
  if (!movieIds.length) return new Set();
  const rows = await db
    .selectFrom('watchlistItems')
    .select('movieId')
    .where('userId', '=', userId)
    .where(sql<boolean>`movie_id = any(${sql.val([...movieIds])}::integer[])`)
    .execute();
  return new Set(rows.map((r) => r.movieId));
}

export async function countItems(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('watchlistItems')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
