import type { Db } from '@chuck/db';
import { sql } from 'kysely';
import { inTransaction } from '../../lib/transaction.ts';

/**
 * A sign-up (docs/product.md §6): an address not yet confirmed gets a new confirmation token (only
 * its hash is kept); a confirmed one on the list is left alone. Concurrent twins add one row.
 */
export async function prepareConfirmation(
  db: Db,
  entry: {
    email: string;
    emailKey: string;
    unsubscribeToken: string;
    confirmTokenHash: string;
    confirmExpiresAt: Date;
  },
): Promise<'pending' | 'on-the-list'> {
  return inTransaction(db, async (trx) => {
    await trx
      .insertInto('newsletterSubscribers')
      .values({ email: entry.email, emailKey: entry.emailKey, unsubscribeToken: entry.unsubscribeToken })
      .onConflict((oc) => oc.column('emailKey').doNothing())
      .execute();
    const row = await trx
      .selectFrom('newsletterSubscribers')
      .select(['id', 'confirmedAt', 'unsubscribedAt'])
      .where('emailKey', '=', entry.emailKey)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.confirmedAt && !row.unsubscribedAt) return 'on-the-list';
    await trx
      .updateTable('newsletterSubscribers')
      .set({
        email: entry.email,
        confirmTokenHash: entry.confirmTokenHash,
        confirmExpiresAt: entry.confirmExpiresAt,
      })
      .where('id', '=', row.id)
      .execute();
    return 'pending';
  });
}

/** Opens a confirmation link: the address is on the list from now on. False for a dead link. */
export async function confirm(db: Db, confirmTokenHash: string): Promise<boolean> {
  const result = await db
    .updateTable('newsletterSubscribers')
    .set({
      confirmedAt: sql`now()`,
      subscribedAt: sql`now()`,
      unsubscribedAt: null,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where('confirmTokenHash', '=', confirmTokenHash)
    .where('confirmExpiresAt', '>', new Date())
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
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

/** Stores an issue once: the same file sent again is the same issue. */
export async function insertIssue(
  db: Db,
  issue: { id: string; subject: string; body: string; siteUrl: string },
) {
  await db
    .insertInto('newsletterIssues')
    .values(issue)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return db
    .selectFrom('newsletterIssues')
    .select(['id', 'subject', 'body', 'siteUrl'])
    .where('id', '=', issue.id)
    .executeTakeFirstOrThrow();
}

/** Confirmed subscribers on the list the issue has not been queued for yet, a batch at a time. */
export async function unqueuedSubscribers(db: Db, issueId: string, limit: number) {
  return db
    .selectFrom('newsletterSubscribers as s')
    .select(['s.id', 's.emailKey'])
    .where('s.confirmedAt', 'is not', null)
    .where('s.unsubscribedAt', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('newsletterDeliveries as d')
            .select('d.subscriberId')
            .where('d.issueId', '=', issueId)
            .whereRef('d.subscriberId', '=', 's.id'),
        ),
      ),
    )
    .orderBy('s.id')
    .limit(limit)
    .execute();
}

export async function insertDeliveries(db: Db, issueId: string, subscriberIds: number[]) {
  if (!subscriberIds.length) return;
  await db
    .insertInto('newsletterDeliveries')
    .values(subscriberIds.map((subscriberId) => ({ issueId, subscriberId })))
    .onConflict((oc) => oc.columns(['issueId', 'subscriberId']).doNothing())
    .execute();
}

/** One delivery with its issue and subscriber. */
export async function findDelivery(db: Db, issueId: string, subscriberId: number) {
  return db
    .selectFrom('newsletterDeliveries as d')
    .innerJoin('newsletterIssues as i', 'i.id', 'd.issueId')
    .innerJoin('newsletterSubscribers as s', 's.id', 'd.subscriberId')
    .select([
      'd.sentAt',
      'i.subject',
      'i.body',
      'i.siteUrl',
      's.email',
      's.unsubscribeToken',
      's.confirmedAt',
      's.unsubscribedAt',
    ])
    .where('d.issueId', '=', issueId)
    .where('d.subscriberId', '=', subscriberId)
    .executeTakeFirst();
}

export async function markDelivered(db: Db, issueId: string, subscriberId: number) {
  await db
    .updateTable('newsletterDeliveries')
    .set({ sentAt: sql`now()` })
    .where('issueId', '=', issueId)
    .where('subscriberId', '=', subscriberId)
    .execute();
}

/** How far an issue got: queued deliveries, and those done (sent, or skipped after leaving the list). */
export async function issueProgress(db: Db, issueId: string) {
  const row = await db
    .selectFrom('newsletterDeliveries')
    .select((eb) => [eb.fn.countAll<string>().as('queued'), eb.fn.count<string>('sentAt').as('done')])
    .where('issueId', '=', issueId)
    .executeTakeFirstOrThrow();
  return { queued: Number(row.queued), done: Number(row.done) };
}
