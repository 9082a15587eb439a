import type { Database, Db, ReportKind } from '@chuck/db';
import type { Insertable } from 'kysely';
import { nameColumns } from '../../lib/display-name.ts';

/** The member (not a former one), with what their public name is made from. */
export function findMember(db: Db, id: string) {
  return db
    .selectFrom('users as u')
    .select(nameColumns('u', 'member'))
    .where('u.id', '=', id)
    .where('u.deletedAt', 'is', null)
    .executeTakeFirst();
}

/** Reports the member sent since `since`. */
export async function countSentSince(db: Db, reporterId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('reporterId', '=', reporterId)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the member already reported this, and no moderator has resolved it yet. */
export async function hasOpenReport(db: Db, reporterId: string, kind: ReportKind, targetId: string) {
  const row = await db
    .selectFrom('reports')
    .select('id')
    .where('reporterId', '=', reporterId)
    .where('kind', '=', kind)
    .where('targetId', '=', targetId)
    .where('resolvedAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertReport(db: Db, values: Insertable<Database['reports']>): Promise<number> {
  const row = await db.insertInto('reports').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
