import type { ServerMessage } from './events.ts';

/** The part of a WebSocket the hub needs (ws's WebSocket satisfies it). */
export interface HubSocket {
  readonly readyState: number;
  send(data: string): void;
}

const OPEN = 1;
const CLOSED = 3;

/** This process's open sockets, by member, so one event reaches every tab a member has open. */
export class Hub {
  readonly #byUser = new Map<string, Set<HubSocket>>();

  add(userId: string, socket: HubSocket): void {
    const sockets = this.#byUser.get(userId) ?? new Set();
    sockets.add(socket);
    this.#byUser.set(userId, sockets);
  }

  remove(userId: string, socket: HubSocket): void {
    const sockets = this.#byUser.get(userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.#byUser.delete(userId);
  }

  /** Whether the member has a socket on this process (events for others need no work here). */
  has(userId: string): boolean {
    return this.#byUser.has(userId);
  }

  /** Sends to every open socket of the member here; returns how many received it. */
  sendToUser(userId: string, message: ServerMessage): number {
    const payload = JSON.stringify(message);
    let delivered = 0;
    for (const socket of this.#byUser.get(userId) ?? []) {
      if (socket.readyState === OPEN) {
        socket.send(payload);
        delivered++;
      } else if (socket.readyState === CLOSED) {
        // A socket that died without a close event (the heartbeat ends those too).
        this.remove(userId, socket);
      }
    }
    return delivered;
  }

  /** Sends to every member socket on this process (e.g. 'resync' after the bus missed events). */
  broadcast(message: ServerMessage): number {
    let delivered = 0;
    for (const userId of [...this.#byUser.keys()]) delivered += this.sendToUser(userId, message);
    return delivered;
  }

  socketCount(): number {
    let n = 0;
    for (const sockets of this.#byUser.values()) n += sockets.size;
    return n;
  }
}
