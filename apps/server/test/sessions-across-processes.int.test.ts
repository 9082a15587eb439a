import { openDatabase } from '@chuck/db';
import { testEnv } from '@chuck/db/testing';
import type { SessionsEndedEvent } from '@chuck/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../../../packages/api/src/support/account/account-token.ts';
import { hashSessionId } from '../../../packages/api/src/support/identity/session.repository.ts';
import {
  createTestApp,
  INJECT_ORIGIN,
  newMember,
  sessionCookieFrom,
  type TestApp,
} from './support/test-app.ts';

// docs/architecture.md 'Sessions': a session ended on one process stops working on every process as
// soon as the news arrives on the bus, and a write never trusts the session cache.

type Ended = SessionsEndedEvent['sessionsEnded'];

/** A's moderator (docs/product.md §3 'Reports and moderation'). */
const MODERATOR = 'sessions.moderator@example.com';

async function signIn(t: TestApp, member: ReturnType<typeof newMember>, signUp = false) {
  const res = await t.app.inject({
    method: 'POST',
    url: signUp ? '/api/auth/register' : '/api/auth/login',
    headers: { origin: INJECT_ORIGIN },
    payload: signUp ? member : { email: member.email, password: member.password },
  });
  expect(res.statusCode).toBe(200);
  return sessionCookieFrom(res.headers['set-cookie']);
}

const me = (t: TestApp, cookie: string) =>
  t.app.inject({ url: '/api/auth/user', headers: { cookie } }).then((r) => r.statusCode);

const send = (t: TestApp, method: 'DELETE' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, origin: INJECT_ORIGIN }, payload });

const tokenOf = (cookie: string) => cookie.split('=')[1]!;

/** Queuing a film with `cookie` on `t` is a 401 that leaves nothing under `userId`. */
async function expectWriteRefused(t: TestApp, cookie: string, userId: string) {
  const write = await send(t, 'POST', '/api/user/watchlist', cookie, { movieId: 949, title: 'Heat' });
  expect(write.statusCode).toBe(401);
  const rows = await t.deps.db
    .selectFrom('watchlistItems')
    .select('id')
    .where('userId', '=', userId)
    .execute();
  expect(rows).toEqual([]);
}

describe.skipIf(!testEnv.DATABASE_URL)(
  'two app instances on one PostgreSQL (skipped without DATABASE_URL: cross-process news needs PostgreSQL)',
  () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      a = await createTestApp({ MODERATOR_EMAILS: MODERATOR });
      // B: its own pool, bus and session cache on A's database, as a second server process has.
      const url = a.database.config.kind === 'postgres' ? a.database.config.url : '';
      b = await createTestApp({}, { database: await openDatabase({ kind: 'postgres', url, poolSize: 5 }) });
      await Promise.all([a.deps.bus.ready, b.deps.bus.ready]);
    }, 60_000);
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    /**
     * Resolves when B's bus delivers news of an ending that `match` recognises, with how long after
     * `since` it came. B's session cache subscribed to its bus first (createAuth, when B was built),
     * and the bus calls subscribers in order: by the time this resolves, B's cache has forgotten.
     */
    function newsOnB(match: (ended: Ended) => boolean): Promise<number> {
      return new Promise((resolve) => {
        const off = b.deps.bus.subscribe((event) => {
          if ('sessionsEnded' in event && match(event.sessionsEnded)) {
            off();
            resolve(performance.now());
          }
        });
      });
    }

    it('a session signed out on A is refused on B, where it was cached, the moment A answers', async () => {
      const cookie = await signIn(a, newMember(), true);
      expect(await me(b, cookie)).toBe(200);
      const hash = hashSessionId(tokenOf(cookie));
      const arrived = newsOnB((ended) => ended.sessions.includes(hash));
      const started = performance.now();
      expect((await a.app.inject({ url: '/api/logout', headers: { cookie } })).statusCode).toBe(302);
      const answered = performance.now();
      expect(await me(b, cookie)).toBe(401);
      console.info(
        `sign-out on A: news on B after ${((await arrived) - started).toFixed(1)} ms, A answered after ${(answered - started).toFixed(1)} ms`,
      );
    });

    it('a session revoked on A, or ended by a password change there, is refused on B', async () => {
      const member = newMember();
      const here = await signIn(a, member, true);
      const revoked = await signIn(a, member);
      const other = await signIn(a, member);
      for (const cookie of [here, revoked, other]) expect(await me(b, cookie)).toBe(200);

      const revokedHash = hashSessionId(tokenOf(revoked));
      let arrived = newsOnB((ended) => ended.sessions.includes(revokedHash));
      expect((await send(a, 'DELETE', `/api/auth/sessions/${revokedHash}`, here)).statusCode).toBe(200);
      await arrived;
      expect(await me(b, revoked)).toBe(401);
      expect(await me(b, other)).toBe(200);

      const otherHash = hashSessionId(tokenOf(other));
      arrived = newsOnB((ended) => ended.sessions.includes(otherHash));
      const changed = await send(a, 'POST', '/api/auth/change-password', here, {
        currentPassword: member.password,
        newPassword: 'a brand new password',
      });
      expect(changed.statusCode).toBe(200);
      await arrived;
      expect(await me(b, other)).toBe(401);
      // The session that changed it stays signed in, on both.
      expect(await me(b, here)).toBe(200);
      expect(await me(a, here)).toBe(200);
    });

    it('a password reset on A ends the session cached on B at that moment: no read, no write (issue 33)', async () => {
      const member = newMember();
      const cookie = await signIn(a, member, true);
      const id = (await a.app.inject({ url: '/api/auth/user', headers: { cookie } })).json().id as string;
      // Cached on B: B answers it from memory for the next few seconds.
      expect(await me(b, cookie)).toBe(200);
      const token = `reset-${id}`;
      await a.deps.db
        .insertInto('passwordResets')
        .values({ tokenHash: tokenHash(token), userId: id, expiresAt: new Date(Date.now() + 60_000) })
        .execute();
      const reset = await a.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: { origin: INJECT_ORIGIN },
        payload: { token, password: 'a new password after all' },
      });
      expect(reset.statusCode).toBe(200);
      // The news went round before the reset committed: the moment it answers, B neither reads
      // (its memory of the session is gone) nor writes (the database no longer has it).
      expect(await me(b, cookie)).toBe(401);
      await expectWriteRefused(b, cookie, id);
      expect(await me(a, cookie)).toBe(401);
      // The browser that reset it is the only one signed in.
      expect(await me(b, sessionCookieFrom(reset.headers['set-cookie']))).toBe(200);
    });

    it('after deleting the account on A, its session cached on B can neither read nor write', async () => {
      const member = newMember();
      const cookie = await signIn(a, member, true);
      const id = (await a.app.inject({ url: '/api/auth/user', headers: { cookie } })).json().id as string;
      expect(await me(b, cookie)).toBe(200);
      const arrived = newsOnB((ended) => ended.members.includes(id));
      const deleted = await send(a, 'DELETE', '/api/auth/account', cookie, { password: member.password });
      expect(deleted.statusCode).toBe(200);
      await arrived;
      expect(await me(b, cookie)).toBe(401);
      await expectWriteRefused(b, cookie, id);
    });

    it('a member suspended by a moderator on A is signed out on B, where their session was cached', async () => {
      const moderator = await signIn(a, newMember({ email: MODERATOR }), true);
      await a.deps.db
        .updateTable('users')
        .set({ emailVerifiedAt: new Date() })
        .where('email', '=', MODERATOR)
        .execute();
      const cookie = await signIn(a, newMember(), true);
      const id = (await a.app.inject({ url: '/api/auth/user', headers: { cookie } })).json().id as string;
      expect(await me(b, cookie)).toBe(200);
      const arrived = newsOnB((ended) => ended.members.includes(id));
      const suspended = await send(a, 'POST', `/api/moderation/members/${id}/suspend`, moderator, {
        reason: 'Spam',
      });
      expect(suspended.statusCode).toBe(200);
      await arrived;
      expect(await me(b, cookie)).toBe(401);
      await expectWriteRefused(b, cookie, id);
    });
  },
);

describe('a write from a session the cache still holds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is refused once the session is gone from the database, even before any news of it arrives', async () => {
    const cookie = await signIn(t, newMember(), true);
    expect(await me(t, cookie)).toBe(200);
    const hash = hashSessionId(tokenOf(cookie));
    const userId = (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).json().id as string;
    // Ended behind this process's back (another process whose news has not arrived yet): the cache
    // still answers reads for a few seconds...
    await t.deps.db.deleteFrom('sessions').where('id', '=', hash).execute();
    expect(await me(t, cookie)).toBe(200);
    // ...but nothing is written under the member's name.
    await expectWriteRefused(t, cookie, userId);
  });
});
