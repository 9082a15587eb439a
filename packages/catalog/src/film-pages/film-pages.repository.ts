import type { Db } from '@chuck/db';

/** The films the catalog holds, best known first: each has a public page at /movie/:id. */
export async function filmPageIds(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('movies')
    .select('id')
    .orderBy('voteCount', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
