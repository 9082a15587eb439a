import { thumbsFromStars } from '@chuck/api/client';
import { Star, ThumbsDown, ThumbsUp } from 'lucide-react';
import { Badge } from '../ui/badge.tsx';
import type { MemberRating } from './movie-detail.ts';

const starsText = (stars: number) => `${stars} star${stars === 1 ? '' : 's'}`;

/**
 * The member's rating of a film they have seen (docs/product.md 'Stars and thumbs'): its stars when
 * it has them, with the thumbs they give ('Liked', 'Disliked'), or neither for 2½ and 3 stars; 'Not
 * rated' for a film seen without a rating.
 */
export function MemberRatingBadge({
  rating,
  stars = null,
}: {
  rating: MemberRating | null;
  stars?: number | null;
}) {
  const thumbs = stars === null ? rating : thumbsFromStars(stars);
  const suffix = stars === null ? '' : ` · ${starsText(stars)}`;
  if (thumbs === null) {
    return (
      <Badge variant="outline">
        <Star aria-hidden="true" className="size-3.5" />
        {stars === null ? 'Not rated' : starsText(stars)}
      </Badge>
    );
  }
  return thumbs === 'thumbs_up' ? (
    <Badge variant="success">
      <ThumbsUp aria-hidden="true" className="size-3.5" />
      Liked{suffix}
    </Badge>
  ) : (
    <Badge variant="danger">
      <ThumbsDown aria-hidden="true" className="size-3.5" />
      Disliked{suffix}
    </Badge>
  );
}
