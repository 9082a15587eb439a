import type { Database } from '@chuck/db';
import type { Transaction } from 'kysely';

/**
 * Serialises a member's own concurrent writes (two tabs saving at once) by locking their users row
 * until the transaction ends. Returns false when the member does not exist.
 */
export async function lockMember(trx: Transaction<Database>, userId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return Boolean(row);
}
