import type { Db } from '@chuck/db';
import { sql } from 'kysely';
import { activeLoanExists } from '../../lib/disc-columns.ts';
import { nameColumns } from '../../lib/display-name.ts';
import { OPEN_LOAN_STATUSES } from '../../shared/loan-statuses.ts';

export type OpenLoanStatus = (typeof OPEN_LOAN_STATUSES)[number];

/** A hold's place in its disc's line: 1 + the holds on that disc made before it. Never stored, so never gappy. */
const position = sql<number>`(
  select count(*)::int from holds h2
  where h2.media_id = h.media_id and (h2.created_at, h2.id) <= (h.created_at, h.id)
)`;

/** The new hold's id; undefined when the member already holds this disc (the unique key decides). */
export async function insertHold(trx: Db, mediaId: number, userId: string): Promise<number | undefined> {
  const row = await trx
    .insertInto('holds')
    .values({ mediaId, userId })
    .onConflict((oc) => oc.columns(['mediaId', 'userId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function countHolds(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('holds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function selectMine(db: Db) {
  return db
    .selectFrom('holds as h')
    .innerJoin('physicalMedia as pm', 'pm.id', 'h.mediaId')
    .innerJoin('users as u', 'u.id', 'pm.ownerId')
    .select([
      'h.id',
      'h.mediaId',
      'h.createdAt',
      'h.readyUntil',
      'pm.title',
      'pm.year',
      'pm.format',
      'pm.posterUrl',
      ...nameColumns('u', 'owner'),
      position.as('position'),
    ]);
}
export type MyHoldRow = Awaited<ReturnType<ReturnType<typeof selectMine>['executeTakeFirstOrThrow']>>;

export function listMine(db: Db, userId: string) {
  return selectMine(db).where('h.userId', '=', userId).orderBy('h.createdAt').orderBy('h.id').execute();
}

export function findMine(db: Db, userId: string, id: number) {
  return selectMine(db).where('h.userId', '=', userId).where('h.id', '=', id).executeTakeFirst();
}

/** The line for one disc, first in line first, with each member's public name. */
export function discLine(db: Db, mediaId: number) {
  return db
    .selectFrom('holds as h')
    .innerJoin('users as m', 'm.id', 'h.userId')
    .select(['h.createdAt', 'h.readyUntil', ...nameColumns('m', 'member'), position.as('position')])
    .where('h.mediaId', '=', mediaId)
    .orderBy('h.createdAt')
    .orderBy('h.id')
    .execute();
}

/** Removes the member's own hold; its disc id, or undefined when they have no hold with that id. */
export async function deleteHold(trx: Db, userId: string, id: number) {
  return trx
    .deleteFrom('holds')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning(['mediaId', 'readyUntil'])
    .executeTakeFirst();
}

/** The member's hold on the disc, whatever its place, if they have one. */
export async function deleteMemberHold(trx: Db, mediaId: number, userId: string): Promise<void> {
  await trx.deleteFrom('holds').where('mediaId', '=', mediaId).where('userId', '=', userId).execute();
}

/** Whether the disc has a turn in line that ran out by `now`. */
export async function hasExpiredTurn(db: Db, mediaId: number, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('holds')
    .select('id')
    .where('mediaId', '=', mediaId)
    .where('readyUntil', '<=', now)
    .executeTakeFirst();
  return Boolean(row);
}

/** The member's open loan of the disc (asked for, promised or in their hands): its status. */
export async function openLoanOf(
  db: Db,
  mediaId: number,
  userId: string,
): Promise<OpenLoanStatus | undefined> {
  const row = await db
    .selectFrom('loans')
    .select('status')
    .where('mediaId', '=', mediaId)
    .where('borrowerId', '=', userId)
    .where('status', 'in', OPEN_LOAN_STATUSES)
    .executeTakeFirst();
  return row?.status as OpenLoanStatus | undefined;
}

/** Deletes the hold if its turn is still over at `now` (a sweep racing another finds it gone). */
export async function deleteExpiredTurn(trx: Db, id: number, now: Date): Promise<boolean> {
  const row = await trx
    .deleteFrom('holds')
    .where('id', '=', id)
    .where('readyUntil', '<=', now)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/** Every hold on a disc leaving the shelf; the members who were waiting. */
export async function deleteDiscHolds(trx: Db, mediaId: number) {
  return trx.deleteFrom('holds').where('mediaId', '=', mediaId).returning(['userId']).execute();
}

/** The hold whose turn it is (kept for them until readyUntil), if any, locked. */
export async function lockReadyHold(trx: Db, mediaId: number) {
  return trx
    .selectFrom('holds')
    .select(['id', 'userId', 'readyUntil'])
    .where('mediaId', '=', mediaId)
    .where('readyUntil', 'is not', null)
    .forUpdate()
    .executeTakeFirst();
}

/** The first in line still waiting, locked. */
export async function lockFirstWaiting(trx: Db, mediaId: number) {
  return trx
    .selectFrom('holds')
    .select(['id', 'userId'])
    .where('mediaId', '=', mediaId)
    .where('readyUntil', 'is', null)
    .orderBy('createdAt')
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function setReady(trx: Db, id: number, until: Date): Promise<void> {
  await trx.updateTable('holds').set({ readyUntil: until }).where('id', '=', id).execute();
}

/** Turns that ran out unused: the discs to offer to the next in line. */
export async function expiredTurns(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('holds')
    .select(['id', 'mediaId'])
    .where('readyUntil', '<=', now)
    .orderBy('readyUntil')
    .limit(limit)
    .execute();
}

/** Whether a disc may be held: out on loan or promised, or with a request waiting for its owner. */
export async function discIsTaken(db: Db, mediaId: number): Promise<boolean> {
  const { rows } = await sql<{ taken: boolean }>`
    select (${activeLoanExists} or exists (
      select 1 from loans r where r.media_id = pm.id and r.status = 'requested'
    )) as taken
    from physical_media pm where pm.id = ${mediaId}`.execute(db);
  return Boolean(rows[0]?.taken);
}

/** Whether a disc is lent out or promised right now. */
export async function discIsLent(db: Db, mediaId: number): Promise<boolean> {
  const { rows } = await sql<{ lent: boolean }>`
    select ${activeLoanExists} as lent from physical_media pm where pm.id = ${mediaId}`.execute(db);
  return Boolean(rows[0]?.lent);
}
