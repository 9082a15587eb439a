import type { Db, NewUser } from '@chuck/db';
import { sql } from 'kysely';

const publicColumns = ['id', 'email', 'firstName', 'lastName', 'profileImageUrl'] as const;

export async function findByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select([...publicColumns, 'passwordHash', 'emailVerifiedAt'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Inserts the user; returns undefined when the email is already taken (in any letter case). */
export async function insertUser(db: Db, user: NewUser) {
  return db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning(publicColumns)
    .executeTakeFirst();
}

export async function findPasswordHash(db: Db, userId: string) {
  const row = await db.selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirst();
  return row?.passwordHash ?? null;
}

export async function findById(db: Db, userId: string) {
  return db.selectFrom('users').select(publicColumns).where('id', '=', userId).executeTakeFirst();
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
}

/** What the account settings need: the address, whether it is confirmed, the digest, deletion. */
export async function findAccount(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'firstName',
      'emailVerifiedAt',
      'deletedAt',
      'notificationDigest',
      'createdAt',
      sql<boolean>`password_hash is not null`.as('hasPassword'),
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function setNotificationDigest(db: Db, userId: string, siteUrl: string | null) {
  await db
    .updateTable('users')
    .set({ notificationDigest: siteUrl !== null, digestSiteUrl: siteUrl })
    .where('id', '=', userId)
    .execute();
}

/** Members who chose the daily digest and did not get one since `before`. */
export async function digestMembers(db: Db, before: Date) {
  return db
    .selectFrom('users')
    .select([...publicColumns, 'emailVerifiedAt', 'digestSiteUrl', 'digestSentAt'])
    .where('notificationDigest', '=', true)
    .where('deletedAt', 'is', null)
    .where('digestSiteUrl', 'is not', null)
    .where((eb) => eb.or([eb('digestSentAt', 'is', null), eb('digestSentAt', '<', before)]))
    .orderBy('id')
    .execute();
}

export async function markDigestSent(db: Db, userId: string, at: Date) {
  await db.updateTable('users').set({ digestSentAt: at }).where('id', '=', userId).execute();
}

/** No password until the member sets one with a reset link (an account taken back, issue 33). */
export async function clearPassword(db: Db, userId: string) {
  await db.updateTable('users').set({ passwordHash: null }).where('id', '=', userId).execute();
}
