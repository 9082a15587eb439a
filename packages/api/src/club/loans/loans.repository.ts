import type { Database, Db } from '@chuck/db';
import { type Insertable, sql, type Updateable } from 'kysely';
import { compiledOnce } from '../../lib/compiled-query.ts';
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

/** The thumb the member `reviewer` gave on the loan `l`, if any. */
const thumbOf = (reviewer: 'l.ownerId' | 'l.borrowerId') =>
  sql<
    'up' | 'down' | null
  >`(select r.thumb from loan_reviews r where r.loan_id = l.id and r.reviewer_id = ${sql.ref(reviewer)})`;

/** The note the member `reviewer` wrote with their thumb on the loan `l`, if any. */
const noteOf = (reviewer: 'l.ownerId' | 'l.borrowerId') =>
  sql<
    string | null
  >`(select r.note from loan_reviews r where r.loan_id = l.id and r.reviewer_id = ${sql.ref(reviewer)})`;

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
      thumbOf('l.ownerId').as('ownerThumb'),
      thumbOf('l.borrowerId').as('borrowerThumb'),
      noteOf('l.ownerId').as('ownerNote'),
      noteOf('l.borrowerId').as('borrowerNote'),
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

/** Whether the member has lent a disc: a loan of theirs came back and the return is confirmed. */
export async function hasLent(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('loans')
    .select('id')
    .where('ownerId', '=', userId)
    .where('returnConfirmedAt', 'is not', null)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Whether the owner was paid, or is to be paid, for another loan to the same borrower accepted since
 * `since`: one priced and not given back (declined or cancelled after accepting refunds it).
 */
export async function pricedLoanBetween(
  db: Db,
  pair: { ownerId: string; borrowerId: string },
  since: Date,
  exceptId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('loans')
    .select('id')
    .where('ownerId', '=', pair.ownerId)
    .where('borrowerId', '=', pair.borrowerId)
    .where('id', '!=', exceptId)
    .where('credits', '>', 0)
    .where('acceptedAt', '>', since)
    .where('status', 'not in', ['declined', 'cancelled'])
    .executeTakeFirst();
  return Boolean(row);
}

/** When the member joined, and how many loans they have open as a borrower (asked for, promised or out). */
export async function borrowerStanding(db: Db, userId: string) {
  const { rows } = await sql<{ joinedAt: Date; open: number }>`
    select u.created_at as joined_at,
      (select count(*)::int from loans l
        where l.borrower_id = u.id
          and l.status in (${sql.join(OPEN_LOAN_STATUSES.map((s) => sql.lit(s)))})) as open
    from users u where u.id = ${userId}`.execute(db);
  return rows[0];
}

/** Loans the member borrowed whose owner's pay waits for them to lend a disc, locked. */
export async function lockWaitingPayouts(trx: Db, borrowerId: string) {
  return trx
    .selectFrom('loans')
    .selectAll()
    .where('borrowerId', '=', borrowerId)
    .where('payoutWaiting', '=', true)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Owner's steps nobody confirmed or disputed within `before`: they confirm themselves. */
export async function stepsToConfirm(db: Db, before: Date, limit: number) {
  return db
    .selectFrom('loans')
    .select(['id', 'mediaId'])
    .where('stepAt', '<=', before)
    .where('disputedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'handed_over'), eb('handoverConfirmedAt', 'is', null)]),
        eb.and([eb('status', '=', 'returned'), eb('returnConfirmedAt', 'is', null)]),
      ]),
    )
    .orderBy('stepAt')
    .limit(limit)
    .execute();
}

/** Disputes open since before `before` with no agreement and not yet escalated, up to `limit`. */
export async function disputesToEscalate(db: Db, before: Date, limit: number) {
  return db
    .selectFrom('loans')
    .select(['id', 'mediaId'])
    .where('disputedAt', '<=', before)
    .where('disputeSettledAt', 'is', null)
    .where('disputeEscalatedAt', 'is', null)
    .orderBy('disputedAt')
    .limit(limit)
    .execute();
}

/**
 * Marks loans out with the borrower and due within a day (`soon`) or overdue by a day (`late`) as
 * told, once each; the loans to tell about.
 */
export async function markDueNotices(db: Db, kind: 'soon' | 'late', now: Date) {
  const day = 24 * 60 * 60 * 1000;
  let query = db
    .updateTable('loans')
    .where('status', '=', 'handed_over')
    .returning(['id', 'mediaId', 'title', 'borrowerId', 'ownerId', 'dueAt']);
  query =
    kind === 'soon'
      ? query
          .set({ dueRemindedAt: now })
          .where('dueRemindedAt', 'is', null)
          .where('dueAt', '>', now)
          .where('dueAt', '<=', new Date(now.getTime() + day))
      : query
          .set({ overdueNoticedAt: now })
          .where('overdueNoticedAt', 'is', null)
          .where('dueAt', '<=', new Date(now.getTime() - day));
  return query.execute();
}

export async function insertReview(trx: Db, review: Insertable<Database['loanReviews']>) {
  return trx
    .insertInto('loanReviews')
    .values(review)
    .onConflict((oc) => oc.columns(['loanId', 'reviewerId']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Thumbs the member got, up and down, and the latest notes with their authors' public names. */
export async function reviewsOf(db: Db, userId: string, latest: number) {
  const [counts, notes] = await Promise.all([
    db
      .selectFrom('loanReviews')
      .select([
        sql<number>`(count(*) filter (where thumb = 'up'))::int`.as('up'),
        sql<number>`(count(*) filter (where thumb = 'down'))::int`.as('down'),
        sql<number>`(count(*) filter (where thumb = 'up' and reviewee_role = 'owner'))::int`.as('upAsOwner'),
      ])
      .where('revieweeId', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('loanReviews as r')
      .innerJoin('users as a', 'a.id', 'r.reviewerId')
      .select(['r.id', 'r.thumb', 'r.note', 'r.revieweeRole', 'r.createdAt', ...nameColumns('a', 'author')])
      .where('r.revieweeId', '=', userId)
      .where('r.note', 'is not', null)
      .orderBy('r.createdAt', 'desc')
      .orderBy('r.id', 'desc')
      .limit(latest)
      .execute(),
  ]);
  return { ...counts, notes };
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

/**
 * Settled loans (back, the return confirmed, any dispute settled) of each member, on each side; of
 * those they borrowed, the ones back by their due date; and the disputes each lost: a borrower
 * charged for a damaged or lost disc, an owner whose own dispute ended with the disc returned fine.
 * The trust figures (docs/product.md §3 'Trust').
 */
export async function settledCounts(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return { asOwner: [], asBorrower: [] };
  const rows = await settledCountsOf(db, userIds, userIds);
  return {
    asOwner: rows.filter((row) => row.side === 'owner'),
    asBorrower: rows.filter((row) => row.side === 'borrower'),
  };
}

// Both sides in one statement, compiled once: every shelf page asks it for its owners.
const settledCountsOf = compiledOnce(
  (db, owners: readonly string[], borrowers: readonly string[]) => {
    const settled = db
      .selectFrom('loans')
      .where('status', '=', 'returned')
      .where('returnConfirmedAt', 'is not', null)
      .where((eb) => eb.or([eb('disputedAt', 'is', null), eb('disputeSettledAt', 'is not', null)]));
    return settled
      .select([
        sql<'owner' | 'borrower'>`'owner'`.as('side'),
        'ownerId as userId',
        (eb) => eb.fn.countAll<number>().as('count'),
        sql<number>`0`.as('onTime'),
        sql<number>`count(*) filter (where dispute_outcome = 'returned' and disputed_by = owner_id)`.as(
          'disputesLost',
        ),
      ])
      .where(sql<boolean>`owner_id = any(${owners}::text[])`)
      .groupBy('ownerId')
      .unionAll(
        settled
          .select([
            sql<'owner' | 'borrower'>`'borrower'`.as('side'),
            'borrowerId as userId',
            (eb) => eb.fn.countAll<number>().as('count'),
            sql<number>`count(*) filter (where returned_at <= due_at and dispute_outcome is distinct from 'lost')`.as(
              'onTime',
            ),
            sql<number>`count(*) filter (where dispute_outcome in ('damaged', 'lost'))`.as('disputesLost'),
          ])
          .where(sql<boolean>`borrower_id = any(${borrowers}::text[])`)
          .groupBy('borrowerId'),
      );
  },
  [['(owners)'], ['(borrowers)']],
);

/** Loans still in progress with the member on either side: agreed, out, or back but not settled. */
export function inProgressWith(trx: Db, userId: string) {
  return trx
    .selectFrom('loans')
    .selectAll()
    .where((eb) => eb.or([eb('ownerId', '=', userId), eb('borrowerId', '=', userId)]))
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['accepted', 'handed_over']),
        eb.and([
          eb('status', '=', 'returned'),
          eb.or([eb('returnConfirmedAt', 'is', null), eb('disputedAt', 'is not', null)]),
        ]),
      ]),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Requests waiting for an owner's answer, with the member on either side, locked. */
export function openRequestsWith(trx: Db, userId: string) {
  return trx
    .selectFrom('loans')
    .selectAll()
    .where((eb) => eb.or([eb('ownerId', '=', userId), eb('borrowerId', '=', userId)]))
    .where('status', '=', 'requested')
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The member's latest loans on either side, newest first (a moderator's view of their history). */
export function latestLoansOf(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('loans')
    .select([
      'id',
      'title',
      'status',
      'ownerId',
      'borrowerId',
      'requestedAt',
      'dueAt',
      'returnedAt',
      'disputedAt',
      'disputeReason',
      'disputeNote',
    ])
    .where((eb) => eb.or([eb('ownerId', '=', userId), eb('borrowerId', '=', userId)]))
    .orderBy('requestedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A loan review, with who wrote it about whom. */
export function findReview(db: Db, id: number) {
  return db
    .selectFrom('loanReviews')
    .select(['id', 'reviewerId', 'revieweeId', 'thumb', 'note'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Loans of the member, on either side, that were ever disputed. */
export async function countDisputes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('loans')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where((eb) => eb.or([eb('ownerId', '=', userId), eb('borrowerId', '=', userId)]))
    .where('disputedAt', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
