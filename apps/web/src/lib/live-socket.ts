import type { ImportProgressPayload } from '@chuck/api/client';
import { useEffect, useRef } from 'react';
import type { RouterOutputs } from './trpc.ts';

/**
 * The member's live line to the store (docs/product.md §7 WebSocket /ws): the server pushes new notifications,
 * direct messages, an import's progress and news that a movie night changed. One socket per tab, shared by every component that listens (the bell, the
 * chat pane); it opens with the first listener and closes with the last. The server trusts the
 * session cookie; the `identify` message is sent because docs/product.md §7 has the client send it.
 */

export type LiveNotification = RouterOutputs['notifications']['list'][number];
export type LiveMessage = RouterOutputs['messages']['conversation'][number];

export type LiveEvent =
  | { type: 'notification'; data: LiveNotification }
  | { type: 'message'; data: LiveMessage }
  /** How far the member's import has got, while it runs (docs/product.md §4 'Import and export'). */
  | { type: 'import-progress'; data: ImportProgressPayload }
  /** Something on this movie night changed (an answer, a vote, a candidate, the night): fetch it again. */
  | { type: 'night-changed'; data: { id: number } }
  /** The line came back after a drop, or the server says it may have missed events: catch up. */
  | { type: 'resync' }
  /** The server closed the line because this browser's session ended elsewhere (the session watch). */
  | { type: 'signed-out' };

/** The session watch's close code (docs/architecture.md 'Live events'). */
const SIGNED_OUT_CLOSE = 4001;

export type LiveListener = (event: LiveEvent) => void;

const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;

/** Exponential with full jitter in the upper half, so a restarted server is not hit by every tab at once. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** ws(s)://<this host>/ws: wss when the page is https. */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

function parseEvent(raw: unknown): LiveEvent | null {
  if (typeof raw !== 'string') return null;
  try {
    const message = JSON.parse(raw) as { type?: unknown; data?: unknown };
    if (message.type === 'resync') return { type: 'resync' };
    const types: unknown[] = ['notification', 'message', 'import-progress', 'night-changed'];
    if (types.includes(message.type) && message.data) {
      return message as LiveEvent;
    }
  } catch {
    // Not ours: ignore.
  }
  return null;
}

class LiveConnection {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private everOpened = false;
  private stopped = false;
  readonly listeners = new Set<LiveListener>();

  constructor(readonly userId: string) {}

  start() {
    this.stopped = false;
    this.connect();
  }

  stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      socket.close();
    }
  }

  private emit(event: LiveEvent) {
    for (const listener of [...this.listeners]) listener(event);
  }

  private connect() {
    if (this.stopped || typeof WebSocket === 'undefined') return;
    let socket: WebSocket;
    try {
      socket = new WebSocket(liveSocketUrl());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'identify', userId: this.userId }));
      // Anything pushed while we were away is fetched, not lost.
      if (this.everOpened) this.emit({ type: 'resync' });
      this.everOpened = true;
      this.attempt = 0;
    };
    socket.onmessage = (message) => {
      const event = parseEvent(message.data);
      if (event) this.emit(event);
    };
    socket.onclose = (event) => {
      if (this.socket === socket) this.socket = null;
      if (event.code === SIGNED_OUT_CLOSE) this.emit({ type: 'signed-out' });
      this.scheduleReconnect();
    };
    // An error is always followed by close; reconnecting happens there.
    socket.onerror = () => {};
  }

  private scheduleReconnect() {
    if (this.stopped || this.timer) return;
    const delay = backoffDelay(this.attempt);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }
}

let connection: LiveConnection | null = null;

/** Listens to the member's live events; returns the unsubscribe. Opens the socket when needed. */
export function subscribeLive(userId: string, listener: LiveListener): () => void {
  if (connection && connection.userId !== userId) {
    connection.stop();
    connection = null;
  }
  if (!connection) {
    connection = new LiveConnection(userId);
    connection.start();
  }
  const current = connection;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0) {
      current.stop();
      if (connection === current) connection = null;
    }
  };
}

/** `useLiveEvents(user?.id, handler)`: only members get a socket; the latest handler is always used. */
export function useLiveEvents(userId: string | null | undefined, handler: LiveListener): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!userId) return;
    return subscribeLive(userId, (event) => latest.current(event));
  }, [userId]);
}
