import { randomUUID } from 'node:crypto';
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
  bus?: Pick<Bus, 'subscribe' | 'publish'>;
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
  const { bus } = options;
  /** News this process sent ahead of a commit, until it hears it back. */
  const awaited = new Map<string, () => void>();
  bus?.subscribe(
    (event) => {
      if (!('sessionsEnded' in event)) return;
      sessions.forget(event.sessionsEnded);
      if (event.notice) awaited.get(event.notice)?.();
    },
    // The listener reconnected: news sent meanwhile is lost, so nothing cached can be trusted.
    () => sessions.clear(),
  );
  if (bus) {
    sessions.tellEveryProcess = async (sessionsEnded) => {
      const notice = randomUUID();
      // Heard back here means the database has sent it to every listening process too. Bounded: a
      // bus that is down delays the ending a second, never blocks it (the commit's news follows).
      const heard = new Promise<void>((resolve) => {
        awaited.set(notice, resolve);
        setTimeout(resolve, NEWS_ROUND_TRIP_BOUND_MS).unref();
      });
      try {
        await bus.publish({ sessionsEnded, notice });
        await heard;
      } catch {
        // Not sent: the news in the transaction still goes out with the commit.
      } finally {
        awaited.delete(notice);
      }
    };
  }
  return Object.assign(createLucia(db, sessions, options), { sessions });
}

const NEWS_ROUND_TRIP_BOUND_MS = 1_000;

/** The signed-in member as procedures see them. */
export interface SessionUser extends UserAttributes {
  id: string;
}

// Which of the tokens held by open sockets still belong to a live session (the socket session watch).
export { liveSessionTokens };
