import { describe, expect, it } from 'vitest';
import { NO_SITE_ORIGIN, siteUrl } from './mail.service.ts';

describe('siteUrl', () => {
  it("is the site's origin the request was given (PUBLIC_URL, or an allowed host)", () => {
    expect(siteUrl({ origin: 'https://chucks.example' })).toBe('https://chucks.example');
  });

  it('refuses to make links without one (a Host header nobody vouches for)', () => {
    expect(() => siteUrl({})).toThrow(NO_SITE_ORIGIN);
  });
});
