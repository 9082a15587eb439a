import { z } from 'zod';
import { ZMovieId, ZPosterUrl, ZYear } from '../../lib/movie-fields.ts';
import { requiredText } from '../../lib/required-text.ts';
import { AT, DANA, FILM } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';
import { WATCHING_SOON_WHY_MAX } from '../../shared/watching-soon-limits.ts';

export { WATCHING_SOON_SLOTS } from '../../shared/watching-soon-limits.ts';

/** A pick as the edit form sends it; blank picks (no title) are allowed here and dropped on save. */
const ZWatchingSoonPick = z.object({
  movieId: z
    .union([ZMovieId, z.literal(''), z.null()])
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null)),
  title: z
    .string({ error: 'title must be text' })
    .max(300, 'title is at most 300 characters')
    .nullable()
    .optional()
    .transform((v) => v?.trim() ?? ''),
  year: ZYear.optional(),
  posterUrl: ZPosterUrl.optional(),
  description: z
    .string({ error: 'description must be text' })
    .max(WATCHING_SOON_WHY_MAX, `description is at most ${WATCHING_SOON_WHY_MAX} characters`)
    .nullable()
    .optional()
    .transform((v) => v?.trim() || null),
  /** The slot the form showed it in (1-3); picks are saved in this order and renumbered 1..n. */
  position: z
    .number({ error: 'position must be a number' })
    .int('position must be a whole number')
    .optional(),
});

export const ZReplaceWatchingSoonInput = z.object({
  movies: z.array(ZWatchingSoonPick, { error: 'movies must be a list' }).max(10, 'movies: too many picks'),
});
export type ReplaceWatchingSoonInput = z.infer<typeof ZReplaceWatchingSoonInput>;

const ZWatchingSoonItem = z.object({
  id: z.number(),
  userId: z.string(),
  movieId: z.number().nullable(),
  title: z.string(),
  year: z.number().nullable(),
  posterUrl: z.string().nullable(),
  description: z.string().nullable(),
  position: z.number(),
  addedAt: z.string(),
});
export type WatchingSoonItem = z.infer<typeof ZWatchingSoonItem>;

export const ZWatchingSoonList = z.array(ZWatchingSoonItem);

export const ZMemberInput = z.object({
  userId: requiredText('userId is required', [100, 'userId is too long']),
});

const PICK_INPUT = {
  movieId: FILM.movieId,
  title: FILM.title,
  year: FILM.year,
  posterUrl: FILM.posterUrl,
  description: 'The diner scene, on a big screen.',
};
const PICKS = [
  { id: 21, userId: DANA, ...PICK_INPUT, position: 1, addedAt: AT },
  {
    id: 22,
    userId: DANA,
    movieId: 11524,
    title: 'Thief',
    year: 1981,
    posterUrl: null,
    description: 'James Caan cracking safes.',
    position: 2,
    addedAt: AT,
  },
];

export const mineMeta = restMeta(
  'GET',
  '/profile/watching-soon',
  'profile',
  'The member’s Watching Soon picks, #1 first',
  {
    description:
      'The Watching Soon card: up to 3 films the member means to watch next, #1 first, each with a line on ' +
      'why.',
    example: { output: PICKS },
  },
);
export const ofMemberMeta = restMeta(
  'GET',
  '/profile/{userId}/watching-soon',
  'profile',
  'A member’s Watching Soon picks, for those their profile’s visibility lets see them (else 404)',
  {
    protect: false,
    description:
      'Another member’s Watching Soon picks, #1 first, as their page shows them. A member whose profile’s ' +
      'visibility does not include the caller is a 404, as an unknown id is.',
    example: { input: { userId: DANA }, output: PICKS },
  },
);
export const replaceMeta = restMeta(
  'PUT',
  '/profile/watching-soon',
  'profile',
  'Replace the member’s Watching Soon picks (titled picks only, at most 3, renumbered 1..n)',
  {
    description:
      'Saves the Watching Soon edit form: the picks replace the old ones, in the order of their position ' +
      '(the slot they were shown in); picks without a title are dropped, and at most 3 are kept, numbered ' +
      '1 to n. Answers the saved picks.',
    example: {
      input: {
        movies: [
          { ...PICK_INPUT, position: 1 },
          {
            movieId: 11524,
            title: 'Thief',
            year: 1981,
            posterUrl: '',
            description: 'James Caan cracking safes.',
            position: 2,
          },
          { movieId: '', title: '', position: 3 },
        ],
      },
      output: PICKS,
    },
  },
);
