import type { Db, FlairRarity } from '@chuck/db';
import { sql } from 'kysely';

export interface FlairDefinition {
  code: string;
  name: string;
  icon: string;
  description: string;
  rarity: FlairRarity;
  sortOrder: number;
}

/** Makes the flairs table match the code's list (new badges added, wording updated). */
export async function syncFlairs(db: Db, flairs: readonly FlairDefinition[]): Promise<void> {
  await db
    .insertInto('flairs')
    .values([...flairs])
    .onConflict((oc) =>
      oc.column('code').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        icon: eb.ref('excluded.icon'),
        description: eb.ref('excluded.description'),
        rarity: eb.ref('excluded.rarity'),
        sortOrder: eb.ref('excluded.sortOrder'),
      })),
    )
    .execute();
}

export async function listAwards(db: Db, userId: string) {
  return db
    .selectFrom('flairAwards as a')
    .innerJoin('flairs as f', 'f.code', 'a.flairCode')
    .select(['a.id', 'a.earnedAt', 'f.code', 'f.name', 'f.icon', 'f.description', 'f.rarity'])
    .where('a.userId', '=', userId)
    .orderBy('a.earnedAt', 'desc')
    .orderBy('f.sortOrder')
    .execute();
}

export async function awardedCodes(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('flairAwards').select('flairCode').where('userId', '=', userId).execute();
  return new Set(rows.map((r) => r.flairCode));
}

/** Awards the badges not yet held; returns the ids of the awards this call made. */
export async function insertAwards(db: Db, userId: string, codes: readonly string[]): Promise<Set<number>> {
  if (!codes.length) return new Set();
  const rows = await db
    .insertInto('flairAwards')
    .values(codes.map((flairCode) => ({ userId, flairCode })))
    .onConflict((oc) => oc.columns(['userId', 'flairCode']).doNothing())
    .returning('id')
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** DVD Club loans that ended with the disc returned, the member lending or borrowing. */
export async function countCompletedLoans(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('loans')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'returned')
    .where((eb) => eb.or([eb('ownerId', '=', userId), eb('borrowerId', '=', userId)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the member has saved their top movies (the recommendations engineer's preferences table). */
export async function hasSavedTopMovies(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('preferences')
    .select('userId')
    .where('userId', '=', userId)
    .where(sql<boolean>`jsonb_array_length(top_movies) > 0`)
    .executeTakeFirst();
  return Boolean(row);
}

/** Whether the member has filled in display name, bio and at least one favorite genre. */
export async function hasCompleteProfile(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('socialProfiles')
    .select('userId')
    .where('userId', '=', userId)
    .where('displayName', 'is not', null)
    .where('bio', 'is not', null)
    .where(sql<boolean>`cardinality(favorite_genres) > 0`)
    .executeTakeFirst();
  return Boolean(row);
}
