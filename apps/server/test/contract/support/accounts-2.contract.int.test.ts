import { startTestSmtp, type TestSmtp } from '@chuck/api/test-smtp';
import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { type ContractServer, type Member, startContractServer } from '../client.ts';

// docs/product.md §2 'Verify your address', 'Change your address', 'Delete my account', the daily
// digest, and §6 the newsletter's double opt-in; mail goes to a real SMTP server.
const PASSWORD = 'correct horse battery';
const LINK_DEAD = 'That link has expired or was already used. Ask for a new one from your profile.';

describe('contract: accounts, part two', () => {
  const s = perFile(async (): Promise<ContractServer & { smtp: TestSmtp }> => {
    const smtp = await startTestSmtp();
    const server = await startContractServer({ SMTP_URL: smtp.url });
    return {
      ...server,
      smtp,
      close: async () => {
        await server.close();
        await smtp.close();
      },
    };
  });

  /** The token of the link (`path`) in the next mail `email` receives. */
  async function linkTokenIn(email: string, path: string): Promise<{ token: string; text: string }> {
    const mail = await s.smtp.waitForMail(email);
    const origin = new URL(s.baseUrl).origin;
    const link = new RegExp(`${origin}${path}\\?token=([\\w%-]+)`).exec(mail.text);
    if (!link) throw new Error(`no ${path} link in: ${mail.text}`);
    return { token: decodeURIComponent(link[1]!), text: mail.text };
  }

  async function signUpVerified(): Promise<Member> {
    const member = await s.signUp();
    const { token } = await linkTokenIn(member.user.email, '/verify-email');
    await s.anonymous.POST('/auth/verify-email', { body: { token } });
    return member;
  }

  it('GET /auth/account → address, confirmed or not, a change waiting, password, digest; 401 anonymous', async () => {
    const { client, user } = await s.signUp();
    const { data, response } = await client.GET('/auth/account');
    expect(response.status).toBe(200);
    expect(data).toEqual({
      email: user.email,
      emailVerified: false,
      pendingEmail: null,
      hasPassword: true,
      notificationDigest: false,
    });
    expect((await s.anonymous.GET('/auth/account')).response.status).toBe(401);
  });

  it('POST /auth/verify-email → the sign-up mail confirms the address, once; 400 for a dead or empty link', async () => {
    const { client, user } = await s.signUp();
    const { token, text } = await linkTokenIn(user.email, '/verify-email');
    expect(text).toContain('3 days');
    const ok = await s.anonymous.POST('/auth/verify-email', { body: { token } });
    expect(ok.response.status).toBe(200);
    expect(ok.data).toEqual({ message: 'Thanks! Your address is confirmed.', email: user.email });
    expect((await client.GET('/auth/account')).data?.emailVerified).toBe(true);
    const again = await s.anonymous.POST('/auth/verify-email', { body: { token } });
    expect(again.response.status).toBe(400);
    expect(again.error?.message).toBe(LINK_DEAD);
    const empty = await s.anonymous.POST('/auth/verify-email', { body: { token: ' ' } });
    expect(empty.response.status).toBe(400);
  });

  it('POST /auth/verify-email/resend → a new link; 429 past 5 an hour; 401 anonymous', async () => {
    const { client, user } = await s.signUp();
    await linkTokenIn(user.email, '/verify-email');
    const sent = await client.POST('/auth/verify-email/resend');
    expect(sent.response.status).toBe(200);
    expect(sent.data).toEqual({ message: 'A new link is on its way to your address. It works for 3 days.' });
    await linkTokenIn(user.email, '/verify-email');
    for (let i = 0; i < 4; i += 1) await client.POST('/auth/verify-email/resend');
    const limited = await client.POST('/auth/verify-email/resend');
    expect(limited.response.status).toBe(429);
    expect(limited.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await s.anonymous.POST('/auth/verify-email/resend')).response.status).toBe(401);
  });

  it('POST /auth/change-email → the new address confirms it, the old one is told; 400 wrong password or address; 401 anonymous', async () => {
    const { client, user } = await s.signUp();
    await linkTokenIn(user.email, '/verify-email');
    const newEmail = `moved.${user.id}@example.com`;
    const wrong = await client.POST('/auth/change-email', {
      body: { email: newEmail, password: 'not mine' },
    });
    expect(wrong.response.status).toBe(400);
    expect(wrong.error?.message).toBe('Your password is not right.');
    const bad = await client.POST('/auth/change-email', { body: { email: 'nope', password: PASSWORD } });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.message).toBe('email: Enter a valid email address');

    const asked = await client.POST('/auth/change-email', { body: { email: newEmail, password: PASSWORD } });
    expect(asked.response.status).toBe(200);
    expect(asked.data?.message).toContain('your address changes once you open the link');
    expect((await client.GET('/auth/account')).data).toMatchObject({
      email: user.email,
      pendingEmail: newEmail,
    });
    const { token } = await linkTokenIn(newEmail, '/verify-email');
    const done = await s.anonymous.POST('/auth/verify-email', { body: { token } });
    expect(done.data).toEqual({
      message: 'Done: your membership card now uses your new address. We told the old one.',
      email: newEmail,
    });
    const notice = await s.smtp.waitForMail(user.email);
    expect(notice.subject).toBe("Your address at Chuck's Video Store was changed");
    expect(notice.text).toContain('was changed to m•••@example.com');
    expect((await client.GET('/auth/user')).data?.email).toBe(newEmail);
    const anon = await s.anonymous.POST('/auth/change-email', {
      body: { email: newEmail, password: PASSWORD },
    });
    expect(anon.response.status).toBe(401);
  });

  it('PUT /auth/notification-digest → {daily}; 400 when daily is not a boolean; 401 anonymous', async () => {
    const { client } = await s.signUp();
    const on = await client.PUT('/auth/notification-digest', { body: { daily: true } });
    expect(on.response.status).toBe(200);
    expect(on.data).toEqual({ daily: true });
    expect((await client.GET('/auth/account')).data?.notificationDigest).toBe(true);
    const bad = await client.PUT('/auth/notification-digest', {
      body: { daily: 'yes' as unknown as boolean },
    });
    expect(bad.response.status).toBe(400);
    const anon = await s.anonymous.PUT('/auth/notification-digest', { body: { daily: true } });
    expect(anon.response.status).toBe(401);
  });

  it('DELETE /auth/account → 409 while a disc is out, 400 wrong password, then deleted and signed out, the address free; 401 anonymous', async () => {
    const { client, user } = await signUpVerified();
    const lender = await s.signUp();
    const [loan] = await s.deps.db
      .insertInto('loans')
      .values({
        ownerId: lender.user.id,
        borrowerId: user.id,
        title: 'Heat',
        format: 'DVD',
        credits: 1,
        status: 'handed_over',
      })
      .returning('id')
      .execute();
    const out = await client.DELETE('/auth/account', { body: { password: PASSWORD } });
    expect(out.response.status).toBe(409);
    expect(out.error?.message).toContain('while a disc is out on loan to or from you');
    await s.deps.db
      .updateTable('loans')
      .set({ status: 'returned', returnConfirmedAt: new Date() })
      .where('id', '=', loan!.id)
      .execute();

    const wrong = await client.DELETE('/auth/account', { body: { password: 'not mine' } });
    expect(wrong.response.status).toBe(400);
    expect(wrong.error?.message).toBe('Your password is not right.');
    const missing = await client.DELETE('/auth/account', { body: {} });
    expect(missing.response.status).toBe(400);
    expect(missing.error?.message).toBe('Enter your password to delete your account.');

    const deleted = await client.DELETE('/auth/account', { body: { password: PASSWORD } });
    expect(deleted.response.status).toBe(200);
    expect(deleted.data?.message).toContain('Your account is deleted.');
    expect((await client.GET('/auth/user')).response.status).toBe(401);
    const login = await s.anonymous.POST('/auth/login', { body: { email: user.email, password: PASSWORD } });
    expect(login.response.status).toBe(401);
    const again = await s.anonymous.POST('/auth/register', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(again.response.status).toBe(200);
    expect(again.data?.id).not.toBe(user.id);
    expect(
      (await s.anonymous.DELETE('/auth/account', { body: { password: PASSWORD } })).response.status,
    ).toBe(401);
  });

  it('POST /newsletter/confirm → the link in the sign-up mail puts the address on the list; 400 dead or malformed', async () => {
    const email = `reader.${Date.now()}@example.com`;
    const asked = await s.anonymous.POST('/newsletter/subscribe', { body: { email } });
    expect(asked.response.status).toBe(200);
    const { token } = await linkTokenIn(email, '/newsletter/confirm');
    const ok = await s.anonymous.POST('/newsletter/confirm', { body: { token } });
    expect(ok.response.status).toBe(200);
    expect(ok.data).toEqual({
      message: "You're on the list! Watch your inbox for new arrivals and staff picks.",
    });
    const again = await s.anonymous.POST('/newsletter/confirm', { body: { token } });
    expect(again.response.status).toBe(400);
    expect(again.error?.message).toBe(
      'That confirmation link has expired or was already used. Sign up again for a new one.',
    );
    const malformed = await s.anonymous.POST('/newsletter/confirm', { body: { token: 'x' } });
    expect(malformed.response.status).toBe(400);
  });

  it("POST /newsletter/unsubscribe?token= with a mail program's one-click form body (RFC 8058) → unsubscribed", async () => {
    const row = await s.deps.db
      .insertInto('newsletterSubscribers')
      .values({
        email: 'oneclick@example.com',
        emailKey: 'oneclick@example.com',
        unsubscribeToken: 'oneclick-token-0123456789abcdefghijklm',
        confirmedAt: new Date(),
      })
      .returning('unsubscribeToken')
      .executeTakeFirstOrThrow();
    const response = await fetch(`${s.baseUrl}/newsletter/unsubscribe?token=${row.unsubscribeToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: expect.stringContaining("You've been unsubscribed") });
  });
});
