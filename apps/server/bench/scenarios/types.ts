import type { DatabaseHandle, Db } from '@chuck/db';
import type { Steps } from '../lib/capture.ts';
import type { Request } from '../lib/measure.ts';
import type { Storage } from '../lib/servers.ts';

export type Database = 'pglite' | 'postgres';

/**
 * What a route's ratio is taken against, measured in the same run: by default a bare Fastify process
 * answering the same JSON; or another request to the site itself (e.g. the same route signed out,
 * answered with `status`); or a raw Fastify process running `steps`, the very SQL the route runs
 * (captured from Kysely, see lib/capture.ts), straight on pg or PGlite.
 */
type Reference =
  | { kind: 'site'; label: string; request: Request; status: number }
  | { kind: 'raw-sql'; steps: Steps };

export interface Route {
  name: string;
  request: Request;
  reference?: Reference;
  /**
   * The least share of the bare Fastify route's req/s this route must reach, if it has a budget: one
   * number, or one per database where the embedded one is expected to be slower.
   */
  minRatio?: number | Partial<Record<Database, number>>;
  /** Concurrent connections for this route when the default (50) is not what its users do. */
  connections?: number;
  /** The most the server may take at the 95th percentile, ms, per database, if it has a budget. */
  maxServerP95Ms?: Partial<Record<Database, number>>;
  /** The longest one request may hold up the event loop, ms (on PGlite every route has 50 ms unless told). */
  maxLoopDelayMs?: number;
}

/** A measurement that is not one route's req/s (e.g. WebSocket fan-out time). */
export interface Metric {
  name: string;
  value: number;
  unit: string;
  /** Budgets, where it has them: the least and the most it may be. */
  min?: number;
  max?: number;
  /** Decimal places to print (0 unless a small quantity, such as CLS, needs more). */
  digits?: number;
}

export interface Scenario {
  name: string;
  /**
   * Seeded into a database of its own and served by a site of its own, rather than sharing them with
   * the other scenarios (a realistic small shelf must not sit beside another scenario's 100k discs).
   * A route with a raw-SQL reference needs it on PGlite: the raw process opens a copy of that database.
   */
  ownDatabase?: boolean;
  /**
   * Fills the database before the server starts (PGlite allows one process at a time); `handle` (the
   * bench always passes it) is for building the app in the bench's process (lib/capture.ts).
   */
  seed?(db: Db, handle?: DatabaseHandle): Promise<void>;
  /** Prepares state through the running site (e.g. signs a member in) and names the routes to drive. */
  routes(siteUrl: string): Promise<Route[]>;
  /**
   * Its own measurements against the running site on `database`, printed in the summary; `storage`
   * is where that site's data lives (a second site may be started on it, on PostgreSQL), `dataDir`
   * its DATA_DIR (the outbox is there: no SMTP_URL in the bench).
   */
  custom?(
    siteUrl: string,
    database: Database,
    site: { storage: Storage; dataDir: string },
  ): Promise<Metric[]>;
}
