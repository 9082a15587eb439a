import type { Db } from '@chuck/db';
import { sql } from 'kysely';
import { type FilmFields, LIST_FILM_COLUMNS } from '../../lib/movie-fields.ts';
import { type Judgement, thumbsOf } from './film-rating.ts';

const ratedOn = sql<string | null>`to_char(rated_on, 'YYYY-MM-DD')`.as('ratedOn');
const itemColumns = [
  ...LIST_FILM_COLUMNS,
  'userRating',
  'starsHalves',
  ratedOn,
  'fromThumbs',
  'seenAt',
] as const;

export interface SeenRow extends FilmFields, Judgement {
  /** JSON text, or null. */
  watchOptions: string | null;
}

export async function listItems(db: Db, userId: string) {
  return db
    .selectFrom('seenItems')
    .select(itemColumns)
    .where('userId', '=', userId)
    .orderBy('seenAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Records films as seen; a film already there gets the new rating and any facts it lacked. The
 * thumbs are written from the stars (thumbsOf), so no caller can store ones that disagree.
 * Returns the rows as stored.
 */
export async function upsertItems(db: Db, userId: string, items: readonly SeenRow[]) {
  if (!items.length) return [];
  return db
    .insertInto('seenItems')
    .values(items.map((item) => ({ ...item, userId, userRating: thumbsOf(item.starsHalves) })))
    .onConflict((oc) =>
      oc.columns(['userId', 'movieId']).doUpdateSet((eb) => ({
        userRating: eb.ref('excluded.userRating'),
        starsHalves: eb.ref('excluded.starsHalves'),
        ratedOn: eb.ref('excluded.ratedOn'),
        fromThumbs: eb.ref('excluded.fromThumbs'),
        title: eb.ref('excluded.title'),
        posterUrl: sql`coalesce(excluded.poster_url, seen_items.poster_url)`,
        year: sql`coalesce(excluded.year, seen_items.year)`,
        rating: sql`coalesce(excluded.rating, seen_items.rating)`,
        description: sql`coalesce(excluded.description, seen_items.description)`,
        watchOptions: sql`coalesce(excluded.watch_options, seen_items.watch_options)`,
        updatedAt: sql`now()`,
      })),
    )
    .returning(itemColumns)
    .execute();
}

/** Takes these films off the seen list (an import's undo). */
export async function deleteItems(db: Db, userId: string, movieIds: readonly number[]): Promise<number> {
  if (!movieIds.length) return 0;
  const result = await db
    .deleteFrom('seenItems')
    .where('userId', '=', userId)
    .where(sql<boolean>`movie_id = any(${sql.val([...movieIds])}::integer[])`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteItem(db: Db, userId: string, movieId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('seenItems')
    .where('userId', '=', userId)
    .where('movieId', '=', movieId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The member's ratings of these films (films not seen are absent). */
export async function ratingsOf(
  db: Db,
  userId: string,
  movieIds: readonly number[],
): Promise<Map<number, Judgement>> {
  if (!movieIds.length) return new Map();
  const rows = await db
    .selectFrom('seenItems')
    .select(['movieId', 'starsHalves', ratedOn, 'fromThumbs'])
    .where('userId', '=', userId)
    .where(sql<boolean>`movie_id = any(${sql.val([...movieIds])}::integer[])`)
    .execute();
  return new Map(rows.map(({ movieId, ...judgement }) => [movieId, judgement]));
}

/** How many films the member has seen, and how many of them rated thumbs_up / thumbs_down. */
export async function countSeen(db: Db, userId: string) {
  const row = await db
    .selectFrom('seenItems')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('id').filterWhere('userRating', '=', 'thumbs_up').as('liked'),
      eb.fn.count<number>('id').filterWhere('userRating', '=', 'thumbs_down').as('disliked'),
    ])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), liked: Number(row.liked), disliked: Number(row.disliked) };
}
