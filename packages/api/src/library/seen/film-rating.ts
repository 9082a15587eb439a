import type { SeenRating } from '@chuck/db';
import { STARS_FOR_THUMB, thumbsFromStars } from '../../shared/diary-limits.ts';

/**
 * docs/product.md §4 'Stars and thumbs': a member's one rating of a film, in half stars, and the
 * thumbs derived from it. Pure, so the diary, the seen list, a card's thumb and the import all apply
 * the same rule.
 */

/** A member's rating of a film as the seen list keeps it (its thumbs are derived: thumbsOf). */
export interface Judgement {
  /** Half stars 1-10 (3.5 stars = 7); null = not rated. */
  starsHalves: number | null;
  /** The day it was given ('YYYY-MM-DD'), when known. */
  ratedOn: string | null;
  /** A thumb gave it (4 or 2 stars): a later thumb may change it, a star rating never is. */
  fromThumbs: boolean;
}

/** Stars as stored: a count of half stars (3.5 → 7). */
export const halvesOf = (stars: number | null | undefined) => (stars == null ? null : Math.round(stars * 2));
export const starsOf = (halves: number | null) => (halves === null ? null : halves / 2);

/**
 * The thumbs a rating gives, as the seen list stores them for their readers (recommendations, taste
 * match, Double Feature): 3½ stars and up liked, 2 and below disliked, 2½-3 and no rating neither
 * (null). The repository writes every row's thumbs through this, so they never disagree with the stars.
 */
export const thumbsOf = (starsHalves: number | null): SeenRating | null =>
  starsHalves === null ? null : thumbsFromStars(starsHalves / 2);

const UNRATED: Judgement = { starsHalves: null, ratedOn: null, fromThumbs: false };

/**
 * A rating given in stars (a logged watch, an import); null stars (an unrated watch) leaves the
 * rating as it is, and so does a watch older than the star rating the film has (logging an old
 * viewing does not undo a newer judgement).
 */
export function rateInStars(
  stars: number | null,
  ratedOn: string | null,
  current: Judgement | undefined,
): Judgement {
  if (stars === null) return current ?? UNRATED;
  const newer =
    current?.starsHalves != null &&
    !current.fromThumbs &&
    ratedOn !== null &&
    (current.ratedOn ?? '') > ratedOn;
  if (newer) return current!;
  return { starsHalves: halvesOf(stars), ratedOn, fromThumbs: false };
}

/**
 * A thumb (a card, the seen list's button): it sets the rating (4 or 2 stars) only when the film has
 * none or has one a thumb gave; a rating given in stars is never overwritten by a thumb.
 */
export function rateWithThumb(thumb: SeenRating, ratedOn: string, current: Judgement | undefined): Judgement {
  if (current && current.starsHalves !== null && !current.fromThumbs) return current;
  return { starsHalves: halvesOf(STARS_FOR_THUMB[thumb]), ratedOn, fromThumbs: true };
}

export const sameJudgement = (a: Judgement | undefined, b: Judgement) =>
  a !== undefined &&
  a.starsHalves === b.starsHalves &&
  a.ratedOn === b.ratedOn &&
  a.fromThumbs === b.fromThumbs;
