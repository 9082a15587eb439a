import { Check, ListPlus, MessageSquareQuote, Star } from 'lucide-react';
import { AddToCollectionButton } from '../../../../components/collection/add-to-collection-dialog.tsx';
import { Poster } from '../../../../components/poster/poster.tsx';
import { OnTheShelf } from '../../../../components/rental/on-the-shelf.tsx';
import { ShareButton } from '../../../../components/share/share-button.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../lib/cn.ts';
import { RatingButtons } from './rating-buttons.tsx';
import type { Recommendation, Thumb } from './use-recommendations.ts';
import { WatchOptionsList } from './watch-options.tsx';

const ratedBadges: Record<Thumb, { text: string; variant: 'success' | 'danger' | 'pink' }> = {
  thumbs_up: { text: 'You liked this', variant: 'success' },
  thumbs_down: { text: 'Not for you', variant: 'danger' },
  not_interested: { text: 'Not interested', variant: 'pink' },
};

export interface RecommendationCardProps {
  recommendation: Recommendation;
  queued: boolean;
  ratingPending: boolean;
  addPending: boolean;
  onRate: (rating: Thumb) => void;
  onAddToWatchlist: () => void;
}

/** One of Chuck's picks: the film, why Chuck chose it, where to watch it and what to do with it. */
export function RecommendationCard({
  recommendation: rec,
  queued,
  ratingPending,
  addPending,
  onRate,
  onAddToWatchlist,
}: RecommendationCardProps) {
  const headingId = `recommendation-${rec.id}`;
  const rated = rec.userRating ? ratedBadges[rec.userRating] : null;
  const passed = rec.userRating === 'thumbs_down' || rec.userRating === 'not_interested';
  const film = {
    title: rec.title,
    year: rec.year,
    posterUrl: rec.posterUrl,
    description: rec.description,
    movieId: rec.movieId,
  };
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex w-full flex-col overflow-hidden rounded-lg border-2 border-midnight-700 bg-midnight-900/90 shadow-xl shadow-black/30 transition-opacity',
        passed && 'opacity-75',
      )}
    >
      {/* Phones: poster beside the title, the rest full width below; wider: all beside the poster. */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-3 p-4 sm:gap-x-5 sm:p-5">
        <Poster src={rec.posterUrl} title={rec.title} size="md" className="self-start sm:row-span-4" />
        <div>
          <h3 id={headingId} className="font-display text-lg leading-tight break-words text-ink sm:text-xl">
            {rec.title}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            {rec.year ? <span>{rec.year}</span> : null}
            {rec.rating ? (
              <span className="inline-flex items-center gap-1 text-ticket-300">
                <Star aria-hidden="true" className="size-3.5 fill-ticket-400" />
                <span>
                  {rec.rating}
                  <span className="text-muted">/10</span>
                </span>
                <span className="sr-only"> rating</span>
              </span>
            ) : null}
            {rated ? <Badge variant={rated.variant}>{rated.text}</Badge> : null}
          </p>
        </div>
        <p className="col-span-2 flex gap-2 rounded-md border border-neon-cyan/40 bg-neon-cyan/5 px-3 py-2 text-sm text-ink sm:col-span-1 sm:col-start-2">
          <MessageSquareQuote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-neon-cyan" />
          <span>
            <span className="sr-only">Why Chuck picked it: </span>
            {rec.reason}
          </span>
        </p>
        {rec.description ? (
          <p className="col-span-2 line-clamp-4 text-sm text-muted sm:col-span-1 sm:col-start-2">
            {rec.description}
          </p>
        ) : null}
        <div className="col-span-2 sm:col-span-1 sm:col-start-2">
          <WatchOptionsList recommendation={rec} />
        </div>
        {/* A member's rentable copy, when there is one (nothing shows otherwise). */}
        <OnTheShelf
          movieId={rec.movieId}
          title={rec.title}
          className="col-span-2 sm:col-span-1 sm:col-start-2"
        />
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-midnight-700 bg-midnight-950/40 px-4 py-3 sm:px-5">
        <RatingButtons title={rec.title} value={rec.userRating} pending={ratingPending} onRate={onRate} />
        <div className="ml-auto flex flex-wrap items-center justify-end gap-1">
          <ShareButton template="recommendation" compact movie={film} />
          <AddToCollectionButton film={film} />
          {queued ? (
            <span className="inline-flex h-9 items-center gap-1.5 px-2 text-sm font-semibold text-success">
              <Check aria-hidden="true" className="size-4" />
              On your watchlist
            </span>
          ) : (
            <Button variant="secondary" size="sm" onClick={onAddToWatchlist} disabled={addPending}>
              <ListPlus aria-hidden="true" />
              {addPending ? 'Adding...' : 'Add to Watchlist'}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
