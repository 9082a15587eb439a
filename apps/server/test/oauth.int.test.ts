import { perFileMsw } from '@chuck/catalog/testing';
import { perFile } from '@chuck/db/testing';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieFrom } from './support/test-app.ts';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const idToken = (claims: object) => `${base64url({ alg: 'RS256' })}.${base64url(claims)}.signature`;

// GitHub's and Google's documented token and profile responses, at the HTTP boundary.
const providers = [
  http.post('https://github.com/login/oauth/access_token', () =>
    HttpResponse.json({ access_token: 'gho_test', token_type: 'bearer', scope: 'read:user,user:email' }),
  ),
  http.get('https://api.github.com/user', () =>
    HttpResponse.json({
      id: 4242,
      login: 'chuck',
      name: 'Chuck Clerk',
      avatar_url: 'https://avatars.example/chuck.png',
    }),
  ),
  http.get('https://api.github.com/user/emails', () =>
    HttpResponse.json([
      { email: 'old@example.com', primary: false, verified: true },
      { email: 'chuck@example.com', primary: true, verified: true },
    ]),
  ),
  http.post('https://oauth2.googleapis.com/token', () =>
    HttpResponse.json({
      access_token: 'ya29.test',
      expires_in: 3599,
      token_type: 'Bearer',
      id_token: idToken({
        sub: 'g-77',
        email: 'chuck@example.com',
        email_verified: true,
        given_name: 'Chuck',
      }),
    }),
  ),
];

describe('sign-in with GitHub and Google', () => {
  perFileMsw(providers);
  const t = perFile(() =>
    createTestApp({
      GITHUB_CLIENT_ID: 'gh-id',
      GITHUB_CLIENT_SECRET: 'gh-secret',
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
    }),
  );

  async function signIn(provider: 'github' | 'google') {
    const start = await t.app.inject(`/api/auth/oauth/${provider}?returnTo=/profile`);
    expect(start.statusCode).toBe(302);
    const location = new URL(String(start.headers.location));
    const flowCookie = String(start.headers['set-cookie']).split(';')[0]!;
    expect(String(start.headers['set-cookie'])).toMatch(/HttpOnly/);
    return { location, flowCookie, state: location.searchParams.get('state')! };
  }

  it('lists the configured providers', async () => {
    expect((await t.app.inject('/api/auth/providers')).json()).toEqual({ providers: ['github', 'google'] });
  });

  it('links no provider to a member whose address is not verified yet (docs/product.md §2)', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: { email: 'chuck@example.com', password: 'somebody else entirely' },
    });
    expect(signUp.statusCode).toBe(200);
    const google = await signIn('google');
    const refused = await t.app.inject({
      url: `/api/auth/oauth/google/callback?code=xyz&state=${google.state}`,
      headers: { cookie: google.flowCookie },
    });
    expect(refused.statusCode).toBe(302);
    expect(decodeURIComponent(String(refused.headers.location))).toContain('has not been confirmed yet');
    expect(String(refused.headers['set-cookie'] ?? '')).not.toContain('chuck_session=');
    // Out of the way for the next test, which signs up with the same address through GitHub.
    await t.deps.db.deleteFrom('users').where('email', '=', 'chuck@example.com').execute();
  });

  it('signs a new member in with GitHub, then links Google to the same account by verified email', async () => {
    const { location, flowCookie, state } = await signIn('github');
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('redirect_uri')).toBe(
      'http://localhost:80/api/auth/oauth/github/callback',
    );
    const done = await t.app.inject({
      url: `/api/auth/oauth/github/callback?code=abc&state=${state}`,
      headers: { cookie: flowCookie },
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/profile');
    const cookie = sessionCookieFrom(done.headers['set-cookie']);
    const me = (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).json();
    expect(me).toMatchObject({ email: 'chuck@example.com', firstName: 'Chuck', lastName: 'Clerk' });

    const google = await signIn('google');
    expect(google.location.searchParams.get('code_challenge_method')).toBe('S256');
    const viaGoogle = await t.app.inject({
      url: `/api/auth/oauth/google/callback?code=xyz&state=${google.state}`,
      headers: { cookie: google.flowCookie },
    });
    const googleCookie = sessionCookieFrom(viaGoogle.headers['set-cookie']);
    const sameMember = (
      await t.app.inject({ url: '/api/auth/user', headers: { cookie: googleCookie } })
    ).json();
    expect(sameMember.id).toBe(me.id);
  });

  it('refuses a callback whose state does not match, and signs nobody in', async () => {
    const { flowCookie } = await signIn('github');
    const forged = await t.app.inject({
      url: '/api/auth/oauth/github/callback?code=abc&state=not-the-state',
      headers: { cookie: flowCookie },
    });
    expect(forged.statusCode).toBe(302);
    expect(String(forged.headers.location)).toMatch(/^\/login\?error=/);
    expect(String(forged.headers['set-cookie'] ?? '')).not.toContain('chuck_session=');
  });

  it('sends visitors back to the login page for a provider that is not configured', async () => {
    const res = await t.app.inject('/api/auth/oauth/myspace');
    expect(res.headers.location).toBe('/login?error=unavailable');
  });
});
