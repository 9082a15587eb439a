import { describe, expect, it } from 'vitest';
import {
  type BusEvent,
  type BusMessage,
  decodeBusEvent,
  MAX_NOTIFY_BYTES,
  serializeBusEvent,
} from './bus.ts';
import { InProcessBus } from './bus-local.ts';
import type { MemberEvent } from './events.ts';

const message = (text: string): MemberEvent => ({
  type: 'message',
  data: {
    id: 7,
    senderId: 'a',
    receiverId: 'b',
    connectionId: 3,
    message: text,
    movieContext: null,
    sentAt: '2026-11-22T10:00:00.000Z',
  },
});

describe('bus payloads', () => {
  it('carry the whole event when it fits', () => {
    const event: BusEvent = { userIds: ['a', 'b'], message: message('hi'), ref: { kind: 'message', id: 7 } };
    const payload = serializeBusEvent(event);
    expect(decodeBusEvent(payload)).toEqual(event);
  });

  it('carry only a reference when the event is too big for NOTIFY', () => {
    const payload = serializeBusEvent({
      userIds: ['a', 'b'],
      message: message('\u0001'.repeat(2000)),
      ref: { kind: 'message', id: 7 },
    });
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
    expect(decodeBusEvent(payload)).toEqual({ userIds: ['a', 'b'], ref: { kind: 'message', id: 7 } });
  });

  it('carry an import’s progress whole (it has nothing to load later); a malformed one is dropped', () => {
    const event: BusEvent = {
      userIds: ['a'],
      message: { type: 'import-progress', data: { phase: 'apply', step: 'saving', done: 1200, total: 5000 } },
    };
    expect(decodeBusEvent(serializeBusEvent(event))).toEqual(event);
    const malformed = { userIds: ['a'], message: { type: 'import-progress', data: { done: 'all' } } };
    expect(decodeBusEvent(JSON.stringify(malformed))).toBeNull();
  });

  it('carry a movie night’s news (its id) whole, or by reference; an unknown kind is dropped', () => {
    const event: BusEvent = {
      userIds: ['a', 'b'],
      message: { type: 'night-changed', data: { id: 7 } },
      ref: { kind: 'night-changed', id: 7 },
    };
    expect(decodeBusEvent(serializeBusEvent(event))).toEqual(event);
    expect(decodeBusEvent('{"userIds":["a"],"ref":{"kind":"night-changed","id":7}}')).toEqual({
      userIds: ['a'],
      ref: { kind: 'night-changed', id: 7 },
    });
    expect(decodeBusEvent('{"userIds":["a"],"ref":{"kind":"night-moved","id":7}}')).toBeNull();
  });

  it('carry ended sessions for the session caches', () => {
    const event: BusMessage = { sessionsEnded: { sessions: ['a'.repeat(64)], members: ['m1'] } };
    expect(decodeBusEvent(serializeBusEvent(event))).toEqual(event);
    expect(decodeBusEvent('{"sessionsEnded":{"sessions":"all"}}')).toBeNull();
  });

  it('ignore what is not one of ours', () => {
    expect(decodeBusEvent('not json')).toBeNull();
    expect(decodeBusEvent('{"userIds":[]}')).toBeNull();
    expect(decodeBusEvent('{"userIds":["a"]}')).toBeNull();
  });
});

describe('InProcessBus', () => {
  it('delivers to every subscriber, even when one of them throws', async () => {
    const warnings: string[] = [];
    const bus = new InProcessBus({ log: { warn: (m) => warnings.push(m) } });
    const got: BusMessage[] = [];
    bus.subscribe(() => {
      throw new Error('boom');
    });
    const unsubscribe = bus.subscribe((e) => got.push(e));
    const event: BusEvent = { userIds: ['a'], ref: { kind: 'notification', id: 1 } };
    await bus.publish(event);
    await new Promise((r) => setImmediate(r));
    expect(got).toEqual([event]);
    expect(warnings).toEqual(['event bus subscriber failed']);
    unsubscribe();
    await bus.publish(event);
    await new Promise((r) => setImmediate(r));
    expect(got).toHaveLength(1);
    await bus.close();
  });
});
