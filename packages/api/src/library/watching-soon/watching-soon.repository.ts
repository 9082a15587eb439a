import type { Db, WatchingSoonItemsTable } from '@chuck/db';
import type { Insertable } from 'kysely';

const columns = [
  'id',
  'userId',
  'movieId',
  'title',
  'year',
  'posterUrl',
  'description',
  'position',
  'addedAt',
] as const;

export type NewPick = Omit<Insertable<WatchingSoonItemsTable>, 'id' | 'userId'>;

export async function listPicks(db: Db, userId: string) {
  return db
    .selectFrom('watchingSoonItems')
    .select(columns)
    .where('userId', '=', userId)
    .orderBy('position')
    .execute();
}

export async function deletePicks(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('watchingSoonItems').where('userId', '=', userId).execute();
}

export async function insertPicks(db: Db, userId: string, picks: readonly NewPick[]): Promise<void> {
  if (!picks.length) return;
  await db
    .insertInto('watchingSoonItems')
    .values(picks.map((pick) => ({ ...pick, userId })))
    .execute();
}
