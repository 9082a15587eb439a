import { z } from 'zod';
import { requiredText } from '../../lib/required-text.ts';
import { DANA, FILM } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';
import { FIRST_FILM_YEAR } from '../../shared/film-years.ts';

export const ZRewindInput = z.object({
  year: z.coerce
    .number({ error: 'year must be a number' })
    .int('year must be a whole number')
    .min(FIRST_FILM_YEAR, `year must be ${FIRST_FILM_YEAR} or later`)
    .max(9999, 'year must be at most 9999'),
});

const ZFilmStat = z.object({
  movieId: z.number().int().nullable(),
  title: z.string(),
  year: z.number().int().nullable(),
  posterUrl: z.string().nullable(),
});
const ZCount = z.object({ name: z.string(), entries: z.number().int() });

/** docs/product.md §4 'Year in Rewind': every number is from the member's diary of that year unless named. */
export const ZRewind = z.object({
  year: z.number().int(),
  /** Diary entries (viewings) in the year. */
  entries: z.number().int(),
  /** Distinct films watched (a film watched twice counts once). */
  films: z.number().int(),
  /** Hours watched, from the catalog's runtimes (entries of films without one are not counted). */
  hours: z.number(),
  /** Entries the hours could not count (no runtime known). */
  entriesWithoutRuntime: z.number().int(),
  /** Twelve months, January first. */
  perMonth: z.array(
    z.object({ month: z.number().int(), entries: z.number().int(), films: z.number().int() }),
  ),
  topGenres: z.array(ZCount),
  topDirectors: z.array(ZCount),
  topDecades: z.array(z.object({ decade: z.number().int(), entries: z.number().int() })),
  /** The year's best-rated films (each film's highest rating that year), best first. */
  highestRated: z.array(ZFilmStat.extend({ rating: z.number() })),
  /** Films watched more than once in the year, most first. */
  mostRewatched: z.array(ZFilmStat.extend({ watches: z.number().int() })),
  firstWatches: z.number().int(),
  rewatches: z.number().int(),
  /** Mean of the year's ratings, in stars; null when nothing was rated. */
  averageRating: z.number().nullable(),
  /** DVD Club: discs of the member's handed over to a borrower in the year, and discs they borrowed. */
  discsLent: z.number().int(),
  discsBorrowed: z.number().int(),
  /** Credits: earned (added) and spent (taken) in the year. */
  creditsEarned: z.number().int(),
  creditsSpent: z.number().int(),
  /** Connections made in the year that still stand. */
  newConnections: z.number().int(),
  /** docs/product.md §2 'Movie nights': nights logged in the diary, and the friends there ("watched with 3 friends"). */
  movieNights: z.object({ nights: z.number().int(), friends: z.number().int() }),
});
export type Rewind = z.infer<typeof ZRewind>;

/** Another member's Year in Rewind: their id and the year. */
export const ZMemberRewindInput = ZRewindInput.extend({
  userId: requiredText('userId is required', [100, 'userId is too long']),
});

const months = (counts: number[]) => counts.map((films, i) => ({ month: i + 1, entries: films, films }));
const REWIND = {
  year: 2026,
  entries: 41,
  films: 38,
  hours: 79.5,
  entriesWithoutRuntime: 1,
  perMonth: months([2, 3, 5, 1, 4, 6, 3, 2, 4, 3, 8, 0]),
  topGenres: [
    { name: 'Crime', entries: 14 },
    { name: 'Thriller', entries: 9 },
  ],
  topDirectors: [{ name: 'Michael Mann', entries: 4 }],
  topDecades: [
    { decade: 1990, entries: 12 },
    { decade: 1980, entries: 10 },
  ],
  highestRated: [
    { movieId: FILM.movieId, title: FILM.title, year: FILM.year, posterUrl: FILM.posterUrl, rating: 4.5 },
  ],
  mostRewatched: [
    { movieId: FILM.movieId, title: FILM.title, year: FILM.year, posterUrl: FILM.posterUrl, watches: 2 },
  ],
  firstWatches: 37,
  rewatches: 4,
  averageRating: 3.7,
  discsLent: 3,
  discsBorrowed: 2,
  creditsEarned: 3,
  creditsSpent: 2,
  newConnections: 4,
  movieNights: { nights: 2, friends: 5 },
};

export const memberRewindMeta = restMeta(
  'GET',
  '/members/{userId}/rewind/{year}',
  'diary',
  'A member’s Year in Rewind, for those their profile’s visibility lets see them (else 404)',
  {
    protect: false,
    description:
      'Another member’s Year in Rewind, the same report as GET /user/rewind/{year}, for those the member’s ' +
      "profile visibility lets see them; a hidden or unknown member is a 404 'Member not found'.",
    example: { input: { userId: DANA, year: 2026 }, output: REWIND },
  },
);

export const rewindMeta = restMeta(
  'GET',
  '/user/rewind/{year}',
  'diary',
  'Year in Rewind: the member’s year in films (from the diary), loans, credits and connections',
  {
    description:
      "'{year} in Rewind', from the member’s diary: films, hours (and watches whose running time is " +
      'unknown), watches and the average rating, films per month, top genres, directors and decades, first ' +
      'watches against rewatches, highest rated and most rewatched; and behind the counter, discs lent and ' +
      'borrowed, credits earned and spent and new connections that year.',
    example: { input: { year: 2026 }, output: REWIND },
  },
);
