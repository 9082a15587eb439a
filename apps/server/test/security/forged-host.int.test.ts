import { startTestSmtp, type TestSmtp } from '@chuck/api/test-smtp';
import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/env.ts';
import { createTestApp, newMember, type TestApp } from '../support/test-app.ts';

// Issue 25, finding 2: with PUBLIC_URL unset, the links in mail and pages come from the request's
// host only when ALLOWED_HOSTS lists it (apps/server/src/plugins/site-origin.ts). Each attack below
// once put evil.example in a password reset link.
const NO_LINK =
  "The store can't send links from this address yet: it needs its PUBLIC_URL set. Please tell whoever runs it.";
const FILM = { id: 4242, key: 'heat|1995', origin: 'test', title: 'Heat', titleNorm: 'heat', year: 1995 };
const FORGED_HOSTS = [
  'localhost:3000@evil.example',
  'evil.example',
  'localhost:3000/evil',
  'localhost, evil.example',
  'evil.example:3000',
];

interface Site extends TestApp {
  smtp: TestSmtp;
  email: string;
}

/** An app with PUBLIC_URL unset (and `env`), mailing a test SMTP server, with one member and one film. */
async function site(env: Record<string, string>): Promise<Site> {
  const smtp = await startTestSmtp();
  const t = await createTestApp({ SMTP_URL: smtp.url, ...env });
  await t.deps.db.insertInto('movies').values(FILM).execute();
  // A member row is all 'Forgot your password?' needs to send a link.
  const { email } = newMember();
  await t.deps.db
    .insertInto('users')
    .values({ id: `forged-host-${process.pid}`, email })
    .execute();
  return {
    ...t,
    smtp,
    email,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}

/** POST /api/auth/forgot-password for the member, with these headers. */
const forgotPassword = (s: Site, headers: Record<string, string>) =>
  s.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { email: s.email },
  });

/** The next mail the member gets: a reset link. */
async function nextResetMail(s: Site): Promise<string> {
  const mail = await s.smtp.waitForMail(s.email);
  expect(mail.subject).toMatch(/^Reset your password/);
  return `${mail.text}\n${mail.html}`;
}

/** The film page, robots.txt and the sitemap as `headers` ask for them: none may name evil.example. */
async function expectPagesWithoutLinks(s: Site, headers: Record<string, string>) {
  const page = await s.app.inject({ url: `/movie/${FILM.id}`, headers });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<meta property="og:title" content="Heat (1995)" />');
  expect(page.body).not.toContain('canonical');
  expect(page.body).not.toContain('og:url');
  const robots = await s.app.inject({ url: '/robots.txt', headers });
  expect(robots.body).not.toContain('Sitemap:');
  const sitemap = await s.app.inject({ url: '/sitemap.xml', headers });
  expect(sitemap.statusCode).toBe(404);
  for (const body of [page.body, robots.body, sitemap.body]) expect(body).not.toContain('evil.example');
}

describe('a forged Host, with PUBLIC_URL unset', () => {
  const s = perFile(() => site({ ALLOWED_HOSTS: 'localhost,127.0.0.1,[::1],chucks.example:8080' }));

  it.each(FORGED_HOSTS)('Host: %s → no reset mail (503) and no link in any page', async (host) => {
    const forged = await forgotPassword(s, { host });
    expect(forged.statusCode).toBe(503);
    expect(forged.json().message).toBe(NO_LINK);
    await expectPagesWithoutLinks(s, { host });
  });

  it('takes a listed host:port at that port only', async () => {
    expect((await forgotPassword(s, { host: 'chucks.example:9090' })).statusCode).toBe(503);
    expect((await forgotPassword(s, { host: 'chucks.example' })).statusCode).toBe(503);
    await expectPagesWithoutLinks(s, { host: 'chucks.example:9090' });
    const page = await s.app.inject({ url: `/movie/${FILM.id}`, headers: { host: 'chucks.example:8080' } });
    expect(page.body).toContain('<link rel="canonical" href="http://chucks.example:8080/movie/4242" />');
  });

  it('ignores X-Forwarded-Host without TRUST_PROXY: the link names the Host, and no mail ever named evil.example', async () => {
    const headers = { host: 'localhost:3000', 'x-forwarded-host': 'evil.example' };
    expect((await forgotPassword(s, headers)).statusCode).toBe(200);
    expect(await nextResetMail(s)).toContain('http://localhost:3000/reset-password?token=');
    const page = await s.app.inject({ url: `/movie/${FILM.id}`, headers });
    expect(page.body).toContain('<link rel="canonical" href="http://localhost:3000/movie/4242" />');
    const robots = await s.app.inject({ url: '/robots.txt', headers });
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    // Every mail the store sent in this file (the forged requests above queued none).
    expect(s.smtp.received.filter((m) => m.subject.startsWith('Reset your password'))).toHaveLength(1);
    for (const mail of s.smtp.received) expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
  });
});

describe('a forged X-Forwarded-Host behind a trusted proxy (TRUST_PROXY=true), with PUBLIC_URL unset', () => {
  const s = perFile(() => site({ TRUST_PROXY: 'true' }));

  it.each(['evil.example', 'localhost:3000, evil.example', 'localhost:3000@evil.example'])(
    'X-Forwarded-Host: %s → no reset mail (503) and no link in any page',
    async (forwarded) => {
      const headers = { host: 'localhost:3000', 'x-forwarded-host': forwarded };
      const forged = await forgotPassword(s, headers);
      expect(forged.statusCode).toBe(503);
      expect(forged.json().message).toBe(NO_LINK);
      await expectPagesWithoutLinks(s, headers);
    },
  );

  it("takes the proxy's single listed X-Forwarded-Host over the Host it connected with", async () => {
    const headers = { host: 'evil.example', 'x-forwarded-host': 'localhost:3000' };
    expect((await forgotPassword(s, headers)).statusCode).toBe(200);
    const mail = await nextResetMail(s);
    expect(mail).toContain('http://localhost:3000/reset-password?token=');
    expect(mail).not.toContain('evil.example');
  });
});

describe('ALLOWED_HOSTS', () => {
  it('refuses to start with an entry that is not a host or host:port', () => {
    expect(() => parseEnv({ ALLOWED_HOSTS: 'localhost,chucks.example/path' })).toThrow(
      'ALLOWED_HOSTS.1: each entry is a host name or host:port',
    );
    expect(parseEnv({ ALLOWED_HOSTS: ' LocalHost:3000 , [::1] ' }).ALLOWED_HOSTS).toEqual([
      'localhost:3000',
      '[::1]',
    ]);
  });
});
