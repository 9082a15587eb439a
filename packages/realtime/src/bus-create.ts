import type { DatabaseHandle } from '@chuck/db';
import { type Bus, type BusLog, consoleLog } from './bus.ts';
import { InProcessBus } from './bus-local.ts';
import { PgBus } from './bus-pg.ts';

/** LISTEN/NOTIFY on PostgreSQL; the embedded database's own notifications, in process, on PGlite. */
export function createBus(handle: DatabaseHandle, log: BusLog = consoleLog): Bus {
  if (handle.config.kind === 'postgres') return new PgBus({ connectionString: handle.config.url, log });
  return new InProcessBus({ pglite: handle.pglite, log });
}
