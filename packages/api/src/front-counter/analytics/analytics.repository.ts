import type { Db } from '@chuck/db';
import { sql } from 'kysely';
import { inTransaction } from '../../lib/transaction.ts';

const VISITORS = 'visitors';

/** Records a visitor once; the counter moves only when they are new. Returns the visitor count. */
export async function addVisitor(db: Db, visitorId: string): Promise<number> {
  return inTransaction(db, async (trx) => {
    const added = await trx
      .insertInto('visitors')
      .values({ visitorId })
      .onConflict((oc) => oc.column('visitorId').doNothing())
      .returning('visitorId')
      .executeTakeFirst();
    if (!added) return visitorCount(trx);
    const row = await trx
      .insertInto('siteCounters')
      .values({ name: VISITORS, value: 1 })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql`site_counters.value + 1` }))
      .returning('value')
      .executeTakeFirstOrThrow();
    return Number(row.value);
  });
}

export async function visitorCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('siteCounters')
    .select('value')
    .where('name', '=', VISITORS)
    .executeTakeFirst();
  return Number(row?.value ?? 0);
}

export async function memberCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
