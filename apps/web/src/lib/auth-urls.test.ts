import { describe, expect, it } from 'vitest';
import { loginUrl, safeReturnTo } from './auth-urls.ts';

describe('safeReturnTo', () => {
  it.each([
    ['/profile', '/profile'],
    ['/user/42/collection?tab=rent#top', '/user/42/collection?tab=rent#top'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'profile',
    '//evil.example/profile',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
  ])('sends %j home instead', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });
});

describe('loginUrl', () => {
  it('carries where to come back to', () => {
    expect(loginUrl('/dvd-club?x=1')).toBe('/api/login?returnTo=%2Fdvd-club%3Fx%3D1');
  });

  it('is the bare login route for home or unsafe targets', () => {
    expect(loginUrl('/')).toBe('/api/login');
    expect(loginUrl('//evil.example')).toBe('/api/login');
  });
});
