import { hash, verify } from '@node-rs/argon2';
import { generateIdFromEntropySize } from 'lucia';
import type { Context } from '../../context.ts';
import { AppError, conflict } from '../../errors.ts';
import type { User } from '../identity/identity.schema.ts';
import { startSession } from '../identity/identity.service.ts';
import { count, enforce, isActive, reset } from '../rate-limits/rate-limits.service.ts';
import * as users from './account.repository.ts';
import { mailVerificationAfterSignUp } from './email-address.service.ts';
import type { LoginInput, RegisterInput } from './password-sign-in.schema.ts';

/** Signing up and signing in with an email address and a password (docs/product.md §2 'Sign in'). */

const WRONG_CREDENTIALS = 'Incorrect email or password.';
const TOO_MANY = 'Too many sign-in attempts. Please wait a few minutes and try again.';
const TOO_MANY_ACCOUNTS = 'Too many new accounts from here. Please try again later.';
/** Issue 33: the same words whatever the password, so the pause tells a guesser nothing more. */
export const ACCOUNT_PAUSED = "Too many tries for this account — we've mailed you a link to sign in";
// docs/architecture.md 'Hardening': wrong passwords count per account *and* address, so an attacker
// elsewhere slows only themselves; one address trying many accounts is stopped by its own limit.
// Many addresses guessing one account (issue 33) pause its password sign-in after `accountPause.max`
// wrong passwords in a window, for `accountPause.windowSeconds`; its owner is mailed a sign-in link
// meanwhile, so the pause slows them but never locks them out. Sign-ups allow a classroom's burst
// but not a script's day.
const limits = {
  loginPerIp: { max: 30, windowSeconds: 15 * 60, message: TOO_MANY },
  loginPerAccountAndIp: { max: 10, windowSeconds: 15 * 60, message: TOO_MANY },
  accountPause: { max: 20, windowSeconds: 15 * 60, message: ACCOUNT_PAUSED },
  registerPerIpBurst: { max: 30, windowSeconds: 10 * 60, message: TOO_MANY_ACCOUNTS },
  registerPerIpDay: { max: 100, windowSeconds: 24 * 60 * 60, message: TOO_MANY_ACCOUNTS },
};

// Verified when the email is unknown, so a wrong email costs as long as a wrong password.
const decoyHash = hash('not-a-real-password-0000');

type AuthContext = Pick<Context, 'db' | 'auth' | 'req' | 'effects'>;

export async function register(
  ctx: AuthContext & Pick<Context, 'jobs'>,
  input: RegisterInput,
): Promise<User> {
  await enforce(ctx.db, `register:ip:${ctx.req.ip}`, limits.registerPerIpBurst);
  await enforce(ctx.db, `register:ip-day:${ctx.req.ip}`, limits.registerPerIpDay);
  const user = await users.insertUser(ctx.db, {
    id: generateIdFromEntropySize(10),
    email: input.email,
    passwordHash: await hash(input.password),
    firstName: input.firstName || null,
    lastName: input.lastName || null,
  });
  if (!user) throw conflict('An account with that email already exists. Try signing in instead.');
  // The member can use the site meanwhile (docs/product.md §2 'Verify your address').
  await mailVerificationAfterSignUp(ctx, user);
  return startSession(ctx, user, input.sessionId);
}

export async function login(ctx: AuthContext & Pick<Context, 'jobs'>, input: LoginInput): Promise<User> {
  const accountAndIp = `login:email-ip:${input.email}|${ctx.req.ip}`;
  const paused = `login:paused:${input.email}`;
  await enforce(ctx.db, `login:ip:${ctx.req.ip}`, limits.loginPerIp);
  await enforce(ctx.db, accountAndIp, limits.loginPerAccountAndIp);
  // Before the password is looked at: during a pause a right one is refused like a wrong one.
  if (await isActive(ctx.db, paused)) throw pausedError(limits.accountPause.windowSeconds);
  const found = await users.findByEmail(ctx.db, input.email);
  const ok = await verify(found?.passwordHash ?? (await decoyHash), input.password);
  if (!found?.passwordHash || !ok) {
    // Counted per address typed, known or not, so the pause says nothing about who is a member.
    const { max, windowSeconds } = limits.accountPause;
    const wrong = await count(ctx.db, `login:account:${input.email}`, windowSeconds);
    if (wrong.count >= max && (await count(ctx.db, paused, windowSeconds)).count === 1) {
      // The pause starts: one link per pause, made and mailed by a job (unknown addresses get none).
      if (ctx.req.origin) {
        await ctx.jobs.schedule('auth.sign-in-link', { email: input.email, siteUrl: ctx.req.origin });
      }
    }
    throw new AppError('UNAUTHORIZED', WRONG_CREDENTIALS);
  }
  await reset(ctx.db, accountAndIp);
  const { passwordHash: _, emailVerifiedAt: __, ...user } = found;
  return startSession(ctx, user, input.sessionId);
}

const pausedError = (retryAfter: number) => new AppError('TOO_MANY_REQUESTS', ACCOUNT_PAUSED, retryAfter);
