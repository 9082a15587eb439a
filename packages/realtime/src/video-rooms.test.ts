import { describe, expect, it } from 'vitest';
import { MAX_SDP_CHARS, ZClientMessage } from './events.ts';
import type { HubSocket } from './hub.ts';
import { VIDEO_ERRORS, VideoRooms } from './video-rooms.ts';

type FakeSocket = HubSocket & { readyState: number; received: () => unknown[] };

function fakeSocket(): FakeSocket {
  const sent: string[] = [];
  return {
    readyState: 1,
    send: (data) => void sent.push(data),
    received: () => sent.splice(0).map((d) => JSON.parse(d)),
  };
}

const SESSION = 's-aaaaaaaa-bbbbbbbb-cccccccc-dddddddd';
const OTHER = 's-11111111-22222222-33333333-44444444';
const join = (sessionId = SESSION, role: 'user' | 'agent' = 'user') =>
  ({ type: 'join-video-chat', sessionId, role }) as const;

function pair(rooms = new VideoRooms()) {
  const [visitor, agent] = [fakeSocket(), fakeSocket()];
  rooms.handle(visitor, join());
  rooms.handle(agent, join(SESSION, 'agent'));
  visitor.received();
  agent.received();
  return { rooms, visitor, agent };
}

describe('VideoRooms', () => {
  it('tells the joiner the call is ready, and the one already waiting that a peer joined', () => {
    const rooms = new VideoRooms();
    const [visitor, agent] = [fakeSocket(), fakeSocket()];
    rooms.handle(visitor, join());
    expect(visitor.received()).toEqual([{ type: 'video-chat-ready', sessionId: SESSION, participants: 1 }]);
    rooms.handle(agent, join(SESSION, 'agent'));
    expect(agent.received()).toEqual([{ type: 'video-chat-ready', sessionId: SESSION, participants: 2 }]);
    expect(visitor.received()).toEqual([{ type: 'video-chat-peer-joined', role: 'agent' }]);
    expect(rooms.participants(SESSION)).toBe(2);
  });

  it('answers a repeated join with ready again, without counting the socket twice', () => {
    const rooms = new VideoRooms();
    const visitor = fakeSocket();
    rooms.handle(visitor, join());
    rooms.handle(visitor, join());
    expect(visitor.received()).toHaveLength(2);
    expect(rooms.participants(SESSION)).toBe(1);
  });

  it('relays offer, answer and candidates to the other participant only', () => {
    const { rooms, visitor, agent } = pair();
    const bystander = fakeSocket();
    rooms.handle(bystander, join(OTHER));
    bystander.received();

    rooms.handle(visitor, { type: 'offer', sdp: 'v=0 offer' });
    rooms.handle(agent, { type: 'answer', sdp: 'v=0 answer' });
    const candidate = {
      candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    rooms.handle(visitor, { type: 'ice-candidate', candidate });
    rooms.handle(visitor, { type: 'ice-candidate', candidate: null });

    expect(agent.received()).toEqual([
      { type: 'offer', sdp: 'v=0 offer' },
      { type: 'ice-candidate', candidate },
      { type: 'ice-candidate', candidate: null },
    ]);
    expect(visitor.received()).toEqual([{ type: 'answer', sdp: 'v=0 answer' }]);
    expect(bystander.received()).toEqual([]);
  });

  it('refuses a third participant', () => {
    const { rooms, visitor, agent } = pair();
    const third = fakeSocket();
    rooms.handle(third, join());
    expect(third.received()).toEqual([{ type: 'error', message: VIDEO_ERRORS.full }]);
    rooms.handle(third, { type: 'offer', sdp: 'sneaky' });
    expect(third.received()).toEqual([{ type: 'error', message: VIDEO_ERRORS.notInRoom }]);
    expect(visitor.received()).toEqual([]);
    expect(agent.received()).toEqual([]);
  });

  it('binds a socket to the first session it joins and refuses another', () => {
    const rooms = new VideoRooms();
    const socket = fakeSocket();
    rooms.handle(socket, join());
    rooms.handle(socket, { type: 'end-video-chat' });
    socket.received();
    rooms.handle(socket, join(OTHER));
    expect(socket.received()).toEqual([{ type: 'error', message: VIDEO_ERRORS.otherSession }]);
    expect(rooms.participants(OTHER)).toBe(0);
    // Its own session it may call again.
    rooms.handle(socket, join());
    expect(socket.received()).toEqual([{ type: 'video-chat-ready', sessionId: SESSION, participants: 1 }]);
  });

  it('a refused joiner is not bound, so it can still join its own session', () => {
    const { rooms } = pair();
    const third = fakeSocket();
    rooms.handle(third, join());
    third.received();
    rooms.handle(third, join(OTHER));
    expect(third.received()).toEqual([{ type: 'video-chat-ready', sessionId: OTHER, participants: 1 }]);
  });

  it('ends the room for both on end-video-chat', () => {
    const { rooms, visitor, agent } = pair();
    rooms.handle(agent, { type: 'end-video-chat' });
    expect(visitor.received()).toEqual([{ type: 'video-chat-ended', reason: 'ended' }]);
    expect(agent.received()).toEqual([{ type: 'video-chat-ended', reason: 'ended' }]);
    expect(rooms.roomCount()).toBe(0);
    rooms.handle(visitor, { type: 'offer', sdp: 'late' });
    expect(visitor.received()).toEqual([{ type: 'error', message: VIDEO_ERRORS.notInRoom }]);
  });

  it('ends the room when a participant’s socket closes, telling whoever is left', () => {
    const { rooms, visitor, agent } = pair();
    rooms.leave(visitor);
    expect(agent.received()).toEqual([{ type: 'video-chat-ended', reason: 'left' }]);
    expect(visitor.received()).toEqual([]);
    expect(rooms.roomCount()).toBe(0);
    rooms.leave(visitor);
    rooms.leave(fakeSocket());
    expect(agent.received()).toEqual([]);
  });

  it('skips sockets that are no longer open', () => {
    const { rooms, visitor, agent } = pair();
    agent.readyState = 3;
    expect(() => rooms.handle(visitor, { type: 'offer', sdp: 'x' })).not.toThrow();
    expect(agent.received()).toEqual([]);
  });
});

describe('video signalling messages', () => {
  it('accept the product’s join and default the role to user', () => {
    expect(ZClientMessage.parse({ type: 'join-video-chat', sessionId: SESSION })).toEqual(join());
  });

  it('reject oversized or malformed signalling', () => {
    const bad = [
      { type: 'offer', sdp: 'x'.repeat(MAX_SDP_CHARS + 1) },
      { type: 'offer' },
      { type: 'answer', sdp: 42 },
      { type: 'ice-candidate', candidate: { candidate: 'x'.repeat(2_001) } },
      { type: 'ice-candidate' },
      { type: 'join-video-chat', sessionId: '../../etc' },
      { type: 'join-video-chat', sessionId: SESSION, role: 'admin' },
      { type: 'join-video-chat' },
    ];
    for (const message of bad)
      expect(ZClientMessage.safeParse(message).success, JSON.stringify(message)).toBe(false);
  });
});
