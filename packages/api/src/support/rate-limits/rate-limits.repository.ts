import type { Db } from '@chuck/db';
import { sql } from 'kysely';

/**
 * Counts one hit against `key` in a fixed window, atomically, in the shared database so every API
 * process sees the same count. Returns the count so far and the seconds until the window resets.
 */
export async function hit(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; resetIn: number }> {
  const window = sql<Date>`now() + make_interval(secs => ${windowSeconds})`;
  const row = await db
    .insertInto('rateLimits')
    .values({ key, count: 1, windowEndsAt: window })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_ends_at <= now() then 1 else rate_limits.count + 1 end`,
        windowEndsAt: sql<Date>`case when rate_limits.window_ends_at <= now() then ${window} else rate_limits.window_ends_at end`,
      }),
    )
    .returning(['count', sql<number>`ceil(extract(epoch from window_ends_at - now()))::int`.as('resetIn')])
    .executeTakeFirstOrThrow();
  return { count: row.count, resetIn: Math.max(1, row.resetIn) };
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rateLimits').where('key', '=', key).execute();
}

/** The hits counted against `key` in its current window, without adding one (0 once it ended). */
export async function current(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom('rateLimits')
    .select('count')
    .where('key', '=', key)
    .where('windowEndsAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.count ?? 0;
}
