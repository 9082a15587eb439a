// @ts-check
// The embedded database's own thread (see pglite-thread.ts, which starts it). Plain JavaScript on
// purpose: a worker thread runs a file as it is, under Vitest, tsx and the bundled server alike.
// Requests arrive as {id, op, ...}; each gets one answer, {id, result} or {id, error}.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

const pglite = await PGlite.create({
  ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
  extensions: { pg_trgm },
  // BIGINT counts and NUMERIC averages as numbers, as the pg driver is set up in client.ts.
  // json and jsonb values (alone or in arrays) leave this thread as their text, parsed by the caller
  // (pglite-thread.ts): copying a string to the other thread costs a fraction of copying the objects
  // parsed from it (docs/architecture.md 'Performance').
  parsers: {
    20: (/** @type {string} */ v) => Number.parseInt(v, 10),
    1700: (/** @type {string} */ v) => Number.parseFloat(v),
    114: (/** @type {string} */ v) => v,
    3802: (/** @type {string} */ v) => v,
  },
});

/** Open transactions by id: the query handle and how to end it. */
const transactions = new Map();
let nextTransaction = 1;

/** @type {Record<string, (request: any) => Promise<unknown>>} */
const operations = {
  query: ({ transaction, sql, params, rowMode }) =>
    (transaction ? transactions.get(transaction).tx : pglite).query(sql, params, { rowMode }),
  exec: ({ sql }) => pglite.exec(sql),
  // PGlite's transaction holds the database until its callback settles; the callback here waits for
  // the 'end' request, so the transaction spans as many 'query' requests as the caller sends.
  begin: () =>
    new Promise((began, failed) => {
      const id = nextTransaction++;
      const state = { tx: undefined, end: () => {}, done: Promise.resolve() };
      state.done = pglite.transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            state.tx = tx;
            state.end = (/** @type {boolean} */ ok) =>
              ok ? commit(undefined) : rollback(new Error('rollback'));
            transactions.set(id, state);
            began(id);
          }),
      );
      state.done.catch(failed);
    }),
  end: async ({ transaction, commit }) => {
    const state = transactions.get(transaction);
    transactions.delete(transaction);
    state.end(commit);
    if (commit) await state.done;
    else await state.done.catch(() => {});
  },
  listen: async ({ channel }) => {
    await pglite.listen(channel, (payload) => port.postMessage({ channel, payload }));
  },
  close: () => pglite.close(),
};

port.on('message', async (request) => {
  try {
    const result = await operations[request.op](request);
    port.postMessage({ id: request.id, result });
  } catch (error) {
    port.postMessage({ id: request.id, error: plainError(error) });
  }
});
port.postMessage({ ready: true });

/** An error as a plain object: a clone of an Error keeps only its message, not PostgreSQL's fields. */
function plainError(/** @type {any} */ error) {
  if (!(error instanceof Error)) return { message: String(error) };
  return { ...error, name: error.name, message: error.message };
}
