import type { Db, FilmListVisibility } from '@chuck/db';
import { sql } from 'kysely';

const listColumns = [
  'id',
  'ownerId',
  'title',
  'description',
  'ranked',
  'visibility',
  'createdAt',
  'updatedAt',
] as const;
const itemColumns = [
  'movieId',
  'title',
  'year',
  'posterUrl',
  'note',
  'position',
  'addedBy',
  'addedAt',
] as const;

export type ListRow = Awaited<ReturnType<typeof findList>> & {};

export function findList(db: Db, id: number) {
  return db.selectFrom('filmLists').select(listColumns).where('id', '=', id).executeTakeFirst();
}

/** The list's row, locked until the transaction ends: adds and reorders of one list go one at a time. */
export function lockList(db: Db, id: number) {
  return db.selectFrom('filmLists').select(listColumns).where('id', '=', id).forUpdate().executeTakeFirst();
}

export function insertList(
  db: Db,
  list: {
    ownerId: string;
    title: string;
    description: string;
    ranked: boolean;
    visibility: FilmListVisibility;
  },
) {
  return db.insertInto('filmLists').values(list).returning('id').executeTakeFirstOrThrow();
}

export async function updateList(
  db: Db,
  id: number,
  patch: Partial<{ title: string; description: string; ranked: boolean; visibility: FilmListVisibility }>,
): Promise<void> {
  await db
    .updateTable('filmLists')
    .set({ ...patch, updatedAt: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function touchList(db: Db, id: number): Promise<void> {
  await updateList(db, id, {});
}

export async function deleteList(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('filmLists').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countLists(db: Db, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('filmLists')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ownerId', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** First to last; two films at one position (never after a reorder) by when they came. */
export function listItems(db: Db, listId: number) {
  return db
    .selectFrom('filmListItems')
    .select(itemColumns)
    .where('listId', '=', listId)
    .orderBy('position')
    .orderBy('addedAt')
    .execute();
}

export async function countItems(db: Db, listId: number): Promise<number> {
  const row = await db
    .selectFrom('filmListItems')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('listId', '=', listId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function hasItem(db: Db, listId: number, movieId: number): Promise<boolean> {
  const row = await db
    .selectFrom('filmListItems')
    .select('movieId')
    .where('listId', '=', listId)
    .where('movieId', '=', movieId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewItem {
  movieId: number;
  title: string;
  year: number | null;
  posterUrl: string | null;
  note: string | null;
  addedBy: string;
}

/** Puts films at the end of the list, in the order given (call with the list locked). */
export async function appendItems(db: Db, listId: number, items: readonly NewItem[]): Promise<void> {
  if (!items.length) return;
  const last = await db
    .selectFrom('filmListItems')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('listId', '=', listId)
    .executeTakeFirst();
  const start = Number(last?.last ?? 0);
  await db
    .insertInto('filmListItems')
    .values(items.map((item, i) => ({ ...item, listId, position: start + i + 1 })))
    .execute();
}

export async function setNote(
  db: Db,
  listId: number,
  movieId: number,
  note: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('filmListItems')
    .set({ note })
    .where('listId', '=', listId)
    .where('movieId', '=', movieId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteItem(db: Db, listId: number, movieId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('filmListItems')
    .where('listId', '=', listId)
    .where('movieId', '=', movieId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Numbers the list's films 1..n in the order of `movieIds` (which must name every film on it). */
export async function renumber(db: Db, listId: number, movieIds: readonly number[]): Promise<void> {
  if (!movieIds.length) return;
  await sql`
    update film_list_items i set position = v.place
    from unnest(${sql.val([...movieIds])}::integer[]) with ordinality as v(movie_id, place)
    where i.list_id = ${listId} and i.movie_id = v.movie_id`.execute(db);
}

export async function listEditors(db: Db, listId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('filmListEditors')
    .select('memberId')
    .where('listId', '=', listId)
    .orderBy('addedAt')
    .execute();
  return rows.map((r) => r.memberId);
}

/** Adds the editor; false when they already were one. */
export async function insertEditor(db: Db, listId: number, memberId: string): Promise<boolean> {
  const rows = await db
    .insertInto('filmListEditors')
    .values({ listId, memberId })
    .onConflict((oc) => oc.columns(['listId', 'memberId']).doNothing())
    .returning('memberId')
    .execute();
  return rows.length > 0;
}

export async function deleteEditor(db: Db, listId: number, memberId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('filmListEditors')
    .where('listId', '=', listId)
    .where('memberId', '=', memberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Lists with their film count and first posters, latest changed first. */
function summaries(db: Db) {
  return db
    .selectFrom('filmLists as l')
    .select([...listColumns.map((c) => `l.${c}` as const)])
    .select((eb) => [
      eb
        .selectFrom('filmListItems as i')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('i.listId', '=', 'l.id')
        .as('filmCount'),
      sql<(string | null)[]>`array(select i.poster_url from film_list_items i where i.list_id = l.id
        order by i.position, i.added_at limit 4)`.as('posters'),
    ])
    .orderBy('l.updatedAt', 'desc')
    .orderBy('l.id', 'desc');
}
export type SummaryRow = Awaited<ReturnType<typeof listsOf>>[number];

/** A member's lists, and the lists among them the viewer edits (to see their private ones). */
export function listsOf(db: Db, ownerId: string) {
  return summaries(db).where('l.ownerId', '=', ownerId).execute();
}

/** The lists holding a film, latest changed first. */
export function listsWithFilm(db: Db, movieId: number) {
  return summaries(db)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('filmListItems as f')
          .select('f.listId')
          .whereRef('f.listId', '=', 'l.id')
          .where('f.movieId', '=', movieId),
      ),
    )
    .execute();
}

/** Of `listIds`, those `memberId` edits. */
export async function editedBy(db: Db, memberId: string, listIds: readonly number[]): Promise<Set<number>> {
  if (!listIds.length) return new Set();
  const rows = await db
    .selectFrom('filmListEditors')
    .select('listId')
    .where('memberId', '=', memberId)
    .where('listId', 'in', [...listIds])
    .execute();
  return new Set(rows.map((r) => r.listId));
}

/** Public lists for the sitemap, latest changed first. */
export function publicListIds(db: Db, limit: number) {
  return db
    .selectFrom('filmLists')
    .select(['id', 'updatedAt'])
    .where('visibility', '=', 'public')
    .orderBy('updatedAt', 'desc')
    .limit(limit)
    .execute();
}
