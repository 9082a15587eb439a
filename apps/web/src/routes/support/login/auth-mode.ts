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

/** The server enforces the same minimum for new passwords. */
export const MIN_PASSWORD_LENGTH = 8;

export interface AuthFields {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export type FieldErrors = Partial<Record<keyof AuthFields, string>>;

/** Checks the browser can do before asking the server; the server has the final word. */
export function validateAuthFields(mode: AuthMode, fields: AuthFields): FieldErrors {
  const errors: FieldErrors = {};
  const email = fields.email.trim();
  if (!email) errors.email = 'Enter your email address';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'Enter a valid email address';
  if (!fields.password) errors.password = 'Enter your password';
  else if (mode === 'register' && fields.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  }
  return errors;
}
