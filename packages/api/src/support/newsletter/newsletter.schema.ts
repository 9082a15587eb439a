import type { OpenApiMeta } from 'trpc-to-openapi';
import { z } from 'zod';
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

/** docs/product.md §7: the response's message is shown to the visitor. */
export const ZNewsletterMessage = z.object({ message: z.string() });
export type NewsletterMessage = z.infer<typeof ZNewsletterMessage>;

const tags = ['newsletter'];
export const subscribeMeta: OpenApiMeta = {
  openapi: {
    method: 'POST',
    path: '/newsletter/subscribe',
    tags,
    summary: 'Join the newsletter (case-insensitive: an address already on the list is told so)',
    protect: false,
  },
};
export const unsubscribeMeta: OpenApiMeta = {
  openapi: {
    method: 'POST',
    path: '/newsletter/unsubscribe',
    tags,
    summary: "Leave the newsletter with the token from a mailing's unsubscribe link",
    protect: false,
  },
};
