import { generateIdFromEntropySize } from 'lucia';
import type { AppDeps, Context } from '../../context.ts';
import { conflict, invalid } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { User } from '../identity/identity.schema.ts';
import { deleteSessionsExcept, lockMember, startSession } from '../identity/identity.service.ts';
import type { JobPayloads } from '../jobs/job-kinds.ts';
import { sendMail, WAITED_ON } from '../mail/mail.service.ts';
import { signInLinkMail } from '../mail/mail-messages.ts';
import * as users from './account.repository.ts';
import * as links from './account-link.repository.ts';
import { tokenHash } from './account-token.ts';
import { newLink } from './change-notices.ts';
import * as tokens from './email-token.repository.ts';
import * as resets from './password-reset.repository.ts';

// docs/product.md §2 'Taking your account back' (issue 33): whoever holds the old inbox can undo an
// address or password change for a week, and a paused password sign-in never locks the owner out.

export const RECOVERY_MESSAGES = {
  takenBack:
    'Your card is yours again: it has its old address back and every device is signed out. Now choose a new password.',
  linkDead: 'That link has expired or was already used.',
  addressGone:
    'Another membership card took your old address meanwhile, so we could not give it back. Please write to the store.',
};

/** How long a sign-in link works (issue 33), and the reset link the undo hands on (docs/product.md §9). */
const SIGN_IN_LINK_MINUTES = 15;
const RESET_LINK_MINUTES = 30;

/**
 * `POST /api/auth/change-email/undo`: the old address back (for an address change), the password
 * cleared so whoever set it cannot sign in with it, every link and session of the account ended on
 * every process, in one transaction; the answer carries a fresh reset token for the new password.
 */
export async function takeAccountBack(
  ctx: Pick<Context, 'db' | 'auth'>,
  token: string,
): Promise<{ message: string; resetToken: string }> {
  return inTransaction(ctx.db, async (trx) => {
    const link = await links.useLink(trx, tokenHash(token), ['undo-email', 'undo-password']);
    if (!link || !(await lockMember(trx, link.userId))) throw invalid(RECOVERY_MESSAGES.linkDead);
    const member = await users.findAccount(trx, link.userId);
    if (!member || member.deletedAt) throw invalid(RECOVERY_MESSAGES.linkDead);
    if (link.purpose === 'undo-email' && link.email && member.email !== link.email) {
      if (!(await tokens.changeEmail(trx, member.id, link.email)))
        throw conflict(RECOVERY_MESSAGES.addressGone);
    }
    await users.clearPassword(trx, member.id);
    // Whatever the other side holds stops working: links to confirm an address, reset links mailed
    // to its inbox, sign-in links, and every session (the cache of every process forgets them).
    await tokens.useTokensOf(trx, member.id, 'change');
    await resets.useAllResets(trx, member.id);
    await links.useLinksOf(trx, member.id, ['sign-in']);
    await deleteSessionsExcept(trx, ctx.auth.sessions, member.id, null);
    const resetToken = generateIdFromEntropySize(25);
    await resets.insertReset(trx, {
      tokenHash: tokenHash(resetToken),
      userId: member.id,
      expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60 * 1000),
    });
    return { message: RECOVERY_MESSAGES.takenBack, resetToken };
  });
}

/**
 * The 'auth.sign-in-link' job: password sign-in for `email` was just paused; its member, if any,
 * gets a link that signs in once. Done here, so the answer is the same for unknown addresses.
 */
export async function mailSignInLink(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  request: JobPayloads['auth.sign-in-link'],
): Promise<void> {
  const member = await users.findByEmail(deps.db, request.email);
  if (!member) return;
  await inTransaction(deps.db, async (trx) => {
    await links.useLinksOf(trx, member.id, ['sign-in']);
    const token = await newLink(trx, member.id, 'sign-in', null, SIGN_IN_LINK_MINUTES * 60 * 1000);
    const link = `${request.siteUrl}/sign-in-link?token=${encodeURIComponent(token)}`;
    await sendMail(deps.jobs, signInLinkMail(member, link), { trx, priority: WAITED_ON });
  });
}

/** `POST /api/auth/magic-link`: the mailed sign-in link, once, within 15 minutes. */
export async function signInWithLink(
  ctx: Pick<Context, 'db' | 'auth' | 'req' | 'effects'>,
  input: { token: string; sessionId?: string | undefined },
): Promise<User> {
  const link = await links.useLink(ctx.db, tokenHash(input.token), ['sign-in']);
  const member = link && (await users.findAccount(ctx.db, link.userId));
  if (!member || member.deletedAt) throw invalid(RECOVERY_MESSAGES.linkDead);
  const user = await users.findById(ctx.db, member.id);
  if (!user) throw invalid(RECOVERY_MESSAGES.linkDead);
  return startSession(ctx, user, input.sessionId);
}
