import type { DatabaseHandle } from '@chuck/db';
import {
  BUS_CHANNEL,
  type Bus,
  type BusEvent,
  type BusLog,
  consoleLog,
  decodeBusEvent,
  Subscribers,
} from './bus.ts';

type PGlite = NonNullable<DatabaseHandle['pglite']>;

/**
 * One process (the embedded database serves only one): events go straight to the subscribers.
 * Given the PGlite instance it also listens to the database's channel, so events published with
 * `pg_notify` inside a transaction arrive when (and only if) that transaction commits.
 */
export class InProcessBus implements Bus {
  readonly ready: Promise<void>;
  readonly #subscribers: Subscribers;
  #unlisten: (() => Promise<void>) | undefined;
  #closed = false;

  constructor(options: { pglite?: PGlite | undefined; log?: BusLog } = {}) {
    const log = options.log ?? consoleLog;
    this.#subscribers = new Subscribers((error) => log.warn('event bus subscriber failed', error));
    const { pglite } = options;
    this.ready = pglite
      ? pglite
          .listen(BUS_CHANNEL, (payload) => {
            const event = decodeBusEvent(payload);
            if (event) this.#subscribers.emit(event);
          })
          .then((unlisten) => {
            this.#unlisten = unlisten;
          })
      : Promise.resolve();
  }

  async publish(event: BusEvent): Promise<void> {
    if (this.#closed) return;
    // Asynchronously, like a database notification: the publisher never runs subscribers' code.
    setImmediate(() => this.#subscribers.emit(event));
  }

  subscribe(handler: (event: BusEvent) => void, onGap?: () => void): () => void {
    return this.#subscribers.add(handler, onGap);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#subscribers.clear();
    await this.ready.catch(() => {});
    // The database may already be closed; then there is nothing left to unlisten from.
    await this.#unlisten?.().catch(() => {});
  }
}
