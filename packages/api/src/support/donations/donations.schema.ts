import { z } from 'zod';
import { restMeta } from '../../rest-meta.ts';
import * as amount from '../../shared/donation-amount.ts';

export { toCents } from '../../shared/donation-amount.ts';

export const ZCreateDonationIntentInput = z.object({
  amount: z
    .number({ error: 'amount must be a number of dollars, e.g. 5 or 7.50' })
    .refine(Number.isFinite, 'amount must be a number of dollars, e.g. 5 or 7.50')
    .refine((a) => a >= amount.MIN_DONATION_DOLLARS, amount.MINIMUM_MESSAGE)
    .refine((a) => a <= amount.MAX_DONATION_DOLLARS, amount.MAXIMUM_MESSAGE)
    .refine(amount.isWholeCents, amount.CENTS_MESSAGE)
    .meta({
      override: {
        minimum: amount.MIN_DONATION_DOLLARS,
        maximum: amount.MAX_DONATION_DOLLARS,
        description: 'Dollars, in whole cents',
      },
    }),
  /**
   * Optional: a random id the page makes once per visit. Picking the same amount again reuses the
   * PaymentIntent already made for it (it becomes part of Stripe's idempotency key).
   */
  requestId: z.uuid('requestId must be a UUID').optional(),
});
export type CreateDonationIntentInput = z.infer<typeof ZCreateDonationIntentInput>;

/** docs/product.md §7: `{clientSecret}` for the Payment Element. */
export const ZDonationIntent = z.object({ clientSecret: z.string() });
export type DonationIntent = z.infer<typeof ZDonationIntent>;

/** Whether this server takes card donations, and the key Stripe.js needs when it does. */
export const ZDonationsConfig = z.object({
  enabled: z.boolean(),
  publishableKey: z.string().nullable(),
});
export type DonationsConfig = z.infer<typeof ZDonationsConfig>;

const PAYMENT_INTENT = 'pi_3QkR8ZChuckVideo0Store1';

export const createIntentMeta = restMeta(
  'POST',
  '/create-donation-intent',
  'donations',
  'Start a card donation of `amount` dollars (1.00-10,000.00); returns the Stripe client secret',
  {
    protect: false,
    description:
      'The Donate page starts a card donation: a Stripe PaymentIntent for amount dollars (whole cents, 1.00 ' +
      'to 10,000.00), whose client secret the page’s Payment Element confirms. The same requestId and amount ' +
      'reuse the PaymentIntent already made. Without Stripe keys the store answers that donations are not ' +
      'configured.',
    example: {
      input: { amount: 7.5, requestId: '5f0c7a1e-2b3d-4c8e-9f10-a2b3c4d5e6f7' },
      output: { clientSecret: `${PAYMENT_INTENT}_secret_Lq7sWc9TzR1mXb` },
    },
  },
);
export const configMeta = restMeta(
  'GET',
  '/donations/config',
  'donations',
  'Whether card donations are configured, and the Stripe publishable key',
  {
    protect: false,
    description:
      'Whether this store takes card donations (STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY set) and the ' +
      'publishable key Stripe.js needs; publishableKey is null when they are not.',
    example: { output: { enabled: true, publishableKey: 'pk_test_51Hh2ChuckVideoStore' } },
  },
);

/**
 * What Stripe sent the donor back with (docs/product.md §7: ?donation=success, plus Stripe's own
 * payment_intent and payment_intent_client_secret). The client secret proves it is their payment.
 */
export const ZDonationPaymentInput = z.object({
  paymentIntentId: z
    .string({ error: 'paymentIntentId is required' })
    .regex(/^pi_\w{1,200}$/, 'paymentIntentId must be a Stripe PaymentIntent id (pi_...)'),
  clientSecret: z
    .string({ error: 'clientSecret is required' })
    .regex(/^pi_\w{1,200}_secret_\w{1,200}$/, "clientSecret must be the PaymentIntent's client secret"),
});
export type DonationPaymentInput = z.infer<typeof ZDonationPaymentInput>;

/** Where a donation stands, as Stripe says: only `succeeded` means the money was taken. */
export const ZDonationPayment = z.object({
  status: z.enum(['succeeded', 'processing', 'failed', 'canceled', 'pending']),
  /** Dollars. */
  amount: z.number(),
});
export type DonationPayment = z.infer<typeof ZDonationPayment>;

export const paymentMeta = restMeta(
  'POST',
  '/donations/payment',
  'donations',
  "How a donation the donor just paid stands, looked up with Stripe (the thank-you waits for 'succeeded')",
  {
    protect: false,
    description:
      'When Stripe sends the donor back (?donation=success with payment_intent and its client secret), the ' +
      'page asks how the payment stands: only succeeded means the money was taken and the thank-you shows. ' +
      'The client secret proves the payment is the donor’s own.',
    example: {
      input: { paymentIntentId: PAYMENT_INTENT, clientSecret: `${PAYMENT_INTENT}_secret_Lq7sWc9TzR1mXb` },
      output: { status: 'succeeded', amount: 7.5 },
    },
  },
);
