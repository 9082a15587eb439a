import type { DatabaseHandle } from '@chuck/db';
import { BUS_CHANNEL, type BusLog, type BusMessage, ChannelBus, consoleLog } from './bus.ts';

type PGlite = NonNullable<DatabaseHandle['pglite']>;

/**
 * One process (the embedded database serves only one): events go straight to the subscribers.
 * Given the PGlite instance it also listens to the database's channel, so events published with
 * `pg_notify` inside a transaction arrive when (and only if) that transaction commits.
 */
export class InProcessBus extends ChannelBus {
  readonly ready: Promise<void>;
  #unlisten: (() => Promise<void>) | undefined;

  constructor(options: { pglite?: PGlite | undefined; log?: BusLog } = {}) {
    super(options.log ?? consoleLog);
    const { pglite } = options;
    this.ready = pglite
      ? pglite
          .listen(BUS_CHANNEL, (payload) => this.heard(payload))
          .then((unlisten) => {
            this.#unlisten = unlisten;
          })
      : Promise.resolve();
  }

  async publish(event: BusMessage): Promise<void> {
    if (this.closed) return;
    // Asynchronously, like a database notification: the publisher never runs subscribers' code.
    setImmediate(() => this.subscribers.emit(event));
  }

  protected async release(): Promise<void> {
    await this.ready.catch(() => {});
    // The database may already be closed; then there is nothing left to unlisten from.
    await this.#unlisten?.().catch(() => {});
  }
}
