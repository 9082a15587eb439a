import { describe, expect, it } from 'vitest';
import { hasUnstorableText } from './storable-text.ts';

describe('hasUnstorableText', () => {
  it('accepts ordinary text, emoji (surrogate pairs) and non-string values', () => {
    expect(hasUnstorableText({ title: 'Amélie 🎬', tags: ['a', 'b'], year: 2001, notes: null })).toBe(false);
    expect(hasUnstorableText(undefined)).toBe(false);
  });

  it('finds a NUL or a lone surrogate in any string or key, however deep', () => {
    expect(hasUnstorableText({ title: 'a\u0000b' })).toBe(true);
    expect(hasUnstorableText({ list: [{ deep: ['x\ud800'] }] })).toBe(true);
    expect(hasUnstorableText({ list: ['\udfffx'] })).toBe(true);
    expect(hasUnstorableText({ 'key\u0000': 1 })).toBe(true);
  });

  it('walks a very deeply nested value without overflowing the stack', () => {
    let nested: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) nested = [nested];
    expect(hasUnstorableText(nested)).toBe(true);
  });
});
