import { randomBytes } from 'node:crypto';
import type { Db } from '@chuck/db';
import type { AppDeps } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import {
  isLoanMailKind,
  LOAN_MAIL_DEFAULTS,
  LOAN_MAIL_KINDS,
  LOAN_MAIL_LABELS,
  type LoanMailKind,
  type LoanMailMode,
} from '../../shared/loan-mail.ts';
import { takeMailable } from '../../social/notifications/notifications.service.ts';
import { sendMail } from '../../support/mail/mail.service.ts';
import { loanNoticeMail } from '../../support/mail/mail-messages.ts';
import * as repo from './loan-mail.repository.ts';
import type { LoanMailSettings, LoanMailUnsubscribeInput, SetLoanMailInput } from './loan-mail.schema.ts';
import { loanMailText } from './loan-mail-texts.ts';

/** Notices taken off the outbox in one transaction; the next minute's run takes the rest. */
const BATCH = 200;
/** Members mailed their loan digest in one run. */
const DIGEST_BATCH = 500;
const INVALID_LINK = 'This unsubscribe link is not valid. It may have been mistyped.';

type MailDeps = Pick<AppDeps, 'db' | 'jobs'>;

/** A kind's mode: the member's choice, else the default. */
function modeOf(modes: Record<string, string> | null | undefined, kind: LoanMailKind): LoanMailMode {
  const chosen = modes?.[kind];
  return chosen === 'now' || chosen === 'digest' || chosen === 'off' ? chosen : LOAN_MAIL_DEFAULTS[kind];
}

const newToken = () => randomBytes(32).toString('base64url');

/** docs/product.md §3 'Loan mail': every kind, with how the member gets it. */
export async function settings(db: Db, userId: string): Promise<LoanMailSettings> {
  const row = await repo.findSettings(db, userId);
  return { kinds: LOAN_MAIL_KINDS.map((kind) => ({ kind, mode: modeOf(row?.modes, kind) })) };
}

export async function setMode(db: Db, userId: string, input: SetLoanMailInput): Promise<LoanMailSettings> {
  await repo.ensureSettings(db, userId, newToken());
  await repo.setMode(db, userId, input.kind, input.mode);
  return settings(db, userId);
}

/** A mail's one-click link: the token proves the mail, and switches its kind off. */
export async function unsubscribe(db: Db, input: LoanMailUnsubscribeInput): Promise<{ message: string }> {
  const row = await repo.findSettingsByToken(db, input.token);
  if (!row) throw notFound(INVALID_LINK);
  const label = LOAN_MAIL_LABELS[input.kind];
  const what = label.charAt(0).toLowerCase() + label.slice(1);
  if (modeOf(row.modes, input.kind) === 'off') {
    return { message: `That mail is already off: we don't write when ${what}.` };
  }
  await repo.setMode(db, row.userId, input.kind, 'off');
  return { message: `Done: no more mail when ${what}. You'll still see it under the bell.` };
}

type Notice = Awaited<ReturnType<typeof repo.noticesToMail>>[number];

/** A notice's sentence and subject, naming the film and the other member. */
function textOf(notice: Notice & { type: LoanMailKind }) {
  const film = notice.title ?? String(notice.data.movieTitle ?? 'your loan');
  return loanMailText(notice.type, film, notice.otherName ?? 'the other member');
}

const loanLink = (site: string, notice: Notice) =>
  notice.loanId === null ? `${site}/dvd-club` : `${site}/dvd-club#loan-${notice.loanId}`;

/** Only a member still here, at an address they confirmed (as with every mail that names others). */
const mailable = (notice: Notice): notice is Notice & { type: LoanMailKind } =>
  isLoanMailKind(notice.type) && notice.emailVerifiedAt !== null && notice.deletedAt === null;

/**
 * The loan mail run (docs/product.md §3 'Loan mail'), after each minute's timed steps: takes the
 * new loan notices off the outbox and, as each member chose for that kind, mails it at once, keeps
 * it for the daily loan digest, or lets it be. Without the site's address (PUBLIC_URL) no link can
 * be trusted, so the notices are let go unmailed. Returns how many were taken.
 */
export async function mailLoanNotices(deps: MailDeps, siteUrl: string | undefined): Promise<number> {
  return inTransaction(deps.db, async (trx) => {
    const ids = await takeMailable(trx, BATCH);
    if (!siteUrl) return ids.length;
    for (const notice of await repo.noticesToMail(trx, ids)) {
      if (!mailable(notice)) continue;
      const mode = modeOf(notice.modes, notice.type);
      if (mode === 'digest') await repo.addDigestItem(trx, notice.id, notice.userId);
      if (mode !== 'now') continue;
      const { unsubscribeToken } = await repo.ensureSettings(trx, notice.userId, newToken());
      const text = textOf(notice);
      const mail = loanNoticeMail(
        notice,
        { subject: text.subject, paragraphs: [text.line], link: loanLink(siteUrl, notice) },
        {
          text: 'You get this because this loan mail is on. Choose which you get on your profile.',
          label: 'Stop this kind of mail',
          href: `${siteUrl}/loan-mail/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}&kind=${notice.type}`,
        },
      );
      await sendMail(deps.jobs, mail, { trx, key: `loan-mail:${notice.id}` });
    }
    return ids.length;
  });
}

/**
 * The daily loan digest, with the notification digest's run: each member with notices kept for it
 * gets them in one mail, oldest first, and they leave the digest with it.
 */
export async function runLoanDigests(deps: MailDeps, siteUrl: string | undefined, now = new Date()) {
  if (!siteUrl) return;
  const day = now.toISOString().slice(0, 10);
  for (const userId of await repo.digestRecipients(deps.db, DIGEST_BATCH)) {
    await inTransaction(deps.db, async (trx) => {
      const notices = (await repo.noticesToMail(trx, await repo.takeDigestItems(trx, userId))).filter(
        mailable,
      );
      const first = notices[0];
      if (!first) return;
      const lines = notices.map((notice) => textOf(notice).line);
      const mail = loanNoticeMail(
        first,
        {
          subject:
            lines.length === 1 ? textOf(first).subject : `${lines.length} things about your loans at Chuck's`,
          paragraphs: ["Here's what happened with your loans since yesterday:", ...lines],
          link: notices.length === 1 ? loanLink(siteUrl, first) : `${siteUrl}/dvd-club`,
        },
        {
          text: 'You get this digest because some loan mail is set to come once a day.',
          label: 'Choose which loan mail you get',
          href: `${siteUrl}/profile#loan-mail`,
        },
      );
      await sendMail(deps.jobs, mail, { trx, key: `loan-digest:${day}:${userId}` });
    });
  }
}
