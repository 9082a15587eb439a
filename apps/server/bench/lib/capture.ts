import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { DatabaseHandle, Db } from '@chuck/db';
import type { KyselyPlugin, QueryId, RootOperationNode } from 'kysely';
import { buildApp } from '../../src/app.ts';
import { buildDeps } from '../../src/deps.ts';
import { parseEnv } from '../../src/env.ts';
import { stopInOrder } from '../../src/shutdown.ts';
import type { Request } from './measure.ts';

/** One SQL statement as Kysely compiled it for pg, with its parameters. */
interface Statement {
  sql: string;
  parameters: unknown[];
}

/**
 * What one request ran, in order: the statements of a step ran at the same time (a Promise.all),
 * the steps one after another.
 */
export type Steps = Statement[][];

const WEB_DIST = join(import.meta.dirname, '..', '..', '..', 'web', 'dist');

class Recording {
  private readonly compiled = new Map<QueryId, Statement>();
  private readonly events: { queryId: QueryId; done: boolean }[] = [];

  constructor(private readonly db: Db) {}

  // Kysely also hands subqueries to plugins when they are built: only a query whose result comes back
  // was run, so the steps are worked out at the end from the queries that finished.
  started(node: RootOperationNode, queryId: QueryId) {
    const { sql, parameters } = this.db.getExecutor().compileQuery(node, queryId);
    this.compiled.set(queryId, { sql, parameters: [...parameters] });
    this.events.push({ queryId, done: false });
  }

  finished(queryId: QueryId) {
    this.events.push({ queryId, done: true });
  }

  get steps(): Steps {
    const ran = new Set(this.events.filter((e) => e.done).map((e) => e.queryId));
    const steps: Steps = [];
    const running = new Set<QueryId>();
    for (const { queryId, done } of this.events) {
      if (!ran.has(queryId)) continue;
      if (done) {
        running.delete(queryId);
        continue;
      }
      // Started while another was still running: the two ran together.
      if (running.size) steps.at(-1)!.push(this.compiled.get(queryId)!);
      else steps.push([this.compiled.get(queryId)!]);
      running.add(queryId);
    }
    return steps;
  }
}

/**
 * The SQL each request runs on the site: the app built in this process over `db` (the same code the
 * bench's server runs), each request answered once to warm it up, then twice more with every query
 * Kysely compiles meanwhile recorded. The raw-SQL reference route replays exactly these statements.
 */
export async function captureSql(
  { db, pglite }: Pick<DatabaseHandle, 'db' | 'pglite'>,
  requests: Request[],
): Promise<Steps[]> {
  // Requests run one at a time, so what runs while one is answered is its SQL (an injected request
  // does not carry an AsyncLocalStorage context into Fastify's handlers). pg-boss's own SQL does not
  // come through here (jobs.ts goes around the plugins); a job's handler could, rarely, so a request
  // is recorded twice and both must agree.
  let current: Recording | undefined;
  const recorder: KyselyPlugin = {
    // Plugins run in order, so this sees the query after CamelCasePlugin: what goes to the database.
    transformQuery({ node, queryId }) {
      current?.started(node, queryId);
      return node;
    },
    async transformResult({ result, queryId }) {
      current?.finished(queryId);
      return result;
    },
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'chuck-bench-capture-'));
  const deps = await buildDeps(
    { db: db.withPlugin(recorder), pglite },
    parseEnv({ COOKIE_SECURE: 'false', DATA_DIR: dataDir }),
  );
  const app = await buildApp({ deps, webDist: WEB_DIST });
  try {
    // Started outside any recording, so nothing the background jobs do is taken for a request's SQL.
    await app.ready();
    const captured: Steps[] = [];
    for (const request of requests) {
      const inject = () =>
        app.inject({
          method: request.method,
          url: request.path,
          headers: request.headers,
          ...(request.body === undefined ? {} : { payload: request.body as object }),
        });
      const warm = await inject();
      if (warm.statusCode !== 200) throw new Error(`${request.path}: ${warm.statusCode} ${warm.body}`);
      const record = async () => {
        current = new Recording(db);
        try {
          const answer = await inject();
          if (answer.statusCode !== 200)
            throw new Error(`${request.path}: ${answer.statusCode} ${answer.body}`);
          return current.steps;
        } finally {
          current = undefined;
        }
      };
      const [first, second] = [await record(), await record()];
      if (!first.length) throw new Error(`${request.path} ran no SQL`);
      if (!isDeepStrictEqual(first, second)) throw new Error(`${request.path} ran different SQL twice`);
      captured.push(first);
    }
    return captured;
  } finally {
    await stopInOrder({ app, jobs: deps.jobs });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
