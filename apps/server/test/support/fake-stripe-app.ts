import { createFakeStripe, FAKE_STRIPE_ENV } from '@chuck/api/testing';
import { perFileMsw } from '@chuck/catalog/testing';
import { perFile } from '@chuck/db/testing';
import { createTestApp } from './test-app.ts';

/**
 * The test app for a file, with Stripe's API (node https) answered by its stand-in through msw, so
 * donations run end to end; requests to the app's own port go through. `stripe.requests` is what
 * reached Stripe.
 */
export function perFileAppWithFakeStripe(env: Record<string, string> = {}) {
  const stripe = createFakeStripe();
  perFileMsw(stripe.handlers, 'bypass');
  return { stripe, t: perFile(() => createTestApp({ ...FAKE_STRIPE_ENV, ...env })) };
}
