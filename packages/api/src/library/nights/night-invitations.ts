import type { Database, Db } from '@chuck/db';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../context.ts';
import { invalid } from '../../errors.ts';
import { NIGHT_MAX_INVITEES } from '../../shared/night-limits.ts';
import { areConnected } from '../../social/connections/connections.service.ts';
import { sendMail } from '../../support/mail/mail.service.ts';
import { nightInvitationMail } from '../../support/mail/mail-messages.ts';
import { tell, when } from './night-view.ts';
import * as repo from './nights.repository.ts';

/**
 * Invitees must be accepted connections of the host, neither blocking the other (areConnected:
 * the one rule), and at most NIGHT_MAX_INVITEES in all; a 400 naming the rule otherwise.
 */
export async function checkInvitees(
  db: Db,
  hostId: string,
  ids: readonly string[],
  already: number,
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.includes(hostId)) throw invalid('You are the host: invite your connections.');
  if (already + unique.length > NIGHT_MAX_INVITEES) {
    throw invalid(`A movie night invites at most ${NIGHT_MAX_INVITEES} connections.`);
  }
  for (const id of unique) {
    // The same answer whether they are no connection or blocked either way: a block stays silent.
    if (!(await areConnected(db, hostId, id))) {
      throw invalid('You can invite only your connections to a movie night.');
    }
  }
  return unique;
}

/** Tells the new invitees: a notification, and a mail with Yes / Maybe / No (confirmed addresses only). */
export async function invite(
  trx: Transaction<Database>,
  jobs: AppDeps['jobs'],
  origin: string | undefined,
  night: { id: number; title: string; startsAt: Date; place: string },
  hostName: string,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await tell(trx, userIds, {
    type: 'night_invited',
    title: 'Movie Night Invitation',
    message: `${hostName} invites you to ${night.title} on ${when(night.startsAt)} at ${night.place}. Coming?`,
    data: { nightId: night.id, startsAt: night.startsAt.toISOString(), fromName: hostName },
  });
  if (!origin) return;
  for (const member of await repo.membersById(trx, userIds)) {
    if (!member.emailVerifiedAt) continue;
    await sendMail(
      jobs,
      nightInvitationMail(member, { ...night, when: when(night.startsAt), hostName, site: origin }),
      {
        trx,
      },
    );
  }
}
