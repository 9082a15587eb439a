import type { Db } from '@chuck/db';
import { suspendedMemberIds } from '../../lib/suspended-members.ts';

/** The member's suspension if they are suspended now (indefinitely when `suspendedUntil` is null). */
export function findSuspension(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['suspendedUntil', 'suspensionReason'])
    .where('id', '=', userId)
    .where('id', 'in', suspendedMemberIds)
    .executeTakeFirst();
}

export async function setSuspension(
  db: Db,
  userId: string,
  suspension: { reason: string; until: Date | null } | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set(
      suspension
        ? { suspendedAt: new Date(), suspendedUntil: suspension.until, suspensionReason: suspension.reason }
        : { suspendedAt: null, suspendedUntil: null, suspensionReason: null },
    )
    .where('id', '=', userId)
    .execute();
}

/** The member's address, whether it is confirmed, and whether they deleted their account. */
export function findStanding(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'emailVerifiedAt', 'deletedAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
