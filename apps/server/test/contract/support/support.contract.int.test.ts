import {
  createFakeStripe,
  FAKE_STRIPE_ENV,
  FAKE_STRIPE_KEYS,
  fakePaymentIntentEvent,
  signWebhook,
} from '@chuck/api/testing';
import { createCatalog } from '@chuck/catalog';
import { createFakeTmdb, perFileMsw } from '@chuck/catalog/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ContractServer, startContractServer } from '../client.ts';

// Stripe (node https) and TMDB (fetch) are answered by msw; our own server on 127.0.0.1 is not.
const stripe = createFakeStripe();
const tmdb = createFakeTmdb({ apiKey: 'tmdb-test-key' });

describe('contract: donations, newsletter, film pages', () => {
  perFileMsw([...stripe.handlers, ...tmdb.handlers], 'bypass');
  let s: ContractServer;
  let plain: ContractServer;
  beforeAll(async () => {
    s = await startContractServer(FAKE_STRIPE_ENV);
    // The film page reads the catalog per request: point it at the fake TMDB.
    s.deps.catalog = createCatalog({ db: s.deps.db, tmdb: { apiKey: 'tmdb-test-key' } });
    plain = await startContractServer();
  });
  afterAll(async () => {
    await s?.close();
    await plain?.close();
  });
  beforeEach(() => {
    stripe.requests.length = 0;
  });

  it('GET /donations/config → {enabled, publishableKey}', async () => {
    expect((await s.anonymous.GET('/donations/config')).data).toEqual({
      enabled: true,
      publishableKey: FAKE_STRIPE_KEYS.publishableKey,
    });
    expect((await plain.anonymous.GET('/donations/config')).data).toEqual({
      enabled: false,
      publishableKey: null,
    });
  });

  it('POST /create-donation-intent → {clientSecret} for presets and custom amounts; 400 under $1.00', async () => {
    for (const amount of [3, 5, 10, 25, 4.2]) {
      const { data, response } = await s.anonymous.POST('/create-donation-intent', { body: { amount } });
      expect(response.status).toBe(200);
      expect(data).toEqual({ clientSecret: expect.stringContaining('_secret_') });
    }
    expect(stripe.requests.map((r) => r.amount)).toEqual([300, 500, 1000, 2500, 420]);

    const tooSmall = await s.anonymous.POST('/create-donation-intent', { body: { amount: 0.5 } });
    expect(tooSmall.response.status).toBe(400);
    expect(tooSmall.error).toMatchObject({ message: 'amount: Minimum donation is $1.00' });
    const tooMuch = await s.anonymous.POST('/create-donation-intent', { body: { amount: 20_000 } });
    expect(tooMuch.response.status).toBe(400);
    const missing = await s.anonymous.POST('/create-donation-intent', { body: {} as { amount: number } });
    expect(missing.response.status).toBe(400);
    expect(stripe.requests).toHaveLength(5);
  });

  it("POST /create-donation-intent → 503 'Donations are not configured on this server' without keys", async () => {
    const { error, response } = await plain.anonymous.POST('/create-donation-intent', {
      body: { amount: 5 },
    });
    expect(response.status).toBe(503);
    expect(error).toMatchObject({
      message: 'Donations are not configured on this server',
      error: 'Donations are not configured on this server',
    });
  });

  it('POST /donations/payment → the payment as Stripe has it; 404 for a wrong secret; 503 without keys', async () => {
    const { data } = await s.anonymous.POST('/create-donation-intent', { body: { amount: 3 } });
    const clientSecret = data!.clientSecret;
    const paymentIntentId = clientSecret.split('_secret_')[0]!;
    const check = (server: ContractServer, secret = clientSecret) =>
      server.anonymous.POST('/donations/payment', { body: { paymentIntentId, clientSecret: secret } });
    expect((await check(s)).data).toEqual({ status: 'pending', amount: 3 });
    stripe.settle(paymentIntentId, 'succeeded');
    expect((await check(s)).data).toEqual({ status: 'succeeded', amount: 3 });
    const wrong = await check(s, `${paymentIntentId}_secret_not_theirs`);
    expect(wrong.response.status).toBe(404);
    expect(wrong.error?.message).toBe('We could not find that donation.');
    expect((await check(plain)).response.status).toBe(503);
  });

  it('POST /stripe/webhook records a signed success once (three deliveries); bad signatures get 400', async () => {
    const { data } = await s.anonymous.POST('/create-donation-intent', { body: { amount: 25 } });
    const paymentIntentId = data!.clientSecret.split('_secret_')[0]!;
    const payload = fakePaymentIntentEvent({ paymentIntentId, amount: 2500 });
    const deliver = (body: string, signature: string) =>
      fetch(`${s.baseUrl}/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body,
      });
    for (let i = 0; i < 3; i += 1) {
      const response = await deliver(payload, signWebhook(payload));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, applied: i === 0 });
    }
    const rows = await s.deps.db
      .selectFrom('donations')
      .selectAll()
      .where('paymentIntentId', '=', paymentIntentId)
      .execute();
    expect(rows).toEqual([expect.objectContaining({ status: 'succeeded', amountCents: 2500 })]);

    const forged = await deliver(payload, signWebhook(payload, 'whsec_not_ours'));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ message: 'Invalid Stripe signature' });
    // Re-serialised JSON is not the signed body.
    const reformatted = JSON.stringify(JSON.parse(payload), null, 2);
    expect((await deliver(reformatted, signWebhook(payload))).status).toBe(400);
    const unsigned = await fetch(`${s.baseUrl}/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    expect(unsigned.status).toBe(400);
    const offline = await fetch(`${plain.baseUrl}/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signWebhook(payload) },
      body: payload,
    });
    expect(offline.status).toBe(503);
  });

  it('POST /newsletter/subscribe → {message}; duplicates, bad addresses and the rate limit without a 5xx', async () => {
    // Double opt-in (docs/product.md §6): the same answer for every address, a link by mail.
    const first = await s.anonymous.POST('/newsletter/subscribe', { body: { email: 'Biff@Example.com' } });
    expect(first.response.status).toBe(200);
    expect(first.data).toEqual({ message: expect.stringContaining('Open the link we just mailed') });
    const again = await s.anonymous.POST('/newsletter/subscribe', { body: { email: 'biff@example.com' } });
    expect(again.data).toEqual(first.data);
    const bad = await s.anonymous.POST('/newsletter/subscribe', { body: { email: 'biff-at-example' } });
    expect(bad.response.status).toBe(400);
    expect(bad.error).toMatchObject({ message: 'email: Enter a valid email address' });
    const long = await s.anonymous.POST('/newsletter/subscribe', {
      body: { email: `${'b'.repeat(250)}@x.io` },
    });
    expect(long.response.status).toBe(400);
    // 10 a hour per address; two are used above.
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const r = await s.anonymous.POST('/newsletter/subscribe', {
        body: { email: `tannen${i}@example.com` },
      });
      statuses.push(r.response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    const limited = await s.anonymous.POST('/newsletter/subscribe', { body: { email: 'late@example.com' } });
    expect(limited.response.status).toBe(429);
    expect(limited.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.error).toMatchObject({ message: 'Too many sign-ups from here. Please try again later.' });
  });

  it('POST /newsletter/unsubscribe → {message}; 404 for an unknown token, 400 for a malformed one', async () => {
    const row = await plain.deps.db
      .insertInto('newsletterSubscribers')
      .values({
        email: 'george@example.com',
        emailKey: 'george@example.com',
        unsubscribeToken: 'george-token-0123456789abcdefghijklmnopq',
        confirmedAt: new Date(),
      })
      .returning('unsubscribeToken')
      .executeTakeFirstOrThrow();
    const ok = await plain.anonymous.POST('/newsletter/unsubscribe', {
      body: { token: row.unsubscribeToken },
    });
    expect(ok.data).toEqual({ message: expect.stringContaining("You've been unsubscribed") });
    const unknown = await plain.anonymous.POST('/newsletter/unsubscribe', {
      body: { token: 'Z'.repeat(43) },
    });
    expect(unknown.response.status).toBe(404);
    const malformed = await plain.anonymous.POST('/newsletter/unsubscribe', { body: { token: 'x' } });
    expect(malformed.response.status).toBe(400);
  });

  it('GET /movie/{id} → the page with the film’s Open Graph and Twitter tags; plain page for unknown ids', async () => {
    const origin = s.baseUrl.replace(/\/api$/, '');
    const response = await fetch(`${origin}/movie/603`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<title>The Matrix (1999) · Chuck&#39;s Video Store</title>');
    expect(html).toContain('<meta property="og:title" content="The Matrix (1999)" />');
    expect(html).toContain('<meta property="og:description" content="Set in the 22nd century');
    expect(html).toContain(
      '<meta property="og:image" content="https://image.tmdb.org/t/p/w500/f89U3ADr1oiB1s9GkdPOEpXUk5H.jpg" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<meta property="og:url" content="${origin}/movie/603" />`);
    expect(html).toContain('<div id="root"></div>');

    for (const id of ['999999', 'abc', '0']) {
      const plainPage = await fetch(`${origin}/movie/${id}`);
      expect(plainPage.status).toBe(200);
      const text = await plainPage.text();
      expect(text).not.toContain('og:title');
      expect(text).toContain('<div id="root"></div>');
    }
  });
});
