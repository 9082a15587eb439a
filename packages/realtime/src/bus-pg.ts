import { resilientPool } from '@chuck/db';
import pg from 'pg';
import {
  BUS_CHANNEL,
  type BusLog,
  type BusMessage,
  ChannelBus,
  consoleLog,
  serializeBusEvent,
} from './bus.ts';

export interface PgBusOptions {
  connectionString: string;
  log?: BusLog;
  /** First retry delay after the listener loses its connection; doubles up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** How often the listening connection is checked with a query (a hung one is replaced). */
  healthCheckMs?: number;
}

/**
 * PostgreSQL LISTEN/NOTIFY: every API process keeps one dedicated connection listening on the
 * channel, so an event committed through any process reaches sockets on all of them. A lost
 * connection is re-opened with jittered exponential backoff; subscribers are told about the gap
 * (events sent meanwhile are not replayed: clients fetch what they missed).
 */
/** What the publishing connections call themselves to the server (pg_stat_activity.application_name). */
export const PUBLISHER_NAME = 'chuck-bus-publisher';

export class PgBus extends ChannelBus {
  readonly ready: Promise<void>;
  readonly #options: Required<PgBusOptions>;
  #listener: pg.Client | null = null;
  #publisher: pg.Pool | null = null;
  #markReady: () => void = () => {};
  #wake: () => void = () => {};
  readonly #running: Promise<void>;

  constructor(options: PgBusOptions) {
    super(options.log ?? consoleLog);
    this.#options = {
      log: consoleLog,
      minBackoffMs: 250,
      maxBackoffMs: 10_000,
      healthCheckMs: 30_000,
      ...options,
    };
    this.ready = new Promise((resolve) => {
      this.#markReady = resolve;
    });
    this.#running = this.#listen();
  }

  /** Sends one event now, outside any transaction (a new pool connection, not the listener's). */
  async publish(event: BusMessage): Promise<void> {
    if (this.closed) return;
    const payload = serializeBusEvent(event);
    this.#publisher ??= resilientPool({
      connectionString: this.#options.connectionString,
      max: 2,
      application_name: PUBLISHER_NAME,
    });
    await this.#publisher.query('select pg_notify($1, $2)', [BUS_CHANNEL, payload]);
  }

  protected async release(): Promise<void> {
    this.#wake();
    await this.#listener?.end().catch(() => {});
    await this.#running;
    await this.#publisher?.end().catch(() => {});
  }

  /** Keeps one listening connection open until closed. */
  async #listen(): Promise<void> {
    let failures = 0;
    let connectedBefore = false;
    while (!this.closed) {
      const client = new pg.Client({
        connectionString: this.#options.connectionString,
        keepAlive: true,
        query_timeout: 10_000,
      });
      // Errors end the connection; the loop below notices and reconnects.
      client.on('error', () => {});
      client.on('notification', (note) => {
        if (note.channel === BUS_CHANNEL && note.payload) this.heard(note.payload);
      });
      const ended = new Promise<void>((resolve) => client.once('end', resolve));
      try {
        await client.connect();
        await client.query(`listen ${BUS_CHANNEL}`);
      } catch (error) {
        await client.end().catch(() => {});
        if (this.closed) break;
        if (failures === 0) this.#options.log.warn('event bus: cannot listen; retrying', error);
        await this.#sleep(this.#backoff(failures++));
        continue;
      }
      if (this.closed) {
        await client.end().catch(() => {});
        break;
      }
      this.#listener = client;
      failures = 0;
      this.#markReady();
      if (connectedBefore) this.subscribers.gap();
      connectedBefore = true;
      // A connection that silently stopped answering (no FIN from a dead network) is given up on.
      let abandon: () => void = () => {};
      const givenUp = new Promise<void>((resolve) => {
        abandon = resolve;
      });
      const health = setInterval(() => {
        client.query('select 1').catch(() => {
          void client.end().catch(() => {});
          setTimeout(abandon, 5_000).unref();
        });
      }, this.#options.healthCheckMs);
      health.unref();
      await Promise.race([ended, givenUp]);
      clearInterval(health);
      this.#listener = null;
      if (this.closed) break;
      this.#options.log.warn('event bus: lost the listening connection; reconnecting');
      await this.#sleep(this.#backoff(failures++));
    }
  }

  #backoff(failures: number): number {
    const { minBackoffMs, maxBackoffMs } = this.#options;
    const ceiling = Math.min(maxBackoffMs, minBackoffMs * 2 ** failures);
    // Jittered between half and all of the ceiling: processes that lost the server together come back apart.
    return ceiling / 2 + Math.random() * (ceiling / 2);
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.#wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
