import type { Db, PreferredMovie } from '@chuck/db';
import { sql } from 'kysely';
import { type Owner, ownedBy, ownerColumns } from '../../lib/owner.ts';

export async function findPreferences(db: Db, owner: Owner) {
  return db
    .selectFrom('preferences')
    .select(['topMovies', 'watchRegion', 'updatedAt'])
    .where(ownedBy(owner))
    .executeTakeFirst();
}

/** Replaces the owner's top 3. */
export async function savePreferences(
  db: Db,
  owner: Owner,
  movies: readonly PreferredMovie[],
): Promise<void> {
  const topMovies = JSON.stringify(movies);
  await db
    .insertInto('preferences')
    .values({ ...ownerColumns(owner), topMovies })
    .onConflict((oc) =>
      oc
        .column(owner.kind === 'member' ? 'userId' : 'sessionId')
        .doUpdateSet({ topMovies, updatedAt: sql`now()` }),
    )
    .execute();
}

/** Sets the owner's watch region; false when they have no saved preferences to keep it with. */
export async function setWatchRegion(db: Db, owner: Owner, region: string): Promise<boolean> {
  const updated = await db
    .updateTable('preferences')
    .set({ watchRegion: region })
    .where(ownedBy(owner))
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/**
 * At sign-in the newest top 3 wins: the visitor's, when they saved it after the member last
 * saved theirs (they just told Chuck what they like); otherwise the member's stays.
 */
export async function claimPreferences(db: Db, sessionId: string, userId: string): Promise<void> {
  await db
    .deleteFrom('preferences')
    .where('userId', '=', userId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('preferences as v')
          .select(sql`1`.as('one'))
          .where('v.sessionId', '=', sessionId)
          .whereRef('v.updatedAt', '>', 'preferences.updatedAt'),
      ),
    )
    .execute();
  const memberHasOne = await db
    .selectFrom('preferences')
    .select('userId')
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (memberHasOne) {
    await db.deleteFrom('preferences').where('sessionId', '=', sessionId).execute();
  } else {
    await db
      .updateTable('preferences')
      .set({ userId, sessionId: null })
      .where('sessionId', '=', sessionId)
      .execute();
  }
}
