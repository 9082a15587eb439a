import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_JS } from './fake-stripe-js.ts';
import { withFailureScreenshot } from './harness.ts';
import { watchForBreakage } from './journeys/steps.ts';
import { setUpStage } from './stage.ts';

const WEBHOOK_SECRET = 'whsec_e2e_chuck';

/**
 * Stripe's PaymentIntents API for the server under test: records amounts, replays idempotency keys,
 * and answers a lookup of an intent with `state.paid` (what the browser's confirmation did to it).
 */
function startFakeStripeApi() {
  const intents: { amount: number; idempotencyKey: string | undefined }[] = [];
  const byKey = new Map<string, string>();
  const byId = new Map<string, string>();
  const state = { paid: 'requires_payment_method' as 'requires_payment_method' | 'succeeded' };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const lookup = req.method === 'GET' ? /^\/v1\/payment_intents\/(\w+)/.exec(req.url ?? '') : null;
      const known = lookup ? byId.get(lookup[1]!) : undefined;
      if (known) {
        const intent = JSON.parse(known) as { amount: number };
        const paid = state.paid === 'succeeded';
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_lookup' });
        res.end(JSON.stringify({ ...intent, status: state.paid, amount_received: paid ? intent.amount : 0 }));
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/payment_intents') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }),
        );
        return;
      }
      const form = new URLSearchParams(body);
      const key = req.headers['idempotency-key'] as string | undefined;
      intents.push({ amount: Number(form.get('amount')), idempotencyKey: key });
      const replay = key ? byKey.get(key) : undefined;
      const id = `pi_e2e_${intents.length}`;
      const json =
        replay ??
        JSON.stringify({
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          client_secret: `${id}_secret_e2e`,
          status: 'requires_payment_method',
          metadata: { kind: form.get('metadata[kind]') },
        });
      if (key) byKey.set(key, json);
      byId.set((JSON.parse(json) as { id: string }).id, json);
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${intents.length}` });
      res.end(json);
    });
  });
  return {
    intents,
    state,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const stripeApi = startFakeStripeApi();
const stage = setUpStage({
  env: async () => ({
    STRIPE_SECRET_KEY: 'sk_test_e2e_chuck',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_chuck',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: await stripeApi.listen(),
  }),
});

beforeAll(async () => {
  // Stripe.js comes from our stand-in: the page loads it from js.stripe.com as in production.
  await stage.browsers[0]!.context.route(/^https:\/\/js\.stripe\.com\//, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
  );
});

afterAll(async () => {
  await stripeApi.close();
});

/** A Stripe-Signature header, computed as Stripe does: HMAC-SHA256 of '{t}.{payload}'. */
function sign(payload: string, secret = WEBHOOK_SECRET): string {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
}

describe('donations', () => {
  it('takes a preset and a custom amount through the card form, refuses under $1.00, and thanks the donor', async () => {
    const page = await stage.browsers[0]!.context.newPage();
    const problems = watchForBreakage(page);
    const base = stage.server.baseUrl;
    const intentCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/(trpc\/donations\.createIntent|api\/create-donation-intent)/.test(request.url())) {
        intentCalls.push(request.url());
      }
    });

    await withFailureScreenshot(page, 'donate', async () => {
      await page.goto(`${base}/donate`);
      // The default $5 Latte starts a payment straight away.
      await page.getByTestId('fake-payment-element').waitFor();
      await page.getByRole('button', { name: 'Donate $5' }).waitFor();
      expect(stripeApi.intents.map((i) => i.amount)).toEqual([500]);
      expect(await page.getByRole('button', { name: /\$5\s*Latte/ }).getAttribute('aria-pressed')).toBe(
        'true',
      );

      await page.getByRole('button', { name: /\$10\s*Coffee Run/ }).click();
      await page.getByRole('button', { name: 'Donate $10' }).waitFor();
      expect(stripeApi.intents.map((i) => i.amount)).toEqual([500, 1000]);

      // Under the minimum: explained on the page, and nothing is asked of the server.
      const callsBefore = intentCalls.length;
      const custom = page.getByLabel('Custom amount (USD)');
      await custom.fill('0.99');
      await page.getByRole('button', { name: 'Use amount' }).click();
      await page.getByText('Minimum donation is $1.00').waitFor();
      await page.waitForTimeout(300);
      expect(intentCalls.length).toBe(callsBefore);
      expect(stripeApi.intents).toHaveLength(2);

      await custom.fill('7.25');
      await page.getByRole('button', { name: 'Use amount' }).click();
      await page.getByRole('button', { name: 'Donate $7.25' }).waitFor();
      expect(stripeApi.intents.map((i) => i.amount)).toEqual([500, 1000, 725]);

      // A declined card keeps the visitor here with the provider's message.
      await page.evaluate(() => {
        (window as unknown as { __fakeStripeDecline: boolean }).__fakeStripeDecline = true;
      });
      await page.getByRole('button', { name: 'Donate $7.25' }).click();
      await page.getByText('Payment Failed', { exact: true }).waitFor();
      await page.getByText('Your card was declined.').first().waitFor();

      // Confirmed: Stripe returns to origin + '?donation=success', the server asks Stripe how the
      // payment stands, and only then does the store say thank you.
      await page.evaluate(() => {
        (window as unknown as { __fakeStripeDecline: boolean }).__fakeStripeDecline = false;
      });
      stripeApi.state.paid = 'succeeded';
      await page.getByRole('button', { name: 'Donate $7.25' }).click();
      await page.waitForURL(`${base}/`);
      await page.getByText('Thank You!', { exact: true }).waitFor();
      await page
        .getByText(/^Donation Successful!/)
        .first()
        .waitFor();
      const confirm = await page.evaluate(
        () => (window as unknown as { __fakeStripeConfirm?: unknown }).__fakeStripeConfirm,
      );
      expect(confirm).toBeUndefined(); // a fresh page after the redirect
    });

    expect(problems).toEqual([]);
    await page.close();
  });

  it('thanks nobody for a typed ?donation=success, or for an intent Stripe says was never paid', async () => {
    const page = await stage.browsers[0]!.context.newPage();
    const problems = watchForBreakage(page);
    const base = stage.server.baseUrl;
    await withFailureScreenshot(page, 'donate-no-payment', async () => {
      stripeApi.state.paid = 'requires_payment_method';
      const { clientSecret } = (await (
        await fetch(`${base}/api/create-donation-intent`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base },
          body: JSON.stringify({ amount: 3 }),
        })
      ).json()) as { clientSecret: string };
      const intent = clientSecret.split('_secret_')[0];
      for (const query of [
        '?donation=success',
        `?donation=success&payment_intent=${intent}&payment_intent_client_secret=${clientSecret}&redirect_status=succeeded`,
      ]) {
        await page.goto(`${base}/${query}`);
        await page.waitForURL(`${base}/`);
        await page.getByRole('heading', { name: 'Keep the lights on' }).waitFor();
        await page.waitForTimeout(1000);
        expect(await page.getByText('Thank You!', { exact: true }).count()).toBe(0);
      }
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('records a signed webhook once when Stripe delivers it three times, and refuses a bad signature', async () => {
    const base = stage.server.baseUrl;
    const payload = JSON.stringify({
      id: 'evt_e2e_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'pi_e2e_1',
          object: 'payment_intent',
          amount: 500,
          amount_received: 500,
          currency: 'usd',
          metadata: { kind: 'donation' },
        },
      },
    });
    const deliver = (signature: string) =>
      fetch(`${base}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
      });
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await deliver(sign(payload));
      expect(response.status).toBe(200);
      answers.push(await response.json());
    }
    expect(answers).toEqual([
      { received: true, applied: true },
      { received: true, applied: false },
      { received: true, applied: false },
    ]);
    const forged = await deliver(sign(payload, 'whsec_someone_else'));
    expect(forged.status).toBe(400);
  });

  it('subscribes to the newsletter from the home page', async () => {
    const page = await stage.browsers[0]!.context.newPage();
    await withFailureScreenshot(page, 'newsletter', async () => {
      await page.goto(`${stage.server.baseUrl}/`);
      const email = page.getByLabel('Email address');
      const subscribe = page.getByRole('button', { name: 'Subscribe' });
      expect(await subscribe.isDisabled()).toBe(true);
      await email.fill('Marty@Example.com');
      await subscribe.click();
      // Double opt-in (docs/product.md §6): the link mailed to the address puts it on the list, and
      // the answer is the same for an address already on it.
      await page.getByText('Almost there!').waitFor();
      await email.fill('marty@example.com');
      await subscribe.click();
      await page.getByText('Almost there!').waitFor();
    });
    await page.close();
  });
});
