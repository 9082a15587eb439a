import { z } from 'zod';
import { VISITOR_SESSION } from '../../lib/rest-examples.ts';
import { restMeta } from '../../rest-meta.ts';
import { FAVOURITE_TITLE_MAX, MAX_FAVOURITES } from '../../shared/favourite-movies.ts';
import { ZSessionId } from '../../shared/session-id.ts';
import { WATCH_REGIONS, type WatchRegion } from '../../shared/watch-regions.ts';

export { NEED_ONE_MOVIE } from '../../shared/favourite-movies.ts';

/**
 * The three inputs of the top-3 panel: blank entries are dropped and a title typed twice counts
 * once; at least one must remain (the service checks it, in docs/product.md §5's words), at most three.
 */
const ZTopMovies = z
  .array(
    z
      .string({ error: 'Each movie must be a title' })
      .trim()
      .max(FAVOURITE_TITLE_MAX, `Movie titles are at most ${FAVOURITE_TITLE_MAX} characters`),
    { error: 'topMovies must be a list of movie titles' },
  )
  .max(10, 'topMovies has too many entries')
  .transform((titles) => {
    const seen = new Set<string>();
    return titles.filter((t) => {
      const key = t.toLowerCase();
      if (!t || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .refine((titles) => titles.length <= MAX_FAVOURITES, `Pick at most ${MAX_FAVOURITES} favorite movies`);

export const ZSavePreferencesInput = z.object({ sessionId: ZSessionId, topMovies: ZTopMovies });
export const ZSaveMyPreferencesInput = z.object({ topMovies: ZTopMovies });
export const ZSessionPreferencesInput = z.object({ sessionId: ZSessionId });

/** docs/product.md §3 Preferences: the session and up to 3 title strings. */
export const ZPreferences = z.object({ sessionId: z.string(), topMovies: z.array(z.string()) });
/** A member's preferences: `topMovies` empty when none are saved. */
export const ZMemberPreferences = z.object({ topMovies: z.array(z.string()) });

const TOP_3 = ['Heat', 'Fargo', 'Alien'];

export const saveMeta = restMeta(
  'POST',
  '/preferences',
  'preferences',
  "Save a visitor's top 3 movies (a signed-in member's go to their account)",
  {
    protect: false,
    description:
      "'Your Top 3 Movies': saves up to three favourite titles for the visitor's session (blank entries " +
      'dropped, a title typed twice counted once, at least one needed). Sent by a signed-in member, they go ' +
      'to the member’s account instead. Saving a new top 3 starts a new set of recommendations.',
    example: {
      input: { sessionId: VISITOR_SESSION, topMovies: TOP_3 },
      output: { sessionId: VISITOR_SESSION, topMovies: TOP_3 },
    },
  },
);
export const getForSessionMeta = restMeta(
  'GET',
  '/preferences/{sessionId}',
  'preferences',
  "A visitor's saved top 3 (the member's when signed in); empty when none",
  {
    protect: false,
    description:
      'The top 3 saved for a visitor’s session, or a signed-in member’s own; topMovies is empty when none ' +
      'is saved yet.',
    example: {
      input: { sessionId: VISITOR_SESSION },
      output: { sessionId: VISITOR_SESSION, topMovies: TOP_3 },
    },
  },
);
export const getMineMeta = restMeta(
  'GET',
  '/user/preferences',
  'preferences',
  "The member's saved top 3; empty when none",
  {
    description: 'The signed-in member’s saved favourite titles; topMovies is empty when none is saved.',
    example: { output: { topMovies: TOP_3 } },
  },
);
export const saveMineMeta = restMeta(
  'POST',
  '/user/preferences',
  'preferences',
  "Save the member's top 3 movies",
  {
    description:
      'Saves up to three favourite titles to the member’s account (blank entries dropped, a title typed ' +
      'twice counted once, at least one needed); they follow the member to every device.',
    example: { input: { topMovies: TOP_3 }, output: { topMovies: TOP_3 } },
  },
);

export const TOP_3_BEFORE_REGION = 'Save your top 3 movies first, then pick where you watch.';

const REGION_CODES = WATCH_REGIONS.map((r) => r.code) as [WatchRegion, ...WatchRegion[]];
export const ZWatchRegionInput = z.object({
  sessionId: ZSessionId,
  region: z
    .string({ error: 'region must be a country code, e.g. US' })
    .trim()
    .toUpperCase()
    .pipe(z.enum(REGION_CODES, { error: 'pick one of the listed countries, e.g. US or GB' })),
});
/** The country watch options are for, and whether the owner picked it (else their browser's language chose). */
export const ZWatchRegion = z.object({ region: z.enum(REGION_CODES), chosen: z.boolean() });
export type WatchRegionAnswer = z.infer<typeof ZWatchRegion>;

export const getWatchRegionMeta = restMeta(
  'GET',
  '/preferences/{sessionId}/watch-region',
  'preferences',
  "The country watch options are shown for: the one picked (the member's when signed in), else the browser's language's",
  {
    protect: false,
    description:
      'Which country’s streaming, rental and purchase options the recommendations show: the one the visitor ' +
      '(or signed-in member) picked, with chosen true, or else the country of the browser’s language.',
    example: { input: { sessionId: VISITOR_SESSION }, output: { region: 'GB', chosen: true } },
  },
);
export const setWatchRegionMeta = restMeta(
  'POST',
  '/preferences/watch-region',
  'preferences',
  'Pick the country watch options are shown for (kept with the saved top 3)',
  {
    protect: false,
    description:
      'Picks the country whose watch options the recommendations show (a listed two-letter code, any case). ' +
      "It is kept with the saved top 3, so save that first: 'Save your top 3 movies first, then pick where " +
      "you watch.'",
    example: { input: { sessionId: VISITOR_SESSION, region: 'gb' }, output: { region: 'GB', chosen: true } },
  },
);
