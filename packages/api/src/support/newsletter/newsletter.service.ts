import { randomBytes } from 'node:crypto';
import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { enforce } from '../rate-limits/rate-limits.service.ts';
import * as repo from './newsletter.repository.ts';
import type { NewsletterMessage, SubscribeInput, UnsubscribeInput } from './newsletter.schema.ts';

export const MESSAGES = {
  subscribed: "You're on the list! Watch your inbox for new arrivals and staff picks.",
  resubscribed: "Welcome back! You're on the list again.",
  already: "You're already on the list",
  unsubscribed: "You've been unsubscribed. Sorry to see you go: the door's always open.",
  alreadyUnsubscribed: "You're already unsubscribed. No more mail from us.",
  unknownToken: 'This unsubscribe link is not valid. It may have been mistyped.',
} as const;

/** A household signs up once or twice; a script trying addresses is stopped quickly. */
const SUBSCRIBE_LIMIT = {
  max: 10,
  windowSeconds: 60 * 60,
  message: 'Too many sign-ups from here. Please try again later.',
};

type NewsletterContext = Pick<Context, 'db' | 'req'>;

export async function subscribe(ctx: NewsletterContext, input: SubscribeInput): Promise<NewsletterMessage> {
  await enforce(ctx.db, `newsletter:ip:${ctx.req.ip}`, SUBSCRIBE_LIMIT);
  const outcome = await repo.subscribe(ctx.db, {
    email: input.email,
    emailKey: input.email.toLowerCase(),
    unsubscribeToken: randomBytes(32).toString('base64url'),
  });
  return { message: MESSAGES[outcome] };
}

export async function unsubscribe(
  ctx: Pick<Context, 'db'>,
  input: UnsubscribeInput,
): Promise<NewsletterMessage> {
  const outcome = await repo.unsubscribe(ctx.db, input.token);
  if (outcome === 'unknown') throw notFound(MESSAGES.unknownToken);
  return { message: outcome === 'already' ? MESSAGES.alreadyUnsubscribed : MESSAGES.unsubscribed };
}
