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

export const createIntentMeta = restMeta(
  'POST',
  '/create-donation-intent',
  'donations',
  'Start a card donation of `amount` dollars (1.00-10,000.00); returns the Stripe client secret',
  { protect: false },
);
export const configMeta = restMeta(
  'GET',
  '/donations/config',
  'donations',
  'Whether card donations are configured, and the Stripe publishable key',
  { protect: false },
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
  { protect: false },
);
