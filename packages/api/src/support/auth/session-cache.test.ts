import { describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS, SessionCache } from './session-cache.ts';

function cacheAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, cache: new SessionCache<string>(() => clock.now) };
}

const db = {};

describe('SessionCache', () => {
  it('answers a session looked up moments ago, and not after its time', () => {
    const { clock, cache } = cacheAt();
    cache.set(db, 'h1', 'member-1', 'session of member 1');
    expect(cache.get(db, 'h1')).toBe('session of member 1');
    clock.now += SESSION_CACHE_TTL_MS;
    expect(cache.get(db, 'h1')).toBeUndefined();
  });

  it('answers only for the database it was read from', () => {
    const { cache } = cacheAt();
    cache.set(db, 'h1', 'member-1', 'session of member 1');
    expect(cache.get({}, 'h1')).toBeUndefined();
  });

  it('forgets a signed-out session at once, and does not take it back from a lookup still running', () => {
    const { clock, cache } = cacheAt();
    cache.set(db, 'h1', 'member-1', 'first');
    cache.set(db, 'h2', 'member-1', 'second');
    cache.forgetSession('h1');
    expect(cache.get(db, 'h1')).toBeUndefined();
    expect(cache.get(db, 'h2')).toBe('second');
    // A lookup that read the row before the sign-out committed.
    cache.set(db, 'h1', 'member-1', 'first');
    expect(cache.get(db, 'h1')).toBeUndefined();
    clock.now += 60_000;
    cache.set(db, 'h1', 'member-1', 'first again');
    expect(cache.get(db, 'h1')).toBe('first again');
  });

  it('forgets every session of a member whose sessions ended or whose address changed', () => {
    const { cache } = cacheAt();
    cache.set(db, 'h1', 'member-1', 'first');
    cache.set(db, 'h2', 'member-1', 'second');
    cache.set(db, 'h3', 'member-2', 'other member');
    cache.forgetMember('member-1');
    expect(cache.get(db, 'h1')).toBeUndefined();
    expect(cache.get(db, 'h2')).toBeUndefined();
    expect(cache.get(db, 'h3')).toBe('other member');
    cache.set(db, 'h2', 'member-1', 'second');
    expect(cache.get(db, 'h2')).toBeUndefined();
  });
});
