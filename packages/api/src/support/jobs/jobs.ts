import { createHash } from 'node:crypto';
import type { Database, Db } from '@chuck/db';
import { CompiledQuery, type Transaction } from 'kysely';
import PgBoss from 'pg-boss';
import { type JobName, type JobPayloads, jobPolicies } from './job-kinds.ts';

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
  /** Higher runs first among due jobs of its kind (mail a member waits for before a newsletter). */
  priority?: number;
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
  /** How often an idle worker looks for due jobs. */
  pollingIntervalSeconds?: number;
  /** Told about each failed attempt and queue trouble (the server's logger). */
  onError?: (error: unknown) => void;
  /** How long a stop waits for the jobs in hand (fetch, handler and completion); 5 s by default. */
  stopBoundMs?: number;
  /** Told once, at a stop's bound, about each job still running: it is left for retry. */
  onAbandoned?: (job: { name: JobName; id: string; runningMs: number }) => void;
}

const SCHEMA = 'pgboss';

/** A job a worker holds: fetched and not yet completed or failed. */
interface InHand {
  name: JobName;
  id: string;
  since: number;
}

/**
 * The durable job queue (docs/architecture.md, "Background jobs"): pg-boss in its own `pgboss`
 * schema of the same database, on PostgreSQL and on PGlite alike. Jobs are rows, so they survive a
 * restart; a worker claims one with `FOR UPDATE SKIP LOCKED`, so with several processes each job
 * runs in one of them.
 *
 * The workers are our own loops over pg-boss's fetch, complete and fail rather than its `work()`:
 * its worker completes a job without waiting for the answer and sleeps a whole polling interval
 * after every job, so a stop could close the database under a completion still on its way (an
 * unhandled rejection) and a burst of mail went out one message every two seconds.
 */
export class JobRunner implements Jobs {
  readonly #boss: PgBoss;
  readonly #options: JobRunnerOptions;
  #prepared: Promise<void> | undefined;
  #started: Promise<void> | undefined;
  #loops: Promise<void>[] = [];
  #stopping = false;
  /** Past a stop's bound, or stopped: what the queue still meets is the stop's doing, not a failure. */
  #quiet = false;
  readonly #inHand = new Set<InHand>();
  /** Idle workers by kind, each waiting to be woken. */
  readonly #idleWorkers = new Map<JobName, Set<() => void>>();

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
    this.#boss.on('error', (error) => this.#report(error));
  }

  /** Starts the workers for every kind (once); jobs scheduled before this wait in the queue. */
  start(handlers: Partial<JobHandlers>): Promise<void> {
    this.#stopping = this.#quiet = false;
    this.#started ??= this.#work(handlers);
    return this.#started;
  }

  /** pg-boss's tables (created once, under its own lock) and a queue per kind with its retry policy. */
  #ready(): Promise<void> {
    this.#prepared ??= (async () => {
      await this.#boss.start();
      for (const name of Object.keys(jobPolicies) as JobName[]) {
        const policy = jobPolicies[name];
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
      this.#idleWorkers.set(name, new Set());
      for (let i = 0; i < jobPolicies[name].workers; i++)
        this.#loops.push(this.#loop(name, handler, i === 0));
    }
  }

  /**
   * One worker: takes the next due job of its kind, runs it, records the outcome, and again. Only a
   * kind's first worker polls; the others sleep until work turns up, so an idle store asks little.
   */
  async #loop(name: JobName, handler: (payload: unknown) => Promise<void>, polls: boolean): Promise<void> {
    while (!this.#stopping) {
      // pg-boss's fetch answers [] when the query fails, so a database in trouble looks idle here.
      const [job] = await this.#boss.fetch(name, { batchSize: 1, priority: true });
      if (!job) {
        await this.#idle(name, polls);
        continue;
      }
      this.#wake(name);
      const inHand: InHand = { name, id: job.id, since: Date.now() };
      this.#inHand.add(inHand);
      // An outcome that cannot be recorded leaves the job active: it expires and is retried.
      const record = (outcome: Promise<unknown>) => outcome.catch((error) => this.#report(error));
      try {
        await handler(job.data);
        await record(this.#boss.complete(name, job.id));
      } catch (error) {
        // Only the handler throws here: `record` never does.
        this.#report(error);
        await record(this.#boss.fail(name, job.id, errorData(error)));
      } finally {
        this.#inHand.delete(inHand);
      }
    }
  }

  #report(error: unknown): void {
    if (!this.#quiet) this.#options.onError?.(error);
  }

  /** Waits to be woken: by a job of its kind scheduled or found, by the stop, or (`polls`) by the interval. */
  #idle(name: JobName, polls: boolean): Promise<void> {
    const idle = this.#idleWorkers.get(name)!;
    if (this.#stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        idle.delete(wake);
        resolve();
      };
      const timer = polls ? setTimeout(wake, (this.#options.pollingIntervalSeconds ?? 2) * 1000) : undefined;
      idle.add(wake);
    });
  }

  #wake(name?: JobName): void {
    const kinds = name ? [this.#idleWorkers.get(name)] : [...this.#idleWorkers.values()];
    for (const idle of kinds) for (const wake of [...(idle ?? [])]) wake();
  }

  async schedule<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options: ScheduleOptions = {},
  ): Promise<void> {
    await this.#ready();
    const policy = jobPolicies[name];
    await this.#boss.send(name, payload as object, {
      ...(options.key && { id: keyedId(name, options.key) }),
      ...(options.startAfter && { startAfter: options.startAfter }),
      ...(options.trx && { db: kyselyAdapter(options.trx) }),
      priority: options.priority ?? 0,
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: policy.expireInSeconds,
    });
    // Due now and already visible: an idle worker takes it at once instead of at its next poll.
    if (!options.trx && !options.startAfter) this.#wake(name);
  }

  /**
   * Stops taking jobs and waits for those in hand (fetch, handler and completion) up to its bound;
   * the database stays open. A job still running then is told to `onAbandoned` once and left as it
   * is in the queue: it expires and is retried, never marked done or failed behind its handler.
   */
  async stop(): Promise<void> {
    const prepared = this.#prepared;
    if (!prepared) return;
    this.#stopping = true;
    this.#wake();
    await Promise.allSettled([prepared, this.#started]);
    const loops = Promise.allSettled(this.#loops);
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<'bound'>((resolve) => {
      timer = setTimeout(() => resolve('bound'), this.#options.stopBoundMs ?? 5_000);
    });
    if ((await Promise.race([loops, bound])) === 'bound') {
      this.#quiet = true;
      const now = Date.now();
      for (const job of this.#inHand) {
        this.#options.onAbandoned?.({ name: job.name, id: job.id, runningMs: now - job.since });
      }
    }
    clearTimeout(timer);
    this.#loops = [];
    this.#prepared = this.#started = undefined;
    // Its maintenance timers; our workers are stopped already, and no job of ours is failed by it.
    await this.#boss.stop({ graceful: false, close: false }).catch((error) => this.#report(error));
    // Its maintenance may still have a query out; failing once the database closes is expected.
    this.#quiet = true;
  }
}

/** What a failed attempt records (pg-boss keeps it as the job's output). */
function errorData(error: unknown): object {
  return error instanceof Error ? { message: error.message } : { message: String(error) };
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
