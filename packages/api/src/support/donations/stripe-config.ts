import Stripe from 'stripe';

/** What the donation procedures and the webhook need from Stripe; absent when it is not configured. */
export interface StripeDeps {
  client: Stripe;
  /** Handed to Stripe.js in the browser. */
  publishableKey: string;
  /** Verifies webhook signatures; without it the webhook answers 503 and nothing is recorded. */
  webhookSecret: string | null;
}

export interface StripeSettings {
  secretKey?: string | undefined;
  publishableKey?: string | undefined;
  webhookSecret?: string | undefined;
  /** Another API origin (stripe-mock, a test double); default https://api.stripe.com. */
  apiUrl?: string | undefined;
}

/**
 * The Stripe deps from the env's keys, or undefined (donations off) unless both the secret and the
 * publishable key are set. Network retries reuse the request's idempotency key, so a retried create
 * never makes a second PaymentIntent.
 */
export function createStripeDeps(settings: StripeSettings): StripeDeps | undefined {
  if (!settings.secretKey || !settings.publishableKey) return undefined;
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const client = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "Chuck's Video Store" },
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'http:' ? 80 : 443),
      protocol: api.protocol === 'http:' ? 'http' : 'https',
    }),
  });
  return { client, publishableKey: settings.publishableKey, webhookSecret: settings.webhookSecret ?? null };
}
