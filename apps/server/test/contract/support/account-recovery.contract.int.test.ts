import { startTestSmtp, type TestSmtp } from '@chuck/api/test-smtp';
import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { type ContractServer, startContractServer } from '../client.ts';

// docs/product.md §2 'Taking your account back' and 'Too many tries' (issue 33); mail goes to a real
// SMTP server. Both routes are for visitors: the mailed link is the proof, so there is no 401 to
// check; a signed-in caller is answered like anyone holding the link.
const PASSWORD = 'correct horse battery';
const LINK_DEAD = 'That link has expired or was already used.';
const PAUSED = "Too many tries for this account — we've mailed you a link to sign in";

describe('contract: taking an account back', () => {
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

  /** The token of the link (`path`) in the next mail `email` receives that has one. */
  async function linkTokenIn(email: string, path: string): Promise<{ token: string; text: string }> {
    const origin = new URL(s.baseUrl).origin;
    for (;;) {
      const mail = await s.smtp.waitForMail(email);
      const link = new RegExp(`${origin}${path}\\?token=([\\w%-]+)`).exec(mail.text);
      if (link) return { token: decodeURIComponent(link[1]!), text: mail.text };
    }
  }

  it('POST /auth/change-email/undo → the old inbox gets its address back and a reset token; 400 used, unknown, expired or empty', async () => {
    const { client, user } = await s.signUp();
    const newEmail = `nick.${user.id}@example.com`.toLowerCase();
    await client.POST('/auth/change-email', { body: { email: newEmail, password: PASSWORD } });
    const { token: confirm } = await linkTokenIn(newEmail, '/verify-email');
    await s.anonymous.POST('/auth/verify-email', { body: { token: confirm } });
    const { token, text } = await linkTokenIn(user.email, '/take-back');
    expect(text).toContain(
      "Your address at Chuck's Video Store was changed to n•••@example.com. If this wasn't you, take your account back",
    );

    const undone = await s.anonymous.POST('/auth/change-email/undo', { body: { token } });
    expect(undone.response.status).toBe(200);
    expect(undone.data).toEqual({
      message:
        'Your card is yours again: it has its old address back and every device is signed out. Now choose a new password.',
      resetToken: expect.stringMatching(/^\w{20,}$/),
    });
    // Signed out everywhere; the reset token sets the new password and signs in at the old address.
    expect((await client.GET('/auth/user')).response.status).toBe(401);
    const reset = await s.anonymous.POST('/auth/reset-password', {
      body: { token: undone.data!.resetToken, password: 'mine again, thanks' },
    });
    expect(reset.data?.email).toBe(user.email);

    const used = await s.anonymous.POST('/auth/change-email/undo', { body: { token } });
    expect(used.response.status).toBe(400);
    expect(used.error?.message).toBe(LINK_DEAD);
    const unknown = await s.anonymous.POST('/auth/change-email/undo', { body: { token: 'no-such-link' } });
    expect(unknown.response.status).toBe(400);
    const empty = await s.anonymous.POST('/auth/change-email/undo', { body: { token: ' ' } });
    expect(empty.response.status).toBe(400);
    expect(empty.error?.message).toBe('token: That link is incomplete. Open it from the mail again.');

    // A password change mails its own undo link; once expired it is a 400.
    const other = await s.signUp();
    await other.client.POST('/auth/change-password', {
      body: { currentPassword: PASSWORD, newPassword: 'another password' },
    });
    const { token: late, text: told } = await linkTokenIn(other.user.email, '/take-back');
    expect(told).toContain("If this wasn't you, reset it");
    await s.deps.db
      .updateTable('accountLinks')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', other.user.id)
      .execute();
    const expired = await s.anonymous.POST('/auth/change-email/undo', { body: { token: late } });
    expect(expired.response.status).toBe(400);
    expect((await other.client.GET('/auth/user')).response.status).toBe(200);
  });

  it('POST /auth/magic-link → the link mailed when sign-in pauses signs in once; 400 used, unknown or empty', async () => {
    const { user } = await s.signUp();
    // 19 wrong passwords from elsewhere already (one address is held to 10 of its own).
    await s.deps.db
      .insertInto('rateLimits')
      .values({ key: `login:account:${user.email}`, count: 19, windowEndsAt: new Date(Date.now() + 600_000) })
      .execute();
    const wrong = await s.anonymous.POST('/auth/login', { body: { email: user.email, password: 'a guess' } });
    expect(wrong.response.status).toBe(401);
    const right = await s.anonymous.POST('/auth/login', { body: { email: user.email, password: PASSWORD } });
    expect(right.response.status).toBe(429);
    expect(right.error?.message).toBe(PAUSED);
    expect(right.response.headers.get('retry-after')).toMatch(/^\d+$/);

    const { token, text } = await linkTokenIn(user.email, '/sign-in-link');
    expect(text).toContain('15 minutes');
    const signedIn = await s.anonymous.POST('/auth/magic-link', { body: { token } });
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.data).toEqual({
      id: user.id,
      email: user.email,
      firstName: expect.any(String),
      lastName: expect.any(String),
      profileImageUrl: null,
    });
    expect(signedIn.response.headers.get('set-cookie')).toMatch(/^chuck_session=/);

    const used = await s.anonymous.POST('/auth/magic-link', { body: { token } });
    expect(used.response.status).toBe(400);
    expect(used.error?.message).toBe(LINK_DEAD);
    const unknown = await s.anonymous.POST('/auth/magic-link', { body: { token: 'no-such-link' } });
    expect(unknown.response.status).toBe(400);
    const empty = await s.anonymous.POST('/auth/magic-link', { body: { token: '' } });
    expect(empty.response.status).toBe(400);
  });
});
