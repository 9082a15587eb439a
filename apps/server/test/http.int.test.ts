import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { createTestApp, PRERENDERED_LANDING, STAND_IN_SCRIPT } from './support/test-app.ts';

describe('the HTTP edge', () => {
  const t = perFile(() => createTestApp());

  it('reports health and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it("serves the web build's precompressed copies by Accept-Encoding, and says it varies", async () => {
    const br = await t.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(STAND_IN_SCRIPT);
    const gz = await t.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(STAND_IN_SCRIPT);
    const plain = await t.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(STAND_IN_SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The page itself is checked on every visit, so a new build is picked up at once.
    expect((await t.app.inject('/whats-on-the-shelf')).headers['cache-control']).toBe('no-cache');
  });

  it('sends a page the build rendered ahead of time for its path, and the app shell for the rest', async () => {
    const landing = await t.app.inject('/landing?ref=ad');
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toBe(PRERENDERED_LANDING);
    expect(landing.headers['cache-control']).toBe('no-cache');
    const shelf = await t.app.inject('/whats-on-the-shelf');
    expect(shelf.body).toContain('<div id="root"></div>');
  });

  it('answers malformed JSON with 400 and a wrong content type with 415, never 500', async () => {
    const login = (payload: string, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload,
        headers: { 'content-type': contentType },
      });
    const bad = await login('{"email":', 'application/json');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'The request body is not valid JSON.',
      error: 'The request body is not valid JSON.',
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    });
    const wrongType = await login('email=a', 'application/x-www-form-urlencoded');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toBe('Unsupported content type; send application/json.');
  });

  it('sends security headers with a CSP on pages and API', async () => {
    for (const url of ['/', '/api/auth/user']) {
      const res = await t.app.inject(url);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  it('serves the web app for page paths and JSON 404s for unknown API paths', async () => {
    const page = await t.app.inject('/some/client/route');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const api = await t.app.inject('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('redirects /api/login to the login page, keeping only a same-site returnTo', async () => {
    const ok = await t.app.inject('/api/login?returnTo=/profile');
    expect(ok.headers.location).toBe('/login?returnTo=%2Fprofile');
    const evil = await t.app.inject('/api/login?returnTo=//evil.example');
    expect(evil.headers.location).toBe('/login?returnTo=%2F');
  });

  it('publishes an OpenAPI 3 document and an interactive docs page', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/auth/login'].post).toBeTruthy();
    const docs = await t.app.inject('/api/docs');
    expect(docs.body).toContain('swagger-ui-bundle.js');
    const bundle = await t.app.inject('/api/docs/assets/swagger-ui-bundle.js');
    expect(bundle.statusCode).toBe(200);
  });

  it('draws a VHS cover for a catalog film and 404s for anything else', async () => {
    await t.deps.db
      .insertInto('movies')
      .values({ id: 4242, key: 'heat|1995', origin: 'test', title: 'Heat', titleNorm: 'heat', year: 1995 })
      .execute();
    const cover = await t.app.inject('/api/posters/4242.svg');
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/svg+xml');
    expect(cover.body).toContain('Heat');
    expect((await t.app.inject('/api/posters/999999.svg')).statusCode).toBe(404);
    expect((await t.app.inject('/api/posters/..%2Fetc.svg')).statusCode).toBe(404);
  });

  it('answers the same user over tRPC as over REST', async () => {
    const res = await t.app.inject('/trpc/auth.user');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toContain('Unauthorized');
    expect(res.body).not.toContain('stack');
  });

  it("answers the web app's identity check (auth.me) with 200 and null for a visitor, the member when signed in", async () => {
    const visitor = await t.app.inject('/trpc/auth.me');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ result: { data: null } });
    // REST keeps its 401 for visitors (docs/product.md §7), and has no path for auth.me.
    expect((await t.app.inject('/api/auth/user')).statusCode).toBe(401);
    const member = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: `me-${Date.now()}@example.com`, password: 'long enough 123', firstName: 'Mae' },
    });
    expect(member.statusCode, member.body).toBe(200);
    const cookie = String(member.headers['set-cookie']).split(';')[0]!;
    const me = await t.app.inject({ url: '/trpc/auth.me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().result.data).toMatchObject({ id: member.json().id, firstName: 'Mae' });
    expect(me.json().result.data).not.toHaveProperty('passwordHash');
  });
});
