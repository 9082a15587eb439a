import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { Badge } from '../ui/badge.tsx';
import type { MemberRating } from './movie-detail.ts';

/** The member's thumbs on a film they have seen: 'Liked' or 'Disliked'. */
export function MemberRatingBadge({ rating }: { rating: MemberRating }) {
  return rating === 'thumbs_up' ? (
    <Badge variant="success">
      <ThumbsUp aria-hidden="true" className="size-3.5" />
      Liked
    </Badge>
  ) : (
    <Badge variant="danger">
      <ThumbsDown aria-hidden="true" className="size-3.5" />
      Disliked
    </Badge>
  );
}
