import { Worker } from 'node:worker_threads';

/** A statement's answer, as PGlite gives it. */
export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface EmbeddedTransaction {
  query<T>(
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'object' | 'array' },
  ): Promise<QueryResult<T>>;
  rollback(): Promise<void>;
}

type Answer = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };
type Notification = { channel: string; payload: string };

/**
 * The embedded PostgreSQL (PGlite) running in a worker thread of its own (pglite-worker.js), so a slow
 * query never stops the server's event loop. It offers the part of PGlite's API the project uses:
 * what Kysely's PGlite dialect calls (query, transaction, close, ready), exec for statement lists, and
 * listen for the event bus. Statements still run one at a time, as in PGlite itself; a transaction
 * holds the database until it ends, so other callers' statements wait, as they would on PostgreSQL
 * for a lock.
 */
export class PGliteThread {
  readonly waitReady: Promise<void>;
  ready = false;
  closed = false;
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #stopped: Error | undefined;

  constructor(dataDir: string | undefined) {
    this.#worker = new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData: { dataDir } });
    this.#worker.on('error', (error) => this.#stop(error));
    this.#worker.on('exit', (code) =>
      this.#stop(new Error(`The embedded database stopped (exit code ${code}).`)),
    );
    this.waitReady = new Promise((resolve, reject) => {
      this.#worker.once('message', () => {
        this.ready = true;
        this.#worker.on('message', (message: Answer | Notification) => this.#heard(message));
        // Idle, the thread does not keep the process alive (as PGlite in process did not).
        this.#worker.unref();
        resolve();
      });
      this.#worker.once('error', reject);
      this.#worker.once('exit', () => reject(this.#stopped));
    });
  }

  query<T>(
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'object' | 'array' },
  ): Promise<QueryResult<T>> {
    return this.#call({ op: 'query', sql, params, rowMode: options?.rowMode }).then(parseJson<T>);
  }

  /** Several statements in one simple query (no parameters): one result per statement. */
  exec(sql: string): Promise<QueryResult[]> {
    return this.#call({ op: 'exec', sql }).then((results) => (results as unknown[]).map((r) => parseJson(r)));
  }

  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    const transaction = (await this.#call({ op: 'begin' })) as number;
    const tx: EmbeddedTransaction = {
      query: <R>(sql: string, params?: unknown[], options?: { rowMode?: 'object' | 'array' }) =>
        this.#call({ op: 'query', transaction, sql, params, rowMode: options?.rowMode }).then(parseJson<R>),
      rollback: () => Promise.reject(new Error('Throw from the transaction callback to roll it back.')),
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      await this.#call({ op: 'end', transaction, commit: false }).catch(() => {});
      throw error;
    }
    await this.#call({ op: 'end', transaction, commit: true });
    return result;
  }

  /** Calls `callback` with each notification on `channel`; resolves to the function that stops it. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.#listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.#listeners.set(channel, callbacks);
      await this.#call({ op: 'listen', channel });
    }
    callbacks.add(callback);
    // The worker keeps listening; a notification with no callback left is dropped here.
    return async () => {
      callbacks.delete(callback);
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.#call({ op: 'close' }).catch(() => {});
    this.#stop(new Error('The embedded database is closed.'));
    await this.#worker.terminate();
  }

  #call(request: Record<string, unknown>): Promise<unknown> {
    if (this.#stopped) return Promise.reject(stoppedError(this.#stopped));
    const id = this.#nextId++;
    // A call waiting for its answer keeps the process alive, like any pending I/O.
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #heard(message: Answer | Notification): void {
    if ('channel' in message) {
      for (const callback of this.#listeners.get(message.channel) ?? []) callback(message.payload);
      return;
    }
    const waiting = this.#pending.get(message.id);
    this.#pending.delete(message.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (!waiting) return;
    if (message.error) waiting.reject(Object.assign(new Error(message.error.message), message.error));
    else waiting.resolve(message.result);
  }

  /** The thread is gone (closed, or PGlite aborted): every call waiting or to come fails. */
  #stop(reason: Error): void {
    this.closed = true;
    this.#stopped ??= reason;
    for (const { reject } of this.#pending.values()) reject(stoppedError(reason));
    this.#pending.clear();
  }
}

/** json, jsonb, json[] and jsonb[]: the thread sends their values as text (see pglite-worker.js). */
const JSON_TYPES = new Set([114, 3802, 199, 3807]);

/** Parses the json columns the thread sent as text, in place, into what PGlite itself would give. */
function parseJson<T>(answer: unknown): QueryResult<T> {
  const result = answer as QueryResult<Record<string | number, unknown>>;
  const { fields, rows } = result;
  const arrays = rows.length > 0 && Array.isArray(rows[0]);
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]!;
    if (!JSON_TYPES.has(field.dataTypeID)) continue;
    // A row object keeps the last of two columns of one name.
    if (!arrays && fields.findLastIndex((f) => f.name === field.name) !== i) continue;
    const key = arrays ? i : field.name;
    for (const row of rows) row[key] = fromText(row[key]);
  }
  return result as QueryResult<T>;
}

/** A json value from its text; an array's elements each (null stays null). */
function fromText(value: unknown): unknown {
  if (typeof value === 'string') return JSON.parse(value);
  return Array.isArray(value) ? value.map(fromText) : value;
}

/** An error of its own per call: Kysely appends each caller's stack to the error it is given. */
function stoppedError(reason: Error): Error {
  return new Error(reason.message, { cause: reason });
}
