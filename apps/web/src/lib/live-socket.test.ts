import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, installFakeWebSocket } from '../components/notifications/fake-websocket.ts';
import { BACKOFF_MAX_MS, backoffDelay, type LiveEvent, liveSocketUrl, subscribeLive } from './live-socket.ts';

describe('backoffDelay', () => {
  it('doubles with jitter in the upper half, capped at 30 s', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 0.5)).toBe(6000);
    expect(backoffDelay(20, () => 1)).toBe(BACKOFF_MAX_MS);
  });
});

describe('liveSocketUrl', () => {
  it('uses wss on https pages', () => {
    expect(liveSocketUrl({ protocol: 'https:', host: 'chucks.video' })).toBe('wss://chucks.video/ws');
    expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
  });
});

describe('subscribeLive', () => {
  beforeEach(() => {
    installFakeWebSocket();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shares one socket, identifies, passes pushes on and closes with the last listener', () => {
    const a: LiveEvent[] = [];
    const b: LiveEvent[] = [];
    const stopA = subscribeLive('u1', (e) => a.push(e));
    const stopB = subscribeLive('u1', (e) => b.push(e));
    expect(FakeWebSocket.instances).toHaveLength(1);
    const socket = FakeWebSocket.latest();
    socket.open();
    expect(socket.sent).toEqual([{ type: 'identify', userId: 'u1' }]);
    socket.push({ type: 'message', data: { id: 1 } });
    socket.push({ type: 'welcome', userId: 'u1' });
    socket.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    expect(a).toEqual([{ type: 'message', data: { id: 1 } }]);
    expect(b).toEqual(a);
    stopA();
    expect(socket.readyState).toBe(FakeWebSocket.OPEN);
    stopB();
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
  });

  it('reconnects with growing delays and asks listeners to catch up', () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const events: LiveEvent[] = [];
    const stop = subscribeLive('u1', (e) => events.push(e));
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    // Fails again before opening: the next wait is longer.
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(1999);
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(3);
    expect(events).toEqual([]);
    FakeWebSocket.latest().open();
    expect(events).toEqual([{ type: 'resync' }]);
    expect(FakeWebSocket.latest().sent).toEqual([{ type: 'identify', userId: 'u1' }]);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(3);
  });

  it('tells listeners the session ended when the server closes the line as signed out (4001)', () => {
    const events: LiveEvent[] = [];
    const stop = subscribeLive('u1', (e) => events.push(e));
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.drop();
    expect(events).toEqual([]);
    vi.advanceTimersByTime(BACKOFF_MAX_MS);
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().onclose?.(new CloseEvent('close', { code: 4001, reason: 'Signed out' }));
    expect(events).toEqual([{ type: 'resync' }, { type: 'signed-out' }]);
    stop();
  });
});
