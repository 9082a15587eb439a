import type { Db } from '@chuck/db';

/** One-off things a member did; badges are earned from them. */
export type MemberEventKind = 'easter_egg_found' | 'library_imported';

/** Records the event; true the first time, false when it was already recorded. */
export async function recordEvent(db: Db, userId: string, kind: MemberEventKind): Promise<boolean> {
  const row = await db
    .insertInto('memberEvents')
    .values({ userId, kind })
    .onConflict((oc) => oc.columns(['userId', 'kind']).doNothing())
    .returning('kind')
    .executeTakeFirst();
  return Boolean(row);
}

export async function hasEvent(db: Db, userId: string, kind: MemberEventKind): Promise<boolean> {
  const row = await db
    .selectFrom('memberEvents')
    .select('kind')
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Boolean(row);
}
