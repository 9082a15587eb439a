import { type AppDeps, AppError, handleStripeWebhook } from '@chuck/api';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';

const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/**
 * Stripe's webhook. Register in its own scope: the raw-body JSON parser below must not reach other
 * routes. Stripe signs the exact bytes it sends, so the body is verified before anything parses it.
 * It passes the CSRF guard because Stripe sends neither an Origin nor our session cookie.
 */
export async function stripeWebhookPlugin(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  app.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    try {
      return await handleStripeWebhook(deps, body, typeof signature === 'string' ? signature : undefined);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // A 400 tells Stripe the delivery was bad; a 503 makes it retry later, when keys may be set.
      const status = error.code === 'INVALID' ? 400 : 503;
      return reply
        .status(status)
        .send(errorBody(error.message, status === 400 ? 'BAD_REQUEST' : 'SERVICE_UNAVAILABLE'));
    }
  });
}
