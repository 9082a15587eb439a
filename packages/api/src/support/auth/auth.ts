import type { Db } from '@chuck/db';
import type { Bus } from '@chuck/realtime';
import { Lucia, TimeSpan } from 'lucia';
import { createSessionAdapter, liveSessionTokens, type Sessions } from './session.repository.ts';
import { SessionCache } from './session-cache.ts';

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
    Lucia: AuthLucia;
    DatabaseUserAttributes: UserAttributes;
    DatabaseSessionAttributes: SessionAttributes;
  }
}

export interface AuthOptions {
  /** Secure cookies: on whenever the site is served over https. */
  secureCookies: boolean;
  cookieName?: string;
  /**
   * The event bus (the server's `createBus`): news of sessions ended on any process reaches this
   * process's session cache through it. Without one (procedure tests: one process), only what ends
   * here is forgotten.
   */
  bus?: Pick<Bus, 'subscribe'>;
}

export const DEFAULT_SESSION_COOKIE = 'chuck_session';

function createLucia(db: Db, sessions: Sessions, options: AuthOptions) {
  return new Lucia(createSessionAdapter(db, sessions), {
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
type AuthLucia = ReturnType<typeof createLucia>;

/**
 * Lucia over our sessions table, with this process's session cache as `sessions`: whatever ends
 * sessions outside Lucia (revoking, a password or address change, deletion) forgets them through it
 * (announceSessionsEnded in session.repository.ts).
 */
export type Auth = AuthLucia & { sessions: Sessions };

export function createAuth(db: Db, options: AuthOptions): Auth {
  const sessions: Sessions = new SessionCache();
  options.bus?.subscribe(
    (event) => {
      if ('sessionsEnded' in event) sessions.forget(event.sessionsEnded);
    },
    // The listener reconnected: news sent meanwhile is lost, so nothing cached can be trusted.
    () => sessions.clear(),
  );
  return Object.assign(createLucia(db, sessions, options), { sessions });
}

/** The signed-in member as procedures see them. */
export interface SessionUser extends UserAttributes {
  id: string;
}

// Which of the tokens held by open sockets still belong to a live session (the socket session watch).
export { liveSessionTokens };
