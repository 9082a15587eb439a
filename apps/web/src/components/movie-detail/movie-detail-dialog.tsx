import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useId, useLayoutEffect, useRef } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { Poster } from '../poster/poster.tsx';
import { Dialog, DialogContent } from '../ui/dialog.tsx';
import { MemberRatingBadge } from './member-rating-badge.tsx';
import { hasWatchOptions, type MovieDetail } from './movie-detail.ts';
import { WhereToWatch } from './where-to-watch.tsx';

export interface MovieDetailDialogProps {
  /** The film to show; null keeps the modal closed. */
  movie: MovieDetail | null;
  onClose: () => void;
}

/**
 * docs/product.md §2 'Movie detail modal': title, year, poster (or placeholder), rating out of 10, the
 * member's Liked/Disliked, Where to Watch and About. Open it from any list by passing the item.
 */
export function MovieDetailDialog({ movie, onClose }: MovieDetailDialogProps) {
  // Opened from a list rather than a Radix trigger: remember what opened it so focus goes back there.
  const opener = useRef<HTMLElement | null>(null);
  const isOpen = movie !== null;
  useLayoutEffect(() => {
    if (isOpen && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [isOpen]);
  return (
    <Dialog
      open={movie !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {movie ? (
        <DialogContent
          title={movie.title}
          description={movie.year ? `Released ${movie.year}` : undefined}
          className="max-w-2xl"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
            opener.current = null;
          }}
        >
          <MovieDetailBody movie={movie} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function MovieDetailBody({ movie }: { movie: MovieDetail }) {
  const stored = hasWatchOptions(movie.watchOptions) ? movie.watchOptions : null;
  const providers = useWatchProviders(stored ? null : (movie.movieId ?? null));
  const options = stored ?? providers.data ?? null;
  const id = useId();
  return (
    <div className="flex flex-col gap-5 sm:flex-row">
      <Poster src={movie.posterUrl} title={movie.title} size="lg" className="self-center sm:self-start" />
      <div className="flex min-w-0 flex-1 flex-col gap-5">
        <dl className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <div className="flex items-center gap-2">
            <dt className="sr-only">Rating</dt>
            <dd className="inline-flex items-center gap-1.5 text-lg text-ticket-300">
              <Star aria-hidden="true" className="size-5 fill-ticket-400 text-ticket-400" />
              {movie.rating != null && String(movie.rating).trim() ? (
                <span>
                  <span className="font-semibold">{movie.rating}</span>
                  <span className="text-muted">/10</span>
                </span>
              ) : (
                <span className="text-muted">Not rated yet</span>
              )}
            </dd>
          </div>
          {movie.userRating || movie.stars != null ? (
            <div className="flex items-center gap-2">
              <dt className="text-sm text-muted">Your rating</dt>
              <dd>
                <MemberRatingBadge rating={movie.userRating ?? null} stars={movie.stars ?? null} />
              </dd>
            </div>
          ) : null}
        </dl>
        <section aria-labelledby={`${id}-watch`} className="grid gap-2">
          <h3 id={`${id}-watch`} className="font-display text-base text-ink">
            Where to Watch
          </h3>
          <WhereToWatch
            options={options}
            loading={providers.isLoading}
            attribution={stored ? null : providers.attribution}
          />
        </section>
        <section aria-labelledby={`${id}-about`} className="grid gap-2">
          <h3 id={`${id}-about`} className="font-display text-base text-ink">
            About
          </h3>
          <p className="text-sm leading-relaxed whitespace-pre-line text-muted">
            {movie.description?.trim() || 'No description available for this one yet.'}
          </p>
        </section>
      </div>
    </div>
  );
}

/**
 * Items saved without options (the profile's search-to-add sends none) ask the catalog while the
 * modal is open. A failed lookup reads as 'not available': nothing is invented.
 */
function useWatchProviders(movieId: number | null) {
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.catalog.watchProviders.queryOptions({ id: movieId ?? 0 }),
    enabled: movieId !== null && movieId > 0,
  });
  return {
    data: query.data ?? null,
    attribution: query.data?.attribution ?? null,
    isLoading: query.isLoading,
  };
}
