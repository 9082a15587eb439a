import type { ConnectionPreference, Db, ProfileVisibility, WatchingGoal } from '@chuck/db';
import { sql } from 'kysely';

const columns = [
  'userId',
  'displayName',
  'bio',
  'favoriteGenres',
  'watchingGoals',
  'connectionPreference',
  'visibility',
  'shelfAlerts',
  'updatedAt',
] as const;

export interface ProfileChanges {
  displayName?: string | null;
  bio?: string | null;
  favoriteGenres?: string[];
  watchingGoals?: WatchingGoal | null;
  connectionPreference?: ConnectionPreference;
  visibility?: ProfileVisibility;
  shelfAlerts?: boolean;
}

export async function findProfile(db: Db, userId: string) {
  return db.selectFrom('socialProfiles').select(columns).where('userId', '=', userId).executeTakeFirst();
}

/** Creates the profile or changes only the given fields; one statement, so two saves cannot collide. */
export async function upsertProfile(db: Db, userId: string, changes: ProfileChanges) {
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, v]) => v !== undefined),
  ) as ProfileChanges;
  return db
    .insertInto('socialProfiles')
    .values({ userId, ...defined })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...defined, updatedAt: sql`now()` }))
    .returning(columns)
    .executeTakeFirstOrThrow();
}
