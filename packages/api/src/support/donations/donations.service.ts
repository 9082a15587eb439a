import { randomUUID } from 'node:crypto';
import type { DonationStatus } from '@chuck/db';
import type Stripe from 'stripe';
import type { Context } from '../../context.ts';
import { AppError, invalid, notFound } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { enforce } from '../rate-limits/rate-limits.service.ts';
import * as repo from './donations.repository.ts';
import {
  type CreateDonationIntentInput,
  type DonationIntent,
  type DonationPayment,
  type DonationPaymentInput,
  type DonationsConfig,
  toCents,
} from './donations.schema.ts';
import type { StripeDeps } from './stripe-config.ts';

export const NOT_CONFIGURED = 'Donations are not configured on this server';
const INIT_FAILED = 'Failed to initialize payment. Please try again.';
const CURRENCY = 'usd';
/** Our own PaymentIntents carry this, so other payments on the same Stripe account are left alone. */
const DONATION_KIND = 'donation';

/** Picking amounts makes intents; this is generous for a person and stops a script from card-testing. */
const INTENT_LIMIT = {
  max: 30,
  windowSeconds: 10 * 60,
  message: 'Too many payment attempts from here. Please try again in a few minutes.',
};

type DonationContext = Pick<Context, 'db' | 'stripe' | 'req' | 'user'>;

export function donationsConfig(stripe: StripeDeps | undefined): DonationsConfig {
  return { enabled: Boolean(stripe), publishableKey: stripe?.publishableKey ?? null };
}

function configured(stripe: StripeDeps | undefined): StripeDeps {
  if (!stripe) throw new AppError('UNAVAILABLE', NOT_CONFIGURED);
  return stripe;
}

/** A Stripe PaymentIntent for `amount` dollars (in cents), recorded as a pending donation. */
export async function createIntent(
  ctx: DonationContext,
  input: CreateDonationIntentInput,
): Promise<DonationIntent> {
  const stripe = configured(ctx.stripe);
  await enforce(ctx.db, `donation-intent:ip:${ctx.req.ip}`, INTENT_LIMIT);
  const amountCents = toCents(input.amount);
  const userId = ctx.user?.id ?? null;
  // The same page visit asking for the same amount gets the same intent back (Stripe replays it).
  const idempotencyKey = `donation-intent:${input.requestId ?? randomUUID()}:${amountCents}:${userId ?? 'guest'}`;
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.client.paymentIntents.create(
      {
        amount: amountCents,
        currency: CURRENCY,
        automatic_payment_methods: { enabled: true },
        description: "Tip jar: Chuck's Video Store",
        metadata: { kind: DONATION_KIND, ...(userId ? { userId } : {}) },
      },
      { idempotencyKey },
    );
  } catch (error) {
    const failure = new AppError('UNAVAILABLE', INIT_FAILED, 10);
    failure.cause = error; // Stripe's own account of it, for the server log only
    throw failure;
  }
  if (!intent.client_secret) throw new AppError('UNAVAILABLE', INIT_FAILED, 10);
  await repo.insertIntent(ctx.db, {
    paymentIntentId: intent.id,
    amountCents: intent.amount,
    currency: intent.currency,
    userId,
  });
  return { clientSecret: intent.client_secret };
}

const DONATION_NOT_FOUND = 'We could not find that donation.';
const LOOKUP_FAILED =
  "We couldn't reach the payment provider to confirm your donation. Please refresh in a moment.";

/**
 * How a donation the donor was just sent back from stands, asked of Stripe itself (the return URL
 * alone proves nothing: anyone can type ?donation=success). Only our own donations answer, and only
 * with the client secret Stripe gave the donor's browser. What Stripe says is recorded too, as a
 * webhook would (the status only moves forward).
 */
export async function checkPayment(
  ctx: Pick<Context, 'db' | 'stripe'>,
  input: DonationPaymentInput,
): Promise<DonationPayment> {
  const stripe = configured(ctx.stripe);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.client.paymentIntents.retrieve(input.paymentIntentId);
  } catch (error) {
    if (error instanceof Error && (error as { statusCode?: number }).statusCode === 404) {
      throw notFound(DONATION_NOT_FOUND);
    }
    const failure = new AppError('UNAVAILABLE', LOOKUP_FAILED, 10);
    failure.cause = error;
    throw failure;
  }
  if (intent.metadata?.kind !== DONATION_KIND || intent.client_secret !== input.clientSecret) {
    throw notFound(DONATION_NOT_FOUND);
  }
  const status = paymentStatusOf(intent);
  const recorded = status === 'pending' ? null : status;
  if (recorded) {
    await repo.applyIntentUpdate(ctx.db, {
      paymentIntentId: intent.id,
      amountCents: (recorded === 'succeeded' && intent.amount_received) || intent.amount,
      currency: intent.currency,
      status: recorded,
      userId: intent.metadata?.userId ?? null,
      eventAt: new Date(),
    });
  }
  return { status, amount: intent.amount / 100 };
}

/** Stripe's PaymentIntent status in our words; a failed attempt leaves it asking for a payment method. */
function paymentStatusOf(intent: Stripe.PaymentIntent): DonationPayment['status'] {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'canceled';
    case 'requires_payment_method':
      return intent.last_payment_error ? 'failed' : 'pending';
    default:
      return 'pending';
  }
}

const STATUS_OF_EVENT: Partial<Record<string, DonationStatus>> = {
  'payment_intent.processing': 'processing',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'canceled',
  'payment_intent.succeeded': 'succeeded',
};

export interface WebhookResult {
  received: true;
  /** False for a redelivered event or one that is not about a donation. */
  applied: boolean;
}

/**
 * A Stripe webhook delivery: the signature is checked against the exact bytes received, then each
 * event is applied at most once (by event id) and a donation's status only moves forward.
 */
export async function handleStripeWebhook(
  deps: Pick<Context, 'db' | 'stripe'>,
  rawBody: Buffer | string,
  signature: string | undefined,
): Promise<WebhookResult> {
  const stripe = configured(deps.stripe);
  if (!stripe.webhookSecret) throw new AppError('UNAVAILABLE', NOT_CONFIGURED);
  if (!signature) throw invalid('Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = stripe.client.webhooks.constructEvent(rawBody, signature, stripe.webhookSecret);
  } catch {
    throw invalid('Invalid Stripe signature');
  }
  const status = STATUS_OF_EVENT[event.type];
  const intent = event.data.object as Partial<Stripe.PaymentIntent>;
  if (
    !status ||
    intent.object !== 'payment_intent' ||
    intent.metadata?.kind !== DONATION_KIND ||
    !intent.id
  ) {
    return { received: true, applied: false };
  }
  const paymentIntentId = intent.id;
  const amountCents = (status === 'succeeded' && intent.amount_received) || intent.amount || 0;
  if (amountCents <= 0) return { received: true, applied: false };
  const applied = await inTransaction(deps.db, async (trx) => {
    if (!(await repo.claimEvent(trx, { eventId: event.id, type: event.type, paymentIntentId }))) return false;
    await repo.applyIntentUpdate(trx, {
      paymentIntentId,
      amountCents,
      currency: intent.currency ?? CURRENCY,
      status,
      userId: intent.metadata?.userId ?? null,
      eventAt: new Date(event.created * 1000),
    });
    return true;
  });
  return { received: true, applied };
}
