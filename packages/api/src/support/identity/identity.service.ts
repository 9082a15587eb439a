import type { Database, Db } from '@chuck/db';
import type { Transaction } from 'kysely';
import type { Context } from '../../context.ts';
import { forbidden, notFound } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { AccountSession, User } from './identity.schema.ts';
import * as memberLock from './member-lock.repository.ts';
import { suspensionRefusal } from './member-standing.service.ts';
import * as sessions from './session.repository.ts';
import { describeUserAgent } from './user-agent.ts';

/** Who is signed in: starting a session, the member's sessions, and ending them. */

const NO_SUCH_SESSION = 'No such session.';

type SessionContext = Pick<Context, 'db' | 'auth' | 'req' | 'effects'>;
type MemberContext = Pick<Context, 'db' | 'auth' | 'sessionId'> & { user: { id: string } };

/** Signs `user` in on this response, bringing the visitor's anonymous data along. */
export async function startSession(
  ctx: SessionContext,
  user: User,
  visitorSessionId: string | undefined,
): Promise<User> {
  // docs/product.md §3 'Reports and moderation': a suspended member can't sign in, whichever way.
  const suspended = await suspensionRefusal(ctx.db, user.id);
  if (suspended) throw forbidden(suspended);
  if (visitorSessionId) {
    const event = { type: 'visitor.signed-in', sessionId: visitorSessionId, userId: user.id } as const;
    await inTransaction(ctx.db, (trx) => ctx.effects.emit(trx, event));
  }
  const session = await ctx.auth.createSession(user.id, { userAgent: ctx.req.userAgent ?? null });
  ctx.req.setCookie(ctx.auth.createSessionCookie(session.id).serialize());
  return user;
}

/**
 * Serialises a member's own concurrent writes (two tabs saving at once) until `trx` ends; false
 * when the member does not exist.
 */
export function lockMember(trx: Transaction<Database>, userId: string): Promise<boolean> {
  return memberLock.lockMember(trx, userId);
}

/**
 * Whether the session with this token is live and its member still here, asked of the database
 * rather than the session cache (`liveSessionWrites` in trpc.ts).
 */
export function sessionIsLive(db: Db, token: string): Promise<boolean> {
  return sessions.sessionIsLive(db, token);
}

/** Where the member is signed in, this browser marked. */
export async function listSessions(ctx: MemberContext): Promise<{ sessions: AccountSession[] }> {
  const current = ctx.sessionId ? sessions.hashSessionId(ctx.sessionId) : null;
  const rows = await sessions.listSessions(ctx.db, ctx.user.id);
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      ...describeUserAgent(row.userAgent),
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === current,
    })),
  };
}

/**
 * Signs one session out; its live sockets close within seconds (the session watch,
 * docs/architecture.md "Live events"). Another member's session is 404, like an unknown one.
 */
export async function revokeSession(ctx: MemberContext, id: string): Promise<{ signedOut: number }> {
  if (!(await sessions.deleteSessionOf(ctx.db, ctx.auth.sessions, ctx.user.id, id)))
    throw notFound(NO_SUCH_SESSION);
  return { signedOut: 1 };
}

/** 'Sign out everywhere else'. */
export async function revokeOtherSessions(ctx: MemberContext): Promise<{ signedOut: number }> {
  return {
    signedOut: await sessions.deleteSessionsExcept(ctx.db, ctx.auth.sessions, ctx.user.id, ctx.sessionId),
  };
}

/**
 * Ends every session of the member except `keepToken`'s (none kept when it is null), on every
 * process; how many ended. Joins the caller's transaction (a password changed, an account taken back).
 */
export function deleteSessionsExcept(
  db: Db,
  cache: sessions.Sessions,
  userId: string,
  keepToken: string | null,
): Promise<number> {
  return sessions.deleteSessionsExcept(db, cache, userId, keepToken);
}

/** Sessions ended in the caller's transaction (an address changed, an account deleted): see the repository's note. */
export function announceSessionsEnded(
  db: Db,
  cache: sessions.Sessions,
  ended: Parameters<typeof sessions.announceSessionsEnded>[2],
): Promise<void> {
  return sessions.announceSessionsEnded(db, cache, ended);
}

/** When the session with this token began (a fresh sign-in is asked for before deleting an account). */
export function sessionStartedAt(db: Db, token: string): Promise<Date | null> {
  return sessions.sessionStartedAt(db, token);
}
