import { vi } from 'vitest';

/**
 * Stand-ins for the browser parts jsdom lacks: camera/microphone (getUserMedia), RTCPeerConnection,
 * speech recognition and speech synthesis. Each records what the page did with it and lets the test
 * play the browser's side. `installFakeMedia()` in a beforeEach; vi.unstubAllGlobals() restores.
 */

export class FakeTrack {
  enabled = true;
  readyState: 'live' | 'ended' = 'live';
  constructor(readonly kind: 'audio' | 'video') {}
  stop() {
    this.readyState = 'ended';
  }
}

class FakeStream {
  readonly tracks = [new FakeTrack('audio'), new FakeTrack('video')];
  getTracks() {
    return [...this.tracks];
  }
  getAudioTracks() {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((t) => t.kind === 'video');
  }
}

export class FakePeerConnection {
  static instances: FakePeerConnection[] = [];
  readonly tracks: FakeTrack[] = [];
  readonly candidates: RTCIceCandidateInit[] = [];
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  connectionState: RTCPeerConnectionState = 'new';
  closed = false;
  onicecandidate: ((event: { candidate: RTCIceCandidateInit | null }) => void) | null = null;
  ontrack: ((event: unknown) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;

  constructor(readonly config: RTCConfiguration) {
    FakePeerConnection.instances.push(this);
  }

  static latest(): FakePeerConnection {
    const pc = FakePeerConnection.instances.at(-1);
    if (!pc) throw new Error('No RTCPeerConnection was made');
    return pc;
  }

  addTrack(track: FakeTrack) {
    this.tracks.push(track);
  }
  async createOffer() {
    return { type: 'offer' as const, sdp: 'v=0 local-offer' };
  }
  async createAnswer() {
    return { type: 'answer' as const, sdp: 'v=0 local-answer' };
  }
  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.localDescription = description;
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remoteDescription = description;
  }
  async addIceCandidate(candidate: RTCIceCandidateInit) {
    this.candidates.push(candidate);
  }
  close() {
    this.closed = true;
  }

  /** The browser found a local candidate. */
  gather(candidate: RTCIceCandidateInit | null) {
    this.onicecandidate?.({
      candidate: candidate && { usernameFragment: null, sdpMid: null, sdpMLineIndex: null, ...candidate },
    });
  }

  /** ICE gave up. */
  fail() {
    this.connectionState = 'failed';
    this.onconnectionstatechange?.();
  }
}

export class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  maxAlternatives = 1;
  running = false;
  onstart: (() => void) | null = null;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;

  constructor() {
    FakeRecognition.instances.push(this);
  }

  /** The recognizer that is listening now, if any. */
  static active(): FakeRecognition | undefined {
    return FakeRecognition.instances.filter((r) => r.running).at(-1);
  }

  start() {
    this.running = true;
    this.onstart?.();
  }
  stop() {
    this.end();
  }
  abort() {
    this.end();
  }
  end() {
    if (!this.running) return;
    this.running = false;
    this.onend?.();
  }

  /** The visitor finished a phrase. */
  hear(transcript: string) {
    this.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript }], { isFinal: true })] });
  }
}

export class FakeUtterance {
  lang = '';
  pitch = 1;
  rate = 1;
  volume = 1;
  voice: { name: string; lang: string } | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

/** speechSynthesis: keeps what was said; `finish()` ends the current utterance. */
export const fakeSynthesis = {
  spoken: [] as FakeUtterance[],
  speaking: [] as FakeUtterance[],
  voices: [
    { name: 'Google UK English Female', lang: 'en-GB' },
    { name: 'Microsoft David - English (United States)', lang: 'en-US' },
  ],
  getVoices() {
    return this.voices;
  },
  speak(utterance: FakeUtterance) {
    this.spoken.push(utterance);
    this.speaking.push(utterance);
  },
  cancel() {
    for (const utterance of this.speaking.splice(0)) utterance.onerror?.();
  },
  finish() {
    this.speaking.shift()?.onend?.();
  },
};

export interface FakeMediaOptions {
  /** getUserMedia refuses (permission denied). */
  denyMedia?: boolean;
  /** No SpeechRecognition in this browser. */
  noRecognition?: boolean;
}

export function installFakeMedia(options: FakeMediaOptions = {}) {
  FakePeerConnection.instances = [];
  FakeRecognition.instances = [];
  fakeSynthesis.spoken = [];
  fakeSynthesis.speaking = [];
  const streams: FakeStream[] = [];
  const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => {
    if (options.denyMedia) throw new DOMException('Permission denied', 'NotAllowedError');
    const stream = new FakeStream();
    streams.push(stream);
    return stream;
  });
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { mediaDevices: { getUserMedia } }));
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  vi.stubGlobal('SpeechRecognition', options.noRecognition ? undefined : FakeRecognition);
  vi.stubGlobal('webkitSpeechRecognition', undefined);
  vi.stubGlobal('speechSynthesis', fakeSynthesis);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return { getUserMedia, streams };
}
