import type { Db, NewUser } from '@chuck/db';
import { sql } from 'kysely';

const publicColumns = ['id', 'email', 'firstName', 'lastName', 'profileImageUrl'] as const;

export async function findByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select([...publicColumns, 'passwordHash'])
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

export async function findUserByOAuth(db: Db, provider: string, providerUserId: string) {
  return db
    .selectFrom('oauthAccounts')
    .innerJoin('users', 'users.id', 'oauthAccounts.userId')
    .select(publicColumns.map((c) => `users.${c}` as const))
    .where('oauthAccounts.provider', '=', provider)
    .where('oauthAccounts.providerUserId', '=', providerUserId)
    .executeTakeFirst();
}

export async function linkOAuth(db: Db, provider: string, providerUserId: string, userId: string) {
  await db
    .insertInto('oauthAccounts')
    .values({ provider, providerUserId, userId })
    .onConflict((oc) => oc.columns(['provider', 'providerUserId']).doNothing())
    .execute();
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
