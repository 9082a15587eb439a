import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createListeningTestApp, newMember, sessionCookieFrom } from './support/test-app.ts';

describe('/ws', () => {
  const t = perFile(() => createListeningTestApp());

  const firstMessage = (socket: WebSocket) =>
    new Promise<unknown>((resolve, reject) => {
      socket.once('message', (data) => resolve(JSON.parse(String(data))));
      socket.once('error', reject);
    });

  it('knows the member by the session cookie, not by what the client claims', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newMember() });
    const cookie = sessionCookieFrom(res.headers['set-cookie']);
    const socket = new WebSocket(t.wsUrl, { headers: { cookie, origin: t.origin } });
    expect(await firstMessage(socket)).toEqual({ type: 'welcome', userId: res.json().id });
    expect(t.deps.hub.socketCount()).toBe(1);
    const reply = firstMessage(socket);
    socket.send(JSON.stringify({ type: 'identify', userId: 'someone-else' }));
    expect(await reply).toEqual({ type: 'welcome', userId: res.json().id });
    expect(t.deps.hub.sendToUser(res.json().id, { type: 'pong' })).toBe(1);
    socket.close();
  });

  it('lets anonymous visitors connect without joining anyone’s notifications', async () => {
    const socket = new WebSocket(t.wsUrl, { headers: { origin: t.origin } });
    expect(await firstMessage(socket)).toEqual({ type: 'welcome', userId: null });
    const reply = firstMessage(socket);
    socket.send('not json');
    expect(await reply).toEqual({ type: 'error', message: 'Messages must be JSON.' });
    socket.close();
  });

  it('refuses a handshake from another site', async () => {
    const socket = new WebSocket(t.wsUrl, { headers: { origin: 'https://evil.example' } });
    const status = await new Promise<number>((resolve) => {
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.once('open', () => resolve(101));
    });
    expect(status).toBe(403);
  });
});
