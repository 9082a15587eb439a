import { z } from 'zod';
import { restMeta } from '../../rest-meta.ts';
import { ZSessionId } from '../../shared/session-id.ts';
import { EXAMPLE_MEMBER } from '../identity/identity.schema.ts';

// docs/product.md §2 'Taking your account back' (issue 33). Both are visitor routes: the link is the
// proof, and whoever opens it is usually signed out everywhere (or never was signed in there).

const ZLinkToken = z.string().trim().min(1, 'That link is incomplete. Open it from the mail again.').max(200);

export const ZTakeBackInput = z.object({ token: ZLinkToken });
export const ZTakenBack = z.object({
  message: z.string(),
  /** A reset token (30 minutes, single use) for the new password: the page goes on to /reset-password. */
  resetToken: z.string(),
});
export const ZSignInLinkInput = z.object({
  token: ZLinkToken,
  /** The visitor's anonymous session: its data becomes the member's, as on sign-in. */
  sessionId: ZSessionId.optional(),
});

export const takeBackMeta = restMeta(
  'POST',
  '/auth/change-email/undo',
  'auth',
  'Take the account back with the link mailed after an address or password change',
  {
    protect: false,
    description:
      'The page /take-back sends the token from the link mailed to the old address after an address change ' +
      '(or to the address after a password change), good once for 7 days. It gives the card its old address ' +
      'back, clears the password, ends every session of the account on every process and every link mailed ' +
      'meanwhile, and answers a fresh reset token (30 minutes) for /reset-password. A visitor route: the link ' +
      'is the proof. A used, expired or unknown token is a 400; an old address another card took meanwhile is a 409.',
    example: {
      input: { token: 'dGFrZS1pdC1iYWNr' },
      output: {
        message:
          'Your card is yours again: it has its old address back and every device is signed out. Now choose a new password.',
        resetToken: 'Qm9uZC5KYW1lcy5Cb25k',
      },
    },
  },
);

export const signInLinkMeta = restMeta(
  'POST',
  '/auth/magic-link',
  'auth',
  'Sign in with a mailed sign-in link',
  {
    protect: false,
    description:
      'After 20 wrong passwords for one account within 15 minutes, password sign-in for it pauses for 15 minutes ' +
      'and its address gets a sign-in link, good once for 15 minutes; the page /sign-in-link sends its token here. ' +
      'Answers the member and sets the session cookie, as sign-in does. A used, expired or unknown token is a 400.',
    example: { input: { token: 'c2lnbi1tZS1pbg' }, output: EXAMPLE_MEMBER },
  },
);
