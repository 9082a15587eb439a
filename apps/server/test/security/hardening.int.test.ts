import { appRouter, restOperations } from '@chuck/api';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_PREFIX } from '../../src/plugins/rest.ts';
import {
  createTestApp,
  INJECT_ORIGIN,
  newMember,
  registerMember,
  sessionCookieFrom,
  type TestApp,
} from '../support/test-app.ts';

const CROSS_SITE_MESSAGE = 'Cross-site request refused. Please use the site itself.';
/** Other sites, including look-alikes of ours: another port, another scheme, our host as a prefix. */
const OTHER_ORIGINS = [
  'https://evil.example',
  'http://localhost:81',
  'https://localhost:80',
  'http://localhost:80.evil.example',
  'null', // sandboxed frames and some redirects
];

/** Every non-GET REST operation, with its path's parameters filled in. */
const restMutations = restOperations()
  .filter((op) => op.method !== 'GET')
  .map((op) => ({ ...op, url: REST_PREFIX + op.path.replace(/\{\w+\}/g, '1') }));

type ProcedureRecord = Record<string, { _def: { type: string } }>;
const trpcMutations = Object.entries(appRouter._def.procedures as unknown as ProcedureRecord)
  .filter(([, procedure]) => procedure._def.type === 'mutation')
  .map(([path]) => path);

const headersOf = (res: LightMyRequestResponse) => res.headers as Record<string, string | undefined>;

function expectCrossSiteRefusal(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, what).toBe(403);
  expect(res.json(), what).toEqual({
    message: CROSS_SITE_MESSAGE,
    error: CROSS_SITE_MESSAGE,
    code: 'FORBIDDEN',
  });
}

describe('web hardening', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await registerMember(t.app)).cookie;
  });
  afterAll(() => t.close());

  describe('CSRF: every mutation must come from our own pages', () => {
    it('lists the mutations it checks (REST and tRPC)', () => {
      expect(restMutations.length).toBeGreaterThan(30);
      expect(trpcMutations).toEqual(expect.arrayContaining(['auth.login', 'auth.register', 'chat.send']));
    });

    it('refuses every non-GET REST operation from another origin, with or without a session', async () => {
      for (const op of restMutations) {
        for (const origin of OTHER_ORIGINS) {
          for (const withSession of [false, true]) {
            const res = await t.app.inject({
              method: op.method,
              url: op.url,
              headers: { origin, ...(withSession ? { cookie } : {}) },
              ...(op.method === 'DELETE' ? {} : { payload: {} }),
            });
            expectCrossSiteRefusal(res, `${op.method} ${op.url} from ${origin}, session: ${withSession}`);
          }
        }
      }
    });

    it('refuses every tRPC mutation from another origin, with or without a session', async () => {
      for (const path of trpcMutations) {
        for (const origin of OTHER_ORIGINS) {
          for (const withSession of [false, true]) {
            const res = await t.app.inject({
              method: 'POST',
              url: `/trpc/${path}`,
              headers: { origin, 'content-type': 'application/json', ...(withSession ? { cookie } : {}) },
              payload: '{}',
            });
            expectCrossSiteRefusal(res, `tRPC ${path} from ${origin}, session: ${withSession}`);
          }
        }
      }
    });

    it('refuses a session-carrying mutation that names no origin (no Origin, no Referer) or another site’s Referer', async () => {
      for (const op of restMutations) {
        for (const headers of [{}, { referer: 'https://evil.example/page' }, { referer: 'not a url' }]) {
          const res = await t.app.inject({
            method: op.method,
            url: op.url,
            headers: { cookie, ...headers },
            ...(op.method === 'DELETE' ? {} : { payload: {} }),
          });
          expectCrossSiteRefusal(res, `${op.method} ${op.url} with ${JSON.stringify(headers)}`);
        }
      }
      for (const path of trpcMutations) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          headers: { cookie, 'content-type': 'application/json' },
          payload: '{}',
        });
        expectCrossSiteRefusal(res, `tRPC ${path} without an origin`);
      }
    });

    it('lets our own pages (Origin, or Referer from an old browser) and session-less API clients through', async () => {
      const login = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers,
          payload: { email: 'nobody@example.com', password: 'wrong password' },
        });
      // Not refused as cross-site: they reach the procedure, which answers about the credentials.
      expect((await login({ origin: INJECT_ORIGIN })).statusCode).toBe(401);
      // (URL drops a default port from a Referer's origin, so this one names a host with its own port.)
      const fromReferer = { host: 'chucks.test:8080', referer: 'http://chucks.test:8080/login', cookie };
      expect((await login(fromReferer)).statusCode).toBe(401);
      expect((await login({})).statusCode).toBe(401); // curl: no cookie, so nothing to forge
    });

    it('signs out from our own pages or the address bar, never from a link on another site', async () => {
      const logout = (member: string, site: string) =>
        t.app.inject({ url: '/api/logout', headers: { cookie: member, 'sec-fetch-site': site } });
      const signedIn = async (member: string) =>
        (await t.app.inject({ url: '/api/auth/user', headers: { cookie: member } })).statusCode === 200;

      const member = (await registerMember(t.app)).cookie;
      for (const site of ['cross-site', 'same-site']) {
        const res = await logout(member, site);
        expect(res.statusCode, site).toBe(302);
        expect(res.headers.location).toBe('/');
        expect(res.headers['set-cookie'], site).toBeUndefined();
        expect(await signedIn(member), site).toBe(true);
      }
      for (const site of ['same-origin', 'none']) {
        const another = (await registerMember(t.app)).cookie;
        const res = await logout(another, site);
        expect(String(res.headers['set-cookie']), site).toMatch(/chuck_session=;/);
        expect(await signedIn(another), site).toBe(false);
      }
    });

    it('does not carry out a refused request: a cross-site sign-up creates no member and sets no cookie', async () => {
      const count = async () =>
        Number(
          (
            await t.deps.db
              .selectFrom('users')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      const member = newMember();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { origin: 'https://evil.example' },
        payload: member,
      });
      expect(res.statusCode).toBe(403);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await count()).toBe(before);
    });

    it('never runs a tRPC mutation through GET (which the CSRF check lets pass as safe)', async () => {
      for (const path of trpcMutations) {
        const input = encodeURIComponent(JSON.stringify(newMember()));
        const res = await t.app.inject({
          method: 'GET',
          url: `/trpc/${path}?input=${input}`,
          headers: { cookie },
        });
        expect(res.statusCode, path).toBe(405);
        expect(res.json().error.message, path).toContain('Unsupported GET-request to mutation');
      }
    });
  });

  describe('CORS: no other site may read our answers', () => {
    const urls = ['/api/auth/user', '/api/openapi.json', '/trpc/auth.user', '/api/auth/login', '/'];

    it('answers a preflight from another origin without any Access-Control-Allow-* header', async () => {
      for (const url of urls) {
        const res = await t.app.inject({
          method: 'OPTIONS',
          url,
          headers: {
            origin: 'https://evil.example',
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
            cookie,
          },
        });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        for (const name of Object.keys(res.headers)) expect(name, url).not.toMatch(/^access-control-allow/);
      }
    });

    it('sends no Access-Control-Allow-Origin on simple requests from another origin', async () => {
      for (const url of urls) {
        const res = await t.app.inject({ url, headers: { origin: 'https://evil.example', cookie } });
        expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
        expect(res.headers['access-control-allow-credentials'], url).toBeUndefined();
      }
    });
  });

  describe('security headers on every kind of answer', () => {
    const answers: [string, InjectOptions][] = [
      ['the home page', { url: '/' }],
      ['a page route of the web app', { url: '/profile/someone' }],
      ['an unknown API path (404)', { url: '/api/no-such-thing' }],
      [
        'an unknown path for another method (404)',
        { method: 'POST', url: '/nowhere', headers: { origin: INJECT_ORIGIN } },
      ],
      ['a REST answer', { url: '/api/auth/providers' }],
      ['a REST refusal (401)', { url: '/api/auth/user' }],
      ['a tRPC answer', { url: '/trpc/auth.providers' }],
      ['a tRPC refusal (401)', { url: '/trpc/auth.user' }],
      [
        'a cross-site refusal (403)',
        { method: 'POST', url: '/api/auth/login', headers: { origin: 'https://evil.example' } },
      ],
      ['the OpenAPI document', { url: '/api/openapi.json' }],
    ];

    it.each(answers)('%s', async (_name, request) => {
      const res = await t.app.inject(request);
      const headers = headersOf(res);
      const csp = Object.fromEntries(
        (headers['content-security-policy'] ?? '').split(';').map((directive) => {
          const [name = '', ...values] = directive.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toContain("'self'");
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['x-powered-by']).toBeUndefined();
      // Plain http (no https PUBLIC_URL): no HSTS, and no upgrading of same-origin requests.
      expect(headers['strict-transport-security']).toBeUndefined();
      expect(csp['upgrade-insecure-requests']).toBeUndefined();
    });
  });

  describe('rate limits', () => {
    it('answers REST sign-in attempts past the limit with 429, Retry-After and a human message', async () => {
      const attempt = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { origin: INJECT_ORIGIN },
          payload: { email: 'target.rest@example.com', password: 'guess guess' },
        });
      for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toMatchObject({
        message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
        code: 'TOO_MANY_REQUESTS',
      });
    });

    it('answers the same over tRPC', async () => {
      const attempt = () =>
        t.app.inject({
          method: 'POST',
          url: '/trpc/auth.login',
          headers: { origin: INJECT_ORIGIN, 'content-type': 'application/json' },
          payload: { email: 'target.trpc@example.com', password: 'guess guess' },
        });
      for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().error.message).toBe(
        'Too many sign-in attempts. Please wait a few minutes and try again.',
      );
    });
  });
});

describe('session cookie flags', () => {
  const signUp = async (env: Record<string, string>, origin: string) => {
    const t = await createTestApp(env);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { origin },
        payload: newMember(),
      });
      expect(res.statusCode).toBe(200);
      const issued = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('chuck_session='));
      const logout = await t.app.inject({
        url: '/api/logout',
        headers: { cookie: sessionCookieFrom(issued) },
      });
      const cleared = [logout.headers['set-cookie']].flat().find((c) => c?.startsWith('chuck_session='));
      return {
        issued: attributesOf(issued),
        cleared: attributesOf(cleared),
        hsts: res.headers['strict-transport-security'],
      };
    } finally {
      await t.close();
    }
  };

  it('is HttpOnly, SameSite=Lax, Path=/ and (over plain http) not Secure; sign-out clears it the same way', async () => {
    const { issued, cleared } = await signUp({}, INJECT_ORIGIN);
    expect(issued).toMatchObject({ httponly: true, samesite: 'Lax', path: '/', 'max-age': '2592000' });
    expect(issued.secure).toBeUndefined();
    expect(cleared).toMatchObject({ httponly: true, samesite: 'Lax', path: '/', 'max-age': '0' });
  });

  it('is Secure when PUBLIC_URL is https (and the site then sends HSTS)', async () => {
    const { issued, cleared, hsts } = await signUp(
      { PUBLIC_URL: 'https://chucks.example', COOKIE_SECURE: 'auto' },
      'https://chucks.example',
    );
    expect(issued).toMatchObject({ httponly: true, samesite: 'Lax', path: '/', secure: true });
    expect(cleared).toMatchObject({ secure: true });
    expect(hsts).toBe('max-age=15552000; includeSubDomains');
  });

  it('is Secure when COOKIE_SECURE=true, even over http', async () => {
    const { issued } = await signUp({ COOKIE_SECURE: 'true' }, INJECT_ORIGIN);
    expect(issued).toMatchObject({ httponly: true, samesite: 'Lax', path: '/', secure: true });
  });
});

/** A Set-Cookie line's attributes, names lower-cased ('HttpOnly' → httponly: true). */
function attributesOf(setCookie: string | undefined): Record<string, string | true> {
  if (!setCookie) throw new Error('no session cookie set');
  return Object.fromEntries(
    setCookie
      .split(';')
      .slice(1)
      .map((part) => {
        const [name = '', value] = part.trim().split('=');
        return [name.toLowerCase(), value ?? true];
      }),
  );
}
