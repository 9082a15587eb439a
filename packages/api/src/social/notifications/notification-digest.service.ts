import type { Context } from '../../context.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { digestMembers, markDigestSent } from '../../support/account/account.service.ts';
import type { Jobs } from '../../support/jobs/jobs.ts';
import { sendMail } from '../../support/mail/mail.service.ts';
import { digestMail } from '../../support/mail/mail-messages.ts';
import { listNotifications } from './notifications.service.ts';

/** The digests go out once a day at this hour (UTC). */
const DIGEST_HOUR_UTC = 8;
/** At most this many notifications are listed in one digest. */
const DIGEST_ITEMS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Queues the next run of the digests: the next DIGEST_HOUR_UTC after `after`, keyed by its day. */
export function scheduleDigests(jobs: Jobs, after = new Date()): Promise<void> {
  const next = new Date(after);
  next.setUTCHours(DIGEST_HOUR_UTC, 0, 0, 0);
  if (next <= after) next.setTime(next.getTime() + DAY_MS);
  return jobs.schedule('account.digests', {}, { key: next.toISOString().slice(0, 10), startAfter: next });
}

/**
 * The 'account.digests' job: each member who chose the digest gets the notifications that arrived
 * unread since their last one, in one mail; nothing unread, no mail. A member mailed less than
 * 20 hours ago is skipped, so a run retried or run twice mails nobody twice.
 */
export async function runDigests(deps: { db: Context['db']; jobs: Jobs }, now = new Date()): Promise<void> {
  const members = await digestMembers(deps.db, new Date(now.getTime() - 20 * 60 * 60 * 1000));
  for (const member of members) {
    const since = member.digestSentAt ?? new Date(now.getTime() - DAY_MS);
    const recent = await listNotifications(deps.db, member, {
      since: { time: since },
      limit: DIGEST_ITEMS,
    });
    const unread = recent.filter((n) => !n.isRead);
    if (!unread.length) continue;
    const site = member.digestSiteUrl!;
    const mail = digestMail(member, unread, {
      // The bell is on every page; the switch is on the profile's Account card.
      notifications: `${site}/`,
      settings: `${site}/profile`,
    });
    await inTransaction(deps.db, async (trx) => {
      await markDigestSent(trx, member.id, now);
      await sendMail(deps.jobs, mail, { trx, key: `digest:${now.toISOString().slice(0, 10)}:${member.id}` });
    });
  }
}
