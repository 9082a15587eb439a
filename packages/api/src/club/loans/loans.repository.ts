import type { Database, Db } from '@chuck/db';
import { type Insertable, sql, type Updateable } from 'kysely';
import { nameColumns } from '../../lib/display-name.ts';
import { ACTIVE_LOAN_STATUSES, OPEN_LOAN_STATUSES } from '../../shared/loan-statuses.ts';

/**
 * Stores a new request; undefined when the borrower already has an open one for this disc (the
 * partial unique index decides, so two racing requests cannot both get in).
 */
export async function insertRequest(
  trx: Db,
  values: Insertable<Database['loans']>,
): Promise<number | undefined> {
  const row = await trx
    .insertInto('loans')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function findLoan(db: Db, id: number) {
  return db.selectFrom('loans').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The loan row, locked (select ... for update) until the transaction ends. */
export async function lockLoan(trx: Db, id: number) {
  return trx.selectFrom('loans').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}
export type LoanRow = NonNullable<Awaited<ReturnType<typeof lockLoan>>>;

export async function updateLoan(trx: Db, id: number, changes: Updateable<Database['loans']>): Promise<void> {
  await trx
    .updateTable('loans')
    .set({ ...changes, updatedAt: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Whether the disc is promised or out with a borrower. */
export async function hasActiveLoan(db: Db, mediaId: number): Promise<boolean> {
  const row = await db
    .selectFrom('loans')
    .select('id')
    .where('mediaId', '=', mediaId)
    .where('status', 'in', ACTIVE_LOAN_STATUSES)
    .executeTakeFirst();
  return Boolean(row);
}

/** Requests still waiting for the owner's answer, locked. */
export async function lockPendingRequests(trx: Db, mediaId: number) {
  return trx
    .selectFrom('loans')
    .selectAll()
    .where('mediaId', '=', mediaId)
    .where('status', '=', 'requested')
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Loans with both members' public names (lib/display-name.ts). */
function selectDetailed(db: Db) {
  return db
    .selectFrom('loans as l')
    .innerJoin('users as o', 'o.id', 'l.ownerId')
    .innerJoin('users as b', 'b.id', 'l.borrowerId')
    .selectAll('l')
    .select([
      ...nameColumns('o', 'owner'),
      'o.profileImageUrl as ownerImage',
      ...nameColumns('b', 'borrower'),
      'b.profileImageUrl as borrowerImage',
    ]);
}
export type DetailedLoanRow = Awaited<
  ReturnType<ReturnType<typeof selectDetailed>['executeTakeFirstOrThrow']>
>;

export async function findDetailed(db: Db, id: number) {
  return selectDetailed(db).where('l.id', '=', id).executeTakeFirst();
}

/** The member's loans on one side, open ones first, then the most recently changed. */
export async function listDetailed(db: Db, side: 'ownerId' | 'borrowerId', userId: string, limit: number) {
  return selectDetailed(db)
    .where(side === 'ownerId' ? 'l.ownerId' : 'l.borrowerId', '=', userId)
    .orderBy(sql`l.status in (${sql.join(OPEN_LOAN_STATUSES.map((s) => sql.lit(s)))})`, 'desc')
    .orderBy('l.updatedAt', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
}

/** A member's lending record: loans that went out (handed over or back), on each side. */
export async function lendingRecord(db: Db, userId: string) {
  const went = sql.join(['handed_over', 'returned'].map((s) => sql.lit(s)));
  const { rows } = await sql<{ lent: number; borrowed: number; returned: number; returnedOnTime: number }>`
    select
      count(*) filter (where owner_id = ${userId} and status in (${went}))::int as lent,
      count(*) filter (where borrower_id = ${userId} and status in (${went}))::int as borrowed,
      count(*) filter (where borrower_id = ${userId} and status = 'returned')::int as returned,
      count(*) filter (where borrower_id = ${userId} and status = 'returned' and returned_at <= due_at)::int
        as returned_on_time
    from loans where owner_id = ${userId} or borrower_id = ${userId}`.execute(db);
  return rows[0]!;
}
