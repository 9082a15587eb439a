import type { Database, Db, DiscVisibility } from '@chuck/db';
import { type Insertable, sql, type Updateable } from 'kysely';

import { activeLoanExists, DISC_FILM_COLUMNS, OWNER_NAME_COLUMNS } from '../../lib/disc-columns.ts';
import { ACTIVE_LOAN_STATUSES } from '../../shared/loan-statuses.ts';

const onLoan = activeLoanExists.as('onLoan');

/** A disc with what is needed to name its owner (the email only for the display-name fallback). */
function selectItems(db: Db) {
  return db
    .selectFrom('physicalMedia as pm')
    .innerJoin('users as u', 'u.id', 'pm.ownerId')
    .select([
      'pm.id',
      ...DISC_FILM_COLUMNS,
      'pm.condition',
      'pm.visibility',
      'pm.notes',
      'pm.ownerId',
      'pm.movieId',
      'pm.posterUrl',
      'pm.createdAt',
      'pm.lostAt',
      'pm.updatedAt',
      ...OWNER_NAME_COLUMNS,
      onLoan,
    ]);
}
export type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['executeTakeFirstOrThrow']>>;

export async function listByOwner(db: Db, ownerId: string, visibilities?: readonly DiscVisibility[]) {
  let query = selectItems(db).where('pm.ownerId', '=', ownerId);
  if (visibilities) query = query.where('pm.visibility', 'in', visibilities);
  return query.orderBy('pm.id', 'desc').execute();
}

/** The disc if `viewerId` may see it: its owner always, others only when it is not private. */
export async function findVisible(db: Db, id: number, viewerId: string | null) {
  return selectItems(db)
    .where('pm.id', '=', id)
    .where((eb) =>
      viewerId === null
        ? eb('pm.visibility', '<>', 'private')
        : eb.or([eb('pm.visibility', '<>', 'private'), eb('pm.ownerId', '=', viewerId)]),
    )
    .executeTakeFirst();
}

export async function findById(db: Db, id: number) {
  return selectItems(db).where('pm.id', '=', id).executeTakeFirst();
}

export async function countByOwner(
  db: Db,
  ownerId: string,
  visibilities?: readonly DiscVisibility[],
): Promise<number> {
  let query = db
    .selectFrom('physicalMedia')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('ownerId', '=', ownerId);
  if (visibilities) query = query.where('visibility', 'in', visibilities);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertItem(db: Db, values: Insertable<Database['physicalMedia']>): Promise<number> {
  const row = await db.insertInto('physicalMedia').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Locks the disc row until the transaction ends (select ... for update, or for share when the caller
 * only needs it to stay as it is). Every change to a disc or its loans takes this lock first.
 */
export async function lockItem(trx: Db, id: number, mode: 'update' | 'share' = 'update') {
  const query = trx
    .selectFrom('physicalMedia')
    .select(['id', 'ownerId', 'title', 'year', 'format', 'condition', 'visibility', 'posterUrl'])
    .where('id', '=', id);
  return (mode === 'update' ? query.forUpdate() : query.forShare()).executeTakeFirst();
}
export type LockedItem = NonNullable<Awaited<ReturnType<typeof lockItem>>>;

export async function updateItem(
  trx: Db,
  id: number,
  changes: Updateable<Database['physicalMedia']>,
): Promise<void> {
  await trx
    .updateTable('physicalMedia')
    .set({ ...changes, updatedAt: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteItem(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('physicalMedia').where('id', '=', id).execute();
}

/** How many of the owner's discs there are per visibility and format. */
export async function countByVisibilityAndFormat(db: Db, ownerId: string) {
  return db
    .selectFrom('physicalMedia')
    .select(['visibility', 'format', (eb) => eb.fn.countAll<number>().as('count')])
    .where('ownerId', '=', ownerId)
    .groupBy(['visibility', 'format'])
    .execute();
}

/** The member's discs out with borrowers, and other members' discs they have, now. */
export async function countActiveLoans(
  db: Db,
  userId: string,
): Promise<{ lentOut: number; borrowed: number }> {
  return db
    .selectFrom('loans')
    .select([
      sql<number>`count(*) filter (where owner_id = ${userId})::int`.as('lentOut'),
      sql<number>`count(*) filter (where borrower_id = ${userId})::int`.as('borrowed'),
    ])
    .where('status', 'in', ACTIVE_LOAN_STATUSES)
    .where((eb) => eb.or([eb('ownerId', '=', userId), eb('borrowerId', '=', userId)]))
    .executeTakeFirstOrThrow();
}
