import type { Db } from '@chuck/db';
import { sql } from 'kysely';
import { nameColumns, nameOf } from '../../lib/display-name.ts';

/** The member's stored choices (kinds they changed) and their unsubscribe token; undefined if none yet. */
export function findSettings(db: Db, userId: string) {
  return db
    .selectFrom('loanMailSettings')
    .select(['userId', 'unsubscribeToken', 'modes'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export function findSettingsByToken(db: Db, token: string) {
  return db
    .selectFrom('loanMailSettings')
    .select(['userId', 'unsubscribeToken', 'modes'])
    .where('unsubscribeToken', '=', token)
    .executeTakeFirst();
}

/** The member's row, made with `token` if they have none; the existing row's token wins. */
export async function ensureSettings(db: Db, userId: string, token: string) {
  await db
    .insertInto('loanMailSettings')
    .values({ userId, unsubscribeToken: token, modes: '{}' })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
  return (await findSettings(db, userId))!;
}

/** Sets one kind's mode, in one statement, so two changes at once both count. */
export async function setMode(db: Db, userId: string, kind: string, mode: string): Promise<void> {
  await db
    .updateTable('loanMailSettings')
    .set({ modes: sql`modes || jsonb_build_object(${kind}::text, ${mode}::text)` })
    .where('userId', '=', userId)
    .execute();
}

/**
 * What a loan mail needs of each notice: its recipient's address and name, the film, and the other
 * member of the loan by their public name.
 */
export async function noticesToMail(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.userId')
    .leftJoin('loans as l', (join) => join.on(sql<boolean>`l.id = (n.data->>'loanId')::integer`))
    .leftJoin('users as o', (join) =>
      join.on(sql<boolean>`o.id = case when l.owner_id = n.user_id then l.borrower_id else l.owner_id end`),
    )
    .leftJoin('loanMailSettings as s', 's.userId', 'n.userId')
    .select([
      'n.id',
      'n.userId',
      'n.type',
      'n.data',
      'u.email',
      'u.firstName',
      'u.emailVerifiedAt',
      'u.deletedAt',
      'l.id as loanId',
      'l.title',
      's.modes',
      's.unsubscribeToken',
      ...nameColumns('o', 'other'),
    ])
    .where('n.id', 'in', ids)
    .orderBy('n.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    otherName: row.loanId === null ? null : nameOf(row as typeof row & { otherId: string }, 'other'),
  }));
}

/** Keeps a notice for the member's next loan digest. */
export async function addDigestItem(db: Db, notificationId: number, userId: string): Promise<void> {
  await db
    .insertInto('loanMailDigestItems')
    .values({ notificationId, userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Members with notices waiting for their digest. */
export async function digestRecipients(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('loanMailDigestItems')
    .select('userId')
    .distinct()
    .orderBy('userId')
    .limit(limit)
    .execute();
  return rows.map((row) => row.userId);
}

/** Takes the member's waiting notices off their digest (locked, so two runs do not both mail them). */
export async function takeDigestItems(db: Db, userId: string): Promise<number[]> {
  const { rows } = await sql<{ notificationId: number }>`
    delete from loan_mail_digest_items where notification_id in (
      select notification_id from loan_mail_digest_items where user_id = ${userId}
      for update skip locked)
    returning notification_id as "notificationId"`.execute(db);
  return rows.map((row) => row.notificationId).sort((a, b) => a - b);
}
