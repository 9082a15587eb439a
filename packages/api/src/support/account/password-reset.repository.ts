import type { Db } from '@chuck/db';

export async function insertReset(db: Db, row: { tokenHash: string; userId: string; expiresAt: Date }) {
  await db.insertInto('passwordResets').values(row).execute();
}

/**
 * Uses the link: marks it used and returns its member, only if it is unused and unexpired. One
 * statement, so two tabs using the same link cannot both succeed.
 */
export async function useReset(db: Db, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .updateTable('passwordResets')
    .set({ usedAt: new Date() })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', new Date())
    .returning('userId')
    .executeTakeFirst();
  return row?.userId;
}

/** Every other link of the member stops working once the password is set. */
export async function useAllResets(db: Db, userId: string) {
  await db
    .updateTable('passwordResets')
    .set({ usedAt: new Date() })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
}
