import { z } from 'zod';
import type { ImportProgressEvent, MemberEvent } from './events.ts';

/**
 * The event bus: how an event made by one API process reaches sockets held by any process. Events
 * are published with `pg_notify` inside the transaction that makes the change (so they leave only
 * when it commits) and received over LISTEN: PostgreSQL's with `pg`, the embedded database's own
 * with PGlite. `publish` sends one directly, outside any transaction.
 */
export interface Bus {
  publish(event: BusMessage): Promise<void>;
  /** Calls `handler` for every event; `onGap` when events may have been missed (the listener reconnected). */
  subscribe(handler: (event: BusMessage) => void, onGap?: () => void): () => void;
  /** Settles once the bus is listening. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/** The LISTEN/NOTIFY channel every process listens on. */
export const BUS_CHANNEL = 'chuck_events';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; bigger events travel as a reference. */
export const MAX_NOTIFY_BYTES = 7_900;

/** A row the receiving process loads itself when the event was too big to travel whole. */
export interface BusRef {
  kind: MemberEvent['type'];
  id: number;
}

/** An event for members' open sockets. */
export interface BusEvent {
  /** The members whose open sockets receive it. */
  userIds: string[];
  /** The event itself, or else `ref`. */
  message?: MemberEvent | ImportProgressEvent;
  ref?: BusRef;
}

/**
 * Sessions that ended, or whose member changed (an address, a deletion): every process drops them
 * from its session cache on arrival. No socket receives it.
 */
export interface SessionsEndedEvent {
  sessionsEnded: {
    /** Single sessions, by the SHA-256 of their token (their stored id). */
    sessions: string[];
    /** Members all of whose sessions ended or changed, by id. */
    members: string[];
  };
  /** Set on news sent ahead of a commit, so its sender knows when it came back round (createAuth). */
  notice?: string;
}

/** What travels on the channel: events for sockets, and news for the session caches. */
export type BusMessage = BusEvent | SessionsEndedEvent;

/** Every kind of member event (keyed by the type, so a new kind does not compile until it is here). */
const MEMBER_EVENT_TYPES = Object.keys({
  notification: true,
  message: true,
  'night-changed': true,
} satisfies Record<MemberEvent['type'], true>) as [MemberEvent['type'], ...MemberEvent['type'][]];

const ZBusEvent = z
  .object({
    userIds: z.array(z.string()).min(1),
    message: z
      .union([
        z.object({ type: z.enum(MEMBER_EVENT_TYPES), data: z.looseObject({ id: z.number() }) }),
        z.object({
          type: z.literal('import-progress'),
          data: z.object({
            phase: z.enum(['preview', 'apply']),
            step: z.enum(['matching', 'saving']),
            done: z.number(),
            total: z.number(),
          }),
        }),
      ])
      .optional(),
    ref: z.object({ kind: z.enum(MEMBER_EVENT_TYPES), id: z.number().int() }).optional(),
  })
  .refine((e) => e.message || e.ref);

const ZSessionsEndedEvent = z.object({
  sessionsEnded: z.object({ sessions: z.array(z.string()), members: z.array(z.string()) }),
  notice: z.string().optional(),
});

const ZBusMessage = z.union([ZSessionsEndedEvent, ZBusEvent]);

/** The NOTIFY payload: the whole event when it fits, else only its reference (the receiver loads it). */
export function serializeBusEvent(event: BusMessage): string {
  const whole = JSON.stringify(event);
  if (Buffer.byteLength(whole) <= MAX_NOTIFY_BYTES) return whole;
  if ('sessionsEnded' in event)
    throw new Error('Too many ended sessions for one bus event; send them in parts.');
  if (!event.ref) throw new Error('An event too large for the bus needs a reference to load it by.');
  return JSON.stringify({ userIds: event.userIds, ref: event.ref } satisfies BusEvent);
}

/** A payload read off the channel; null when it is not one of ours. */
export function decodeBusEvent(payload: string): BusMessage | null {
  try {
    const parsed = ZBusMessage.safeParse(JSON.parse(payload));
    return parsed.success ? (parsed.data as BusMessage) : null;
  } catch {
    return null;
  }
}

/**
 * What both buses do alike: keep the subscribers, hand them what is heard on the channel, and
 * close once, then let go of what they listened with.
 */
export abstract class ChannelBus implements Bus {
  abstract readonly ready: Promise<void>;
  protected readonly subscribers: Subscribers;
  protected closed = false;

  constructor(log: BusLog) {
    this.subscribers = new Subscribers((error) => log.warn('event bus subscriber failed', error));
  }

  abstract publish(event: BusMessage): Promise<void>;

  subscribe(handler: (event: BusMessage) => void, onGap?: () => void): () => void {
    return this.subscribers.add(handler, onGap);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.subscribers.clear();
    await this.release();
  }

  /** A payload heard on the channel: for the subscribers when it is one of ours. */
  protected heard(payload: string): void {
    const event = decodeBusEvent(payload);
    if (event) this.subscribers.emit(event);
  }

  /** Stops listening (called once, on close). */
  protected abstract release(): Promise<void>;
}

/** Subscribers, each isolated so one that throws cannot stop the others. */
class Subscribers {
  readonly #handlers = new Set<{ event: (e: BusMessage) => void; gap: (() => void) | undefined }>();
  constructor(private readonly onError: (error: unknown) => void) {}

  add(event: (e: BusMessage) => void, gap?: () => void): () => void {
    const entry = { event, gap };
    this.#handlers.add(entry);
    return () => void this.#handlers.delete(entry);
  }

  emit(event: BusMessage): void {
    for (const h of this.#handlers) this.#guard(() => h.event(event));
  }

  gap(): void {
    for (const h of this.#handlers) if (h.gap) this.#guard(h.gap);
  }

  clear(): void {
    this.#handlers.clear();
  }

  #guard(fn: () => void): void {
    try {
      fn();
    } catch (error) {
      this.onError(error);
    }
  }
}

export interface BusLog {
  warn(message: string, error?: unknown): void;
}

export const consoleLog: BusLog = { warn: (message, error) => console.warn(message, error ?? '') };
