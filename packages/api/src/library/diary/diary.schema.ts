import { z } from 'zod';
import { zCursor, zLimit } from '../../lib/cursor.ts';
import { zId } from '../../lib/ids.ts';
import { ZMovieId, ZYear } from '../../lib/movie-fields.ts';
import { requiredText } from '../../lib/required-text.ts';
import { AT, DANA, FILM } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';
import {
  DIARY_PAGE_MAX,
  DIARY_PAGE_SIZE,
  DIARY_REVIEW_MAX,
  DIARY_TAG_MAX,
  DIARY_TAGS_MAX,
  isRealDate,
} from '../../shared/diary-limits.ts';
import { FIRST_FILM_YEAR } from '../../shared/film-years.ts';

/** A calendar date, 'YYYY-MM-DD', that exists (no 2025-02-30), from the first films to today (UTC+14). */
const ZWatchedOn = z
  .string({ error: 'watchedOn must be a date (YYYY-MM-DD)' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'watchedOn must be a date (YYYY-MM-DD)')
  .refine(isRealDate, 'watchedOn is not a real date')
  .refine((d) => Number(d.slice(0, 4)) >= FIRST_FILM_YEAR, `watchedOn must be in ${FIRST_FILM_YEAR} or later`)
  .refine(
    (d) => d <= new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10),
    'watchedOn cannot be in the future',
  );

/** Half stars from 0.5 to 5; null clears the rating. */
const ZStars = z
  .number({ error: 'rating must be a number of stars from 0.5 to 5' })
  .min(0.5, 'rating must be from 0.5 to 5 stars')
  .max(5, 'rating must be from 0.5 to 5 stars')
  .refine((n) => Number.isInteger(n * 2), 'rating goes in half stars (e.g. 3.5)')
  .nullable();

const ZReview = z
  .string({ error: 'review must be text' })
  .max(DIARY_REVIEW_MAX, `Reviews are at most ${DIARY_REVIEW_MAX} characters`)
  .nullable()
  .transform((v) => (v?.trim() ? v.trim() : null));

const ZTags = z
  .array(
    z
      .string({ error: 'tags must be a list of words' })
      .trim()
      .min(1, 'A tag cannot be blank')
      .max(DIARY_TAG_MAX, `Tags are at most ${DIARY_TAG_MAX} characters`)
      .refine((t) => !t.includes(','), 'A tag cannot contain a comma'),
    { error: 'tags must be a list of words' },
  )
  .max(DIARY_TAGS_MAX, `At most ${DIARY_TAGS_MAX} tags per entry`)
  .transform((tags) => [...new Set(tags)]);

const entryFields = {
  watchedOn: ZWatchedOn,
  rating: ZStars.optional(),
  rewatch: z.boolean({ error: 'rewatch must be true or false' }).optional(),
  review: ZReview.optional(),
  tags: ZTags.optional(),
  /** Shown on the member page (to whoever the profile's visibility lets in); private by default. */
  public: z.boolean({ error: 'public must be true or false' }).optional(),
};

export const ZCreateDiaryInput = z.object({
  /** The catalog film; without it the title (and year) are matched to the catalog when they can be. */
  movieId: ZMovieId.optional(),
  title: requiredText('title is required', [300, 'title is at most 300 characters']),
  year: ZYear.optional(),
  ...entryFields,
});
export type CreateDiaryInput = z.infer<typeof ZCreateDiaryInput>;

export const ZUpdateDiaryInput = z.object({
  id: zId('id'),
  watchedOn: ZWatchedOn.optional(),
  rating: entryFields.rating,
  rewatch: entryFields.rewatch,
  review: entryFields.review,
  tags: entryFields.tags,
  public: entryFields.public,
});
export type UpdateDiaryInput = z.infer<typeof ZUpdateDiaryInput>;

export const ZDiaryIdInput = z.object({ id: zId('id') });

export const ZListDiaryInput = z
  .object({
    year: z.coerce
      .number({ error: 'year must be a number' })
      .int('year must be a whole number')
      .min(FIRST_FILM_YEAR, `year must be ${FIRST_FILM_YEAR} or later`)
      .max(9999, 'year must be at most 9999')
      .optional(),
    month: z.coerce
      .number({ error: 'month must be a number from 1 to 12' })
      .int('month must be a number from 1 to 12')
      .min(1, 'month must be a number from 1 to 12')
      .max(12, 'month must be a number from 1 to 12')
      .optional(),
    before: zCursor('before').describe(
      'Only entries after this one in the diary (older watches): pass the last entry id of the page you have',
    ),
    limit: zLimit(DIARY_PAGE_SIZE, DIARY_PAGE_MAX).describe(
      `Page size (default ${DIARY_PAGE_SIZE}, at most ${DIARY_PAGE_MAX})`,
    ),
  })
  .refine((input) => input.month === undefined || input.year !== undefined, {
    message: 'month needs a year',
    path: ['month'],
  });
export type ListDiaryInput = z.infer<typeof ZListDiaryInput>;

const ZDiaryEntry = z.object({
  id: z.number().int(),
  movieId: z.number().int().nullable(),
  title: z.string(),
  year: z.number().int().nullable(),
  posterUrl: z.string().nullable(),
  watchedOn: z.string(),
  /** Half stars, 0.5-5; null when not rated. */
  rating: z.number().nullable(),
  rewatch: z.boolean(),
  review: z.string().nullable(),
  tags: z.array(z.string()),
  public: z.boolean(),
  createdAt: z.string(),
});
export type DiaryEntry = z.infer<typeof ZDiaryEntry>;

export const ZDiaryPage = z.object({
  entries: z.array(ZDiaryEntry),
  /** Pass as `before` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type DiaryPage = z.infer<typeof ZDiaryPage>;

export const ZSaveDiaryOutput = z.object({
  entry: ZDiaryEntry,
  /** True when the film was on the watchlist and has moved to the seen list. */
  removedFromWatchlist: z.boolean(),
});
export type SaveDiaryOutput = z.infer<typeof ZSaveDiaryOutput>;

export const ZDeleteDiaryOutput = z.object({ deleted: z.boolean() });

export const ZMemberReviewsInput = z.object({
  userId: requiredText('userId is required', [100, 'userId is too long']),
  before: zCursor('before').describe(
    'Only reviews older than this entry id: the last id of the page you have',
  ),
  limit: zLimit(20, 100).describe('Page size (default 20, at most 100)'),
});

const ZMemberReview = ZDiaryEntry.omit({ public: true, tags: true, createdAt: true }).extend({
  review: z.string(),
});
export const ZMemberReviewsPage = z.object({
  reviews: z.array(ZMemberReview),
  nextCursor: z.string().nullable(),
});
export type MemberReviewsPage = z.infer<typeof ZMemberReviewsPage>;

const ENTRY = {
  id: 78,
  movieId: FILM.movieId,
  title: FILM.title,
  year: FILM.year,
  posterUrl: FILM.posterUrl,
  watchedOn: '2026-11-18',
  rating: 4.5,
  rewatch: true,
  review: 'The diner scene still hums. De Niro and Pacino, two pros, one table.',
  tags: ['michael mann', 'big screen'],
  public: true,
  createdAt: AT,
};
const ENTRY_2 = {
  ...ENTRY,
  id: 77,
  movieId: 11524,
  title: 'Thief',
  year: 1981,
  posterUrl: null,
  watchedOn: '2026-11-09',
  rating: 4,
  rewatch: false,
  review: null,
};

export const listMeta = restMeta(
  'GET',
  '/user/diary',
  'diary',
  'The member’s diary, latest watch first, filtered by year and month (a page; see before)',
  {
    description:
      'Every watch the member logged, latest first: the film, the day, half stars, rewatch, review, tags and ' +
      'whether the review is public. year (and month) filter; a page holds limit entries, and nextCursor, ' +
      'sent back as before, gives the next page (null on the last).',
    example: {
      input: { year: 2026, month: 11, limit: 2 },
      output: { entries: [ENTRY, { ...ENTRY_2, public: false, tags: [] }], nextCursor: '77' },
    },
  },
);
export const createMeta = restMeta(
  'POST',
  '/user/diary',
  'diary',
  'Log a watch: the film goes on the seen list (and off the watchlist); stars set its thumbs',
  {
    description:
      'Log a watch: the film (by catalog id, or a title and year matched to the catalog when they can be), ' +
      'the day (not one to come), half stars from 0.5 to 5, rewatch, a review of up to 2000 characters, up ' +
      'to 20 tags and whether the review shows on the member page (private by default). The film goes on ' +
      'the seen list, Liked from 3 stars and Disliked below, and leaves the watchlist.',
    example: {
      input: {
        movieId: FILM.movieId,
        title: FILM.title,
        year: FILM.year,
        watchedOn: '2026-11-18',
        rating: 4.5,
        rewatch: true,
        review: ENTRY.review,
        tags: ENTRY.tags,
        public: true,
      },
      output: { entry: ENTRY, removedFromWatchlist: true },
    },
  },
);
export const updateMeta = restMeta(
  'PATCH',
  '/user/diary/{id}',
  'diary',
  'Change one of the member’s diary entries',
  {
    description:
      'Changes an entry of the member’s diary (the Edit of the diary page): fields sent change, fields left ' +
      'out stay; a null rating or review clears it. The film’s thumbs on the seen list follow the stars.',
    example: {
      input: { id: 78, rating: 5, public: false },
      output: { entry: { ...ENTRY, rating: 5, public: false }, removedFromWatchlist: false },
    },
  },
);
export const deleteMeta = restMeta(
  'DELETE',
  '/user/diary/{id}',
  'diary',
  'Delete one of the member’s diary entries',
  {
    description:
      "Deletes a diary entry ('Delete this entry?'); the film stays on the seen list. Another member’s entry " +
      'is a 404.',
    example: { input: { id: 78 }, output: { deleted: true } },
  },
);
export const memberReviewsMeta = restMeta(
  'GET',
  '/members/{userId}/reviews',
  'diary',
  'A member’s public reviews, latest first, for those their profile’s visibility lets see them (else 404)',
  {
    protect: false,
    description:
      "The 'Film Reviews' of a member page: the diary entries the member made public that have a review, " +
      'latest first, a page at a time (nextCursor, sent back as before). A member whose profile’s visibility ' +
      'does not include the caller is a 404, as an unknown id is.',
    example: {
      input: { userId: DANA, limit: 20 },
      output: {
        reviews: [
          {
            id: ENTRY.id,
            movieId: ENTRY.movieId,
            title: ENTRY.title,
            year: ENTRY.year,
            posterUrl: ENTRY.posterUrl,
            watchedOn: ENTRY.watchedOn,
            rating: ENTRY.rating,
            rewatch: ENTRY.rewatch,
            review: ENTRY.review,
          },
        ],
        nextCursor: null,
      },
    },
  },
);
