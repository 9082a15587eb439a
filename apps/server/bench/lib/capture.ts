import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { DatabaseHandle } from '@chuck/db';
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
  private readonly events: { statement: Statement; done: boolean }[] = [];

  started(statement: Statement) {
    this.events.push({ statement, done: false });
  }

  finished(statement: Statement) {
    this.events.push({ statement, done: true });
  }

  get steps(): Steps {
    const steps: Steps = [];
    const running = new Set<Statement>();
    for (const { statement, done } of this.events) {
      if (done) {
        running.delete(statement);
        continue;
      }
      // Started while another was still running: the two ran together.
      if (running.size) steps.at(-1)!.push(statement);
      else steps.push([statement]);
      running.add(statement);
    }
    return steps;
  }
}

/**
 * The SQL each request runs on the site: the app built in this process over `db` (the same code the
 * bench's server runs), each request answered once to warm it up, then twice more with every query
 * runs meanwhile recorded. The raw-SQL reference route replays exactly these statements.
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
  // Recorded where queries run, not where they are compiled: a query compiled once and reused
  // (packages/api/src/lib/compiled-query.ts) runs again without being compiled. The app gets a database
  // object of its own (withPlugin makes one, with its own executor) so only its queries are recorded;
  // a transaction's run on an executor of their own and are not (the reads measured have none).
  const recorded = db.withPlugin({
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => result,
  });
  const executor = recorded.getExecutor();
  const execute = executor.executeQuery.bind(executor);
  executor.executeQuery = async (query, options) => {
    const recording = current;
    const statement = { sql: query.sql, parameters: [...query.parameters] };
    recording?.started(statement);
    const result = await execute(query, options);
    recording?.finished(statement);
    return result;
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'chuck-bench-capture-'));
  const deps = await buildDeps(
    { db: recorded, pglite },
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
        current = new Recording();
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
