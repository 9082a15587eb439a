import { describe, expect, it } from 'vitest';
import { siteUrl } from './mail.service.ts';

describe('siteUrl', () => {
  it('is PUBLIC_URL when set (its origin), whatever the request came to', () => {
    expect(siteUrl('https://chucks.example/some/path', { origin: 'http://evil.example' })).toBe(
      'https://chucks.example',
    );
  });

  it("is the request's origin without PUBLIC_URL", () => {
    expect(siteUrl(undefined, { origin: 'http://127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
  });
});
