import type { Db } from '@chuck/db';
import { Lucia, TimeSpan } from 'lucia';
import { createSessionAdapter, liveSessionTokens } from './session.repository.ts';

interface UserAttributes {
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

interface SessionAttributes {
  /** The browser's User-Agent at sign-in, for the member's list of devices. */
  userAgent: string | null;
}

declare module 'lucia' {
  interface Register {
    Lucia: Auth;
    DatabaseUserAttributes: UserAttributes;
    DatabaseSessionAttributes: SessionAttributes;
  }
}

export interface AuthOptions {
  /** Secure cookies: on whenever the site is served over https. */
  secureCookies: boolean;
  cookieName?: string;
}

export const DEFAULT_SESSION_COOKIE = 'chuck_session';

export function createAuth(db: Db, options: AuthOptions) {
  return new Lucia(createSessionAdapter(db), {
    sessionExpiresIn: new TimeSpan(30, 'd'),
    sessionCookie: {
      name: options.cookieName ?? DEFAULT_SESSION_COOKIE,
      attributes: { secure: options.secureCookies, sameSite: 'lax' },
    },
    getUserAttributes: (attributes) => ({
      email: attributes.email,
      firstName: attributes.firstName,
      lastName: attributes.lastName,
      profileImageUrl: attributes.profileImageUrl,
    }),
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The signed-in member as procedures see them. */
export interface SessionUser extends UserAttributes {
  id: string;
}

// Which of the tokens held by open sockets still belong to a live session (the socket session watch).
export { liveSessionTokens };
