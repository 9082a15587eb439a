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
 * docs/product.md §4 'Stars and thumbs' (issue 29): a film's one rating is in half stars; its thumbs
 * are derived: 3½ stars and up is Liked, 2 and below Disliked, 2½ and 3 neither (the seen list keeps
 * the thumbs the film had, or a thumbs up for a film new to it). So IMDb's 7/10 is Liked, 6/10 neither.
 */
export const LIKED_FROM_STARS = 3.5;
export const DISLIKED_TO_STARS = 2;
/** The stars a thumb gives a film that has no rating yet. */
export const STARS_FOR_THUMB = { thumbs_up: 4, thumbs_down: 2 } as const;

export type StarsThumbs = 'thumbs_up' | 'thumbs_down';
export function thumbsFromStars(stars: number): StarsThumbs | null {
  if (stars >= LIKED_FROM_STARS) return 'thumbs_up';
  return stars <= DISLIKED_TO_STARS ? 'thumbs_down' : null;
}

/** A calendar date 'YYYY-MM-DD' that exists (no 2025-02-30). */
export function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
