import type { Db } from '@chuck/db';
import { sql } from 'kysely';

export type EmailTokenPurpose = 'verify' | 'change';

export async function insertToken(
  db: Db,
  row: { tokenHash: string; userId: string; purpose: EmailTokenPurpose; email: string; expiresAt: Date },
) {
  await db.insertInto('emailTokens').values(row).execute();
}

/**
 * Uses a link: marks it used and returns what it confirms, only if it is unused and unexpired. One
 * statement, so two tabs opening the same link cannot both succeed.
 */
export async function useToken(db: Db, tokenHash: string) {
  return db
    .updateTable('emailTokens')
    .set({ usedAt: new Date() })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', new Date())
    .returning(['userId', 'purpose', 'email'])
    .executeTakeFirst();
}

/** Earlier links of the member for `purpose` stop working (a newer one was sent, or one was used). */
export async function useTokensOf(db: Db, userId: string, purpose: EmailTokenPurpose) {
  await db
    .updateTable('emailTokens')
    .set({ usedAt: new Date() })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
}

/** The address a change is waiting to be confirmed for, if a live link for one exists. */
export async function pendingChange(db: Db, userId: string) {
  const row = await db
    .selectFrom('emailTokens')
    .select('email')
    .where('userId', '=', userId)
    .where('purpose', '=', 'change')
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', new Date())
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  return row?.email ?? null;
}

export async function markVerified(db: Db, userId: string, email: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ emailVerifiedAt: sql`coalesce(email_verified_at, now())` })
    .where('id', '=', userId)
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Moves the member to `email`, verified; false when another account already has that address. */
export async function changeEmail(db: Db, userId: string, email: string): Promise<boolean> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('id', '!=', userId)
    .executeTakeFirst();
  if (taken) return false;
  await db
    .updateTable('users')
    .set({ email, emailVerifiedAt: new Date() })
    .where('id', '=', userId)
    .execute();
  return true;
}
