import { z } from 'zod';

// Client-safe: the messages that travel over /ws, validated on both ends.

/** Bounds that keep one socket from pushing large blobs through the video-chat relay. */
export const MAX_SDP_CHARS = 20_000;
export const MAX_CANDIDATE_CHARS = 2_000;

/** A visitor's session id: the video room's key (its exact format is checked by the API's chat calls). */
const ZRoomId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w-]+$/, 'Invalid session id');

const ZSdp = z.string().min(1).max(MAX_SDP_CHARS);

/** An RTCIceCandidateInit; null is the browser's "end of candidates". */
const ZIceCandidate = z
  .object({
    candidate: z.string().max(MAX_CANDIDATE_CHARS),
    sdpMid: z.string().max(100).nullish(),
    sdpMLineIndex: z.number().int().min(0).max(1000).nullish(),
    usernameFragment: z.string().max(256).nullish(),
  })
  .nullable();
export type IceCandidate = z.infer<typeof ZIceCandidate>;

/** Video-chat signalling (docs/product.md §4): join, the WebRTC offer/answer/candidates, and hang-up. */
export const ZVideoClientMessage = z.discriminatedUnion('type', [
  // 'user' is the visitor (docs/product.md §4); 'agent' a helper joining the same session's room.
  z.object({
    type: z.literal('join-video-chat'),
    sessionId: ZRoomId,
    role: z.enum(['user', 'agent']).default('user'),
  }),
  z.object({ type: z.literal('offer'), sdp: ZSdp }),
  z.object({ type: z.literal('answer'), sdp: ZSdp }),
  z.object({ type: z.literal('ice-candidate'), candidate: ZIceCandidate }),
  z.object({ type: z.literal('end-video-chat') }),
]);
export type VideoClientMessage = z.infer<typeof ZVideoClientMessage>;

export const ZClientMessage = z.discriminatedUnion('type', [
  // Kept for the client of docs/product.md §7; the server trusts the session cookie, never this id.
  z.object({ type: z.literal('identify'), userId: z.string().max(100).optional() }),
  z.object({ type: z.literal('ping') }),
  ...ZVideoClientMessage.options,
]);
export type ClientMessage = z.infer<typeof ZClientMessage>;

export type VideoServerMessage =
  /** To the joiner: the call may start (docs/product.md §4: connecting → connected). */
  | { type: 'video-chat-ready'; sessionId: string; participants: number }
  /** To the participant already waiting: someone joined, so it can send its offer. */
  | { type: 'video-chat-peer-joined'; role: 'user' | 'agent' }
  | { type: 'offer'; sdp: string }
  | { type: 'answer'; sdp: string }
  | { type: 'ice-candidate'; candidate: IceCandidate }
  /** The room is over: someone ended the call ('ended') or closed their connection ('left'). */
  | { type: 'video-chat-ended'; reason: 'ended' | 'left' };

/** A notification as the list (GET /api/notifications) shows it; pushed the moment it is made. */
export interface NotificationPayload {
  id: number;
  type: string;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  data: { movieTitle?: string; [key: string]: unknown };
}

/** A message between two connected members, as the conversation call returns it. */
export interface DirectMessagePayload {
  id: number;
  senderId: string;
  receiverId: string;
  connectionId: number;
  message: string;
  movieContext: string | null;
  sentAt: string;
}

/**
 * Something on a movie night changed (an answer, a vote, a candidate, the vote closing, the night
 * itself): every open page of it fetches the night again. Only the id travels: the page reads the
 * night as its viewer may see it.
 */
export interface NightChangedPayload {
  id: number;
}

/** What the event bus carries to members' sockets (on whichever process holds them). */
export type MemberEvent =
  | { type: 'notification'; data: NotificationPayload }
  | { type: 'message'; data: DirectMessagePayload }
  | { type: 'night-changed'; data: NightChangedPayload };

/** How far a member's import has got (docs/product.md §4 'Import and export'), pushed while it runs. */
export interface ImportProgressPayload {
  /** 'preview' reads and matches the file; 'apply' does that again, then saves the changes. */
  phase: 'preview' | 'apply';
  /** 'matching': rows of the file checked against the catalog; 'saving': changes written. */
  step: 'matching' | 'saving';
  done: number;
  total: number;
}
/** Nothing to load later, and stale the moment the next arrives: published directly, never stored. */
export type ImportProgressEvent = { type: 'import-progress'; data: ImportProgressPayload };

export type ServerMessage =
  | { type: 'welcome'; userId: string | null }
  | { type: 'pong' }
  /** The server may have missed events (its bus reconnected): fetch notifications since the last one seen. */
  | { type: 'resync' }
  | MemberEvent
  | ImportProgressEvent
  | { type: 'error'; message: string }
  | VideoServerMessage;
