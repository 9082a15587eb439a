import { z } from 'zod';
import { restMeta } from '../../rest-meta.ts';
import { PASSWORD_MAX } from '../../shared/account-fields.ts';
import { ZEmail, ZNewPassword } from './auth.schema.ts';

// docs/product.md §2 'Forgot your password' and 'Profile: Account'.

export const ZForgotPasswordInput = z.object({ email: ZEmail });
export const ZResetPasswordInput = z.object({
  token: z.string().trim().min(1, 'That reset link is incomplete. Open it from the mail again.').max(200),
  password: ZNewPassword,
});
export type ResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

export const ZChangePasswordInput = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX),
  newPassword: ZNewPassword,
});
export type ChangePasswordInput = z.infer<typeof ZChangePasswordInput>;

export const ZAccountMessage = z.object({ message: z.string() });

/** Where the member is signed in: one browser on one device. */
const ZAccountSession = z.object({
  /** The session's public id (the SHA-256 of its token, never the token). */
  id: z.string(),
  browser: z.string(),
  device: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof ZAccountSession>;
export const ZAccountSessions = z.object({ sessions: z.array(ZAccountSession) });
export const ZSessionIdInput = z.object({ id: z.string().trim().min(1).max(128) });
export const ZSignedOut = z.object({ signedOut: z.number().int() });

export const forgotPasswordMeta = restMeta(
  'POST',
  '/auth/forgot-password',
  'auth',
  'Mail a password reset link (the same answer whether or not the address has an account)',
  { protect: false },
);
export const resetPasswordMeta = restMeta(
  'POST',
  '/auth/reset-password',
  'auth',
  'Set a new password with a reset link, sign out every other session and sign in',
  { protect: false },
);
export const changePasswordMeta = restMeta(
  'POST',
  '/auth/change-password',
  'auth',
  "Change the signed-in member's password and sign out their other sessions",
);
export const sessionsMeta = restMeta('GET', '/auth/sessions', 'auth', 'Where the member is signed in');
export const revokeSessionMeta = restMeta(
  'DELETE',
  '/auth/sessions/{id}',
  'auth',
  "Sign one of the member's sessions out",
);
export const revokeOtherSessionsMeta = restMeta(
  'DELETE',
  '/auth/sessions',
  'auth',
  'Sign out everywhere else: every session of the member but this one',
);
