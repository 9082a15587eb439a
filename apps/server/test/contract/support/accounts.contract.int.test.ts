import { startTestSmtp, type TestSmtp } from '@chuck/api/test-smtp';
import { perFile } from '@chuck/db/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type ContractServer, startContractServer } from '../client.ts';

// docs/product.md §2 'Forgot your password' and 'Profile: Account'; mail goes to a real SMTP server.
const PASSWORD = 'correct horse battery';
const RESET_REQUESTED =
  'If that address has a membership card here, a link to choose a new password is on its way. It works once, for 30 minutes.';
const LINK_DEAD = 'That reset link has expired or was already used. Ask for a new one.';

describe('contract: accounts', () => {
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

  /** The reset link's token from the mail `email` receives next. */
  async function resetTokenFor(email: string): Promise<{ token: string; text: string; html: string }> {
    // Without PUBLIC_URL, links start with the origin the request came to.
    const origin = new URL(s.baseUrl).origin;
    const pattern = new RegExp(`${origin}/reset-password\\?token=([\\w%-]+)`);
    for (;;) {
      // The sign-up's address verification mail arrives too (docs/product.md §2): skip past it.
      const mail = await s.smtp.waitForMail(email);
      const link = pattern.exec(mail.text);
      if (link) return { token: decodeURIComponent(link[1]!), text: mail.text, html: mail.html };
    }
  }

  it('POST /auth/forgot-password → the same 200 for a known and an unknown address; 400 on a bad one', async () => {
    const { user } = await s.signUp();
    const known = await s.anonymous.POST('/auth/forgot-password', { body: { email: user.email } });
    expect(known.response.status).toBe(200);
    expect(known.data).toEqual({ message: RESET_REQUESTED });
    const unknown = await s.anonymous.POST('/auth/forgot-password', {
      body: { email: 'nobody.here@example.com' },
    });
    expect(unknown.data).toEqual(known.data);

    const mail = await resetTokenFor(user.email);
    expect(mail.text).toContain('30 minutes');
    expect(mail.html).toContain(`${new URL(s.baseUrl).origin}/reset-password?token=`);
    const bad = await s.anonymous.POST('/auth/forgot-password', { body: { email: 'not an address' } });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.message).toBe('email: Enter a valid email address');
    // Nothing went to the unknown address.
    expect(s.smtp.received.filter((m) => m.to.includes('nobody.here'))).toEqual([]);
  });

  it('POST /auth/forgot-password → no link is made for a Host nobody vouches for (no PUBLIC_URL, not in ALLOWED_HOSTS)', async () => {
    const { user } = await s.signUp();
    const forged = await s.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: 'evil.example', 'content-type': 'application/json' },
      payload: { email: user.email },
    });
    expect(forged.statusCode).toBe(503);
    expect(forged.json().message).toBe(
      "The store can't send links from this address yet: it needs its PUBLIC_URL set. Please tell whoever runs it.",
    );
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(
      s.smtp.received.filter((m) => m.to.includes(user.email) && m.subject.startsWith('Reset your password')),
    ).toEqual([]);
  });

  it('POST /auth/reset-password → signed in with the new password, every other session signed out; a used link is a 400', async () => {
    const { client, user } = await s.signUp();
    await s.anonymous.POST('/auth/forgot-password', { body: { email: user.email } });
    const { token } = await resetTokenFor(user.email);

    const reset = await s.anonymous.POST('/auth/reset-password', {
      body: { token, password: 'a new password 1999' },
    });
    expect(reset.response.status).toBe(200);
    expect(reset.data).toMatchObject({ id: user.id, email: user.email });
    expect(reset.response.headers.get('set-cookie')).toContain('chuck_session=');
    // The session that was signed in before is gone.
    expect((await client.GET('/auth/user')).response.status).toBe(401);
    const old = await s.anonymous.POST('/auth/login', { body: { email: user.email, password: PASSWORD } });
    expect(old.response.status).toBe(401);
    const fresh = await s.anonymous.POST('/auth/login', {
      body: { email: user.email, password: 'a new password 1999' },
    });
    expect(fresh.response.status).toBe(200);

    const again = await s.anonymous.POST('/auth/reset-password', {
      body: { token, password: 'yet another one 2000' },
    });
    expect(again.response.status).toBe(400);
    expect(again.error?.message).toBe(LINK_DEAD);
  });

  it('POST /auth/reset-password → 400 for an unknown or expired link and for a short password', async () => {
    const unknown = await s.anonymous.POST('/auth/reset-password', {
      body: { token: 'not-a-real-token', password: 'long enough 123' },
    });
    expect(unknown.response.status).toBe(400);
    expect(unknown.error?.message).toBe(LINK_DEAD);

    const { user } = await s.signUp();
    await s.anonymous.POST('/auth/forgot-password', { body: { email: user.email } });
    const { token } = await resetTokenFor(user.email);
    const short = await s.anonymous.POST('/auth/reset-password', { body: { token, password: 'short' } });
    expect(short.response.status).toBe(400);
    expect(short.error?.message).toBe('password: Password must be at least 8 characters');
    await s.deps.db
      .updateTable('passwordResets')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    const expired = await s.anonymous.POST('/auth/reset-password', {
      body: { token, password: 'long enough 123' },
    });
    expect(expired.response.status).toBe(400);
    expect(expired.error?.message).toBe(LINK_DEAD);
  });

  it('POST /auth/change-password → changed, other sessions signed out; 400 on a wrong current password; 401 anonymous', async () => {
    const { client, user } = await s.signUp();
    const elsewhere = await s.anonymous.POST('/auth/login', {
      body: { email: user.email, password: PASSWORD },
    });
    const elsewhereCookie = elsewhere.response.headers.get('set-cookie')!.split(';')[0]!;

    const wrong = await client.POST('/auth/change-password', {
      body: { currentPassword: 'not my password', newPassword: 'a new password 1999' },
    });
    expect(wrong.response.status).toBe(400);
    expect(wrong.error?.message).toBe('Your current password is not right.');
    const short = await client.POST('/auth/change-password', {
      body: { currentPassword: PASSWORD, newPassword: 'short' },
    });
    expect(short.response.status).toBe(400);

    const changed = await client.POST('/auth/change-password', {
      body: { currentPassword: PASSWORD, newPassword: 'a new password 1999' },
    });
    expect(changed.data).toEqual({
      message: 'Password changed. Every other device you were signed in on has been signed out.',
    });
    expect((await client.GET('/auth/user')).data?.id).toBe(user.id);
    const other = await fetch(`${s.baseUrl}/auth/user`, { headers: { cookie: elsewhereCookie } });
    expect(other.status).toBe(401);
    const signIn = await s.anonymous.POST('/auth/login', {
      body: { email: user.email, password: 'a new password 1999' },
    });
    expect(signIn.response.status).toBe(200);

    const anon = await s.anonymous.POST('/auth/change-password', {
      body: { currentPassword: PASSWORD, newPassword: 'a new password 1999' },
    });
    expect(anon.response.status).toBe(401);
  });

  it('GET /auth/sessions → each browser with device and last seen, this one marked; 401 anonymous', async () => {
    const { client, user } = await s.signUp();
    await fetch(`${s.baseUrl}/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
      },
      body: JSON.stringify({ email: user.email, password: PASSWORD }),
    });
    const { data } = await client.GET('/auth/sessions');
    expect(data?.sessions).toHaveLength(2);
    const [a, b] = data!.sessions;
    for (const session of [a!, b!]) {
      expect(session).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{64}$/),
        browser: expect.any(String),
        device: expect.any(String),
        signedInAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: expect.any(Boolean),
      });
    }
    expect(data!.sessions.filter((x) => x.current)).toHaveLength(1);
    expect(data!.sessions.find((x) => !x.current)).toMatchObject({ browser: 'Safari 17', device: 'iPhone' });
    expect((await s.anonymous.GET('/auth/sessions')).response.status).toBe(401);
  });

  it("DELETE /auth/sessions/{id} → that session signed out; 404 for another member's or an unknown one; 401 anonymous", async () => {
    const { client, user } = await s.signUp();
    const intruder = await s.signUp();
    const elsewhere = await s.anonymous.POST('/auth/login', {
      body: { email: user.email, password: PASSWORD },
    });
    const elsewhereCookie = elsewhere.response.headers.get('set-cookie')!.split(';')[0]!;
    const { data } = await client.GET('/auth/sessions');
    const other = data!.sessions.find((x) => !x.current)!;

    const stolen = await intruder.client.DELETE('/auth/sessions/{id}', {
      params: { path: { id: other.id } },
    });
    expect(stolen.response.status).toBe(404);
    expect(stolen.error?.message).toBe('No such session.');
    const unknown = await client.DELETE('/auth/sessions/{id}', { params: { path: { id: 'f'.repeat(64) } } });
    expect(unknown.response.status).toBe(404);

    const revoked = await client.DELETE('/auth/sessions/{id}', { params: { path: { id: other.id } } });
    expect(revoked.data).toEqual({ signedOut: 1 });
    expect((await fetch(`${s.baseUrl}/auth/user`, { headers: { cookie: elsewhereCookie } })).status).toBe(
      401,
    );
    expect((await client.GET('/auth/user')).data?.id).toBe(user.id);

    const anon = await s.anonymous.DELETE('/auth/sessions/{id}', { params: { path: { id: other.id } } });
    expect(anon.response.status).toBe(401);
  });

  it('DELETE /auth/sessions → every other session signed out, this one kept; 401 anonymous', async () => {
    const { client, user } = await s.signUp();
    for (let i = 0; i < 2; i++) {
      await s.anonymous.POST('/auth/login', { body: { email: user.email, password: PASSWORD } });
    }
    const everywhereElse = await client.DELETE('/auth/sessions');
    expect(everywhereElse.data).toEqual({ signedOut: 2 });
    const { data } = await client.GET('/auth/sessions');
    expect(data?.sessions).toEqual([expect.objectContaining({ current: true })]);
    expect((await s.anonymous.DELETE('/auth/sessions')).response.status).toBe(401);
  });
});

describe('contract: accounts, with the mail server down', () => {
  // Nothing listens on port 9 here: every SMTP attempt fails.
  const s = perFile(() => startContractServer({ SMTP_URL: 'smtp://127.0.0.1:9' }));

  it('POST /auth/forgot-password still answers 200; the mail waits in the queue to be retried', async () => {
    const { user } = await s.signUp();
    const asked = await s.anonymous.POST('/auth/forgot-password', { body: { email: user.email } });
    expect(asked.response.status).toBe(200);
    expect(asked.data).toEqual({ message: RESET_REQUESTED });
    await expect
      .poll(
        async () => {
          // The reset mail (the sign-up's verification mail waits beside it).
          const { rows } = await sql<{ state: string }>`
            select state from pgboss.job
            where name = 'mail.send' and data->>'subject' like 'Reset your password%'`.execute(s.deps.db);
          return rows.map((r) => r.state);
        },
        { timeout: 20_000, interval: 250 },
      )
      .toEqual(['retry']);
  });
});
