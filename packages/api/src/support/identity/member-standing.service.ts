import type { Db } from '@chuck/db';
import { forbidden } from '../../errors.ts';
import { CONFIRM_TO_LEND } from '../../shared/loan-terms.ts';
import type { Sessions } from './session.repository.ts';
import { deleteSessionsExcept } from './session.repository.ts';
import * as standing from './suspension.repository.ts';

// docs/product.md §3 'Reports and moderation' and 'Lending needs a confirmed address': what the
// member's account allows besides signing in: lending, moderating, and whether they are suspended.

/** Requesting, holding and listing a disc as rentable need a confirmed address: a 403 otherwise. */
export async function assertMayLend(db: Db, userId: string): Promise<void> {
  const member = await standing.findStanding(db, userId);
  if (!member?.emailVerifiedAt) throw forbidden(CONFIRM_TO_LEND);
}

/** A moderator: a member whose confirmed address is one of `moderators` (MODERATOR_EMAILS, lower-cased). */
export async function isModerator(db: Db, moderators: readonly string[], userId: string): Promise<boolean> {
  if (moderators.length === 0) return false;
  const member = await standing.findStanding(db, userId);
  if (!member?.emailVerifiedAt || member.deletedAt) return false;
  return moderators.includes(member.email.toLowerCase());
}

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** What a suspended member reads when they try to sign in; null when they are not suspended. */
export async function suspensionRefusal(db: Db, userId: string): Promise<string | null> {
  const suspension = await standing.findSuspension(db, userId);
  if (!suspension) return null;
  const until = suspension.suspendedUntil
    ? `until ${LONG_DATE.format(suspension.suspendedUntil)}`
    : 'indefinitely';
  return `Your membership is suspended ${until}: ${suspension.suspensionReason ?? ''}`;
}

export async function isSuspended(db: Db, userId: string): Promise<boolean> {
  return (await standing.findSuspension(db, userId)) !== undefined;
}

/**
 * Suspends the member and ends every session of theirs on every process at once (the NOTIFY goes
 * with `db`'s transaction). Their open pages hear it from the session watch, which closes their
 * sockets as signed out.
 */
export async function suspendAccount(
  db: Db,
  sessions: Sessions,
  userId: string,
  suspension: { reason: string; until: Date | null },
): Promise<void> {
  await standing.setSuspension(db, userId, suspension);
  await deleteSessionsExcept(db, sessions, userId, null);
}

/** Ends the member's suspension; false when they were not suspended. */
export async function liftSuspension(db: Db, userId: string): Promise<boolean> {
  if (!(await isSuspended(db, userId))) return false;
  await standing.setSuspension(db, userId, null);
  return true;
}
