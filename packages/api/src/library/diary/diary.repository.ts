import type { Database, Db } from '@chuck/db';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Cursor } from '../../lib/cursor.ts';

// Dates leave the database as text: a `date` read as a JS Date would shift with the server's zone.
const watchedOn = sql<string>`to_char(watched_on, 'YYYY-MM-DD')`.as('watchedOn');
const entryColumns = [
  'id',
  'movieId',
  'title',
  'year',
  'posterUrl',
  watchedOn,
  'ratingHalves',
  'rewatch',
  'review',
  'tags',
  'public',
  'createdAt',
] as const;

export interface NewEntry {
  movieId: number | null;
  title: string;
  year: number | null;
  posterUrl: string | null;
  watchedOn: string;
  ratingHalves: number | null;
  rewatch: boolean;
  review: string | null;
  tags: string[];
  public: boolean;
  importId?: number | null;
  /** An imported row's logged `Date` and Letterboxd URI (issue 29). */
  loggedOn?: string | null;
  letterboxdUri?: string | null;
}

/** First and last day (exclusive) of a year, or of one month of it. */
function period(year: number, month?: number): [string, string] {
  const pad = (n: number) => String(n).padStart(2, '0');
  if (month === undefined) return [`${year}-01-01`, `${year + 1}-01-01`];
  return [`${year}-${pad(month)}-01`, month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`];
}

/** Rows after the cursor in (watched_on desc, id desc) order. */
function afterCursor(eb: ExpressionBuilder<Database, 'diaryEntries'>, userId: string, before: Cursor) {
  if ('time' in before) return eb('watchedOn', '<', before.time.toISOString().slice(0, 10));
  return sql<boolean>`(watched_on, id) < (select d.watched_on, d.id from diary_entries d
    where d.id = ${before.id} and d.user_id = ${userId})`;
}

/** One page of the member's diary, latest watch first (one more row than `limit`: is there a next page?). */
export async function listEntries(
  db: Db,
  userId: string,
  filter: { year?: number; month?: number; before?: Cursor; limit: number },
) {
  let query = db.selectFrom('diaryEntries').select(entryColumns).where('userId', '=', userId);
  if (filter.year !== undefined) {
    const [from, to] = period(filter.year, filter.month);
    query = query.where('watchedOn', '>=', from).where('watchedOn', '<', to);
  }
  if (filter.before) {
    const before = filter.before;
    query = query.where((eb) => afterCursor(eb, userId, before));
  }
  return query
    .orderBy('watchedOn', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit + 1)
    .execute();
}

export type EntryRow = Awaited<ReturnType<typeof listEntries>>[number];

/** Every entry of the member, oldest watch first, with what an import kept of its file (export). */
export async function allEntries(db: Db, userId: string) {
  return db
    .selectFrom('diaryEntries')
    .select([
      ...entryColumns,
      sql<string | null>`to_char(logged_on, 'YYYY-MM-DD')`.as('loggedOn'),
      'letterboxdUri',
    ])
    .where('userId', '=', userId)
    .orderBy('watchedOn')
    .orderBy('id')
    .execute();
}

export async function insertEntries(db: Db, userId: string, entries: readonly NewEntry[]) {
  if (!entries.length) return [];
  return db
    .insertInto('diaryEntries')
    .values(entries.map((e) => ({ ...e, userId })))
    .returning(entryColumns)
    .execute();
}

export async function updateEntry(
  db: Db,
  userId: string,
  id: number,
  patch: Partial<Pick<NewEntry, 'watchedOn' | 'ratingHalves' | 'rewatch' | 'review' | 'tags' | 'public'>>,
) {
  return db
    .updateTable('diaryEntries')
    .set({ ...patch, updatedAt: sql`now()` })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .returning(entryColumns)
    .executeTakeFirst();
}

export async function deleteEntry(db: Db, userId: string, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('diaryEntries')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Undo of an import: its entries go. */
export async function deleteImported(db: Db, userId: string, importId: number): Promise<number> {
  const result = await db
    .deleteFrom('diaryEntries')
    .where('userId', '=', userId)
    .where('importId', '=', importId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A member's public entries with a review, latest watch first (a page, plus one row). */
export async function publicReviews(db: Db, userId: string, before: Cursor | undefined, limit: number) {
  let query = db
    .selectFrom('diaryEntries')
    .select(entryColumns)
    .where('userId', '=', userId)
    .where('public', '=', true)
    .where('review', 'is not', null);
  if (before) query = query.where((eb) => afterCursor(eb, userId, before));
  return query
    .orderBy('watchedOn', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}
