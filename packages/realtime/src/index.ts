export {
  BUS_CHANNEL,
  type Bus,
  type BusEvent,
  type BusLog,
  type BusMessage,
  type BusRef,
  decodeBusEvent,
  MAX_NOTIFY_BYTES,
  type SessionsEndedEvent,
  serializeBusEvent,
} from './bus.ts';
export { createBus } from './bus-create.ts';
export { InProcessBus } from './bus-local.ts';
export { PgBus, type PgBusOptions } from './bus-pg.ts';
export {
  type ClientMessage,
  type DirectMessagePayload,
  type IceCandidate,
  type ImportProgressEvent,
  type ImportProgressPayload,
  MAX_CANDIDATE_CHARS,
  MAX_SDP_CHARS,
  type MemberEvent,
  type NotificationPayload,
  type ServerMessage,
  type VideoClientMessage,
  type VideoServerMessage,
  ZClientMessage,
  ZVideoClientMessage,
} from './events.ts';
export { Hub, type HubSocket } from './hub.ts';
export { ROOM_CAPACITY, VIDEO_ERRORS, VideoRooms } from './video-rooms.ts';
