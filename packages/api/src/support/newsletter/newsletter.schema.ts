import { z } from 'zod';
import { restMeta } from '../../rest-meta.ts';
import { EMAIL_MAX } from '../../shared/account-fields.ts';

export const ZSubscribeInput = z.object({
  email: z
    .string({ error: 'Enter your email address' })
    .trim()
    .min(1, 'Enter your email address')
    .max(EMAIL_MAX, 'Email is too long')
    .pipe(z.email('Enter a valid email address'))
    .meta({ override: { format: 'email' } }),
});
export type SubscribeInput = z.infer<typeof ZSubscribeInput>;

/** The token from a mailing's unsubscribe link (32 random bytes, base64url). */
export const ZUnsubscribeInput = z.object({
  token: z
    .string({ error: 'This unsubscribe link is not valid' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This unsubscribe link is not valid'),
});
export type UnsubscribeInput = z.infer<typeof ZUnsubscribeInput>;

/** The token from a confirmation mail's link (docs/product.md §6: double opt-in). */
export const ZConfirmSubscriptionInput = z.object({
  token: z
    .string({ error: 'This confirmation link is not valid' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This confirmation link is not valid'),
});

/** docs/product.md §7: the response's message is shown to the visitor. */
export const ZNewsletterMessage = z.object({ message: z.string() });
export type NewsletterMessage = z.infer<typeof ZNewsletterMessage>;

const NEWSLETTER_TOKEN = 'q3Vb9kLmZx8TnR2wYc5fHd7pJs4uEa6g';

export const subscribeMeta = restMeta(
  'POST',
  '/newsletter/subscribe',
  'newsletter',
  'Ask to join the newsletter: a confirmation link is mailed (the same answer for every address)',
  {
    protect: false,
    description:
      'Sign-ups are double opt-in: a link to confirm is mailed, and only addresses whose link was opened ' +
      'are on the list. The answer is the same for every address, listed or not, and is shown as it is.',
    example: {
      input: { email: 'dana@example.com' },
      output: { message: 'Almost there! Open the link we just mailed to that address to join the list.' },
    },
  },
);
export const unsubscribeMeta = restMeta(
  'POST',
  '/newsletter/unsubscribe',
  'newsletter',
  "Leave the newsletter with the token from a mailing's unsubscribe link",
  {
    protect: false,
    description:
      'The page /newsletter/unsubscribe sends the token from a mailing’s link; mail programs’ one-click ' +
      'unsubscribe posts a form with the token in the query instead. Unsubscribing twice says so; an ' +
      'unknown token is a 404.',
    example: {
      input: { token: NEWSLETTER_TOKEN },
      output: { message: "You've been unsubscribed. Sorry to see you go: the door's always open." },
    },
  },
);
export const confirmSubscriptionMeta = restMeta(
  'POST',
  '/newsletter/confirm',
  'newsletter',
  "Confirm a newsletter sign-up with the token from the confirmation mail's link",
  {
    protect: false,
    description:
      'The page /newsletter/confirm sends the token from the confirmation mail’s link: the address joins the ' +
      'list. A used or expired link is a 400 that asks to sign up again.',
    example: {
      input: { token: NEWSLETTER_TOKEN },
      output: { message: "You're on the list! Watch your inbox for new arrivals and staff picks." },
    },
  },
);
