import type { Database, Db } from '@chuck/db';
import { verify } from '@node-rs/argon2';
import type { Transaction } from 'kysely';
import { generateIdFromEntropySize } from 'lucia';
import type { Context } from '../../context.ts';
import { conflict, invalid } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { announceSessionsEnded } from '../identity/identity.service.ts';
import type { Jobs } from '../jobs/jobs.ts';
import { sendMail, siteUrl, WAITED_ON } from '../mail/mail.service.ts';
import { changeEmailMail, verifyEmailMail } from '../mail/mail-messages.ts';
import { enforce } from '../rate-limits/rate-limits.service.ts';
import * as users from './account.repository.ts';
import type { AccountSettings } from './account.schema.ts';
import { tokenHash } from './account-token.ts';
import { mailAddressChangeUndo } from './change-notices.ts';
import * as tokens from './email-token.repository.ts';

/** docs/product.md §2 'Verify your address' and 'Change your address': the words members see. */
export const EMAIL_MESSAGES = {
  verificationSent: 'A new link is on its way to your address. It works for 3 days.',
  alreadyVerified: 'Your address is already confirmed.',
  verified: 'Thanks! Your address is confirmed.',
  changeRequested:
    'Check the new inbox: your address changes once you open the link we sent there. It works for 3 days.',
  changed: 'Done: your membership card now uses your new address. We told the old one.',
  sameAddress: 'That is already your address.',
  linkDead: 'That link has expired or was already used. Ask for a new one from your profile.',
  addressTaken: 'Another membership card already uses that address, so yours stays as it was.',
  wrongPassword: 'Your password is not right.',
  noPasswordYet:
    "Your account signs in through GitHub or Google and has no password yet. Use 'Forgot your password?' on the sign-in page to set one first.",
  tooManyMails: 'We sent several links already. Please wait a while before asking again.',
};

/** How long an address link works. */
const LINK_DAYS = 3;

const limits = {
  // 'Send again' and change requests share one budget per member: a few mails an hour.
  mailsPerMember: { max: 5, windowSeconds: 60 * 60, message: EMAIL_MESSAGES.tooManyMails },
};

/**
 * Makes a single-use link for `email` and queues its mail, in `trx` (it exists only if that commits).
 * With `send` false the link is made (the account card shows the change as pending, as for any
 * address) but mailed to nobody, so it can never be opened.
 */
async function mailLink(
  trx: Transaction<Database>,
  jobs: Jobs,
  site: string,
  member: { id: string },
  purpose: tokens.EmailTokenPurpose,
  email: string,
  send = true,
): Promise<void> {
  const token = generateIdFromEntropySize(25);
  await tokens.useTokensOf(trx, member.id, purpose);
  await tokens.insertToken(trx, {
    tokenHash: tokenHash(token),
    userId: member.id,
    purpose,
    email,
    expiresAt: new Date(Date.now() + LINK_DAYS * 24 * 60 * 60 * 1000),
  });
  if (!send) return;
  const link = `${site}/verify-email?token=${encodeURIComponent(token)}`;
  const mail = purpose === 'verify' ? verifyEmailMail(email, link) : changeEmailMail(email, link);
  await sendMail(jobs, mail, { trx, priority: WAITED_ON });
}

/**
 * The verification mail after sign-up. Without a trusted origin for the link (a Host nobody vouches
 * for), none is sent: the member asks again from their profile.
 */
export async function mailVerificationAfterSignUp(
  ctx: Pick<Context, 'db' | 'jobs' | 'req'>,
  member: { id: string; email: string },
): Promise<void> {
  if (!ctx.req.origin) return;
  const site = ctx.req.origin;
  await inTransaction(ctx.db, (trx) => mailLink(trx, ctx.jobs, site, member, 'verify', member.email));
}

type MemberContext = Pick<Context, 'db' | 'jobs' | 'req'> & { user: { id: string } };

/** 'Send again' on the profile's Account card. */
export async function resendVerification(ctx: MemberContext): Promise<{ message: string }> {
  const site = siteUrl(ctx.req);
  const member = await users.findAccount(ctx.db, ctx.user.id);
  if (!member) throw invalid(EMAIL_MESSAGES.linkDead);
  if (member.emailVerifiedAt) return { message: EMAIL_MESSAGES.alreadyVerified };
  await enforce(ctx.db, `email-links:member:${ctx.user.id}`, limits.mailsPerMember);
  await inTransaction(ctx.db, (trx) => mailLink(trx, ctx.jobs, site, member, 'verify', member.email));
  return { message: EMAIL_MESSAGES.verificationSent };
}

/**
 * `POST /api/auth/change-email`: the password first; the new address gets a link and takes over only
 * when it is opened. An address another card already uses gets nothing (issue 33): the answer, and
 * the pending change on the account card, are the same as for any address, and the change can never
 * complete (nobody has its link, and `changeEmail` refuses a taken address anyway).
 */
export async function requestEmailChange(
  ctx: MemberContext,
  input: { email: string; password: string },
): Promise<{ message: string }> {
  const site = siteUrl(ctx.req);
  await enforce(ctx.db, `email-links:member:${ctx.user.id}`, limits.mailsPerMember);
  const member = await users.findAccount(ctx.db, ctx.user.id);
  if (!member) throw invalid(EMAIL_MESSAGES.linkDead);
  const passwordHash = await users.findPasswordHash(ctx.db, ctx.user.id);
  if (!passwordHash) throw invalid(EMAIL_MESSAGES.noPasswordYet);
  if (!(await verify(passwordHash, input.password))) throw invalid(EMAIL_MESSAGES.wrongPassword);
  if (member.email.toLowerCase() === input.email.toLowerCase()) throw invalid(EMAIL_MESSAGES.sameAddress);
  const taken = Boolean(await users.findByEmail(ctx.db, input.email));
  await inTransaction(ctx.db, (trx) => mailLink(trx, ctx.jobs, site, member, 'change', input.email, !taken));
  return { message: EMAIL_MESSAGES.changeRequested };
}

/**
 * `/verify-email?token=`: confirms the member's address, or moves them to the new one and tells the
 * old one, with a link that undoes it (issue 33). A used, expired or unknown link is a 400.
 */
export async function confirmEmail(
  ctx: Pick<Context, 'db' | 'jobs' | 'auth' | 'req'>,
  token: string,
): Promise<{ message: string; email: string }> {
  const site = siteUrl(ctx.req);
  return inTransaction(ctx.db, async (trx) => {
    const link = await tokens.useToken(trx, tokenHash(token));
    if (!link) throw invalid(EMAIL_MESSAGES.linkDead);
    const member = await users.findAccount(trx, link.userId);
    if (!member || member.deletedAt) throw invalid(EMAIL_MESSAGES.linkDead);
    if (link.purpose === 'verify') {
      if (!(await tokens.markVerified(trx, link.userId, link.email))) throw invalid(EMAIL_MESSAGES.linkDead);
      return { message: EMAIL_MESSAGES.verified, email: link.email };
    }
    if (!(await tokens.changeEmail(trx, link.userId, link.email)))
      throw conflict(EMAIL_MESSAGES.addressTaken);
    // The session lookup carries the address: no process may answer the old one from memory.
    await announceSessionsEnded(trx, ctx.auth.sessions, { members: [link.userId] });
    await tokens.useTokensOf(trx, link.userId, 'verify');
    await mailAddressChangeUndo(trx, ctx.jobs, site, member, link.email);
    return { message: EMAIL_MESSAGES.changed, email: link.email };
  });
}

/** What the profile's Account card shows (`GET /api/auth/account`). */
export async function accountSettings(db: Db, userId: string): Promise<AccountSettings> {
  const member = await users.findAccount(db, userId);
  if (!member) throw invalid(EMAIL_MESSAGES.linkDead);
  return {
    email: member.email,
    emailVerified: Boolean(member.emailVerifiedAt),
    pendingEmail: await tokens.pendingChange(db, userId),
    hasPassword: member.hasPassword,
    notificationDigest: member.notificationDigest,
  };
}
