import type { IncomingSignal, OutgoingSignal } from './video-signalling.ts';

type PeerSignal = Extract<
  IncomingSignal,
  { type: 'video-chat-peer-joined' | 'offer' | 'answer' | 'ice-candidate' }
>;

export interface PeerLinkOptions {
  /** From the server's STUN_URLS (chat.videoConfig). */
  iceServers: RTCIceServer[];
  /** The visitor's camera and microphone; every track is sent. */
  stream: MediaStream;
  send(signal: OutgoingSignal): void;
  onRemoteStream(stream: MediaStream): void;
  /** ICE gave up, or a description could not be applied: the call cannot carry media. */
  onFailed(): void;
}

/**
 * The WebRTC side of the call: one RTCPeerConnection carrying the local tracks. The side that was
 * waiting when the other joined makes the offer; offers are answered; candidates that arrive before
 * the remote description are held until it is set. Signals are applied one at a time, in order.
 */
export class PeerLink {
  readonly #pc: RTCPeerConnection;
  readonly #options: PeerLinkOptions;
  #queue: Promise<void> = Promise.resolve();
  #pending: RTCIceCandidateInit[] = [];
  #closed = false;

  constructor(options: PeerLinkOptions) {
    this.#options = options;
    const pc = new RTCPeerConnection({ iceServers: options.iceServers });
    for (const track of options.stream.getTracks()) pc.addTrack(track, options.stream);
    pc.onicecandidate = ({ candidate: c }) => {
      const candidate = c
        ? {
            candidate: c.candidate,
            sdpMid: c.sdpMid,
            sdpMLineIndex: c.sdpMLineIndex,
            usernameFragment: c.usernameFragment,
          }
        : null;
      options.send({ type: 'ice-candidate', candidate });
    };
    pc.ontrack = (event) => options.onRemoteStream(event.streams[0] ?? new MediaStream([event.track]));
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'failed') this.#fail();
    };
    this.#pc = pc;
  }

  /** Applies a signal from the other participant (after the ones before it). */
  handle(signal: PeerSignal): Promise<void> {
    this.#queue = this.#queue.then(() => this.#apply(signal)).catch(() => this.#fail());
    return this.#queue;
  }

  close(): void {
    this.#closed = true;
    const pc = this.#pc;
    pc.onicecandidate = pc.ontrack = pc.onconnectionstatechange = null;
    pc.close();
  }

  async #apply(signal: PeerSignal): Promise<void> {
    if (this.#closed) return;
    const pc = this.#pc;
    switch (signal.type) {
      case 'video-chat-peer-joined': {
        await pc.setLocalDescription(await pc.createOffer());
        this.#sendDescription('offer');
        return;
      }
      case 'offer':
        await this.#setRemote({ type: 'offer', sdp: signal.sdp });
        await pc.setLocalDescription(await pc.createAnswer());
        this.#sendDescription('answer');
        return;
      case 'answer':
        await this.#setRemote({ type: 'answer', sdp: signal.sdp });
        return;
      case 'ice-candidate': {
        // null ends the candidates; addIceCandidate takes that as an empty candidate.
        const candidate = signal.candidate ?? { candidate: '' };
        if (pc.remoteDescription) await pc.addIceCandidate(candidate);
        else this.#pending.push(candidate);
        return;
      }
    }
  }

  async #setRemote(description: RTCSessionDescriptionInit): Promise<void> {
    await this.#pc.setRemoteDescription(description);
    const held = this.#pending;
    this.#pending = [];
    for (const candidate of held) await this.#pc.addIceCandidate(candidate);
  }

  #sendDescription(type: 'offer' | 'answer'): void {
    const sdp = this.#pc.localDescription?.sdp;
    if (sdp && !this.#closed) this.#options.send({ type, sdp });
  }

  #fail(): void {
    if (!this.#closed) this.#options.onFailed();
  }
}
