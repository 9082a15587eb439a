import { z } from 'zod';
import { hasControlCharacters, NAME_CONTROL_MESSAGE } from '../../lib/member-name.ts';
import { VISITOR_SESSION } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../../shared/account-fields.ts';
import { ZSessionId } from '../../shared/session-id.ts';
import { EXAMPLE_MEMBER } from '../identity/identity.schema.ts';

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, 'Email is too long')
  .email('Enter a valid email address');
const ZName = z
  .string()
  .trim()
  .max(NAME_MAX, `Names are at most ${NAME_MAX} characters`)
  .refine((name) => !hasControlCharacters(name), NAME_CONTROL_MESSAGE);

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

const SIGNS_IN =
  'Answers the member and sets the HttpOnly session cookie that members-only paths read. With sessionId, ' +
  'the visitor’s top 3, ratings, recommendations and chat become the member’s.';

export const registerMeta = restMeta('POST', '/auth/register', 'auth', 'Create an account and sign in', {
  protect: false,
  description:
    'Creates a membership with an email address and a password (at least 8 characters) and signs in; a ' +
    `link to confirm the address is mailed. ${SIGNS_IN} An address already in use is a 409.`,
  example: {
    input: {
      email: 'dana@example.com',
      password: 'heist at the diner',
      firstName: 'Dana',
      lastName: 'Kowalski',
      sessionId: VISITOR_SESSION,
    },
    output: EXAMPLE_MEMBER,
  },
});
export const loginMeta = restMeta('POST', '/auth/login', 'auth', 'Sign in with email and password', {
  protect: false,
  description:
    `Signs in with email and password. ${SIGNS_IN} Wrong guesses are slowed per account and address (429 ` +
    'with Retry-After). After 20 wrong passwords for one account within 15 minutes, from any addresses, ' +
    'password sign-in for it pauses for 15 minutes: every try answers 429 “Too many tries for this account — ' +
    'we’ve mailed you a link to sign in”, whatever the password, and the owner is mailed a sign-in link ' +
    '(POST /auth/magic-link), so the pause never locks them out.',
  example: {
    input: { email: 'dana@example.com', password: 'heist at the diner', sessionId: VISITOR_SESSION },
    output: EXAMPLE_MEMBER,
  },
});
