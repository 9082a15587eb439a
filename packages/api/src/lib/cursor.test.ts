import { describe, expect, it } from 'vitest';
import { zCursor, zLimit } from './cursor.ts';

describe('zCursor', () => {
  const cursor = zCursor('before');
  it('reads an id or an ISO time, and nothing from blank', () => {
    expect(cursor.parse('42')).toEqual({ id: 42 });
    expect(cursor.parse('2026-11-22T10:00:00.000Z')).toEqual({ time: new Date('2026-11-22T10:00:00.000Z') });
    expect(cursor.parse('')).toBeUndefined();
    expect(cursor.parse(undefined)).toBeUndefined();
  });
  it('refuses anything else with a message', () => {
    for (const bad of ['0', '-1', '99999999999', 'yesterday', '2026-13-45T99:00:00Z', '1e3']) {
      const result = cursor.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('before must be an id or an ISO time');
    }
  });
});

describe('zLimit', () => {
  it('defaults, coerces and clamps', () => {
    const limit = zLimit(50, 100);
    expect(limit.parse(undefined)).toBe(50);
    expect(limit.parse('20')).toBe(20);
    expect(limit.parse('500')).toBe(100);
    expect(limit.safeParse('0').success).toBe(false);
  });
});
