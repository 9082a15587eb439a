import { createHash } from 'node:crypto';
import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSION_ENDED } from '../../src/plugins/ws-session-watch.ts';
import { type MemberSocket, openSocket, type Received } from '../support/member-socket.ts';
import { createListeningTestApp, registerMember, sessionCookieFrom } from '../support/test-app.ts';

// What ws.int.test.ts already proves (identity from the cookie, anonymous welcome, a cross-site
// handshake without a cookie refused) is not repeated here.

/** Resolves with the close code, or fails when the socket is still open after `ms`. */
function closedWithin(socket: WebSocket, ms: number): Promise<number> {
  return new Promise((resolve, reject) => {
    if (socket.readyState === WebSocket.CLOSED) return reject(new Error('already closed'));
    const timer = setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms);
    socket.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** The HTTP status a handshake is answered with (101 when it is accepted). */
function handshakeStatus(url: string, headers: Record<string, string>): Promise<number> {
  const socket = new WebSocket(url, { headers });
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('error', reject);
  });
}

const isError = (m: Received) => m.type === 'error';

describe('/ws hardening', () => {
  const t = perFile(() => createListeningTestApp());

  const post = (path: string, cookie: string | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { origin: t.origin, host: `127.0.0.1:${t.port}`, ...(cookie ? { cookie } : {}) },
      payload,
    });

  const signUp = () => registerMember(t.app, { origin: t.origin, host: `127.0.0.1:${t.port}` });

  it('refuses a handshake from another site even when it carries a valid session cookie', async () => {
    const { cookie } = await signUp();
    const before = t.deps.hub.socketCount();
    for (const other of [
      'https://evil.example',
      `http://127.0.0.1:${t.port + 1}`,
      `https://127.0.0.1:${t.port}`,
      `http://127.0.0.1:${t.port}.evil.example`,
      'null',
    ]) {
      expect(await handshakeStatus(t.wsUrl, { origin: other, cookie }), other).toBe(403);
    }
    expect(t.deps.hub.socketCount()).toBe(before);
    expect(await handshakeStatus(t.wsUrl, { origin: t.origin, cookie })).toBe(101);
  });

  it('gives a socket with no valid session none of a member’s events', async () => {
    const member = await signUp();
    const own = await openSocket(t.wsUrl, { origin: t.origin, cookie: member.cookie });
    const strangers = [
      await openSocket(t.wsUrl, { origin: t.origin }),
      await openSocket(t.wsUrl, {
        origin: t.origin,
        cookie: 'chuck_session=forged0000000000000000000000000000000000',
      }),
      await openSocket(t.wsUrl, { origin: t.origin, cookie: `${member.cookie}x` }),
    ];
    try {
      for (const stranger of strangers)
        expect(stranger.received[0]).toEqual({ type: 'welcome', userId: null });
      // Only the member's own socket joined the hub: events for them reach one socket.
      expect(t.deps.hub.sendToUser(member.id, { type: 'pong' })).toBe(1);
      const sent = await post('/api/test-notification', member.cookie, {
        title: 'Psst',
        message: 'Just you',
      });
      expect(sent.statusCode).toBe(200);
      await own.waitFor((m) => m.type === 'notification');
      // A stranger's own traffic still works, and what it got holds no notification.
      for (const stranger of strangers) {
        stranger.socket.send(JSON.stringify({ type: 'ping' }));
        await stranger.waitFor((m) => m.type === 'pong');
        expect(stranger.received.map((m) => m.type)).toEqual(['welcome', 'pong']);
      }
    } finally {
      await Promise.all([own, ...strangers].map((s) => s.close()));
    }
  });

  it('closes a session’s sockets within 5 s of signing out, and only that session’s', async () => {
    const member = await signUp();
    const login = await post('/api/auth/login', undefined, {
      email: member.email,
      password: 'correct horse battery',
    });
    const otherTab = sessionCookieFrom(login.headers['set-cookie']);
    const signedOut = await openSocket(t.wsUrl, { origin: t.origin, cookie: member.cookie });
    const stillIn = await openSocket(t.wsUrl, { origin: t.origin, cookie: otherTab });
    try {
      const closing = closedWithin(signedOut.socket, 5_000);
      const logout = await t.app.inject({ url: '/api/logout', headers: { cookie: member.cookie } });
      expect(logout.statusCode).toBe(302);
      expect(await closing).toBe(SESSION_ENDED.code);
      // The other session's socket is untouched and still the member's.
      stillIn.socket.send(JSON.stringify({ type: 'ping' }));
      await stillIn.waitFor((m) => m.type === 'pong');
      expect(t.deps.hub.sendToUser(member.id, { type: 'pong' })).toBe(1);
    } finally {
      await Promise.all([signedOut.close(), stillIn.close()]);
    }
  });

  it('closes the sockets of a session signed out from the Account section, and of every other one on a password change (product §2)', async () => {
    const member = await signUp();
    const headers = { origin: t.origin, host: `127.0.0.1:${t.port}`, cookie: member.cookie };
    const signIn = async () => {
      const login = await post('/api/auth/login', undefined, {
        email: member.email,
        password: member.password,
      });
      return sessionCookieFrom(login.headers['set-cookie']);
    };
    // A session's public id is the SHA-256 of its token (the cookie's value).
    const publicId = (cookie: string) => createHash('sha256').update(cookie.split('=')[1]!).digest('hex');
    const laptop = await signIn();
    const phone = await signIn();
    const onLaptop = await openSocket(t.wsUrl, { origin: t.origin, cookie: laptop });
    const onPhone = await openSocket(t.wsUrl, { origin: t.origin, cookie: phone });
    try {
      const laptopClosing = closedWithin(onLaptop.socket, 5_000);
      const revoked = await t.app.inject({
        method: 'DELETE',
        url: `/api/auth/sessions/${publicId(laptop)}`,
        headers,
      });
      expect(revoked.json()).toEqual({ signedOut: 1 });
      expect(await laptopClosing).toBe(SESSION_ENDED.code);
      onPhone.socket.send(JSON.stringify({ type: 'ping' }));
      await onPhone.waitFor((m) => m.type === 'pong');

      const phoneClosing = closedWithin(onPhone.socket, 5_000);
      const changed = await post('/api/auth/change-password', member.cookie, {
        currentPassword: member.password,
        newPassword: 'a new password 1999',
      });
      expect(changed.statusCode).toBe(200);
      expect(await phoneClosing).toBe(SESSION_ENDED.code);
    } finally {
      await Promise.all([onLaptop.close(), onPhone.close()]);
    }
  });

  it('keeps another member’s socket prompt while one socket floods garbage; the flood gets errors, then is cut off', async () => {
    const flooder = await signUp();
    const bystander = await signUp();
    const garbage: MemberSocket = await openSocket(t.wsUrl, { origin: t.origin, cookie: flooder.cookie });
    const other = await openSocket(t.wsUrl, { origin: t.origin, cookie: bystander.cookie });
    try {
      const junk = [
        'not json',
        '{"type":',
        JSON.stringify({ type: 'no-such-type' }),
        JSON.stringify({ type: 'identify', userId: 'x'.repeat(5_000) }),
        JSON.stringify({ type: 'offer', sdp: 'v=0'.repeat(3_000) }), // signalling without joining a call
        JSON.stringify({ type: 'join-video-chat', sessionId: '../../etc/passwd' }),
        JSON.stringify([1, 2, 3]),
        'null',
        `"${'\u0000'.repeat(100)}"`,
        JSON.stringify({ type: 'ice-candidate', candidate: { candidate: 'x'.repeat(50_000) } }),
      ];
      for (let i = 0; i < 1_000; i++) garbage.socket.send(junk[i % junk.length]!);
      // Meanwhile the bystander's own traffic and events still get through.
      other.socket.send(JSON.stringify({ type: 'ping' }));
      await other.waitFor((m) => m.type === 'pong');
      expect(t.deps.hub.sendToUser(bystander.id, { type: 'resync' })).toBe(1);
      await other.waitFor((m) => m.type === 'resync');
      // Every piece of garbage was answered with an error, and only with errors.
      await garbage.waitFor(() => garbage.received.length === 1 + 1_000, 10_000);
      expect(garbage.received.slice(1).every(isError)).toBe(true);
      expect(other.received.some(isError)).toBe(false);
      // A message past the size limit ends the socket; the server keeps serving everyone else.
      const cutOff = closedWithin(garbage.socket, 5_000);
      garbage.socket.send('x'.repeat(65 * 1024));
      expect(await cutOff).toBe(1009);
      other.socket.send(JSON.stringify({ type: 'ping' }));
      await other.waitFor(
        (m) => m.type === 'pong' && other.received.filter((r) => r.type === 'pong').length === 2,
      );
      const fresh = await openSocket(t.wsUrl, { origin: t.origin });
      await fresh.close();
    } finally {
      await Promise.all([garbage.close(), other.close()]);
    }
  });
});
