import type { Db } from '@chuck/db';

/** The member a provider's account is linked to, by the public columns. */
export async function findUserByOAuth(db: Db, provider: string, providerUserId: string) {
  return db
    .selectFrom('oauthAccounts')
    .innerJoin('users', 'users.id', 'oauthAccounts.userId')
    .select(['users.id', 'users.email', 'users.firstName', 'users.lastName', 'users.profileImageUrl'])
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
