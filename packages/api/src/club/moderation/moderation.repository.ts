import type { Database, Db } from '@chuck/db';
import { type Insertable, sql } from 'kysely';
import { nameColumns } from '../../lib/display-name.ts';
import { suspendedMemberIds } from '../../lib/suspended-members.ts';

/** Open reports, oldest first, with the reporter's and the reported member's names. */
export function openReports(db: Db, limit: number) {
  return db
    .selectFrom('reports as r')
    .innerJoin('users as rep', 'rep.id', 'r.reporterId')
    .innerJoin('users as m', 'm.id', 'r.memberId')
    .select([
      'r.id',
      'r.kind',
      'r.targetId',
      'r.reason',
      'r.note',
      'r.content',
      'r.createdAt',
      ...nameColumns('rep', 'reporter'),
      ...nameColumns('m', 'member'),
      sql<Date>`m.created_at`.as('memberJoinedAt'),
      sql<boolean>`m.id in ${suspendedMemberIds}`.as('memberSuspended'),
    ])
    .where('r.resolvedAt', 'is', null)
    .orderBy('r.createdAt')
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

/** Disputes escalated and not yet settled, oldest first, with both members' names. */
export function escalatedDisputes(db: Db, limit: number) {
  return db
    .selectFrom('loans as l')
    .innerJoin('users as o', 'o.id', 'l.ownerId')
    .innerJoin('users as b', 'b.id', 'l.borrowerId')
    .select([
      'l.id',
      'l.title',
      'l.disputedBy',
      'l.disputeReason',
      'l.disputeNote',
      'l.disputeProposedBy',
      'l.disputeProposedOutcome',
      'l.disputeProposedCredits',
      'l.disputedAt',
      'l.disputeEscalatedAt',
      ...nameColumns('o', 'owner'),
      ...nameColumns('b', 'borrower'),
    ])
    .where('l.disputeEscalatedAt', 'is not', null)
    .where('l.disputeSettledAt', 'is', null)
    .orderBy('l.disputeEscalatedAt')
    .orderBy('l.id')
    .limit(limit)
    .execute();
}

/** Members suspended now, the latest first. */
export function suspendedMembers(db: Db, limit: number) {
  return db
    .selectFrom('users as u')
    .select(['u.suspendedUntil', 'u.suspensionReason', 'u.suspendedAt', ...nameColumns('u', 'member')])
    .where('u.id', 'in', suspendedMemberIds)
    .orderBy('u.suspendedAt', 'desc')
    .orderBy('u.id')
    .limit(limit)
    .execute();
}

/** How many reports name the member, open or resolved. */
export async function countReportsAbout(db: Db, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('memberId', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The report, locked until the transaction ends. */
export function lockReport(trx: Db, id: number) {
  return trx.selectFrom('reports').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Resolves one report, or (with `memberId`) every open report about the member. */
export async function resolveReports(
  trx: Db,
  which: { id: number } | { memberId: string },
  moderatorId: string,
  outcome: 'dismissed' | 'warned' | 'suspended',
): Promise<void> {
  let query = trx
    .updateTable('reports')
    .set({ resolvedAt: new Date(), resolvedBy: moderatorId, outcome })
    .where('resolvedAt', 'is', null);
  query = 'id' in which ? query.where('id', '=', which.id) : query.where('memberId', '=', which.memberId);
  await query.execute();
}

/** The member a moderator acts on (never a former one), with what a mail to them needs. */
export function findMember(db: Db, id: string) {
  return db
    .selectFrom('users as u')
    .select(['u.email', 'u.firstName', 'u.emailVerifiedAt', ...nameColumns('u', 'member')])
    .where('u.id', '=', id)
    .where('u.deletedAt', 'is', null)
    .executeTakeFirst();
}

export async function insertAction(
  trx: Db,
  values: Insertable<Database['moderationActions']>,
): Promise<number> {
  const row = await trx
    .insertInto('moderationActions')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The audit log, newest first (or the one entry `id`), with the moderator's and the member's names. */
export function listActions(db: Db, limit: number, id?: number) {
  let query = db
    .selectFrom('moderationActions as a')
    .innerJoin('users as mod', 'mod.id', 'a.moderatorId')
    .leftJoin('users as m', 'm.id', 'a.memberId')
    .select([
      'a.id',
      'a.action',
      'a.reportId',
      'a.loanId',
      'a.note',
      'a.until',
      'a.createdAt',
      ...nameColumns('mod', 'moderator'),
      'a.memberId as actedOnId',
      ...nameColumns('m', 'member'),
    ])
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit);
  if (id !== undefined) query = query.where('a.id', '=', id);
  return query.execute();
}
