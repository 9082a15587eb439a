import { HttpResponse, http } from 'msw';
import Stripe from 'stripe';

export const FAKE_STRIPE_KEYS = {
  secretKey: 'sk_test_chuck_fake',
  publishableKey: 'pk_test_chuck_fake',
  webhookSecret: 'whsec_chuck_fake_secret',
};

/** The server settings that point donations at the fake keys (Stripe itself answered by msw). */
export const FAKE_STRIPE_ENV = {
  STRIPE_SECRET_KEY: FAKE_STRIPE_KEYS.secretKey,
  STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_KEYS.publishableKey,
  STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_KEYS.webhookSecret,
};

interface FakeIntentRequest {
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  idempotencyKey: string | null;
}

/**
 * Stripe's PaymentIntents API at the HTTP boundary (msw), for tests: records what was asked, replays
 * a repeated idempotency key like Stripe does, and can be told to fail. Also signs webhook payloads.
 */
export function createFakeStripe() {
  const requests: FakeIntentRequest[] = [];
  const byKey = new Map<string, Record<string, unknown>>();
  /** Every intent made, by id, as a retrieve answers it (its status moved by `settle`). */
  const byId = new Map<string, Record<string, unknown>>();
  let failure: { status: number; message: string } | null = null;
  let counter = 0;

  const handlers = [
    http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(\w+)\]$/.exec(key);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const idempotencyKey = request.headers.get('idempotency-key');
      requests.push({
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        metadata,
        idempotencyKey,
      });
      if (failure) {
        return HttpResponse.json(
          { error: { type: 'invalid_request_error', message: failure.message } },
          { status: failure.status },
        );
      }
      const replay = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
      if (replay) return HttpResponse.json(replay);
      counter += 1;
      const id = `pi_fake_${counter}_${Math.random().toString(36).slice(2, 10)}`;
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_received: 0,
        currency: form.get('currency'),
        client_secret: `${id}_secret_${counter}`,
        status: 'requires_payment_method',
        metadata,
        created: Math.floor(Date.now() / 1000),
      };
      if (idempotencyKey) byKey.set(idempotencyKey, intent);
      byId.set(id, intent);
      return HttpResponse.json(intent);
    }),
    http.get('https://api.stripe.com/v1/payment_intents/:id', ({ params }) => {
      const intent = byId.get(String(params.id));
      if (!intent) {
        return HttpResponse.json(
          {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such payment_intent: '${String(params.id)}'`,
            },
          },
          { status: 404 },
        );
      }
      return HttpResponse.json(intent);
    }),
  ];

  return {
    handlers,
    requests,
    /**
     * What the browser's confirmation did to an intent, as Stripe then reports it: succeeded (the
     * money was taken), processing, or a failed attempt (back to requires_payment_method, with the
     * card's error).
     */
    settle(id: string, status: 'succeeded' | 'processing' | 'failed' | 'canceled') {
      const intent = byId.get(id);
      if (!intent) throw new Error(`the fake Stripe made no intent ${id}`);
      Object.assign(intent, {
        status: status === 'failed' ? 'requires_payment_method' : status,
        amount_received: status === 'succeeded' ? intent.amount : 0,
        last_payment_error:
          status === 'failed' ? { type: 'card_error', message: 'Your card was declined.' } : null,
      });
    },
    failWith(status: number, message: string) {
      failure = { status, message };
    },
    recover() {
      failure = null;
    },
  };
}

export interface FakeEventOptions {
  id?: string;
  type?: string;
  paymentIntentId: string;
  amount?: number;
  metadata?: Record<string, string>;
  /** Seconds since the epoch; default now. */
  created?: number;
}

/** A webhook event body as Stripe would send it (the exact string that gets signed). */
export function fakePaymentIntentEvent(options: FakeEventOptions): string {
  const created = options.created ?? Math.floor(Date.now() / 1000);
  const type = options.type ?? 'payment_intent.succeeded';
  const amount = options.amount ?? 500;
  return JSON.stringify({
    id: options.id ?? `evt_fake_${Math.random().toString(36).slice(2, 12)}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: options.paymentIntentId,
        object: 'payment_intent',
        amount,
        amount_received: type === 'payment_intent.succeeded' ? amount : 0,
        currency: 'usd',
        status: type.replace('payment_intent.', ''),
        metadata: options.metadata ?? { kind: 'donation' },
        created,
      },
    },
  });
}

/** The Stripe-Signature header for `payload`, signed with `secret` (Stripe's own test helper). */
export function signWebhook(payload: string, secret = FAKE_STRIPE_KEYS.webhookSecret): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
