import { createHash } from 'node:crypto';
import type { Db } from '@chuck/db';
import { chunks } from '@chuck/db';
import type { Adapter, DatabaseSession, DatabaseUser } from 'lucia';
import { SessionCache } from './session-cache.ts';

/** A session's last-seen time is written at most this often, not on every request. */
const LAST_SEEN_STEP_MS = 5 * 60 * 1000;

/** Session tokens are stored only as their SHA-256: the table alone cannot sign anybody in. */
export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

/** This process's recently looked-up sessions (session-cache.ts): every change below forgets what it touches. */
const recent = new SessionCache<[DatabaseSession, DatabaseUser]>();

/**
 * What a member's sessions carry changed (their address), or all of them ended in a statement of
 * another repository (deleting the account): no cached lookup may outlive it.
 */
export const forgetMemberSessions = (userId: string) => recent.forgetMember(userId);

/**
 * Which of these session tokens still name a live (unexpired) session. Open sockets are checked with
 * it, in one query per thousand rather than one per socket.
 */
export async function liveSessionTokens(db: Db, tokens: Iterable<string>): Promise<Set<string>> {
  const byHash = new Map([...tokens].map((token) => [hashSessionId(token), token]));
  const live = new Set<string>();
  for (const hashes of chunks([...byHash.keys()], 1000)) {
    const rows = await db
      .selectFrom('sessions')
      .select('id')
      .where('id', 'in', hashes)
      .where('expiresAt', '>', new Date())
      .execute();
    for (const row of rows) live.add(byHash.get(row.id)!);
  }
  return live;
}

/** Lucia's storage, on Kysely. Lucia hands us the raw token; we look it up by its hash. */
export function createSessionAdapter(db: Db): Adapter {
  return {
    async getSessionAndUser(sessionId): Promise<[DatabaseSession | null, DatabaseUser | null]> {
      const hash = hashSessionId(sessionId);
      const known = recent.get(db, hash);
      if (known) return known;
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.userId')
        .select([
          'sessions.userId',
          'sessions.expiresAt',
          'sessions.userAgent',
          'sessions.lastSeenAt',
          'users.email',
          'users.firstName',
          'users.lastName',
          'users.profileImageUrl',
        ])
        .where('sessions.id', '=', hash)
        .executeTakeFirst();
      if (!row) return [null, null];
      const { userId, expiresAt, userAgent, lastSeenAt, ...attributes } = row;
      if (Date.now() - lastSeenAt.getTime() > LAST_SEEN_STEP_MS) {
        await db.updateTable('sessions').set({ lastSeenAt: new Date() }).where('id', '=', hash).execute();
      }
      const found: [DatabaseSession, DatabaseUser] = [
        { id: sessionId, userId, expiresAt, attributes: { userAgent } },
        { id: userId, attributes },
      ];
      recent.set(db, hash, userId, found);
      return found;
    },
    async getUserSessions(userId) {
      const rows = await db.selectFrom('sessions').selectAll().where('userId', '=', userId).execute();
      return rows.map((r) => ({
        id: r.id,
        userId: r.userId,
        expiresAt: r.expiresAt,
        attributes: { userAgent: r.userAgent },
      }));
    },
    async setSession(session) {
      await db
        .insertInto('sessions')
        .values({
          id: hashSessionId(session.id),
          userId: session.userId,
          expiresAt: session.expiresAt,
          userAgent: session.attributes.userAgent,
        })
        .execute();
    },
    async updateSessionExpiration(sessionId, expiresAt) {
      const hash = hashSessionId(sessionId);
      recent.forgetSession(hash);
      await db.updateTable('sessions').set({ expiresAt }).where('id', '=', hash).execute();
    },
    async deleteSession(sessionId) {
      const hash = hashSessionId(sessionId);
      recent.forgetSession(hash);
      await db.deleteFrom('sessions').where('id', '=', hash).execute();
    },
    async deleteUserSessions(userId) {
      recent.forgetMember(userId);
      await db.deleteFrom('sessions').where('userId', '=', userId).execute();
    },
    async deleteExpiredSessions() {
      await db.deleteFrom('sessions').where('expiresAt', '<=', new Date()).execute();
    },
  };
}

/** The member's live sessions, most recently used first (the public id is the stored hash). */
export function listSessions(db: Db, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'userAgent', 'createdAt', 'lastSeenAt'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', new Date())
    .orderBy('lastSeenAt', 'desc')
    .orderBy('id')
    .execute();
}

/** Ends one of the member's sessions by its public id; false when they have no such session. */
export async function deleteSessionOf(db: Db, userId: string, id: string): Promise<boolean> {
  recent.forgetSession(id);
  const result = await db
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Ends every session of the member except `keepToken`'s (none kept when it is null); how many ended. */
export async function deleteSessionsExcept(
  db: Db,
  userId: string,
  keepToken: string | null,
): Promise<number> {
  recent.forgetMember(userId);
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (keepToken) query = query.where('id', '!=', hashSessionId(keepToken));
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** When the session with this token began (a fresh sign-in is asked for before deleting an account). */
export async function sessionStartedAt(db: Db, token: string): Promise<Date | null> {
  const row = await db
    .selectFrom('sessions')
    .select('createdAt')
    .where('id', '=', hashSessionId(token))
    .executeTakeFirst();
  return row?.createdAt ?? null;
}
