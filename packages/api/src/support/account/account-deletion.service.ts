import { verify } from '@node-rs/argon2';
import type { Context } from '../../context.ts';
import { conflict, invalid } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { announceSessionsEnded, lockMember, sessionStartedAt } from '../identity/identity.service.ts';
import { enforce } from '../rate-limits/rate-limits.service.ts';
import * as users from './account.repository.ts';
import type { DeleteAccountInput } from './account.schema.ts';
import * as deletion from './account-deletion.repository.ts';

/** docs/product.md §2 'Delete my account': the words members see. */
export const DELETION_MESSAGES = {
  deleted:
    'Your account is deleted. Everything personal is gone. Thanks for every film, and be kind, rewind.',
  passwordNeeded: 'Enter your password to delete your account.',
  wrongPassword: 'Your password is not right.',
  typeDelete: 'Type DELETE to confirm.',
  signInAgain:
    'For your safety, sign in again with GitHub or Google, then delete your account within 10 minutes.',
  loansOpen:
    "You can't delete your account while a disc is out on loan to or from you, or a request or return is still open. Settle your loans on the DVD Club page first.",
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
};

/** The word an account without a password types to confirm. */
const DELETE_CONFIRMATION = 'DELETE';
/** How recent a provider sign-in must be to delete an account that has no password. */
const FRESH_SIGN_IN_MINUTES = 10;

const limits = {
  perMember: { max: 10, windowSeconds: 15 * 60, message: DELETION_MESSAGES.tooManyAttempts },
};

type DeletionContext = Pick<Context, 'db' | 'auth' | 'req' | 'sessionId'> & { user: { id: string } };

/**
 * `DELETE /api/auth/account`: the password, or, for an account that signs in only through a
 * provider, the typed word and a sign-in within the last 10 minutes. Refused while a loan is open.
 * The member's personal data goes (docs/architecture.md 'Deleting a member') and this browser is
 * signed out; the address is free for a new sign-up.
 */
export async function deleteAccount(
  ctx: DeletionContext,
  input: DeleteAccountInput,
): Promise<{ message: string }> {
  await enforce(ctx.db, `delete-account:member:${ctx.user.id}`, limits.perMember);
  const passwordHash = await users.findPasswordHash(ctx.db, ctx.user.id);
  if (passwordHash) {
    if (!input.password) throw invalid(DELETION_MESSAGES.passwordNeeded);
    if (!(await verify(passwordHash, input.password))) throw invalid(DELETION_MESSAGES.wrongPassword);
  } else {
    if (input.confirmation?.trim() !== DELETE_CONFIRMATION) throw invalid(DELETION_MESSAGES.typeDelete);
    const startedAt = ctx.sessionId ? await sessionStartedAt(ctx.db, ctx.sessionId) : null;
    if (!startedAt || Date.now() - startedAt.getTime() > FRESH_SIGN_IN_MINUTES * 60 * 1000) {
      throw invalid(DELETION_MESSAGES.signInAgain);
    }
  }
  await inTransaction(ctx.db, async (trx) => {
    await lockMember(trx, ctx.user.id);
    const member = await users.findAccount(trx, ctx.user.id);
    if (!member || member.deletedAt) throw invalid(DELETION_MESSAGES.wrongPassword);
    if ((await deletion.countOpenLoans(trx, ctx.user.id)) > 0) throw conflict(DELETION_MESSAGES.loansOpen);
    await deletion.forgetMember(trx, member);
    // Its sessions went with it: no process may answer them from memory once this commits.
    await announceSessionsEnded(trx, ctx.auth.sessions, { members: [member.id] });
  });
  ctx.req.setCookie(ctx.auth.createBlankSessionCookie().serialize());
  return { message: DELETION_MESSAGES.deleted };
}
