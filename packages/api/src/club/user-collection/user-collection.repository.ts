import type { Db } from '@chuck/db';

export async function findMember(db: Db, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName', 'profileImageUrl', 'email'])
    .where('id', '=', id)
    .executeTakeFirst();
}
