export { chunks } from './chunks.ts';
export { configFromUrl, type DatabaseConfig, type DatabaseHandle, type Db, openDatabase } from './client.ts';
export { DataDirLockedError } from './data-dir-lock.ts';
export { migrateToLatest } from './migrate.ts';
export { resilientPool } from './pool.ts';
export type * from './schema.ts';
export {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from './unavailable.ts';
