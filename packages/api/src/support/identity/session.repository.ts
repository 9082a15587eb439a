import { createHash } from 'node:crypto';
import type { Db } from '@chuck/db';
import { chunks } from '@chuck/db';
import { BUS_CHANNEL, serializeBusEvent } from '@chuck/realtime';
import { sql } from 'kysely';
import type { Adapter, DatabaseSession, DatabaseUser } from 'lucia';
import { inTransaction } from '../../lib/transaction.ts';
import type { SessionCache, SessionsEnded } from './session-cache.ts';

/** A session's last-seen time is written at most this often, not on every request. */
const LAST_SEEN_STEP_MS = 5 * 60 * 1000;

/** Session tokens are stored only as their SHA-256: the table alone cannot sign anybody in. */
export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

/** A process's recently looked-up sessions (session-cache.ts), one per `createAuth`. */
export type Sessions = SessionCache<[DatabaseSession, DatabaseUser]>;

/** Hashes per bus event: 64 characters each keeps an event well under NOTIFY's 8000 bytes. */
const HASHES_PER_EVENT = 100;

/**
 * Sessions ended, or what a member's sessions carry changed (their address, a deletion): no cached
 * lookup on any process may outlive it. This process's cache forgets them at once; every other
 * process is told before `db`'s transaction commits and waits for it (SessionCache.tellEveryProcess),
 * and told again when it commits (a NOTIFY in the transaction). Call it inside the transaction that
 * ends them, never after it.
 */
export async function announceSessionsEnded(
  db: Db,
  cache: Sessions,
  { sessions = [], members = [] }: Partial<SessionsEnded>,
): Promise<void> {
  cache.forget({ sessions, members });
  const events: SessionsEnded[] = chunks(sessions, HASHES_PER_EVENT).map((part) => ({
    sessions: part,
    members: [],
  }));
  if (members.length) events.push({ sessions: [], members });
  for (const sessionsEnded of events) {
    // Ahead of the commit, so no process answers from memory once it has committed; held off for
    // half a minute, they ask the database, which tells the truth before and after.
    await cache.tellEveryProcess(sessionsEnded);
    // Again with the commit, for a process that missed the first while its listener reconnected.
    await sql`select pg_notify(${BUS_CHANNEL}, ${serializeBusEvent({ sessionsEnded })})`.execute(db);
  }
}

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
export function createSessionAdapter(db: Db, recent: Sessions): Adapter {
  return {
    async getSessionAndUser(sessionId): Promise<[DatabaseSession | null, DatabaseUser | null]> {
      const hash = hashSessionId(sessionId);
      const known = recent.get(hash);
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
      recent.set(hash, userId, found);
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
      // Not an ending: a longer life elsewhere can wait for the other caches' few seconds.
      recent.forget({ sessions: [hash] });
      await db.updateTable('sessions').set({ expiresAt }).where('id', '=', hash).execute();
    },
    // Signing out (Lucia's invalidateSession).
    async deleteSession(sessionId) {
      const hash = hashSessionId(sessionId);
      await inTransaction(db, async (trx) => {
        await trx.deleteFrom('sessions').where('id', '=', hash).execute();
        await announceSessionsEnded(trx, recent, { sessions: [hash] });
      });
    },
    async deleteUserSessions(userId) {
      await inTransaction(db, async (trx) => {
        await trx.deleteFrom('sessions').where('userId', '=', userId).execute();
        await announceSessionsEnded(trx, recent, { members: [userId] });
      });
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

/**
 * Ends one of the member's sessions by its public id, on every process (announceSessionsEnded);
 * false when they have no such session.
 */
export function deleteSessionOf(db: Db, cache: Sessions, userId: string, id: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx
      .deleteFrom('sessions')
      .where('userId', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) return false;
    await announceSessionsEnded(trx, cache, { sessions: [id] });
    return true;
  });
}

/**
 * Ends every session of the member except `keepToken`'s (none kept when it is null), on every
 * process (announceSessionsEnded); how many ended.
 */
export async function deleteSessionsExcept(
  db: Db,
  cache: Sessions,
  userId: string,
  keepToken: string | null,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    if (!keepToken) {
      const result = await trx.deleteFrom('sessions').where('userId', '=', userId).executeTakeFirst();
      await announceSessionsEnded(trx, cache, { members: [userId] });
      return Number(result.numDeletedRows);
    }
    // The kept one stays cached: only the others are named.
    const ended = await trx
      .deleteFrom('sessions')
      .where('userId', '=', userId)
      .where('id', '!=', hashSessionId(keepToken))
      .returning('id')
      .execute();
    await announceSessionsEnded(trx, cache, { sessions: ended.map((row) => row.id) });
    return ended.length;
  });
}

/**
 * Whether the session with this token is live and its member still here, read from the database,
 * never the cache (writes ask: see `liveSessionWrites` in trpc.ts).
 */
export async function sessionIsLive(db: Db, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select('sessions.id')
    .where('sessions.id', '=', hashSessionId(token))
    .where('sessions.expiresAt', '>', new Date())
    .where('users.deletedAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
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
