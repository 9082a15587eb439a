import type { Db } from '@chuck/db';
import { sql } from 'kysely';
import { inTransaction } from '../../lib/transaction.ts';

export type SubscribeOutcome = 'subscribed' | 'resubscribed' | 'already';

/** Adds `email` (by its lower-cased key) or brings a past subscriber back; concurrent twins add one row. */
export async function subscribe(
  db: Db,
  entry: { email: string; emailKey: string; unsubscribeToken: string },
): Promise<SubscribeOutcome> {
  return inTransaction(db, async (trx) => {
    const existing = await trx
      .selectFrom('newsletterSubscribers')
      .select(['id', 'unsubscribedAt'])
      .where('emailKey', '=', entry.emailKey)
      .forUpdate()
      .executeTakeFirst();
    if (existing && !existing.unsubscribedAt) return 'already';
    if (existing) {
      await trx
        .updateTable('newsletterSubscribers')
        .set({ unsubscribedAt: null, subscribedAt: sql`now()`, email: entry.email })
        .where('id', '=', existing.id)
        .execute();
      return 'resubscribed';
    }
    const added = await trx
      .insertInto('newsletterSubscribers')
      .values(entry)
      .onConflict((oc) => oc.column('emailKey').doNothing())
      .returning('id')
      .executeTakeFirst();
    return added ? 'subscribed' : 'already';
  });
}

export type UnsubscribeOutcome = 'unsubscribed' | 'already' | 'unknown';

export async function unsubscribe(db: Db, token: string): Promise<UnsubscribeOutcome> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('newsletterSubscribers')
      .select(['id', 'unsubscribedAt'])
      .where('unsubscribeToken', '=', token)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return 'unknown';
    if (row.unsubscribedAt) return 'already';
    await trx
      .updateTable('newsletterSubscribers')
      .set({ unsubscribedAt: sql`now()` })
      .where('id', '=', row.id)
      .execute();
    return 'unsubscribed';
  });
}
