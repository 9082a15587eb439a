import type { Db } from '@chuck/db';
import { sql } from 'kysely';

/** Cached TMDB response bodies (`catalog_cache`), shared by every API process. */

export async function readCache(db: Db, key: string): Promise<unknown | undefined> {
  const row = await db
    .selectFrom('catalogCache')
    .select('body')
    .where('key', '=', key)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ? JSON.parse(row.body) : undefined;
}

export async function writeCache(db: Db, key: string, body: unknown, ttlSeconds: number): Promise<void> {
  const expiresAt = sql<Date>`now() + make_interval(secs => ${ttlSeconds})`;
  await db
    .insertInto('catalogCache')
    .values({ key, body: JSON.stringify(body), expiresAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ body: JSON.stringify(body), expiresAt }))
    .execute();
}

export async function deleteExpired(db: Db): Promise<void> {
  await db.deleteFrom('catalogCache').where('expiresAt', '<=', sql<Date>`now()`).execute();
}
