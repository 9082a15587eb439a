import type { SeenRating } from '@chuck/db';
import { STARS_FOR_THUMB, thumbsFromStars } from '../../shared/diary-limits.ts';
import type { Judgement } from './seen.repository.ts';

/**
 * docs/product.md §4 'Stars and thumbs': a member's one rating of a film, in half stars, and the
 * thumbs derived from it. Pure, so the diary, the seen list, a card's thumb and the import all apply
 * the same rule.
 */

/** Stars as stored: a count of half stars (3.5 → 7). */
export const halvesOf = (stars: number | null | undefined) => (stars == null ? null : Math.round(stars * 2));
export const starsOf = (halves: number | null) => (halves === null ? null : halves / 2);

/**
 * A rating given in stars (a logged watch, an import); null stars (an unrated watch) leaves the
 * rating as it is, and so does a watch older than the star rating the film has (logging an old
 * viewing does not undo a newer judgement). The thumbs follow the stars; in the middle (2½-3) they
 * stay as they were, and a film new to the seen list starts with a thumbs up (the member chose to
 * watch it).
 */
export function rateInStars(
  stars: number | null,
  ratedOn: string | null,
  current: Judgement | undefined,
): Judgement {
  const kept: SeenRating = current?.userRating ?? 'thumbs_up';
  if (stars === null)
    return current ?? { userRating: kept, starsHalves: null, ratedOn: null, fromThumbs: false };
  const newer =
    current?.starsHalves != null &&
    !current.fromThumbs &&
    ratedOn !== null &&
    (current.ratedOn ?? '') > ratedOn;
  if (newer) return current!;
  return {
    userRating: thumbsFromStars(stars) ?? kept,
    starsHalves: halvesOf(stars),
    ratedOn,
    fromThumbs: false,
  };
}

/**
 * A thumb (a card, the seen list's button): it sets the rating (4 or 2 stars) only when the film has
 * none or has one a thumb gave; a rating given in stars is never overwritten by a thumb.
 */
export function rateWithThumb(thumb: SeenRating, ratedOn: string, current: Judgement | undefined): Judgement {
  if (current && current.starsHalves !== null && !current.fromThumbs) return current;
  return { userRating: thumb, starsHalves: halvesOf(STARS_FOR_THUMB[thumb]), ratedOn, fromThumbs: true };
}

export const sameJudgement = (a: Judgement | undefined, b: Judgement) =>
  a !== undefined &&
  a.userRating === b.userRating &&
  a.starsHalves === b.starsHalves &&
  a.ratedOn === b.ratedOn &&
  a.fromThumbs === b.fromThumbs;
