import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, installFakeWebSocket } from '../notifications/fake-websocket.ts';
import {
  type CallStatus,
  parseSignal,
  type SignallingHandlers,
  VideoSignalling,
} from './video-signalling.ts';

const SESSION = 'abc-def-123';
const ready = { type: 'video-chat-ready', sessionId: SESSION, participants: 1 };

function startCall() {
  const statuses: CallStatus[] = [];
  const signals: unknown[] = [];
  const handlers: SignallingHandlers = {
    onStatus: (status) => statuses.push(status),
    onSignal: (signal) => signals.push(signal),
  };
  const call = new VideoSignalling('ws://store.test/ws', SESSION, handlers);
  call.start();
  return { call, statuses, signals, socket: FakeWebSocket.latest() };
}

beforeEach(() => installFakeWebSocket());
afterEach(() => vi.unstubAllGlobals());

describe('VideoSignalling', () => {
  it('joins its session’s room as the user once the line opens, and is connected on video-chat-ready', () => {
    const { statuses, socket } = startCall();
    expect(socket.url).toBe('ws://store.test/ws');
    expect(statuses).toEqual(['connecting']);
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(socket.sent).toEqual([{ type: 'join-video-chat', sessionId: SESSION, role: 'user' }]);
    socket.push(ready);
    expect(statuses).toEqual(['connecting', 'connected']);
  });

  it('passes offers, answers, candidates and a joining participant to the peer connection once connected', () => {
    const { signals, socket } = startCall();
    socket.open();
    // Nothing is relayed before the room said ready.
    socket.push({ type: 'offer', sdp: 'early' });
    socket.push(ready);
    const candidate = {
      candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    socket.push({ type: 'video-chat-peer-joined', role: 'agent' });
    socket.push({ type: 'offer', sdp: 'v=0 offer' });
    socket.push({ type: 'answer', sdp: 'v=0 answer' });
    socket.push({ type: 'ice-candidate', candidate });
    socket.push({ type: 'ice-candidate', candidate: null });
    socket.push({ type: 'notification', data: {} });
    expect(signals).toEqual([
      { type: 'video-chat-peer-joined', role: 'agent' },
      { type: 'offer', sdp: 'v=0 offer' },
      { type: 'answer', sdp: 'v=0 answer' },
      { type: 'ice-candidate', candidate },
      { type: 'ice-candidate', candidate: null },
    ]);
  });

  it('sends offers, answers and candidates only while connected', () => {
    const { call, socket } = startCall();
    socket.open();
    call.send({ type: 'offer', sdp: 'too early' });
    socket.push(ready);
    call.send({ type: 'offer', sdp: 'v=0 offer' });
    call.send({ type: 'ice-candidate', candidate: null });
    expect(socket.sent.slice(1)).toEqual([
      { type: 'offer', sdp: 'v=0 offer' },
      { type: 'ice-candidate', candidate: null },
    ]);
  });

  it('hangs up: sends end-video-chat, closes the line and ends', () => {
    const { call, statuses, socket } = startCall();
    socket.open();
    socket.push(ready);
    call.end();
    expect(socket.sent.at(-1)).toEqual({ type: 'end-video-chat' });
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    expect(statuses).toEqual(['connecting', 'connected', 'ended']);
    call.send({ type: 'answer', sdp: 'late' });
    expect(socket.sent.at(-1)).toEqual({ type: 'end-video-chat' });
  });

  it('ends when the other side hangs up (video-chat-ended), and ignores everything after', () => {
    const { statuses, signals, socket } = startCall();
    socket.open();
    socket.push(ready);
    socket.push({ type: 'video-chat-ended', reason: 'left' });
    socket.push({ type: 'offer', sdp: 'after the end' });
    expect(statuses).toEqual(['connecting', 'connected', 'ended']);
    expect(signals).toEqual([]);
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
  });

  it('fails when the line drops or errs before the room was ready', () => {
    const dropped = startCall();
    dropped.socket.drop();
    expect(dropped.statuses).toEqual(['connecting', 'failed']);

    const errored = startCall();
    errored.socket.open();
    errored.socket.onerror?.(new Event('error'));
    errored.socket.drop();
    expect(errored.statuses).toEqual(['connecting', 'failed']);
  });

  it('fails when the server refuses the join (a full room)', () => {
    const { statuses, socket } = startCall();
    socket.open();
    socket.push({ type: 'error', message: 'This video chat already has two participants.' });
    expect(statuses).toEqual(['connecting', 'failed']);
  });

  it('ends (not fails) when the line drops during the call: the server closes the room', () => {
    const { statuses, socket } = startCall();
    socket.open();
    socket.push(ready);
    socket.drop();
    expect(statuses).toEqual(['connecting', 'connected', 'ended']);
  });

  it('closes quietly for an unmount: no status change, no handlers left on the socket', () => {
    const { call, statuses, socket } = startCall();
    socket.open();
    call.close();
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    expect(socket.onmessage).toBeNull();
    expect(statuses).toEqual(['connecting']);
  });
});

describe('parseSignal', () => {
  it('ignores what is not a well-formed video-chat message', () => {
    for (const raw of [
      'not json',
      '42',
      'null',
      JSON.stringify({ type: 'offer' }),
      JSON.stringify({ type: 'offer', sdp: '' }),
      JSON.stringify({ type: 'ice-candidate', candidate: { sdpMid: '0' } }),
      JSON.stringify({ type: 'video-chat-ready', sessionId: SESSION }),
      JSON.stringify({ type: 'pong' }),
    ]) {
      expect(parseSignal(raw), raw).toBeNull();
    }
    expect(parseSignal(new ArrayBuffer(2))).toBeNull();
  });

  it('keeps only the fields the call uses', () => {
    expect(parseSignal(JSON.stringify({ type: 'offer', sdp: 'v=0', extra: 'x' }))).toEqual({
      type: 'offer',
      sdp: 'v=0',
    });
    expect(parseSignal(JSON.stringify({ type: 'video-chat-ended', reason: 'ended' }))).toEqual({
      type: 'video-chat-ended',
      reason: 'ended',
    });
  });
});
