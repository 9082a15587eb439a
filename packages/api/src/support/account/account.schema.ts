import { z } from 'zod';
import { restMeta } from '../../rest-meta.ts';
import { PASSWORD_MAX } from '../../shared/account-fields.ts';
import { EXAMPLE_MEMBER } from '../identity/identity.schema.ts';
import { ZEmail, ZNewPassword } from './password-sign-in.schema.ts';

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

export const forgotPasswordMeta = restMeta(
  'POST',
  '/auth/forgot-password',
  'auth',
  'Mail a password reset link (the same answer whether or not the address has an account)',
  {
    protect: false,
    description:
      "'Forgot your password?': mails a link to choose a new password, good once for 30 minutes. The answer " +
      'is the same whether or not the address has an account, so it tells nobody who is a member.',
    example: {
      input: { email: 'dana@example.com' },
      output: {
        message:
          'If that address has a membership card here, a link to choose a new password is on its way. It works once, for 30 minutes.',
      },
    },
  },
);
export const resetPasswordMeta = restMeta(
  'POST',
  '/auth/reset-password',
  'auth',
  'Set a new password with a reset link, sign out every other session and sign in',
  {
    protect: false,
    description:
      'Sets a new password with the token from a reset link (the page /reset-password reads it from the ' +
      'link), signs out every session of the account and signs this browser in. A used or expired token is ' +
      'a 400 that asks for a new link.',
    example: {
      input: { token: 'Qm9uZC5KYW1lcy5Cb25k', password: 'heist at the diner' },
      output: EXAMPLE_MEMBER,
    },
  },
);
export const changePasswordMeta = restMeta(
  'POST',
  '/auth/change-password',
  'auth',
  "Change the signed-in member's password and sign out their other sessions",
  {
    description:
      'Changes the password from the profile’s Account card, given the current one; every other device ' +
      'the member was signed in on is signed out.',
    example: {
      input: { currentPassword: 'heist at the diner', newPassword: 'coffee with McCauley' },
      output: { message: 'Password changed. Every other device you were signed in on has been signed out.' },
    },
  },
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
  {
    description:
      'What the profile’s Account card shows: the address and whether it is confirmed, a new address ' +
      'waiting for its link to be opened, whether the account has a password (not one that signs in only ' +
      'through GitHub or Google), and whether the daily digest is on.',
    example: {
      output: {
        email: 'dana@example.com',
        emailVerified: true,
        pendingEmail: null,
        hasPassword: true,
        notificationDigest: false,
      },
    },
  },
);
export const resendVerificationMeta = restMeta(
  'POST',
  '/auth/verify-email/resend',
  'auth',
  "Mail a new link confirming the member's address (rate-limited)",
  {
    description:
      'Mails a fresh link confirming the member’s address, good for 3 days; a few an hour at most. An ' +
      'address already confirmed gets no mail and says so.',
    example: { output: { message: 'A new link is on its way to your address. It works for 3 days.' } },
  },
);
export const confirmEmailMeta = restMeta(
  'POST',
  '/auth/verify-email',
  'auth',
  "Open a link from an address mail: confirms the address, or makes a new address the account's",
  {
    protect: false,
    description:
      'The page /verify-email sends the token from the mailed link: it confirms the member’s address, or, ' +
      'for a change of address, makes the new address the account’s and tells the old one. No session is ' +
      'needed, so the link works in any browser.',
    example: {
      input: { token: 'Zm9yLXRoZS1uZXctYWRkcmVzcw' },
      output: { message: 'Thanks! Your address is confirmed.', email: 'dana@example.com' },
    },
  },
);
export const changeEmailMeta = restMeta(
  'POST',
  '/auth/change-email',
  'auth',
  'Change the address: a link goes to the new one, which takes over when it is opened; the old one is told',
  {
    description:
      'Asks to change the member’s address, given their password: a link goes to the new address, which ' +
      'takes over only when it is opened (within 3 days); until then the old one stays and shows as ' +
      'pendingEmail on GET /auth/account.',
    example: {
      input: { email: 'dana.k@example.org', password: 'heist at the diner' },
      output: {
        message:
          'Check the new inbox: your address changes once you open the link we sent there. It works for 3 days.',
      },
    },
  },
);
export const deleteAccountMeta = restMeta(
  'DELETE',
  '/auth/account',
  'auth',
  "Delete the member's account (the password in a JSON body; refused while a loan is open)",
  {
    body: true,
    description:
      "'Delete my account': deletes the membership and everything personal, and signs out. The password " +
      "comes in the JSON body, never the URL; an account without one sends confirmation 'DELETE' within 10 " +
      'minutes of signing in with GitHub or Google. Refused (409) while a disc is out on loan to or from the ' +
      'member or a request or return is still open.',
    example: {
      input: { password: 'heist at the diner' },
      output: {
        message:
          'Your account is deleted. Everything personal is gone. Thanks for every film, and be kind, rewind.',
      },
    },
  },
);
export const notificationDigestMeta = restMeta(
  'PUT',
  '/auth/notification-digest',
  'auth',
  'Choose (or stop) the daily e-mail digest of unread notifications',
  {
    description:
      'Turns the daily e-mail of unread notifications on (daily: true) or off; answers the setting now in ' +
      'force.',
    example: { input: { daily: true }, output: { daily: true } },
  },
);
