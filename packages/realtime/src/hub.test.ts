import { describe, expect, it } from 'vitest';
import { Hub, type HubSocket } from './hub.ts';

function fakeSocket(readyState = 1): HubSocket & { sent: string[] } {
  const sent: string[] = [];
  return { readyState, sent, send: (d) => void sent.push(d) };
}

describe('Hub', () => {
  it('delivers to every open socket of the member and nobody else', () => {
    const hub = new Hub();
    const [a1, a2, closed, b] = [fakeSocket(), fakeSocket(), fakeSocket(3), fakeSocket()];
    hub.add('a', a1);
    hub.add('a', a2);
    hub.add('a', closed);
    hub.add('b', b);
    expect(hub.sendToUser('a', { type: 'pong' })).toBe(2);
    expect(a1.sent).toEqual(['{"type":"pong"}']);
    expect(b.sent).toEqual([]);
    expect(closed.sent).toEqual([]);
  });

  it('forgets sockets once removed', () => {
    const hub = new Hub();
    const s = fakeSocket();
    hub.add('a', s);
    hub.remove('a', s);
    expect(hub.sendToUser('a', { type: 'pong' })).toBe(0);
    expect(hub.socketCount()).toBe(0);
  });
});
