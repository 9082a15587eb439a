/**
 * The video call's signalling line (docs/product.md §4 "Video chat"): its own /ws socket (anonymous visitors
 * call too, so it cannot share the member's live socket), the messages it carries and the call's
 * state. No React and no WebRTC here: the overlay wires this to its peer connection.
 *
 * The shapes mirror packages/realtime/src/events.ts (the server validates everything it receives).
 */

/** connecting → connected (video-chat-ready) → ended; failed when the line never came up. */
export type CallStatus = 'idle' | 'connecting' | 'connected' | 'ended' | 'failed';

/** An RTCIceCandidateInit as it travels; null is the browser's "end of candidates". */
type SignalCandidate = {
  candidate: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
  usernameFragment?: string | null;
} | null;

export type OutgoingSignal =
  | { type: 'offer'; sdp: string }
  | { type: 'answer'; sdp: string }
  | { type: 'ice-candidate'; candidate: SignalCandidate };

export type IncomingSignal =
  | { type: 'video-chat-ready'; sessionId: string; participants: number }
  | { type: 'video-chat-peer-joined'; role: 'user' | 'agent' }
  | { type: 'offer'; sdp: string }
  | { type: 'answer'; sdp: string }
  | { type: 'ice-candidate'; candidate: SignalCandidate }
  | { type: 'video-chat-ended'; reason: 'ended' | 'left' }
  | { type: 'error'; message: string };

export interface SignallingHandlers {
  /** Every change of the call's state, in order. */
  onStatus(status: CallStatus): void;
  /** A signal for the peer connection (offer, answer, candidate, a participant joining). */
  onSignal(
    signal: Exclude<IncomingSignal, { type: 'video-chat-ready' | 'video-chat-ended' | 'error' }>,
  ): void;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function parseCandidate(value: unknown): SignalCandidate | undefined {
  if (value === null) return null;
  if (!isObject(value) || typeof value.candidate !== 'string') return undefined;
  return value as Exclude<SignalCandidate, null>;
}

/** One message from the server, or null when it is not a video-chat message (notifications, pong, junk). */
export function parseSignal(raw: unknown): IncomingSignal | null {
  if (typeof raw !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(message)) return null;
  switch (message.type) {
    case 'video-chat-ready':
      return typeof message.sessionId === 'string' && typeof message.participants === 'number'
        ? { type: message.type, sessionId: message.sessionId, participants: message.participants }
        : null;
    case 'video-chat-peer-joined':
      return { type: message.type, role: message.role === 'user' ? 'user' : 'agent' };
    case 'offer':
    case 'answer':
      return typeof message.sdp === 'string' && message.sdp ? { type: message.type, sdp: message.sdp } : null;
    case 'ice-candidate': {
      const candidate = parseCandidate(message.candidate);
      return candidate === undefined ? null : { type: message.type, candidate };
    }
    case 'video-chat-ended':
      return { type: message.type, reason: message.reason === 'left' ? 'left' : 'ended' };
    case 'error':
      return typeof message.message === 'string' ? { type: message.type, message: message.message } : null;
    default:
      return null;
  }
}

/**
 * One call's socket. `start()` opens it and joins the session's room; the status moves to
 * 'connected' on video-chat-ready, to 'ended' when either side hangs up (or the line drops after
 * the call began), and to 'failed' when the line errs, drops or is refused before it was ready.
 */
export class VideoSignalling {
  #socket: WebSocket | null = null;
  #status: CallStatus = 'idle';

  constructor(
    readonly url: string,
    readonly sessionId: string,
    private readonly handlers: SignallingHandlers,
  ) {}

  get status(): CallStatus {
    return this.#status;
  }

  start(): void {
    if (this.#status !== 'idle') return;
    this.#setStatus('connecting');
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url);
    } catch {
      this.#finish('failed');
      return;
    }
    this.#socket = socket;
    socket.onopen = () => {
      this.#sendRaw({ type: 'join-video-chat', sessionId: this.sessionId, role: 'user' });
    };
    socket.onmessage = (event) => this.#receive(parseSignal(event.data));
    // Chromium fires error then close; either one before the call was ready means it failed.
    socket.onerror = () => this.#lost();
    socket.onclose = () => this.#lost();
  }

  /** Sends an offer, answer or ICE candidate to the other participant (dropped once the call is over). */
  send(signal: OutgoingSignal): void {
    if (this.#status === 'connected') this.#sendRaw(signal);
  }

  /** Hangs up: tells the room (so the other side sees video-chat-ended), then closes the line. */
  end(): void {
    if (this.#status === 'connecting' || this.#status === 'connected') {
      this.#sendRaw({ type: 'end-video-chat' });
    }
    this.#finish('ended');
  }

  /** Closes the line without a status change (the overlay is going away). */
  close(): void {
    const socket = this.#socket;
    this.#socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
    if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) socket.close();
  }

  #receive(signal: IncomingSignal | null): void {
    if (!signal || this.#status === 'ended' || this.#status === 'failed') return;
    switch (signal.type) {
      case 'video-chat-ready':
        if (this.#status === 'connecting') this.#setStatus('connected');
        return;
      case 'video-chat-ended':
        this.#finish('ended');
        return;
      case 'error':
        // The room refused us (full, or this line belongs to another session): the call cannot start.
        if (this.#status === 'connecting') this.#finish('failed');
        return;
      default:
        if (this.#status === 'connected') this.handlers.onSignal(signal);
    }
  }

  #lost(): void {
    if (this.#status === 'connecting') this.#finish('failed');
    // The server ends the room when this line closes, so the call is over for both sides.
    else if (this.#status === 'connected') this.#finish('ended');
  }

  #finish(status: 'ended' | 'failed'): void {
    this.close();
    if (this.#status !== 'ended' && this.#status !== 'failed') this.#setStatus(status);
  }

  #setStatus(status: CallStatus): void {
    this.#status = status;
    this.handlers.onStatus(status);
  }

  #sendRaw(
    message:
      | OutgoingSignal
      | { type: 'join-video-chat'; sessionId: string; role: 'user' }
      | { type: 'end-video-chat' },
  ): void {
    if (this.#socket?.readyState === WebSocket.OPEN) this.#socket.send(JSON.stringify(message));
  }
}
