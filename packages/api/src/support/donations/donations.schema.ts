import type { OpenApiMeta } from 'trpc-to-openapi';
import { z } from 'zod';

/** docs/product.md §5/§9: the tip jar takes $1.00 to $10,000.00, in whole cents. */
export const MIN_DONATION_DOLLARS = 1;
export const MAX_DONATION_DOLLARS = 10_000;
export const MINIMUM_MESSAGE = 'Minimum donation is $1.00';
export const MAXIMUM_MESSAGE = 'Maximum donation is $10,000.00';
export const CENTS_MESSAGE = 'Amount can have at most two decimal places';

/** True when `dollars` has at most two decimals (allowing for binary floating point). */
export function isWholeCents(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export const ZCreateDonationIntentInput = z.object({
  amount: z
    .number({ error: 'amount must be a number of dollars, e.g. 5 or 7.50' })
    .refine(Number.isFinite, 'amount must be a number of dollars, e.g. 5 or 7.50')
    .refine((a) => a >= MIN_DONATION_DOLLARS, MINIMUM_MESSAGE)
    .refine((a) => a <= MAX_DONATION_DOLLARS, MAXIMUM_MESSAGE)
    .refine(isWholeCents, CENTS_MESSAGE)
    .meta({
      override: {
        minimum: MIN_DONATION_DOLLARS,
        maximum: MAX_DONATION_DOLLARS,
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

const tags = ['donations'];
export const createIntentMeta: OpenApiMeta = {
  openapi: {
    method: 'POST',
    path: '/create-donation-intent',
    tags,
    summary: 'Start a card donation of `amount` dollars (1.00-10,000.00); returns the Stripe client secret',
    protect: false,
  },
};
export const configMeta: OpenApiMeta = {
  openapi: {
    method: 'GET',
    path: '/donations/config',
    tags,
    summary: 'Whether card donations are configured, and the Stripe publishable key',
    protect: false,
  },
};
