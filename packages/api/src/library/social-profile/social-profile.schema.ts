import { z } from 'zod';
import { restMeta } from '../../rest-meta.ts';
import {
  BIO_MAX,
  CONNECTION_PREFERENCES,
  DISPLAY_NAME_MAX,
  FAVORITE_GENRES_MAX,
  GENRE_MAX_CHARS,
  PROFILE_VISIBILITIES,
  WATCHING_GOALS,
} from '../../shared/social-profile-fields.ts';

/** Blank text means 'clear it'. */
const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, `${field} is at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v?.trim() || null));

/** A list, or the profile form's comma-separated text: split on commas, trimmed, blanks and repeats dropped. */
const ZFavoriteGenres = z
  .union([z.array(z.string({ error: 'favoriteGenres must be text' })), z.string()], {
    error: 'favoriteGenres must be a list of genres or comma-separated text',
  })
  .transform((value) => {
    const seen = new Set<string>();
    return (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((genre) => genre.trim())
      .filter((genre) => {
        const key = genre.toLowerCase();
        if (!genre || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  })
  .pipe(
    z
      .array(z.string().max(GENRE_MAX_CHARS, `each genre is at most ${GENRE_MAX_CHARS} characters`))
      .max(FAVORITE_GENRES_MAX, `favoriteGenres: at most ${FAVORITE_GENRES_MAX} genres`),
  );

const goalsMessage = `watchingGoals must be one of ${WATCHING_GOALS.join(', ')}`;
const preferenceMessage = `connectionPreference must be one of ${CONNECTION_PREFERENCES.join(', ')}`;
const visibilityMessage = `visibility must be one of ${PROFILE_VISIBILITIES.join(', ')}`;

/** Every field optional: what is sent changes, what is left out stays. */
export const ZSaveSocialProfileInput = z.object({
  displayName: optionalText('displayName', DISPLAY_NAME_MAX),
  bio: optionalText('bio', BIO_MAX),
  favoriteGenres: ZFavoriteGenres.optional(),
  watchingGoals: z
    .union([z.enum(WATCHING_GOALS), z.literal(''), z.null()], { error: goalsMessage })
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  connectionPreference: z.enum(CONNECTION_PREFERENCES, { error: preferenceMessage }).optional(),
  visibility: z.enum(PROFILE_VISIBILITIES, { error: visibilityMessage }).optional(),
  shelfAlerts: z.boolean({ error: 'shelfAlerts must be true or false' }).optional(),
});
export type SaveSocialProfileInput = z.infer<typeof ZSaveSocialProfileInput>;

export const ZSocialProfile = z.object({
  userId: z.string(),
  displayName: z.string().nullable(),
  bio: z.string().nullable(),
  favoriteGenres: z.array(z.string()),
  watchingGoals: z.enum(WATCHING_GOALS).nullable(),
  connectionPreference: z.enum(CONNECTION_PREFERENCES),
  /** Who may see the member's page, collection and Watching Soon (docs/product.md §3). */
  visibility: z.enum(PROFILE_VISIBILITIES),
  /** 'On the shelf' alerts for films on the watchlist (docs/product.md §3 'Shelf alert'); on by default. */
  shelfAlerts: z.boolean(),
  /** Null until the member first saves their profile. */
  updatedAt: z.string().nullable(),
});
export type SocialProfile = z.infer<typeof ZSocialProfile>;

export const getMeta = restMeta(
  'GET',
  '/social/profile',
  'social',
  'The member’s social profile (empty fields until they save one)',
);
export const saveMeta = restMeta(
  'POST',
  '/social/profile',
  'social',
  'Create or update the member’s social profile (fields left out stay as they are)',
);
export const updateMeta = restMeta(
  'PUT',
  '/social/profile',
  'social',
  'Update the member’s social profile (fields left out stay as they are)',
);
