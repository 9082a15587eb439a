import type { Db } from '@chuck/db';
import type { Request } from '../lib/measure.ts';

export interface Route {
  name: string;
  request: Request;
  /** The least share of the bare Fastify route's req/s this route must reach, if it has a budget. */
  minRatio?: number;
  /** Concurrent connections for this route when the default (50) is not what its users do. */
  connections?: number;
  /** The most the server may take at the 95th percentile, ms, per database, if it has a budget. */
  maxServerP95Ms?: Partial<Record<'pglite' | 'postgres', number>>;
  /** The longest one request may hold up the event loop, ms, if it has a budget. */
  maxLoopDelayMs?: number;
}

/** A measurement that is not one route's req/s (e.g. WebSocket fan-out time). */
export interface Metric {
  name: string;
  value: number;
  unit: string;
}

export interface Scenario {
  name: string;
  /** Fills the database before the server starts (PGlite allows one process at a time). */
  seed?(db: Db): Promise<void>;
  /** Prepares state through the running site (e.g. signs a member in) and names the routes to drive. */
  routes(siteUrl: string): Promise<Route[]>;
  /** Its own measurements against the running site, printed in the summary. */
  custom?(siteUrl: string): Promise<Metric[]>;
}
