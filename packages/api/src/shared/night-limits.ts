// docs/product.md §2 'Movie nights': the numbers the server enforces and the browser shows.
// Zod-free, so the web app checks the same rules without shipping a schema library.

/** A night invites at most this many connections (the host comes on top). */
export const NIGHT_MAX_INVITEES = 12;
export const NIGHT_TITLE_MAX = 100;
export const NIGHT_PLACE_MAX = 200;
/** The vote closes by itself this many hours before the night starts. */
export const NIGHT_VOTE_CLOSES_HOURS = 2;
/** The candidates a night's page lists (films added by hand always show, on top of these). */
export const NIGHT_CANDIDATES_SHOWN = 40;
/** An answer to an invitation. */
export const NIGHT_ANSWERS = ['yes', 'maybe', 'no'] as const;
export type NightAnswer = (typeof NIGHT_ANSWERS)[number];
