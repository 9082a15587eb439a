import type { ServerMessage, VideoClientMessage } from './events.ts';
import type { HubSocket } from './hub.ts';

/** The most sockets one room holds: the visitor and one other participant. */
export const ROOM_CAPACITY = 2;

export const VIDEO_ERRORS = {
  otherSession: 'This connection already belongs to another session’s video chat.',
  full: 'This video chat already has two participants.',
  notInRoom: 'Join a video chat before sending signalling messages.',
} as const;

type Send = (socket: HubSocket, message: ServerMessage) => void;

const OPEN = 1;
const sendJson: Send = (socket, message) => {
  if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
};

/**
 * Video-chat signalling rooms, one per visitor session, in this process. A socket is bound to the
 * first session it joins (anonymous visitors carry no cookie, so the first join is the proof of
 * which session a connection speaks for) and can never join another one. Offers, answers and ICE
 * candidates go to the other participant of the same room only.
 *
 * Rooms live in memory: with several API processes both participants must reach the same one
 * (sticky sessions), as a call's two sockets normally come from one browser anyway.
 */
export class VideoRooms {
  readonly #rooms = new Map<string, Set<HubSocket>>();
  /** The session each socket joined first; kept after a call ends so it can only rejoin that one. */
  readonly #boundTo = new WeakMap<HubSocket, string>();
  readonly #send: Send;

  constructor(send: Send = sendJson) {
    this.#send = send;
  }

  handle(socket: HubSocket, message: VideoClientMessage): void {
    if (message.type === 'join-video-chat') this.#join(socket, message.sessionId, message.role);
    else if (message.type === 'end-video-chat') this.#end(socket, 'ended');
    else this.#relay(socket, message);
  }

  /** The socket closed: the call is over for whoever is left. */
  leave(socket: HubSocket): void {
    this.#end(socket, 'left');
  }

  participants(sessionId: string): number {
    return this.#rooms.get(sessionId)?.size ?? 0;
  }

  roomCount(): number {
    return this.#rooms.size;
  }

  #join(socket: HubSocket, sessionId: string, role: 'user' | 'agent'): void {
    const bound = this.#boundTo.get(socket);
    if (bound !== undefined && bound !== sessionId) {
      this.#send(socket, { type: 'error', message: VIDEO_ERRORS.otherSession });
      return;
    }
    const room = this.#rooms.get(sessionId) ?? new Set<HubSocket>();
    if (!room.has(socket)) {
      if (room.size >= ROOM_CAPACITY) {
        this.#send(socket, { type: 'error', message: VIDEO_ERRORS.full });
        return;
      }
      this.#boundTo.set(socket, sessionId);
      for (const other of room) this.#send(other, { type: 'video-chat-peer-joined', role });
      room.add(socket);
      this.#rooms.set(sessionId, room);
    }
    this.#send(socket, { type: 'video-chat-ready', sessionId, participants: room.size });
  }

  #relay(
    socket: HubSocket,
    message: Exclude<VideoClientMessage, { type: 'join-video-chat' | 'end-video-chat' }>,
  ): void {
    const room = this.#roomOf(socket);
    if (!room) {
      this.#send(socket, { type: 'error', message: VIDEO_ERRORS.notInRoom });
      return;
    }
    // Rebuilt field by field: only the validated fields travel on.
    const out: ServerMessage =
      message.type === 'ice-candidate'
        ? { type: 'ice-candidate', candidate: message.candidate }
        : { type: message.type, sdp: message.sdp };
    for (const other of room) if (other !== socket) this.#send(other, out);
  }

  #end(socket: HubSocket, reason: 'ended' | 'left'): void {
    const sessionId = this.#boundTo.get(socket);
    const room = sessionId === undefined ? undefined : this.#rooms.get(sessionId);
    if (!room?.has(socket) || sessionId === undefined) return;
    this.#rooms.delete(sessionId);
    for (const member of room) {
      if (member !== socket || reason === 'ended') this.#send(member, { type: 'video-chat-ended', reason });
    }
  }

  #roomOf(socket: HubSocket): Set<HubSocket> | undefined {
    const sessionId = this.#boundTo.get(socket);
    const room = sessionId === undefined ? undefined : this.#rooms.get(sessionId);
    return room?.has(socket) ? room : undefined;
  }
}
