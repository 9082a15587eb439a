// docs/product.md §4 'Diary': the limits and the stars-to-thumbs rule the diary form and the server
// share. Zod-free, so the web app checks the same rules in the same words.

/** The longest review a diary entry keeps. */
export const DIARY_REVIEW_MAX = 2000;
/** Tags per entry, and the longest tag. */
export const DIARY_TAGS_MAX = 20;
export const DIARY_TAG_MAX = 50;
/** The diary's page size (GET /api/user/diary), and the most one page may ask for. */
export const DIARY_PAGE_SIZE = 50;
export const DIARY_PAGE_MAX = 200;

/**
 * README 'Stars and thumbs': a rated diary entry sets the film's thumbs on the seen list, 3 stars
 * and up a thumbs up, 2½ and below a thumbs down (the middle of the 0.5-5 scale is 2.75). So IMDb's
 * 6/10 (3 stars) is a thumbs up.
 */
export const THUMBS_UP_FROM_STARS = 3;

export type StarsThumbs = 'thumbs_up' | 'thumbs_down';
export function thumbsFromStars(stars: number): StarsThumbs {
  return stars >= THUMBS_UP_FROM_STARS ? 'thumbs_up' : 'thumbs_down';
}

/** A calendar date 'YYYY-MM-DD' that exists (no 2025-02-30). */
export function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
