import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../client.ts';

/** The session cookie value of seeded member `i` (`prefix-00042-…`, 40+ characters like a real token). */
export const memberToken = (prefix: string, i: number) =>
  `${prefix}-${i.toString().padStart(5, '0')}-${'f'.repeat(24)}`;

/**
 * `count` members (`<prefix>-<i>`) who are signed in: sessions stored as lucia stores them (the
 * SHA-256 of the cookie's token), so a test or bench can act as each with `memberToken(prefix, i)`
 * without signing each one up over HTTP. Idempotent.
 */
export async function seedSignedInMembers(db: Db, prefix: string, count: number): Promise<void> {
  await sql`
    insert into users (id, email, first_name, last_name)
    select ${prefix} || '-' || i, ${prefix} || '-' || i || '@example.com', 'Seeded', 'Member ' || i
    from generate_series(0, ${count - 1}::int) as i
    on conflict do nothing`.execute(db);
  const sessions = Array.from({ length: count }, (_, i) => ({
    id: createHash('sha256').update(memberToken(prefix, i)).digest('hex'),
    userId: `${prefix}-${i}`,
    expiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000),
  }));
  for (let from = 0; from < sessions.length; from += 1000) {
    await db
      .insertInto('sessions')
      .values(sessions.slice(from, from + 1000))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
