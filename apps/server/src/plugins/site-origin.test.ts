import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LOCAL_HOSTS, parseHost, type SiteOriginOptions, siteOrigin } from './site-origin.ts';

describe('parseHost', () => {
  it('reads a host name, an IPv4 or a bracketed IPv6 address, with or without a port', () => {
    expect(parseHost('localhost')).toEqual({ host: 'localhost', port: null });
    expect(parseHost('LocalHost:3000')).toEqual({ host: 'localhost', port: 3000 });
    expect(parseHost('chucks.example:65535')).toEqual({ host: 'chucks.example', port: 65535 });
    expect(parseHost('127.0.0.1:8080')).toEqual({ host: '127.0.0.1', port: 8080 });
    expect(parseHost('[::1]:3000')).toEqual({ host: '[::1]', port: 3000 });
    expect(parseHost('[::1]')).toEqual({ host: '[::1]', port: null });
  });

  it.each([
    'localhost:3000@evil.example',
    'user@localhost',
    'localhost:3000/evil',
    'localhost/',
    'localhost, evil.example',
    'localhost,evil.example',
    'local host',
    ' localhost',
    'localhost:',
    'localhost:0',
    'localhost:65536',
    'localhost:03000',
    'localhost:3000:4000',
    'localhost:+80',
    'localhost?x',
    'localhost#x',
    'evil.example\\.localhost',
    '-bad.example',
    'a..b',
    '[not-ipv6]',
    '[::1',
    '',
  ])('refuses %j', (value) => {
    expect(parseHost(value)).toBeNull();
  });
});

const request = (headers: Record<string, string | string[]>, protocol = 'http') =>
  ({ headers, protocol }) as unknown as FastifyRequest;
const local: SiteOriginOptions = { publicUrl: undefined, allowedHosts: LOCAL_HOSTS, trustProxy: false };

describe('siteOrigin', () => {
  it('is PUBLIC_URL whenever it is set, whatever the request says', () => {
    const options = { ...local, publicUrl: 'https://chucks.example/some/path' };
    expect(siteOrigin(request({ host: 'evil.example' }), options)).toBe('https://chucks.example');
  });

  it('is built from the parsed host and port of a listed host, never from the raw header', () => {
    expect(siteOrigin(request({ host: 'LOCALHOST:3000' }), local)).toBe('http://localhost:3000');
    expect(siteOrigin(request({ host: 'localhost:80' }), local)).toBe('http://localhost');
    expect(siteOrigin(request({ host: '[::1]:3000' }), local)).toBe('http://[::1]:3000');
    expect(siteOrigin(request({ host: 'localhost' }, 'https'), local)).toBe('https://localhost');
  });

  it('gives nothing for a host that is not listed or is not a host at all', () => {
    for (const host of [
      'evil.example',
      'localhost:3000@evil.example',
      'localhost:3000/evil',
      'localhost, evil.example',
      'localhost.evil.example',
    ]) {
      expect(siteOrigin(request({ host }), local)).toBeNull();
    }
    expect(siteOrigin(request({}), local)).toBeNull();
  });

  it('takes a listed port as that port only; a listed host without one, any port of it', () => {
    const options = { ...local, allowedHosts: ['chucks.example:8080', 'shop.example'] };
    expect(siteOrigin(request({ host: 'chucks.example:8080' }), options)).toBe('http://chucks.example:8080');
    expect(siteOrigin(request({ host: 'chucks.example:9090' }), options)).toBeNull();
    expect(siteOrigin(request({ host: 'chucks.example' }), options)).toBeNull();
    expect(siteOrigin(request({ host: 'shop.example:9090' }), options)).toBe('http://shop.example:9090');
    // A port listed as the protocol's default matches a Host that leaves it out.
    const https = { ...local, allowedHosts: ['chucks.example:443'] };
    expect(siteOrigin(request({ host: 'chucks.example' }, 'https'), https)).toBe('https://chucks.example');
  });

  it('reads X-Forwarded-Host only behind a trusted proxy, and only when it is one host', () => {
    const forged = { host: 'localhost:3000', 'x-forwarded-host': 'evil.example' };
    expect(siteOrigin(request(forged), local)).toBe('http://localhost:3000');
    const proxied = { ...local, trustProxy: true };
    expect(siteOrigin(request(forged), proxied)).toBeNull();
    const several = { host: 'evil.example', 'x-forwarded-host': 'localhost:3000, evil.example' };
    expect(siteOrigin(request(several), proxied)).toBeNull();
    const twice = { host: 'evil.example', 'x-forwarded-host': ['localhost:3000', 'localhost:3000'] };
    expect(siteOrigin(request(twice), proxied)).toBeNull();
    const good = { host: 'evil.example', 'x-forwarded-host': 'localhost:3000' };
    expect(siteOrigin(request(good, 'https'), proxied)).toBe('https://localhost:3000');
  });

  it('gives nothing for a protocol other than http or https', () => {
    expect(siteOrigin(request({ host: 'localhost' }, 'javascript'), local)).toBeNull();
  });
});
