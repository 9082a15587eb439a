import { buildOpenApiDocument } from '@chuck/api';
import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env.ts';
import { createTestApp } from './support/test-app.ts';

describe('chat.videoConfig: the STUN servers the video call uses', () => {
  const t = perFile(() =>
    createTestApp({ STUN_URLS: ' stun:stun.example.net:3478 , stuns:turn.example.org:5349 ,' }),
  );

  it('hands the browser the STUN_URLS of the server, one ICE server per URL, to anonymous visitors', async () => {
    const res = await t.app.inject('/trpc/chat.videoConfig');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toEqual({
      iceServers: [{ urls: 'stun:stun.example.net:3478' }, { urls: 'stuns:turn.example.org:5349' }],
    });
  });

  it('is a tRPC call only: no REST path is added to the documented API', () => {
    const paths = Object.keys(buildOpenApiDocument().paths ?? {});
    expect(paths.filter((path) => /video|stun|ice/i.test(path))).toEqual([]);
  });
});

describe('STUN_URLS', () => {
  it('defaults to the public Google STUN server', () => {
    expect(parseEnv({}).STUN_URLS).toEqual(['stun:stun.l.google.com:19302']);
  });

  it('may be empty: no STUN server at all', () => {
    expect(parseEnv({ STUN_URLS: '' }).STUN_URLS).toEqual([]);
  });

  it('refuses something that is not a STUN URL, naming the variable', () => {
    expect(() => parseEnv({ STUN_URLS: 'stun:ok.example:3478,http://nope.example' })).toThrow(
      /STUN_URLS.*each STUN URL looks like stun:host:port/,
    );
  });
});
