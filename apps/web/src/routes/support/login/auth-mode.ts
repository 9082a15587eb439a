import { ZLoginInput, ZRegisterInput } from '@chuck/api/client';

export type AuthMode = 'login' | 'register';

/** The words for each mode: tab, heading, blurb and the submit button idle and pending. */
export const AUTH_MODE_TEXT = {
  login: {
    tab: 'Sign in',
    heading: 'Welcome back',
    blurb: 'Sign in with the email and password on your membership card.',
    submit: 'Sign in',
    pending: 'Signing in...',
  },
  register: {
    tab: 'Create account',
    heading: 'Get your membership card',
    blurb: 'Free, forever. Your top 3, ratings and chats with Chuck come with you.',
    submit: 'Create account',
    pending: 'Creating account...',
  },
} as const satisfies Record<AuthMode, Record<string, string>>;

export interface AuthFields {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export type FieldErrors = Partial<Record<keyof AuthFields, string>>;

/**
 * Checks the browser can do before asking the server: a blank field is asked for, the rest is the
 * server's own schema in its own words. The server still has the final word.
 */
export function validateAuthFields(mode: AuthMode, fields: AuthFields): FieldErrors {
  const schema = mode === 'register' ? ZRegisterInput : ZLoginInput;
  const result = schema.safeParse({ email: fields.email, password: fields.password });
  const problem = (field: 'email' | 'password') =>
    result.error?.issues.find((issue) => issue.path[0] === field)?.message;
  const errors: FieldErrors = {};
  const email = fields.email.trim() ? problem('email') : 'Enter your email address';
  if (email) errors.email = email;
  const password = fields.password ? problem('password') : 'Enter your password';
  if (password) errors.password = password;
  return errors;
}
