import type { Db } from '@chuck/db';
import { sql } from 'kysely';

/** Whether a member with this id exists. */
export async function memberExists(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return Boolean(row);
}

/** Stores the block; false when the blocker had already blocked that member. */
export async function insertBlock(trx: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const row = await trx
    .insertInto('memberBlocks')
    .values({ blockerId, blockedId })
    .onConflict((oc) => oc.columns(['blockerId', 'blockedId']).doNothing())
    .returning('blockerId')
    .executeTakeFirst();
  return Boolean(row);
}

/** Removes the block; false when there was none. */
export async function deleteBlock(trx: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await trx
    .deleteFrom('memberBlocks')
    .where('blockerId', '=', blockerId)
    .where('blockedId', '=', blockedId)
    .returning('blockerId')
    .execute();
  return rows.length > 0;
}

/** The members `blockerId` blocked, newest first, with what their public name is made of. */
export async function listBlocked(db: Db, blockerId: string) {
  return db
    .selectFrom('memberBlocks as b')
    .innerJoin('users as u', 'u.id', 'b.blockedId')
    .leftJoin('socialProfiles as p', 'p.userId', 'u.id')
    .select(['u.id', 'u.firstName', 'u.lastName', 'p.displayName', 'b.createdAt'])
    .where('b.blockerId', '=', blockerId)
    .orderBy('b.createdAt', 'desc')
    .orderBy('u.id')
    .execute();
}

/** Whether `blockerId` blocked `blockedId`. */
export async function hasBlocked(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const row = await db
    .selectFrom('memberBlocks')
    .select('blockerId')
    .where('blockerId', '=', blockerId)
    .where('blockedId', '=', blockedId)
    .executeTakeFirst();
  return Boolean(row);
}

/** Whether either member blocked the other. */
export async function blockedEitherWay(db: Db, a: string, b: string): Promise<boolean> {
  const row = await db
    .selectFrom('memberBlocks')
    .select('blockerId')
    .where((eb) =>
      eb.or([
        eb.and([eb('blockerId', '=', a), eb('blockedId', '=', b)]),
        eb.and([eb('blockerId', '=', b), eb('blockedId', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return Boolean(row);
}

/** Everyone the member blocked or was blocked by. */
export async function blockedPartners(db: Db, userId: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select blocked_id as id from member_blocks where blocker_id = ${userId}
    union
    select blocker_id from member_blocks where blocked_id = ${userId}`.execute(db);
  return rows.map((r) => r.id);
}
