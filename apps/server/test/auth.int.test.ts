import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { hashSessionId } from '../../../packages/api/src/support/identity/session.repository.ts';
import { createTestApp, newMember, sessionCookieFrom } from './support/test-app.ts';

describe('accounts over REST', () => {
  const t = perFile(() => createTestApp());

  const register = (body: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers });
  const login = (body: object) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body });
  const me = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie ? { cookie } : {} });

  it('answers an anonymous caller with 401 and the word Unauthorized', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('Unauthorized');
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('registers, signs in, reads the user and signs out', async () => {
    const member = newMember();
    const created = await register(member);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({
      id: expect.any(String),
      email: member.email,
      firstName: 'Test',
      lastName: member.lastName,
      profileImageUrl: null,
    });
    const setCookie = String(created.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const loggedIn = await login({ email: member.email.toUpperCase(), password: member.password });
    expect(loggedIn.statusCode).toBe(200);
    const cookie = sessionCookieFrom(loggedIn.headers['set-cookie']);
    expect((await me(cookie)).json()).toMatchObject({ email: member.email });

    const out = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    expect(String(out.headers['set-cookie'])).toMatch(/chuck_session=;/);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  // Session lookups are kept in memory for a few seconds (docs/architecture.md 'Sessions'): each
  // session below is read just before it ends, so an answer from memory would show here.
  it('refuses a session the moment it is signed out elsewhere, the account is deleted, or the password changes', async () => {
    const member = newMember();
    const first = sessionCookieFrom((await register(member)).headers['set-cookie']);
    const second = sessionCookieFrom((await login(member)).headers['set-cookie']);
    const third = sessionCookieFrom((await login(member)).headers['set-cookie']);
    for (const cookie of [first, second, third]) expect((await me(cookie)).statusCode).toBe(200);
    const send = (method: 'DELETE' | 'POST', url: string, cookie: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie, origin: 'http://localhost:80' }, payload });

    const secondId = hashSessionId(second.split('=')[1]!);
    expect((await send('DELETE', `/api/auth/sessions/${secondId}`, first)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(first)).statusCode).toBe(200);

    const newPassword = 'a brand new password';
    const changed = await send('POST', '/api/auth/change-password', first, {
      currentPassword: member.password,
      newPassword,
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(third)).statusCode).toBe(401);

    const deleted = await send('DELETE', '/api/auth/account', first, { password: newPassword });
    expect(deleted.statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
  });

  it('stores only a hash of the session token', async () => {
    const res = await register(newMember());
    const token = sessionCookieFrom(res.headers['set-cookie']).split('=')[1]!;
    const ids = (await t.deps.db.selectFrom('sessions').select('id').execute()).map((r) => r.id);
    expect(ids).not.toContain(token);
    expect(ids).toContain(hashSessionId(token));
  });

  it('refuses a second account for the same email, in any letter case', async () => {
    const member = newMember();
    await register(member);
    const again = await register({ ...member, email: member.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An account with that email already exists. Try signing in instead.');
  });

  it('gives one generic message for a wrong password and for an unknown email', async () => {
    const member = newMember();
    await register(member);
    const wrongPassword = await login({ email: member.email, password: 'not the password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'whatever123' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe('Incorrect email or password.');
    expect(unknown.json().message).toBe('Incorrect email or password.');
  });

  it('rejects bad input with a human 400 and creates nothing', async () => {
    const before = await t.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const short = await register({ email: 'short@example.com', password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('password: Password must be at least 8 characters');
    const badEmail = await register({ email: 'not-an-email', password: 'long enough pass' });
    expect(badEmail.json().message).toBe('email: Enter a valid email address');
    const badSession = await register({ ...newMember(), sessionId: 'abc' });
    expect(badSession.statusCode).toBe(400);
    const after = await t.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('rate-limits sign-in attempts per email with 429 and Retry-After', async () => {
    const member = newMember();
    await register(member);
    const attempts = [];
    for (let i = 0; i < 11; i++)
      attempts.push(await login({ email: member.email, password: 'wrong password!' }));
    const last = attempts.at(-1)!;
    expect(attempts.slice(0, 10).every((r) => r.statusCode === 401)).toBe(true);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().message).toMatch(/Too many sign-in attempts/);
  });

  it('counts wrong passwords per account and address: an attacker elsewhere never locks the owner out', async () => {
    const member = newMember();
    await register(member);
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: member.email, password },
        remoteAddress,
      });
    for (let i = 0; i < 10; i++) expect((await from('203.0.113.66', 'wrong password!')).statusCode).toBe(401);
    expect((await from('203.0.113.66', member.password)).statusCode).toBe(429);
    expect((await from('198.51.100.7', member.password)).statusCode).toBe(200);
  });

  it('lets a shared network sign up 30 members in ten minutes, then says so with 429', async () => {
    const remoteAddress = '192.0.2.30';
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: newMember(),
        remoteAddress,
      });
      expect(res.statusCode).toBe(200);
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newMember(),
      remoteAddress,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many new accounts from here. Please try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a cross-site POST that carries the session cookie', async () => {
    const res = await register(newMember());
    const cookie = sessionCookieFrom(res.headers['set-cookie']);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x@example.com', password: 'whatever123' },
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toMatch(/Cross-site request refused/);
    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x@example.com', password: 'whatever123' },
      headers: { cookie, origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(sameSite.statusCode).toBe(401);
  });
});
