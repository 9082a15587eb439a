import type { Db } from '@chuck/db';
import type { Request } from '../lib/measure.ts';

export type Database = 'pglite' | 'postgres';

export interface Route {
  name: string;
  request: Request;
  /**
   * The least share of the bare Fastify route's req/s this route must reach, if it has a budget: one
   * number, or one per database where the embedded one is expected to be slower.
   */
  minRatio?: number | Partial<Record<Database, number>>;
  /** Concurrent connections for this route when the default (50) is not what its users do. */
  connections?: number;
  /** The most the server may take at the 95th percentile, ms, per database, if it has a budget. */
  maxServerP95Ms?: Partial<Record<Database, number>>;
  /** The longest one request may hold up the event loop, ms, if it has a budget. */
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
  /** Fills the database before the server starts (PGlite allows one process at a time). */
  seed?(db: Db): Promise<void>;
  /** Prepares state through the running site (e.g. signs a member in) and names the routes to drive. */
  routes(siteUrl: string): Promise<Route[]>;
  /** Its own measurements against the running site on `database`, printed in the summary. */
  custom?(siteUrl: string, database: Database): Promise<Metric[]>;
}
