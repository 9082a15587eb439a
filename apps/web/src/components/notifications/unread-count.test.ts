import { describe, expect, it } from 'vitest';
import { formatUnreadCount } from './unread-count.ts';

describe('formatUnreadCount', () => {
  it('shows 9+ above 9', () => {
    expect(formatUnreadCount(1)).toBe('1');
    expect(formatUnreadCount(9)).toBe('9');
    expect(formatUnreadCount(10)).toBe('9+');
  });
});
