import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecentlyMade } from './recently-made.ts';

describe('RecentlyMade', () => {
  afterEach(() => vi.useRealTimers());
  const counting = () => {
    let calls = 0;
    return { make: async () => ++calls, calls: () => calls };
  };

  it('makes a value once while it is kept, and again once its time is up', async () => {
    vi.useFakeTimers();
    const kept = new RecentlyMade<number, number>(10, 60_000);
    const render = counting();
    expect(await kept.get(7, render.make)).toBe(1);
    vi.advanceTimersByTime(59_000);
    expect(await kept.get(7, render.make)).toBe(1);
    vi.advanceTimersByTime(2_000);
    expect(await kept.get(7, render.make)).toBe(2);
  });

  it('lets the least recently asked for go first when full', async () => {
    const kept = new RecentlyMade<number, string>(2, 60_000);
    await kept.get(1, async () => 'one');
    await kept.get(2, async () => 'two');
    await kept.get(1, async () => 'again'); // 1 is now the most recent
    await kept.get(3, async () => 'three'); // 2 goes
    expect(await kept.get(1, async () => 'new one')).toBe('one');
    expect(await kept.get(2, async () => 'new two')).toBe('new two');
  });

  it('does not keep a failure', async () => {
    const kept = new RecentlyMade<number, string>(2, 60_000);
    await expect(kept.get(1, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await kept.get(1, async () => 'rendered')).toBe('rendered');
  });
});
