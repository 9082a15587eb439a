import { insertTestFilms } from '@chuck/api/testing';
import { perFile } from '@chuck/db/testing';
import { Hub } from '@chuck/realtime';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InFlight } from '../src/in-flight.ts';
import { wsPlugin } from '../src/plugins/ws.ts';
import { type MemberSocket, openSocket, type Received } from './support/member-socket.ts';
import { createListeningTestApp, listenLocally, newMember, sessionCookieFrom } from './support/test-app.ts';

const NIGHT_FILM = { id: 1_953_000_001, title: 'Zzlive Night Thief', year: 1981, voteAverage: 7.4 };

// Live events over /ws through the app's event bus (in process on PGlite, LISTEN/NOTIFY on PostgreSQL).
describe('/ws live notifications, messages and movie nights', () => {
  const t = perFile(() => createListeningTestApp());
  const sockets: MemberSocket[] = [];
  beforeAll(async () => {
    await t.deps.bus.ready;
    await insertTestFilms(t.deps.db, [NIGHT_FILM], 'live-events');
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
  });

  async function signUp() {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newMember() });
    return { id: res.json().id as string, cookie: sessionCookieFrom(res.headers['set-cookie']) };
  }
  /** Over the real port (same origin as the sockets), as a browser tab would; the response, unread. */
  function send(member: { cookie: string }, method: string, path: string, body?: object) {
    return fetch(`${t.origin}/api${path}`, {
      method,
      headers: {
        cookie: member.cookie,
        origin: t.origin,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  }
  /** A call that must succeed. */
  async function call(member: { cookie: string }, method: string, path: string, body?: object) {
    const res = await send(member, method, path, body);
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    // biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by the assertions
    return { json: () => res.json() as Promise<any> };
  }
  async function socketOf(member?: { cookie: string }) {
    const socket = await openSocket(t.wsUrl, {
      origin: t.origin,
      ...(member ? { cookie: member.cookie } : {}),
    });
    sockets.push(socket);
    return socket;
  }
  /** Members who both own a film, `a` asked and `b` accepted: connected; returns the connection id. */
  async function connect(
    a: { cookie: string; id: string },
    b: { cookie: string; id: string },
    title: string,
  ) {
    await share(a, b, title);
    await call(a, 'POST', `/social/connections/${b.id}`);
    await call(b, 'POST', `/social/connections/${a.id}/accept`);
    const list = (await (await call(a, 'GET', '/social/connections')).json()) as {
      connections: { id: number; otherUser: { id: string } }[];
    };
    return list.connections.find((c) => c.otherUser.id === b.id)!.id;
  }
  /** Both own the film: the store suggests them to each other. */
  async function share(a: { cookie: string }, b: { cookie: string }, title: string) {
    for (const member of [a, b]) {
      await call(member, 'POST', '/dvd-club/collection', { title, year: 1999, visibility: 'public' });
    }
  }

  it("pushes a notification to every tab of its member, in the list's shape, and to nobody else", async () => {
    const [me, other] = [await signUp(), await signUp()];
    const [tab1, tab2, theirs, anonymous] = [
      await socketOf(me),
      await socketOf(me),
      await socketOf(other),
      await socketOf(),
    ];
    // A client claiming to be someone else still gets only its own events.
    theirs.socket.send(JSON.stringify({ type: 'identify', userId: me.id }));
    await theirs.waitFor(
      (m) => m.type === 'welcome' && theirs.received.filter((r) => r.type === 'welcome').length === 2,
    );

    const created = await (
      await call(me, 'POST', '/test-notification', { userId: me.id, title: 'Ding', message: 'Live!' })
    ).json();
    for (const tab of [tab1, tab2]) {
      const pushed = await tab.waitFor((m) => m.type === 'notification');
      expect(pushed).toEqual({ type: 'notification', data: created });
    }
    const [listed] = await (await call(me, 'GET', '/notifications')).json();
    expect(listed).toEqual(created);
    await new Promise((r) => setTimeout(r, 200));
    expect(theirs.received.filter((m) => m.type === 'notification')).toEqual([]);
    expect(anonymous.received.filter((m) => m.type === 'notification')).toEqual([]);
  });

  it('pushes a message to both members, and its notification to the receiver', async () => {
    const [ana, ben] = [await signUp(), await signUp()];
    const connectionId = await connect(ana, ben, 'Zzlive Magnolia');
    const [anaSocket, benSocket] = [await socketOf(ana), await socketOf(ben)];
    const sent = await (
      await call(ana, 'POST', '/social/messages', {
        receiverId: ben.id,
        connectionId,
        message: 'Frogs tonight?',
      })
    ).json();
    for (const socket of [anaSocket, benSocket]) {
      expect(await socket.waitFor((m) => m.type === 'message')).toEqual({ type: 'message', data: sent });
    }
    const notice = await benSocket.waitFor((m) => m.type === 'notification');
    expect(notice).toMatchObject({ data: { type: 'new_message', data: { messageId: sent.id } } });
    await new Promise((r) => setTimeout(r, 200));
    expect(
      anaSocket.received.filter(
        (m) => m.type === 'notification' && (m.data as { type: string }).type === 'new_message',
      ),
    ).toEqual([]);
  });

  it('delivers events too big for one NOTIFY whole (they travel by reference)', async () => {
    const [ana, ben] = [await signUp(), await signUp()];
    const connectionId = await connect(ana, ben, 'Zzlive Big Fish');
    const benSocket = await socketOf(ben);
    // 2000 control characters: 12,000 bytes of JSON, over PostgreSQL's 8,000-byte NOTIFY limit.
    const text = `a${'\u0001'.repeat(1998)}z`;
    const sent = await (
      await call(ana, 'POST', '/social/messages', { receiverId: ben.id, connectionId, message: text })
    ).json();
    expect(sent.message).toBe(text);
    expect(await benSocket.waitFor((m) => m.type === 'message')).toEqual({ type: 'message', data: sent });
  });

  it('pushes the suggestion, the request and the acceptance to the member each is for', async () => {
    const [ana, ben] = [await signUp(), await signUp()];
    const [anaSocket, benSocket] = [await socketOf(ana), await socketOf(ben)];
    // Ben's disc matches Ana's: Ana is asked whether to connect.
    await share(ana, ben, 'Zzlive Fargo');
    expect(await anaSocket.waitFor((m) => m.type === 'notification')).toMatchObject({
      data: { type: 'connection_suggested', message: 'You both own Zzlive Fargo — connect?' },
    });
    await call(ana, 'POST', `/social/connections/${ben.id}`);
    expect(await benSocket.waitFor((m) => m.type === 'notification')).toMatchObject({
      data: { type: 'connection_request', data: { movieTitle: 'Zzlive Fargo' } },
    });
    await call(ben, 'POST', `/social/connections/${ana.id}/accept`);
    expect(
      await anaSocket.waitFor(
        (m) => m.type === 'notification' && (m.data as { type?: string }).type === 'new_connection',
      ),
    ).toMatchObject({ data: { type: 'new_connection', data: { movieTitle: 'Zzlive Fargo' } } });
  });

  it('ends sockets that stop answering pings and forgets them', async () => {
    const hub = new Hub();
    const app = Fastify();
    await app.register(cookie);
    await app.register(async (scope) =>
      wsPlugin(scope, { ...t.deps, hub, publicUrl: undefined, heartbeatMs: 100, inFlight: new InFlight() }),
    );
    const local = await listenLocally(app);
    try {
      const member = await signUp();
      const where = { origin: local.origin, cookie: member.cookie };
      const healthy = await openSocket(local.wsUrl, where);
      const silent = await openSocket(local.wsUrl, { ...where, autoPong: false });
      expect(hub.socketCount()).toBe(2);
      await new Promise<void>((resolve) => silent.socket.once('close', () => resolve()));
      await expect.poll(() => hub.socketCount()).toBe(1);
      await new Promise((r) => setTimeout(r, 300));
      expect(healthy.socket.readyState).toBe(healthy.socket.OPEN);
      await healthy.close();
    } finally {
      await app.close();
    }
  });

  it('pushes each change of a movie night to everyone invited, and to nobody else', async () => {
    const [host, guest, stranger] = [await signUp(), await signUp(), await signUp()];
    await connect(host, guest, 'Zzlive Night Shared');
    const inHours = (n: number) => new Date(Date.now() + n * 60 * 60 * 1000).toISOString();
    const night = (await (
      await call(host, 'POST', '/nights', {
        title: 'Live night',
        startsAt: inHours(72),
        place: 'My place',
        invitees: [guest.id],
      })
    ).json()) as { id: number };
    const [hostTab, guestTab, strangerTab] = [
      await socketOf(host),
      await socketOf(guest),
      await socketOf(stranger),
    ];
    const both = [hostTab, guestTab];
    const news = (socket: MemberSocket) =>
      socket.received.filter(
        (m: Received) => m.type === 'night-changed' && (m.data as { id: number }).id === night.id,
      );
    /** `change`, then each open page hears one more piece of the night's news than before it. */
    async function everyoneHears(change: () => Promise<unknown>) {
      const before = both.map((socket) => news(socket).length);
      await change();
      await Promise.all(both.map((socket, i) => socket.waitFor(() => news(socket).length > before[i]!)));
    }
    const path = `/nights/${night.id}`;

    await everyoneHears(() => call(guest, 'POST', `${path}/rsvp`, { answer: 'yes' }));
    await everyoneHears(() => call(guest, 'POST', `${path}/candidates`, { movieId: NIGHT_FILM.id }));
    await everyoneHears(() => call(guest, 'PUT', `${path}/votes`, { movieIds: [NIGHT_FILM.id] }));
    await everyoneHears(() => call(host, 'PATCH', path, { place: 'The café' }));
    await everyoneHears(() => call(host, 'POST', `${path}/close`));
    // Only the id travels: each page reads the night as its viewer may see it.
    expect(news(guestTab)[0]).toEqual({ type: 'night-changed', data: { id: night.id } });

    // A refused change (the vote is closed) tells nobody: its transaction rolled back. The cancel
    // after it is heard, and nothing came before it.
    const heard = both.map((socket) => news(socket).length);
    expect((await send(guest, 'PUT', `${path}/votes`, { movieIds: [] })).status).toBe(409);
    await everyoneHears(() => call(host, 'DELETE', path));
    expect(both.map((socket) => news(socket).length)).toEqual(heard.map((n) => n + 1));
    expect(strangerTab.received.filter((m) => m.type === 'night-changed')).toEqual([]);
  });
});
