import type { Db } from '@chuck/db';
import { rememberTown } from '../../front-counter/places/places.service.ts';
import { toIso } from '../../lib/movie-fields.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { DEFAULT_PROFILE_VISIBILITY } from '../../shared/social-profile-fields.ts';
import * as repo from './social-profile.repository.ts';
import type { SaveSocialProfileInput, SocialProfile } from './social-profile.schema.ts';

type ProfileRow = NonNullable<Awaited<ReturnType<typeof repo.findProfile>>>;

function toProfile(row: ProfileRow): SocialProfile {
  return {
    userId: row.userId,
    displayName: row.displayName,
    bio: row.bio,
    favoriteGenres: row.favoriteGenres,
    watchingGoals: row.watchingGoals,
    connectionPreference: row.connectionPreference,
    visibility: row.visibility,
    shelfAlerts: row.shelfAlerts,
    town: row.townId === null ? null : { id: row.townId, name: row.townName!, country: row.townCountry! },
    updatedAt: toIso(row.updatedAt),
  };
}

/** A member who never saved a profile gets an empty one (nothing is written). */
function emptyProfile(userId: string): SocialProfile {
  return {
    userId,
    displayName: null,
    bio: null,
    favoriteGenres: [],
    watchingGoals: null,
    connectionPreference: 'any',
    visibility: DEFAULT_PROFILE_VISIBILITY,
    shelfAlerts: true,
    town: null,
    updatedAt: null,
  };
}

export async function getSocialProfile(db: Db, userId: string): Promise<SocialProfile> {
  const row = await repo.findProfile(db, userId);
  return row ? toProfile(row) : emptyProfile(userId);
}

export async function saveSocialProfile(
  db: Db,
  userId: string,
  input: SaveSocialProfileInput,
): Promise<SocialProfile> {
  return inTransaction(db, async (trx) => {
    // docs/product.md §3 'Discs near you': only the town is kept, checked against the list first.
    if (input.townId) await rememberTown(trx, input.townId);
    await repo.upsertProfile(trx, userId, input);
    return getSocialProfile(trx, userId);
  });
}
