import type { Database, Db } from '@chuck/db';
import type { Transaction } from 'kysely';

/** Runs `fn` in a transaction, joining the caller's when `db` already is one (Kysely cannot nest them). */
export function inTransaction<T>(db: Db, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db as Transaction<Database>) : db.transaction().execute(fn);
}
