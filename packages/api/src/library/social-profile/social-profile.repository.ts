import type { ConnectionPreference, Db, ProfileVisibility, WatchingGoal } from '@chuck/db';
import { sql } from 'kysely';

const columns = [
  'sp.userId',
  'sp.displayName',
  'sp.bio',
  'sp.favoriteGenres',
  'sp.watchingGoals',
  'sp.connectionPreference',
  'sp.visibility',
  'sp.shelfAlerts',
  'sp.updatedAt',
  'sp.townId',
  'p.name as townName',
  'p.country as townCountry',
] as const;

export interface ProfileChanges {
  displayName?: string | null;
  bio?: string | null;
  favoriteGenres?: string[];
  watchingGoals?: WatchingGoal | null;
  connectionPreference?: ConnectionPreference;
  visibility?: ProfileVisibility;
  shelfAlerts?: boolean;
  townId?: number | null;
}

export async function findProfile(db: Db, userId: string) {
  return db
    .selectFrom('socialProfiles as sp')
    .leftJoin('places as p', 'p.id', 'sp.townId')
    .select(columns)
    .where('sp.userId', '=', userId)
    .executeTakeFirst();
}

/** Creates the profile or changes only the given fields; one statement, so two saves cannot collide. */
export async function upsertProfile(db: Db, userId: string, changes: ProfileChanges): Promise<void> {
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, v]) => v !== undefined),
  ) as ProfileChanges;
  await db
    .insertInto('socialProfiles')
    .values({ userId, ...defined })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...defined, updatedAt: sql`now()` }))
    .execute();
}
