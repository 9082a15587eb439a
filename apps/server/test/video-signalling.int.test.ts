import { perFile } from '@chuck/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createListeningTestApp } from './support/test-app.ts';

/** A ws client that queues what it receives, so a test can await messages in order. */
interface Client {
  socket: WebSocket;
  next(): Promise<Record<string, unknown>>;
  send(message: unknown): void;
  close(): Promise<void>;
}

describe('/ws video-chat signalling', () => {
  const t = perFile(() => createListeningTestApp());
  const open: Client[] = [];
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
  });

  async function connect(): Promise<Client> {
    const socket = new WebSocket(t.wsUrl, { headers: { origin: t.origin } });
    const inbox: Record<string, unknown>[] = [];
    const waiting: ((m: Record<string, unknown>) => void)[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      const waiter = waiting.shift();
      if (waiter) waiter(message);
      else inbox.push(message);
    });
    const client: Client = {
      socket,
      next: () => {
        const queued = inbox.shift();
        return queued ? Promise.resolve(queued) : new Promise((resolve) => waiting.push(resolve));
      },
      send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
      close: () =>
        new Promise((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close();
        }),
    };
    open.push(client);
    expect(await client.next()).toMatchObject({ type: 'welcome', userId: null });
    return client;
  }

  let counter = 0;
  const newSessionId = () => `s-${String(++counter).padStart(8, '0')}-aaaaaaaa-bbbbbbbb-cccccccc`;

  async function joinedPair() {
    const sessionId = newSessionId();
    const [visitor, agent] = [await connect(), await connect()];
    visitor.send({ type: 'join-video-chat', sessionId, role: 'user' });
    expect(await visitor.next()).toEqual({ type: 'video-chat-ready', sessionId, participants: 1 });
    agent.send({ type: 'join-video-chat', sessionId, role: 'agent' });
    expect(await agent.next()).toEqual({ type: 'video-chat-ready', sessionId, participants: 2 });
    expect(await visitor.next()).toEqual({ type: 'video-chat-peer-joined', role: 'agent' });
    return { sessionId, visitor, agent };
  }

  it('joins a room, relays the offer/answer/candidates between its two participants, and ends for both', async () => {
    const { visitor, agent } = await joinedPair();
    visitor.send({ type: 'offer', sdp: 'v=0\r\no=- offer' });
    expect(await agent.next()).toEqual({ type: 'offer', sdp: 'v=0\r\no=- offer' });
    agent.send({ type: 'answer', sdp: 'v=0\r\no=- answer' });
    expect(await visitor.next()).toEqual({ type: 'answer', sdp: 'v=0\r\no=- answer' });
    const candidate = {
      candidate: 'candidate:0 1 UDP 2122252543 192.0.2.1 54321 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    agent.send({ type: 'ice-candidate', candidate });
    expect(await visitor.next()).toEqual({ type: 'ice-candidate', candidate });

    visitor.send({ type: 'end-video-chat' });
    expect(await visitor.next()).toEqual({ type: 'video-chat-ended', reason: 'ended' });
    expect(await agent.next()).toEqual({ type: 'video-chat-ended', reason: 'ended' });
  });

  it('keeps rooms apart: another session’s room hears nothing', async () => {
    const first = await joinedPair();
    const second = await joinedPair();
    first.visitor.send({ type: 'offer', sdp: 'for first only' });
    expect(await first.agent.next()).toEqual({ type: 'offer', sdp: 'for first only' });
    second.visitor.send({ type: 'offer', sdp: 'for second only' });
    expect(await second.agent.next()).toEqual({ type: 'offer', sdp: 'for second only' });
  });

  it('refuses a third participant and a second session on the same socket', async () => {
    const { sessionId, visitor } = await joinedPair();
    const third = await connect();
    third.send({ type: 'join-video-chat', sessionId, role: 'user' });
    expect(await third.next()).toEqual({
      type: 'error',
      message: 'This video chat already has two participants.',
    });

    visitor.send({ type: 'join-video-chat', sessionId: newSessionId(), role: 'user' });
    expect(await visitor.next()).toEqual({
      type: 'error',
      message: 'This connection already belongs to another session’s video chat.',
    });
  });

  it('ends the call for the other participant when a socket closes', async () => {
    const { visitor, agent } = await joinedPair();
    await agent.close();
    expect(await visitor.next()).toEqual({ type: 'video-chat-ended', reason: 'left' });
  });

  it('answers malformed or oversized signalling with an error, and the room carries on', async () => {
    const { visitor, agent } = await joinedPair();
    visitor.send('{"type":"offer"');
    expect(await visitor.next()).toEqual({ type: 'error', message: 'Messages must be JSON.' });
    visitor.send({ type: 'offer', sdp: 'x'.repeat(20_001) });
    expect(await visitor.next()).toEqual({ type: 'error', message: 'Unknown message.' });
    visitor.send({ type: 'ice-candidate', candidate: { candidate: 'x'.repeat(2_001) } });
    expect(await visitor.next()).toEqual({ type: 'error', message: 'Unknown message.' });
    visitor.send({ type: 'offer', sdp: 'still fine' });
    expect(await agent.next()).toEqual({ type: 'offer', sdp: 'still fine' });
  });

  it('answers a signalling message sent before joining with an error', async () => {
    const loner = await connect();
    loner.send({ type: 'offer', sdp: 'v=0' });
    expect(await loner.next()).toEqual({
      type: 'error',
      message: 'Join a video chat before sending signalling messages.',
    });
  });
});
