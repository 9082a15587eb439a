import type { Db, NewUser } from '@chuck/db';
import { hash, verify } from '@node-rs/argon2';
import { generateIdFromEntropySize } from 'lucia';
import type { AppDeps, Context } from '../../context.ts';
import { invalid } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { User } from '../identity/identity.schema.ts';
import { deleteSessionsExcept, startSession } from '../identity/identity.service.ts';
import type { JobPayloads } from '../jobs/job-kinds.ts';
import { sendMail, siteUrl, WAITED_ON } from '../mail/mail.service.ts';
import { passwordResetMail } from '../mail/mail-messages.ts';
import { enforce } from '../rate-limits/rate-limits.service.ts';
import * as users from './account.repository.ts';
import type { ChangePasswordInput, ResetPasswordInput } from './account.schema.ts';
import { tokenHash } from './account-token.ts';
import { mailPasswordChangeUndo } from './change-notices.ts';
import * as resets from './password-reset.repository.ts';

/** docs/product.md §2 'Forgot your password' and 'Profile: Account': the words members see. */
const ACCOUNT_MESSAGES = {
  resetRequested:
    'If that address has a membership card here, a link to choose a new password is on its way. It works once, for 30 minutes.',
  resetLinkDead: 'That reset link has expired or was already used. Ask for a new one.',
  tooManyResets: 'Too many reset requests. Please wait a while and try again.',
  wrongCurrentPassword: 'Your current password is not right.',
  noPasswordYet:
    "Your account signs in through GitHub or Google and has no password yet. Use 'Forgot your password?' on the sign-in page to set one.",
  passwordChanged: 'Password changed. Every other device you were signed in on has been signed out.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
};

/** How long a reset link works (docs/product.md §9). */
const RESET_LINK_MINUTES = 30;

const limits = {
  resetPerIp: { max: 10, windowSeconds: 60 * 60, message: ACCOUNT_MESSAGES.tooManyResets },
  resetPerEmail: { max: 3, windowSeconds: 60 * 60, message: ACCOUNT_MESSAGES.tooManyResets },
  changePerMember: { max: 10, windowSeconds: 15 * 60, message: ACCOUNT_MESSAGES.tooManyAttempts },
};

type RequestContext = Pick<Context, 'db' | 'jobs' | 'req'>;

/**
 * Always the same answer, and as quick, whether or not the address has an account: the lookup and
 * the mail happen in a job (`mailPasswordReset`).
 */
export async function forgotPassword(ctx: RequestContext, email: string): Promise<{ message: string }> {
  const site = siteUrl(ctx.req);
  await enforce(ctx.db, `reset:ip:${ctx.req.ip}`, limits.resetPerIp);
  await enforce(ctx.db, `reset:email:${email}`, limits.resetPerEmail);
  await ctx.jobs.schedule('auth.password-reset', { email, siteUrl: site });
  return { message: ACCOUNT_MESSAGES.resetRequested };
}

/** The 'auth.password-reset' job: a single-use link for the member with that address, if any, by mail. */
export async function mailPasswordReset(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  request: JobPayloads['auth.password-reset'],
): Promise<void> {
  const member = await users.findByEmail(deps.db, request.email);
  if (!member) return;
  const token = generateIdFromEntropySize(25);
  const link = `${request.siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await inTransaction(deps.db, async (trx) => {
    await resets.insertReset(trx, {
      tokenHash: tokenHash(token),
      userId: member.id,
      expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60 * 1000),
    });
    await sendMail(deps.jobs, passwordResetMail(member, link), { trx, priority: WAITED_ON });
  });
}

type SessionContext = Pick<Context, 'db' | 'auth' | 'req' | 'effects'>;

/** Sets the new password, signs every session of the member out, and signs this browser in. */
export async function resetPassword(ctx: SessionContext, input: ResetPasswordInput): Promise<User> {
  const passwordHash = await hash(input.password);
  const member = await inTransaction(ctx.db, async (trx) => {
    const userId = await resets.useReset(trx, tokenHash(input.token));
    if (!userId) throw invalid(ACCOUNT_MESSAGES.resetLinkDead);
    await users.setPasswordHash(trx, userId, passwordHash);
    await resets.useAllResets(trx, userId);
    // Every session, on every process, in the reset's transaction (issue 33 relies on it).
    await deleteSessionsExcept(trx, ctx.auth.sessions, userId, null);
    return users.findById(trx, userId);
  });
  if (!member) throw invalid(ACCOUNT_MESSAGES.resetLinkDead);
  return startSession(ctx, member, undefined);
}

type MemberContext = Pick<Context, 'db' | 'auth' | 'sessionId'> & { user: { id: string } };

/**
 * docs/product.md §2 'Profile: Account': the current password first; other sessions end, and the
 * card's address is told, with a link that takes the account back (issue 33).
 */
export async function changePassword(
  ctx: MemberContext & Pick<Context, 'jobs' | 'req'>,
  input: ChangePasswordInput,
): Promise<{ message: string }> {
  const site = siteUrl(ctx.req);
  await enforce(ctx.db, `password:member:${ctx.user.id}`, limits.changePerMember);
  const current = await users.findPasswordHash(ctx.db, ctx.user.id);
  if (!current) throw invalid(ACCOUNT_MESSAGES.noPasswordYet);
  if (!(await verify(current, input.currentPassword))) {
    throw invalid(ACCOUNT_MESSAGES.wrongCurrentPassword);
  }
  const passwordHash = await hash(input.newPassword);
  await inTransaction(ctx.db, async (trx) => {
    await users.setPasswordHash(trx, ctx.user.id, passwordHash);
    await resets.useAllResets(trx, ctx.user.id);
    await deleteSessionsExcept(trx, ctx.auth.sessions, ctx.user.id, ctx.sessionId);
    const member = await users.findAccount(trx, ctx.user.id);
    if (member) await mailPasswordChangeUndo(trx, ctx.jobs, site, member);
  });
  return { message: ACCOUNT_MESSAGES.passwordChanged };
}

/**
 * The profile's 'E-mail me a daily digest' switch. Its links will start with the origin the member
 * chose it from (PUBLIC_URL, or an allowed host): a job has no request to take one from.
 */
export async function setNotificationDigest(
  ctx: Pick<Context, 'db' | 'req'> & { user: { id: string } },
  daily: boolean,
): Promise<{ daily: boolean }> {
  await users.setNotificationDigest(ctx.db, ctx.user.id, daily ? siteUrl(ctx.req) : null);
  return { daily };
}

/** Members who chose the daily digest and were not mailed one since `before` (social/notifications sends it). */
export function digestMembers(db: Db, before: Date) {
  return users.digestMembers(db, before);
}

/** The member's digest went out at `at`. */
export function markDigestSent(db: Db, userId: string, at: Date): Promise<void> {
  return users.markDigestSent(db, userId, at);
}

/** Whether `userId` deleted their account (docs/product.md §2 'Delete my account'). */
export async function isFormerMember(db: Db, userId: string): Promise<boolean> {
  return Boolean((await users.findAccount(db, userId))?.deletedAt);
}

/** The member with this address (in any letter case), with what signing in needs to know of it. */
export function findMemberByEmail(db: Db, email: string) {
  return users.findByEmail(db, email);
}

/** A new member's row; undefined when the address is taken (in any letter case). */
export function insertMember(db: Db, member: NewUser) {
  return users.insertUser(db, member);
}
