import { z } from 'zod';
import { restMeta } from '../../rest-meta.ts';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../../shared/account-fields.ts';
import { ZSessionId } from '../../shared/session-id.ts';

export const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type User = z.infer<typeof ZUser>;

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, 'Email is too long')
  .email('Enter a valid email address');
const ZName = z.string().trim().max(NAME_MAX, `Names are at most ${NAME_MAX} characters`);

/** A new password, at sign-up, on reset and on change: the same rules everywhere (docs/product.md §5). */
export const ZNewPassword = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const ZRegisterInput = z.object({
  email: ZEmail,
  password: ZNewPassword,
  firstName: ZName.optional(),
  lastName: ZName.optional(),
  /** The visitor's anonymous session: its data becomes the member's. */
  sessionId: ZSessionId.optional(),
});
export type RegisterInput = z.infer<typeof ZRegisterInput>;

export const ZLoginInput = z.object({
  email: ZEmail,
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX),
  sessionId: ZSessionId.optional(),
});
export type LoginInput = z.infer<typeof ZLoginInput>;

export const registerMeta = restMeta('POST', '/auth/register', 'auth', 'Create an account and sign in', {
  protect: false,
});
export const loginMeta = restMeta('POST', '/auth/login', 'auth', 'Sign in with email and password', {
  protect: false,
});
export const userMeta = restMeta('GET', '/auth/user', 'auth', 'The signed-in member');

export const ZProviders = z.object({ providers: z.array(z.enum(['github', 'google'])) });
export const providersMeta = restMeta(
  'GET',
  '/auth/providers',
  'auth',
  'Sign-in providers this site offers besides email and password',
  { protect: false },
);
