import { describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS, SessionCache } from './session-cache.ts';

function cacheAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, cache: new SessionCache<string>(() => clock.now) };
}

describe('SessionCache', () => {
  it('answers a session looked up moments ago, and not after its time', () => {
    const { clock, cache } = cacheAt();
    cache.set('h1', 'member-1', 'session of member 1');
    expect(cache.get('h1')).toBe('session of member 1');
    clock.now += SESSION_CACHE_TTL_MS;
    expect(cache.get('h1')).toBeUndefined();
  });

  it('forgets a signed-out session at once, and does not take it back from a lookup still running', () => {
    const { clock, cache } = cacheAt();
    cache.set('h1', 'member-1', 'first');
    cache.set('h2', 'member-1', 'second');
    cache.forget({ sessions: ['h1'] });
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h2')).toBe('second');
    // A lookup that read the row before the sign-out committed.
    cache.set('h1', 'member-1', 'first');
    expect(cache.get('h1')).toBeUndefined();
    clock.now += 60_000;
    cache.set('h1', 'member-1', 'first again');
    expect(cache.get('h1')).toBe('first again');
  });

  it('forgets every session of a member whose sessions ended or whose address changed', () => {
    const { cache } = cacheAt();
    cache.set('h1', 'member-1', 'first');
    cache.set('h2', 'member-1', 'second');
    cache.set('h3', 'member-2', 'other member');
    cache.forget({ members: ['member-1'] });
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h2')).toBeUndefined();
    expect(cache.get('h3')).toBe('other member');
    cache.set('h2', 'member-1', 'second');
    expect(cache.get('h2')).toBeUndefined();
  });

  it('forgets everything when told it may have missed news (the bus reconnected)', () => {
    const { cache } = cacheAt();
    cache.set('h1', 'member-1', 'first');
    cache.clear();
    expect(cache.get('h1')).toBeUndefined();
  });
});
