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

// docs/product.md §2 'Verify your address', 'Change your address', 'Delete my account' and the
// daily digest.

/** What the profile's Account card shows. */
export const ZAccountSettings = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  /** A new address waiting for its link to be opened. */
  pendingEmail: z.string().nullable(),
  /** False for an account that signs in only through GitHub or Google. */
  hasPassword: z.boolean(),
  notificationDigest: z.boolean(),
});
export type AccountSettings = z.infer<typeof ZAccountSettings>;

export const ZChangeEmailInput = z.object({
  email: ZEmail,
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX),
});
export const ZEmailTokenInput = z.object({
  token: z.string().trim().min(1, 'That link is incomplete. Open it from the mail again.').max(200),
});
export const ZEmailConfirmed = z.object({ message: z.string(), email: z.string() });

export const ZDeleteAccountInput = z.object({
  /** The member's password; an account without one types DELETE and signs in again first. */
  password: z.string().max(PASSWORD_MAX).optional(),
  confirmation: z.string().max(20).optional(),
});
export type DeleteAccountInput = z.infer<typeof ZDeleteAccountInput>;

export const ZDigestSetting = z.object({
  daily: z.boolean({ error: 'daily: say true or false' }),
});

export const accountSettingsMeta = restMeta(
  'GET',
  '/auth/account',
  'auth',
  "The member's address, whether it is confirmed, a change waiting, and the digest setting",
);
export const resendVerificationMeta = restMeta(
  'POST',
  '/auth/verify-email/resend',
  'auth',
  "Mail a new link confirming the member's address (rate-limited)",
);
export const confirmEmailMeta = restMeta(
  'POST',
  '/auth/verify-email',
  'auth',
  "Open a link from an address mail: confirms the address, or makes a new address the account's",
  { protect: false },
);
export const changeEmailMeta = restMeta(
  'POST',
  '/auth/change-email',
  'auth',
  'Change the address: a link goes to the new one, which takes over when it is opened; the old one is told',
);
export const deleteAccountMeta = restMeta(
  'DELETE',
  '/auth/account',
  'auth',
  "Delete the member's account (the password in a JSON body; refused while a loan is open)",
  { body: true },
);
export const notificationDigestMeta = restMeta(
  'PUT',
  '/auth/notification-digest',
  'auth',
  'Choose (or stop) the daily e-mail digest of unread notifications',
);
