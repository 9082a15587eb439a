import { createHash } from 'node:crypto';
import type { Database, Db } from '@chuck/db';
import { CompiledQuery, type Transaction } from 'kysely';
import PgBoss from 'pg-boss';
import { type JobName, type JobPayloads, retryPolicies } from './job-kinds.ts';

/** What runs a kind of job; throwing fails the attempt, and the job is retried by its policy. */
export type JobHandlers = { [N in JobName]: (payload: JobPayloads[N]) => Promise<void> };

export interface ScheduleOptions {
  /**
   * Scheduling the same kind with the same key again is a no-op while the first job is kept
   * (7 days): a job scheduled twice runs once.
   */
  key?: string;
  /** Not before then (default: now). */
  startAfter?: Date;
  /** Scheduled only if this transaction commits. */
  trx?: Transaction<Database>;
}

/** What services use: put a job on the queue, durably, to run once in some server process. */
export interface Jobs {
  schedule<N extends JobName>(name: N, payload: JobPayloads[N], options?: ScheduleOptions): Promise<void>;
}

/** The embedded database's own query calls (PGlite): both wait for any transaction in progress. */
interface EmbeddedSql {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<Array<{ rows: unknown[] }>>;
}

export interface JobRunnerOptions {
  /** How often an idle worker looks for due jobs (pg-boss's floor is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** Told about each failed attempt and queue trouble (the server's logger). */
  onError?: (error: unknown) => void;
}

const SCHEMA = 'pgboss';

/**
 * The durable job queue (docs/architecture.md, "Background jobs"): pg-boss in its own `pgboss`
 * schema of the same database, on PostgreSQL and on PGlite alike. Jobs are rows, so they survive a
 * restart; a worker claims one with `FOR UPDATE SKIP LOCKED`, so with several processes each job
 * runs in one of them.
 */
export class JobRunner implements Jobs {
  readonly #boss: PgBoss;
  readonly #options: JobRunnerOptions;
  #prepared: Promise<void> | undefined;
  #started: Promise<void> | undefined;

  constructor(database: { db: Db; pglite?: EmbeddedSql }, options: JobRunnerOptions = {}) {
    this.#options = options;
    this.#boss = new PgBoss({
      db: database.pglite ? embeddedAdapter(database.pglite) : kyselyAdapter(database.db),
      schema: SCHEMA,
      // Retention, expiry and archiving run in every process; pg-boss takes turns with a lock.
      supervise: true,
      // Cron schedules are for later jobs (digests); nothing uses them yet.
      schedule: false,
    });
    this.#boss.on('error', (error) => options.onError?.(error));
  }

  /** Starts a worker for every kind (once); jobs scheduled before this wait in the queue. */
  start(handlers: Partial<JobHandlers>): Promise<void> {
    this.#started ??= this.#work(handlers);
    return this.#started;
  }

  /** pg-boss's tables (created once, under its own lock) and a queue per kind with its retry policy. */
  #ready(): Promise<void> {
    this.#prepared ??= (async () => {
      await this.#boss.start();
      for (const name of Object.keys(retryPolicies) as JobName[]) {
        const policy = retryPolicies[name];
        await this.#boss.createQueue(name, {
          name,
          retryLimit: policy.retryLimit,
          retryDelay: policy.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: policy.expireInSeconds,
        });
      }
    })();
    return this.#prepared;
  }

  async #work(handlers: Partial<JobHandlers>): Promise<void> {
    await this.#ready();
    for (const name of Object.keys(handlers) as JobName[]) {
      const handler = handlers[name] as (payload: unknown) => Promise<void>;
      await this.#boss.work(
        name,
        { pollingIntervalSeconds: this.#options.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async ([job]) => {
          try {
            await handler(job!.data);
          } catch (error) {
            this.#options.onError?.(error);
            throw error;
          }
        },
      );
    }
  }

  async schedule<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options: ScheduleOptions = {},
  ): Promise<void> {
    await this.#ready();
    const policy = retryPolicies[name];
    await this.#boss.send(name, payload as object, {
      ...(options.key && { id: keyedId(name, options.key) }),
      ...(options.startAfter && { startAfter: options.startAfter }),
      ...(options.trx && { db: kyselyAdapter(options.trx) }),
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: policy.expireInSeconds,
    });
  }

  /** Stops polling, lets the jobs in hand finish (up to 5 s, within the server's 10 s shutdown), and leaves the database open. */
  async stop(): Promise<void> {
    const prepared = this.#prepared;
    if (!prepared) return;
    await Promise.allSettled([prepared, this.#started]);
    this.#prepared = this.#started = undefined;
    await this.#boss.stop({ graceful: true, wait: true, close: false, timeout: 5_000 });
  }
}

/** A job's id from its key: a second job with the same id is not inserted (pg-boss's primary key). */
function keyedId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\0${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * pg-boss's SQL through Kysely (PostgreSQL's pool, or a transaction), without the camel-case plugin:
 * pg-boss reads its own column names. A statement list with no parameters goes as one simple query.
 */
function kyselyAdapter(db: Db | Transaction<Database>): PgBoss.Db {
  const raw = db.withoutPlugins();
  return {
    executeSql: async (text, values) => {
      const result = await raw.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: [...result.rows] };
    },
  };
}

/**
 * On PGlite, pg-boss talks to the embedded database directly: Kysely's PGlite driver sends every
 * query into whatever transaction is open, and a job's bookkeeping must not commit or roll back
 * with some request's. PGlite's own query and exec wait until that transaction ends. Its statement
 * lists (pg-boss's migrations) need exec: the extended protocol takes one statement.
 */
function embeddedAdapter(pglite: EmbeddedSql): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      if (values?.length) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}
