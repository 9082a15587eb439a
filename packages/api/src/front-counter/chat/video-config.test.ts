import { describe, expect, it } from 'vitest';
import { videoConfig } from './chat.service.ts';
import { DEFAULT_STUN_URLS } from './video-config.schema.ts';

describe('videoConfig', () => {
  it('is the public STUN server when the server was given none', () => {
    expect(videoConfig({})).toEqual({ iceServers: [{ urls: DEFAULT_STUN_URLS[0] }] });
  });

  it('is exactly the configured list, even when it is empty', () => {
    expect(videoConfig({ iceServers: [] })).toEqual({ iceServers: [] });
    expect(videoConfig({ iceServers: [{ urls: 'stun:a.example:3478' }] })).toEqual({
      iceServers: [{ urls: 'stun:a.example:3478' }],
    });
  });
});
