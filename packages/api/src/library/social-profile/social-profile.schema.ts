import { z } from 'zod';
import { LEEDS, ZTown } from '../../front-counter/places/places.schema.ts';
import { zId } from '../../lib/ids.ts';
import { hasControlCharacters, NAME_CONTROL_MESSAGE } from '../../lib/member-name.ts';
import { AT, DANA, DANA_NAME } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';
import { FORMER_MEMBER } from '../../shared/former-member.ts';
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
  displayName: optionalText('displayName', DISPLAY_NAME_MAX)
    .refine((name) => !hasControlCharacters(name), NAME_CONTROL_MESSAGE)
    .refine(
      (name) => name?.toLowerCase() !== FORMER_MEMBER,
      `'${FORMER_MEMBER}' is what the store calls members who have left: please choose another name`,
    ),
  bio: optionalText('bio', BIO_MAX),
  favoriteGenres: ZFavoriteGenres.optional(),
  watchingGoals: z
    .union([z.enum(WATCHING_GOALS), z.literal(''), z.null()], { error: goalsMessage })
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  connectionPreference: z.enum(CONNECTION_PREFERENCES, { error: preferenceMessage }).optional(),
  visibility: z.enum(PROFILE_VISIBILITIES, { error: visibilityMessage }).optional(),
  shelfAlerts: z.boolean({ error: 'shelfAlerts must be true or false' }).optional(),
  /** A town from GET /places; null clears it (docs/product.md §3 'Discs near you'). */
  townId: zId('townId').nullable().optional(),
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
  /** The member's town, shown as 'Leeds, United Kingdom'; null until they pick one. */
  town: ZTown.nullable(),
  /** Null until the member first saves their profile. */
  updatedAt: z.string().nullable(),
});
export type SocialProfile = z.infer<typeof ZSocialProfile>;

const BIO = 'Late-night crime pictures and anything with a heist in it.';
const PROFILE = {
  userId: DANA,
  displayName: DANA_NAME,
  bio: BIO,
  favoriteGenres: ['Crime', 'Thriller', 'Film noir'],
  watchingGoals: 'classic_cinema',
  connectionPreference: 'similar_taste',
  visibility: 'public',
  shelfAlerts: true,
  town: LEEDS,
  updatedAt: AT,
};

export const getMeta = restMeta(
  'GET',
  '/social/profile',
  'social',
  'The member’s social profile (empty fields until they save one)',
  {
    description:
      'The social profile other members see on the member’s page: display name, bio, favourite genres, ' +
      'watching goals, who they like to be connected with, who may see their page (public, members or ' +
      "connections; 'members' until they choose), whether they get 'On the shelf' alerts, and their town.",
    example: { output: PROFILE },
  },
);
export const saveMeta = restMeta(
  'POST',
  '/social/profile',
  'social',
  'Create or update the member’s social profile (fields left out stay as they are)',
  {
    description:
      'Saves the profile card’s form: fields sent change, fields left out stay, blank text clears. ' +
      'favoriteGenres is a list or comma-separated text (at most 10). townId is a town from GET /places ' +
      '(null clears it; only the town is kept, never an address). Answers the whole profile.',
    example: {
      input: {
        displayName: DANA_NAME,
        bio: BIO,
        favoriteGenres: 'Crime, Thriller, Film noir',
        watchingGoals: 'classic_cinema',
        visibility: 'public',
      },
      output: PROFILE,
    },
  },
);
export const updateMeta = restMeta(
  'PUT',
  '/social/profile',
  'social',
  'Update the member’s social profile (fields left out stay as they are)',
  {
    description:
      'The connections page’s Profile tab saves here: the same fields and rules as POST /social/profile.',
    example: {
      input: { connectionPreference: 'similar_taste', shelfAlerts: true, townId: LEEDS.id },
      output: PROFILE,
    },
  },
);
