import { perFile } from '@chuck/db/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../root.ts';
import { createTestContext, errorOf } from '../../testing/index.ts';
import { createCallerFactory } from '../../trpc.ts';
import type { SessionUser } from '../identity/identity.ts';
import { sessionIsLive } from '../identity/session.repository.ts';
import type { JobPayloads, OutgoingMail } from '../jobs/job-kinds.ts';
import type { JobRunner } from '../jobs/jobs.ts';
import { mailPasswordReset } from './account.service.ts';
import { mailSignInLink, RECOVERY_MESSAGES } from './account-recovery.service.ts';
import { EMAIL_MESSAGES } from './email-address.service.ts';
import { ACCOUNT_PAUSED } from './password-sign-in.service.ts';

// Issue 33, written as the attacks: each of these passed for the attacker before it.
const t = perFile(() => createTestContext());
const SITE = 'https://chucks.example';
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  await (t.deps.jobs as JobRunner).start({});
});

let ipCounter = 0;
/** Procedures as `user` from a fresh address (`ip`), with `sessionId` as the cookie; `cookies` gets what is set. */
function as(user: SessionUser | null, sessionId: string | null = null, cookies: string[] = []) {
  return createCallerFactory(appRouter)({
    ...t.deps,
    user,
    sessionId,
    req: {
      ip: `10.33.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
      origin: SITE,
      setCookie: (c) => cookies.push(c),
    },
  });
}

/** Signs in (or up) and answers the member with the token of the session it made. */
async function signIn(email: string, password: string, signUp = false) {
  const cookies: string[] = [];
  const caller = as(null, null, cookies);
  const user = (await (signUp
    ? caller.auth.register({ email, password, firstName: 'Ana' })
    : caller.auth.login({ email, password }))) as SessionUser;
  const token = /=([^;]+)/.exec(cookies.at(-1)!)![1]!;
  return { user, token };
}

const newAddress = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}@example.com`;

async function queued<K extends keyof JobPayloads>(name: K): Promise<JobPayloads[K][]> {
  const { rows } = await sql<{ data: JobPayloads[K] }>`
    select data from pgboss.job where name = ${name} order by created_on`.execute(t.db);
  return rows.map((r) => r.data);
}
async function mailsTo(to: string): Promise<OutgoingMail[]> {
  return (await queued('mail.send')).filter((m) => m.to.toLowerCase() === to.toLowerCase());
}
async function linkIn(to: string, path: string): Promise<string> {
  for (const mail of (await mailsTo(to)).reverse()) {
    const match = new RegExp(`${path}\\?token=([\\w%-]+)`).exec(mail.text);
    if (match) return decodeURIComponent(match[1]!);
  }
  throw new Error(`no ${path} link mailed to ${to}`);
}

describe('the takeover kept by the new inbox', () => {
  it('the old inbox takes the account back: old address, no password, every session and link ended', async () => {
    const owner = newAddress('owner');
    const { user } = await signIn(owner, PASSWORD, true);
    const ownersPhone = await signIn(owner, PASSWORD);
    // The attacker got the password and signs in from elsewhere, then moves the card to their inbox.
    const attacker = await signIn(owner, PASSWORD);
    const theirs = newAddress('nick');
    await as(user, attacker.token).auth.changeEmail({ email: theirs, password: PASSWORD });
    await as(null).auth.confirmEmail({ token: await linkIn(theirs, '/verify-email') });
    // ...and has a reset link sent to their inbox, to keep the card after a password change.
    await mailPasswordReset(t.deps, { email: theirs, siteUrl: SITE });
    const theirReset = await linkIn(theirs, '/reset-password');

    const notice = (await mailsTo(owner)).at(-1)!;
    const masked = `n•••@example.com`;
    expect(notice.text).toContain(
      `Your address at Chuck's Video Store was changed to ${masked}. If this wasn't you, take your account back`,
    );
    expect(notice.text).not.toContain(theirs);
    const undo = await linkIn(owner, '/take-back');

    const back = await as(null).auth.takeBack({ token: undo });
    expect(back.message).toBe(RECOVERY_MESSAGES.takenBack);
    expect(await as(user, ownersPhone.token).auth.account()).toMatchObject({ email: owner });
    // Every session ended, the attacker's and the owner's alike.
    expect(await sessionIsLive(t.db, attacker.token)).toBe(false);
    expect(await sessionIsLive(t.db, ownersPhone.token)).toBe(false);
    // The password the attacker knows opens nothing, at either address.
    expect((await errorOf(as(null).auth.login({ email: owner, password: PASSWORD }))).code).toBe(
      'UNAUTHORIZED',
    );
    expect((await errorOf(as(null).auth.login({ email: theirs, password: PASSWORD }))).code).toBe(
      'UNAUTHORIZED',
    );
    // Nor the reset link in their inbox, nor the undo link, once used.
    const reset = await errorOf(
      as(null).auth.resetPassword({ token: theirReset, password: 'mine for good' }),
    );
    expect(reset.code).toBe('BAD_REQUEST');
    expect((await errorOf(as(null).auth.takeBack({ token: undo }))).message).toBe(RECOVERY_MESSAGES.linkDead);

    // The owner is asked for a new password, with the reset token the answer carries.
    const fresh = 'my card, my password';
    await as(null).auth.resetPassword({ token: back.resetToken, password: fresh });
    await signIn(owner, fresh);
  });

  it('a password change is told to the address with a link that takes the account back', async () => {
    const owner = newAddress('owner');
    const { user } = await signIn(owner, PASSWORD, true);
    const attacker = await signIn(owner, PASSWORD);
    await as(user, attacker.token).auth.changePassword({
      currentPassword: PASSWORD,
      newPassword: 'mine now, ha',
    });
    const notice = (await mailsTo(owner)).at(-1)!;
    expect(notice.subject).toBe("Your password at Chuck's Video Store was changed");
    expect(notice.text).toContain("If this wasn't you, reset it");

    const back = await as(null).auth.takeBack({ token: await linkIn(owner, '/take-back') });
    expect(await sessionIsLive(t.db, attacker.token)).toBe(false);
    expect((await errorOf(as(null).auth.login({ email: owner, password: 'mine now, ha' }))).code).toBe(
      'UNAUTHORIZED',
    );
    await as(null).auth.resetPassword({ token: back.resetToken, password: 'back to me again' });
    await signIn(owner, 'back to me again');
  });

  it('an unknown or expired undo link is a 400 that changes nothing', async () => {
    expect((await errorOf(as(null).auth.takeBack({ token: 'no-such-link' }))).code).toBe('BAD_REQUEST');
    const owner = newAddress('owner');
    const { user, token } = await signIn(owner, PASSWORD, true);
    await as(user, token).auth.changePassword({
      currentPassword: PASSWORD,
      newPassword: 'a second password',
    });
    const undo = await linkIn(owner, '/take-back');
    await t.db
      .updateTable('accountLinks')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    expect((await errorOf(as(null).auth.takeBack({ token: undo }))).code).toBe('BAD_REQUEST');
    expect(await sessionIsLive(t.db, token)).toBe(true);
  });
});

describe('distributed guessing: one account from 60 addresses', () => {
  it('pauses password sign-in after 20 wrong passwords, mails one sign-in link, and the link still works', async () => {
    const owner = newAddress('owner');
    await signIn(owner, PASSWORD, true);
    const answers: string[] = [];
    for (let i = 0; i < 60; i++) {
      // Each guess from its own address: the per-address limits never see more than one.
      const error = await errorOf(as(null).auth.login({ email: owner, password: `guess number ${i}` }));
      answers.push(`${error.code} ${error.message}`);
    }
    expect(answers.slice(0, 20)).toEqual(Array(20).fill('UNAUTHORIZED Incorrect email or password.'));
    expect(new Set(answers.slice(20))).toEqual(new Set([`TOO_MANY_REQUESTS ${ACCOUNT_PAUSED}`]));
    // The right password says the same, so the pause tells nothing more.
    const right = await errorOf(as(null).auth.login({ email: owner, password: PASSWORD }));
    expect(right.message).toBe(ACCOUNT_PAUSED);

    // One link per pause, however many tries followed.
    const requests = (await queued('auth.sign-in-link')).filter((r) => r.email === owner);
    expect(requests).toEqual([{ email: owner, siteUrl: SITE }]);
    await mailSignInLink(t.deps, requests[0]!);
    const token = await linkIn(owner, '/sign-in-link');
    const cookies: string[] = [];
    const member = await as(null, null, cookies).auth.signInWithLink({ token });
    expect(member.email).toBe(owner);
    expect(cookies).toHaveLength(1);
    // Once only.
    expect((await errorOf(as(null).auth.signInWithLink({ token }))).code).toBe('BAD_REQUEST');
  });

  it('pauses an unknown address the same way, and mails nobody', async () => {
    const nobody = newAddress('nobody');
    for (let i = 0; i < 20; i++)
      await errorOf(as(null).auth.login({ email: nobody, password: `guess ${i}` }));
    expect((await errorOf(as(null).auth.login({ email: nobody, password: 'x' }))).message).toBe(
      ACCOUNT_PAUSED,
    );
    const [request] = (await queued('auth.sign-in-link')).filter((r) => r.email === nobody);
    await mailSignInLink(t.deps, request!);
    expect(await mailsTo(nobody)).toEqual([]);
  });

  it('an expired sign-in link is a 400', async () => {
    const owner = newAddress('owner');
    await signIn(owner, PASSWORD, true);
    await mailSignInLink(t.deps, { email: owner, siteUrl: SITE });
    const token = await linkIn(owner, '/sign-in-link');
    await t.db
      .updateTable('accountLinks')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    expect((await errorOf(as(null).auth.signInWithLink({ token }))).code).toBe('BAD_REQUEST');
  });
});

describe("changing to another member's address", () => {
  it('mails that address nothing, answers as for any address, and can never complete', async () => {
    const other = newAddress('other');
    await signIn(other, PASSWORD, true);
    const before = (await mailsTo(other)).length;
    const { user, token } = await signIn(newAddress('asker'), PASSWORD, true);
    const answer = await as(user, token).auth.changeEmail({ email: other, password: PASSWORD });
    expect(answer).toEqual({ message: EMAIL_MESSAGES.changeRequested });
    // The account card shows it pending, as for any address.
    expect(await as(user, token).auth.account()).toMatchObject({ pendingEmail: other });
    expect(await mailsTo(other)).toHaveLength(before);
    expect(await as(user, token).auth.account()).toMatchObject({ email: user.email });
  });
});
