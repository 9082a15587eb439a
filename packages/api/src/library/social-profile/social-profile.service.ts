import type { Db } from '@chuck/db';
import { toIso } from '../../lib/movie-fields.ts';
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
  return toProfile(await repo.upsertProfile(db, userId, input));
}
