import type { Db } from '@chuck/db';

export type AccountLinkPurpose = 'undo-email' | 'undo-password' | 'sign-in';

export async function insertLink(
  db: Db,
  row: {
    tokenHash: string;
    userId: string;
    purpose: AccountLinkPurpose;
    email: string | null;
    expiresAt: Date;
  },
) {
  await db.insertInto('accountLinks').values(row).execute();
}

/**
 * Uses a link of one of `purposes`: marks it used and returns it, only if it is unused and unexpired.
 * One statement, so two tabs opening the same link cannot both succeed.
 */
export async function useLink(db: Db, tokenHash: string, purposes: readonly AccountLinkPurpose[]) {
  return db
    .updateTable('accountLinks')
    .set({ usedAt: new Date() })
    .where('tokenHash', '=', tokenHash)
    .where('purpose', 'in', purposes)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', new Date())
    .returning(['userId', 'purpose', 'email'])
    .executeTakeFirst();
}

/** The member's unused links of `purpose` stop working (the account was taken back, or a newer one went out). */
export async function useLinksOf(db: Db, userId: string, purposes: readonly AccountLinkPurpose[]) {
  await db
    .updateTable('accountLinks')
    .set({ usedAt: new Date() })
    .where('userId', '=', userId)
    .where('purpose', 'in', purposes)
    .where('usedAt', 'is', null)
    .execute();
}
