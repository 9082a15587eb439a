import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { appRouter } from '../../root.ts';
import {
  createFakeStripe,
  FAKE_STRIPE_KEYS,
  fakePaymentIntentEvent,
  signWebhook,
} from '../../testing/fake-stripe.ts';
import { createTestContext, errorOf, type TestContext } from '../../testing/index.ts';
import { createCallerFactory } from '../../trpc.ts';
import type { SessionUser } from '../identity/identity.ts';
import { handleStripeWebhook } from './donations.service.ts';
import { createStripeDeps } from './stripe-config.ts';

const fake = createFakeStripe();
const server = setupServer(...fake.handlers);
const stripe = createStripeDeps(FAKE_STRIPE_KEYS)!;

let t: TestContext;
let deps: AppDeps;
let ipCounter = 0;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  t = await createTestContext();
  deps = { ...t.deps, stripe };
});
afterAll(async () => {
  server.close();
  await t.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.recover();
});
afterEach(() => server.resetHandlers());

/** A caller from its own address (the intent rate limit is per IP), with or without Stripe. */
function caller(options: { user?: SessionUser | null; stripe?: boolean } = {}) {
  ipCounter += 1;
  return createCallerFactory(appRouter)({
    ...(options.stripe === false ? t.deps : deps),
    user: options.user ?? null,
    sessionId: null,
    req: { ip: `10.9.0.${ipCounter}`, setCookie: () => {} },
  });
}

const donationRows = (paymentIntentId: string) =>
  t.db.selectFrom('donations').selectAll().where('paymentIntentId', '=', paymentIntentId).execute();

describe('donation config', () => {
  it('says whether card donations are on, with the publishable key', async () => {
    expect(await caller().donations.config()).toEqual({
      enabled: true,
      publishableKey: FAKE_STRIPE_KEYS.publishableKey,
    });
    expect(await caller({ stripe: false }).donations.config()).toEqual({
      enabled: false,
      publishableKey: null,
    });
  });
});

describe('create donation intent', () => {
  it('creates a PaymentIntent in cents for each preset and a custom amount, recorded as pending', async () => {
    for (const [amount, cents] of [
      [3, 300],
      [5, 500],
      [10, 1000],
      [25, 2500],
      [7.5, 750],
      [12.34, 1234],
      [10_000, 1_000_000],
    ] as const) {
      const { clientSecret } = await caller().donations.createIntent({ amount });
      expect(clientSecret).toMatch(/^pi_fake_\d+_\w+_secret_\d+$/);
      const request = fake.requests.at(-1)!;
      expect(request).toMatchObject({ amount: cents, currency: 'usd', metadata: { kind: 'donation' } });
      expect(request.idempotencyKey).toMatch(/^donation-intent:/);
      const id = clientSecret.split('_secret_')[0]!;
      expect(await donationRows(id)).toEqual([
        expect.objectContaining({ amountCents: cents, status: 'pending', currency: 'usd', userId: null }),
      ]);
    }
  });

  it('reuses the intent when the same page visit picks the same amount again', async () => {
    const requestId = crypto.randomUUID();
    const c = caller();
    const first = await c.donations.createIntent({ amount: 5, requestId });
    const other = await c.donations.createIntent({ amount: 10, requestId });
    const again = await c.donations.createIntent({ amount: 5, requestId });
    expect(again.clientSecret).toBe(first.clientSecret);
    expect(other.clientSecret).not.toBe(first.clientSecret);
    expect(fake.requests[0]!.idempotencyKey).toBe(fake.requests[2]!.idempotencyKey);
    // Two visits never share a key.
    await caller().donations.createIntent({ amount: 5 });
    await caller().donations.createIntent({ amount: 5 });
    expect(fake.requests[3]!.idempotencyKey).not.toBe(fake.requests[4]!.idempotencyKey);
  });

  it("tags a member's donation with their id", async () => {
    const member = await t.createMember();
    const { clientSecret } = await caller({ user: member }).donations.createIntent({ amount: 3 });
    expect(fake.requests.at(-1)!.metadata).toEqual({ kind: 'donation', userId: member.id });
    expect((await donationRows(clientSecret.split('_secret_')[0]!))[0]!.userId).toBe(member.id);
  });

  it('refuses amounts under $1.00, over $10,000, with fractions of a cent, or not numbers, without calling Stripe', async () => {
    const cases: [unknown, string][] = [
      [0.99, 'Minimum donation is $1.00'],
      [0, 'Minimum donation is $1.00'],
      [-5, 'Minimum donation is $1.00'],
      [10_000.01, 'Maximum donation is $10,000.00'],
      [5.555, 'Amount can have at most two decimal places'],
      ['5', 'amount must be a number of dollars'],
      [Number.NaN, 'amount must be a number of dollars'],
    ];
    for (const [amount, message] of cases) {
      const error = await errorOf(caller().donations.createIntent({ amount } as { amount: number }));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.cause?.message).toContain(message);
    }
    expect(fake.requests).toEqual([]);
  });

  it("answers 503 'Donations are not configured on this server' without Stripe keys", async () => {
    const error = await errorOf(caller({ stripe: false }).donations.createIntent({ amount: 5 }));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe('Donations are not configured on this server');
    expect(fake.requests).toEqual([]);
  });

  it("turns a Stripe failure into 'Failed to initialize payment. Please try again.'", async () => {
    fake.failWith(400, 'Invalid API Key provided');
    const error = await errorOf(caller().donations.createIntent({ amount: 5 }));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe('Failed to initialize payment. Please try again.');
    expect(error.message).not.toContain('API Key');
  });

  it('limits how many intents one address can create', async () => {
    const c = caller();
    for (let i = 0; i < 30; i += 1) await c.donations.createIntent({ amount: 1 });
    const error = await errorOf(c.donations.createIntent({ amount: 1 }));
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(fake.requests).toHaveLength(30);
  });
});

describe('a returning donor: the payment looked up with Stripe', () => {
  const started = async (amount = 5) => {
    const { clientSecret } = await caller().donations.createIntent({ amount });
    return { clientSecret, paymentIntentId: clientSecret.split('_secret_')[0]! };
  };

  it("says 'succeeded' only once Stripe took the money, and records it", async () => {
    const payment = await started(7.5);
    // Back from Stripe before anything was paid (or a hand-typed ?donation=success): not yet.
    expect(await caller().donations.payment(payment)).toEqual({ status: 'pending', amount: 7.5 });
    expect((await donationRows(payment.paymentIntentId))[0]).toMatchObject({ status: 'pending' });

    fake.settle(payment.paymentIntentId, 'succeeded');
    expect(await caller().donations.payment(payment)).toEqual({ status: 'succeeded', amount: 7.5 });
    expect((await donationRows(payment.paymentIntentId))[0]).toMatchObject({
      status: 'succeeded',
      amountCents: 750,
      succeededAt: expect.any(Date),
    });
  });

  it('reports a payment still processing, declined or cancelled as such', async () => {
    for (const outcome of ['processing', 'failed', 'canceled'] as const) {
      const payment = await started();
      fake.settle(payment.paymentIntentId, outcome);
      expect(await caller().donations.payment(payment)).toEqual({ status: outcome, amount: 5 });
      expect((await donationRows(payment.paymentIntentId))[0]).toMatchObject({ status: outcome });
    }
  });

  it("answers 'not found' for another client secret, an unknown intent, or a payment that is no donation", async () => {
    const payment = await started();
    fake.settle(payment.paymentIntentId, 'succeeded');
    const other = await started(10);
    for (const input of [
      { ...payment, clientSecret: other.clientSecret },
      { paymentIntentId: 'pi_no_such_one', clientSecret: 'pi_no_such_one_secret_x' },
    ]) {
      const error = await errorOf(caller().donations.payment(input));
      expect(error.code).toBe('NOT_FOUND');
      expect(error.message).toBe('We could not find that donation.');
    }
    expect(
      (await errorOf(caller().donations.payment({ paymentIntentId: 'x', clientSecret: 'y' }))).code,
    ).toBe('BAD_REQUEST');
    expect((await errorOf(caller({ stripe: false }).donations.payment(payment))).message).toBe(
      'Donations are not configured on this server',
    );
  });
});

describe('stripe webhook', () => {
  const deliver = (payload: string, signature = signWebhook(payload)) =>
    handleStripeWebhook(deps, Buffer.from(payload), signature);

  it('records a succeeded donation once when the same event is delivered three times', async () => {
    const { clientSecret } = await caller().donations.createIntent({ amount: 10 });
    const paymentIntentId = clientSecret.split('_secret_')[0]!;
    const payload = fakePaymentIntentEvent({ paymentIntentId, amount: 1000 });
    const results = [await deliver(payload), await deliver(payload), await deliver(payload)];
    expect(results.map((r) => r.applied)).toEqual([true, false, false]);
    const rows = await donationRows(paymentIntentId);
    expect(rows).toEqual([
      expect.objectContaining({ status: 'succeeded', amountCents: 1000, succeededAt: expect.any(Date) }),
    ]);
    const events = await t.db
      .selectFrom('stripeEvents')
      .selectAll()
      .where('paymentIntentId', '=', paymentIntentId)
      .execute();
    expect(events).toHaveLength(1);
  });

  it('applies concurrent deliveries of one event exactly once', async () => {
    const payload = fakePaymentIntentEvent({ paymentIntentId: 'pi_concurrent_1', amount: 2500 });
    const results = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await donationRows('pi_concurrent_1')).toEqual([
      expect.objectContaining({ status: 'succeeded', amountCents: 2500 }),
    ]);
  });

  it('records a donation whose webhook arrives before (or without) the intent row', async () => {
    await deliver(fakePaymentIntentEvent({ paymentIntentId: 'pi_early_1', amount: 300 }));
    expect(await donationRows('pi_early_1')).toEqual([
      expect.objectContaining({ status: 'succeeded', amountCents: 300 }),
    ]);
  });

  it('never moves a donation backwards, whatever order the events arrive in', async () => {
    const now = Math.floor(Date.now() / 1000);
    const id = 'pi_order_1';
    await deliver(
      fakePaymentIntentEvent({ paymentIntentId: id, type: 'payment_intent.succeeded', created: now }),
    );
    await deliver(
      fakePaymentIntentEvent({ paymentIntentId: id, type: 'payment_intent.processing', created: now - 5 }),
    );
    await deliver(
      fakePaymentIntentEvent({
        paymentIntentId: id,
        type: 'payment_intent.payment_failed',
        created: now - 9,
      }),
    );
    const [row] = await donationRows(id);
    expect(row).toMatchObject({ status: 'succeeded' });
    // A second 'succeeded' event for the same intent (a new event id) keeps one row and its first time.
    await deliver(fakePaymentIntentEvent({ paymentIntentId: id, created: now + 60 }));
    const rows = await donationRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.succeededAt).toEqual(row!.succeededAt);

    // A failed card, then a retry that succeeds.
    const retry = 'pi_order_2';
    await deliver(
      fakePaymentIntentEvent({ paymentIntentId: retry, type: 'payment_intent.payment_failed', created: now }),
    );
    expect((await donationRows(retry))[0]).toMatchObject({ status: 'failed', succeededAt: null });
    await deliver(fakePaymentIntentEvent({ paymentIntentId: retry, created: now + 30 }));
    expect((await donationRows(retry))[0]).toMatchObject({ status: 'succeeded' });
  });

  it('refuses a bad or missing signature and records nothing', async () => {
    const payload = fakePaymentIntentEvent({ paymentIntentId: 'pi_forged_1' });
    for (const signature of [signWebhook(payload, 'whsec_someone_else'), 't=1,v1=deadbeef', undefined]) {
      const error = await handleStripeWebhook(deps, Buffer.from(payload), signature).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('INVALID');
    }
    // A body changed after signing fails too: the signature covers the exact bytes.
    const signature = signWebhook(payload);
    const error = await deliver(payload.replace('"amount":500', '"amount":50000'), signature).catch(
      (e: unknown) => e,
    );
    expect((error as AppError).message).toBe('Invalid Stripe signature');
    expect(await donationRows('pi_forged_1')).toEqual([]);
  });

  it("ignores other event types and payments that aren't donations", async () => {
    const other = await deliver(
      fakePaymentIntentEvent({ paymentIntentId: 'pi_shop_1', metadata: { kind: 't-shirt' } }),
    );
    const created = await deliver(
      fakePaymentIntentEvent({ paymentIntentId: 'pi_new_1', type: 'payment_intent.created' }),
    );
    expect([other, created]).toEqual([
      { received: true, applied: false },
      { received: true, applied: false },
    ]);
    expect(await donationRows('pi_shop_1')).toEqual([]);
    expect(await donationRows('pi_new_1')).toEqual([]);
  });

  it('keeps a donation whose member has since left, without their id', async () => {
    await deliver(
      fakePaymentIntentEvent({
        paymentIntentId: 'pi_gone_1',
        metadata: { kind: 'donation', userId: 'no-such-user' },
      }),
    );
    expect((await donationRows('pi_gone_1'))[0]).toMatchObject({ status: 'succeeded', userId: null });
  });

  it('answers 503 when no webhook secret is configured', async () => {
    const payload = fakePaymentIntentEvent({ paymentIntentId: 'pi_unconfigured_1' });
    const withoutSecret = { ...deps, stripe: { ...stripe, webhookSecret: null } };
    const error = await handleStripeWebhook(withoutSecret, Buffer.from(payload), signWebhook(payload)).catch(
      (e: unknown) => e,
    );
    expect((error as AppError).code).toBe('UNAVAILABLE');
    const unconfigured = await handleStripeWebhook(t.deps, Buffer.from(payload), signWebhook(payload)).catch(
      (e: unknown) => e,
    );
    expect((unconfigured as AppError).message).toBe('Donations are not configured on this server');
  });
});
