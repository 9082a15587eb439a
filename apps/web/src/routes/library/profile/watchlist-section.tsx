import { ArrowDown, ArrowUp, ListVideo, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { LogWatchButton } from '../../../components/diary/log-watch-dialog.tsx';
import type { MovieDetail } from '../../../components/movie-detail/movie-detail.ts';
import { OnTheShelf } from '../../../components/rental/on-the-shelf.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListCard } from '../../../components/ui/list-card.tsx';
import { MovieSearchBox, toMovieSnapshot } from '../../../components/watching-soon/movie-search-box.tsx';
import { MovieRow, RowAction, ShareAndRemove } from './movie-row.tsx';
import { PROFILE_PATH } from './profile-auth.ts';
import {
  type SeenRating,
  useMarkSeen,
  useProfileWatchlistAdd,
  useRemoveFromWatchlist,
  useReorderWatchlist,
  type useWatchlist,
  type WatchlistItem,
} from './use-library.ts';

export interface WatchlistSectionProps {
  list: ReturnType<typeof useWatchlist>;
  onOpen: (movie: MovieDetail) => void;
  /** After any change (re-checks flair). */
  onChanged: () => void;
}

/** docs/product.md §2 'My Watchlist': a numbered queue, search-to-add, reorder, seen, share, remove. */
export function WatchlistSection({ list, onOpen, onChanged }: WatchlistSectionProps) {
  const add = useProfileWatchlistAdd(onChanged);
  const items = list.data ?? [];
  return (
    <ListCard
      icon={<ListVideo aria-hidden="true" className="size-5 text-neon-cyan" />}
      title="My Watchlist"
      description="Your queue: #1 is the next tape in the VCR. New films join at the front."
      lead={
        <MovieSearchBox
          label="Search movies to add to your watchlist"
          placeholder="Search the movie database to add a film..."
          clearOnSelect
          onSelect={(movie) => add.add(toMovieSnapshot(movie))}
          disabled={add.isPending}
        />
      }
      query={list}
      loadingLabel="Loading your watchlist..."
      errorText="Couldn't load your watchlist."
      empty={
        <EmptyState
          icon={<ListVideo />}
          title="Your queue is empty"
          description="Search above to line up your next rental, or add Chuck's picks from the front counter."
          action={
            <Link href="/" className={buttonStyles('secondary', 'sm')}>
              Get recommendations
            </Link>
          }
        />
      }
    >
      {items.length ? <Queue items={items} onOpen={onOpen} onChanged={onChanged} /> : null}
    </ListCard>
  );
}

type Direction = 'up' | 'down';

function Queue({
  items,
  onOpen,
  onChanged,
}: {
  items: WatchlistItem[];
  onOpen: (movie: MovieDetail) => void;
  onChanged: () => void;
}) {
  const reorder = useReorderWatchlist();
  const remove = useRemoveFromWatchlist(onChanged);
  const markSeen = useMarkSeen(onChanged);
  const [announcement, setAnnouncement] = useState('');
  const [moved, setMoved] = useState<{ movieId: number; direction: Direction; to: number } | null>(null);

  // Keyboard users keep their place: once the film has moved, focus stays on its arrow (or on the
  // other arrow when it reached an end and this one went disabled).
  useEffect(() => {
    if (!moved || items.findIndex((i) => i.movieId === moved.movieId) !== moved.to) return;
    const other: Direction = moved.direction === 'up' ? 'down' : 'up';
    const same = document.getElementById(moveButtonId(moved.movieId, moved.direction));
    const target =
      same instanceof HTMLButtonElement && !same.disabled
        ? same
        : document.getElementById(moveButtonId(moved.movieId, other));
    target?.focus();
    setMoved(null);
  }, [moved, items]);

  const move = (index: number, direction: Direction) => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const item = items[index];
    if (!item || target < 0 || target >= items.length) return;
    const ids = items.map((i) => i.movieId);
    [ids[index], ids[target]] = [ids[target] as number, ids[index] as number];
    reorder.mutate({ movieIds: ids });
    setMoved({ movieId: item.movieId, direction, to: target });
    setAnnouncement(`${item.title} is now #${target + 1} in your queue.`);
  };

  const busy = (movieId: number) =>
    (remove.isPending && remove.variables?.movieId === movieId) ||
    (markSeen.isPending && markSeen.variables?.movieId === movieId);

  return (
    <>
      <ol className="grid gap-2" aria-label="Watchlist queue">
        {items.map((item, index) => {
          const disabled = busy(item.movieId);
          const seen = (userRating: SeenRating) =>
            markSeen.mutate({
              movieId: item.movieId,
              title: item.title,
              posterUrl: item.posterUrl,
              year: item.year,
              rating: item.rating,
              description: item.description,
              watchOptions: item.watchOptions,
              userRating,
            });
          return (
            <li key={item.movieId} aria-busy={disabled || undefined}>
              <MovieRow
                movie={item}
                onOpen={() => onOpen(item)}
                below={<OnTheShelf movieId={item.movieId} title={item.title} className="mt-1.5" />}
                spreadActions
                lead={
                  <span className="w-9 shrink-0 text-center font-display text-lg text-neon-pink">
                    #{index + 1}
                  </span>
                }
                actions={
                  <>
                    <RowAction
                      id={moveButtonId(item.movieId, 'up')}
                      aria-label={`Move ${item.title} up`}
                      disabled={index === 0 || disabled}
                      onClick={() => move(index, 'up')}
                    >
                      <ArrowUp aria-hidden="true" />
                    </RowAction>
                    <RowAction
                      id={moveButtonId(item.movieId, 'down')}
                      aria-label={`Move ${item.title} down`}
                      disabled={index === items.length - 1 || disabled}
                      onClick={() => move(index, 'down')}
                    >
                      <ArrowDown aria-hidden="true" />
                    </RowAction>
                    <span className="flex items-center rounded-md border border-midnight-700 sm:pl-1.5">
                      <span className="hidden font-retro text-base text-muted uppercase sm:inline">Seen</span>
                      <RowAction
                        tone="success"
                        aria-label={`Mark ${item.title} seen: liked it`}
                        title="Seen it: liked it"
                        disabled={disabled}
                        onClick={() => seen('thumbs_up')}
                      >
                        <ThumbsUp aria-hidden="true" />
                      </RowAction>
                      <RowAction
                        tone="danger"
                        aria-label={`Mark ${item.title} seen: disliked it`}
                        title="Seen it: didn't like it"
                        disabled={disabled}
                        onClick={() => seen('thumbs_down')}
                      >
                        <ThumbsDown aria-hidden="true" />
                      </RowAction>
                    </span>
                    <LogWatchButton look="icon" film={item} returnTo={PROFILE_PATH} onLogged={onChanged} />
                    <ShareAndRemove
                      movie={item}
                      template="watching"
                      listName="watchlist"
                      disabled={disabled}
                      onRemove={() => remove.mutate({ movieId: item.movieId })}
                    />
                  </>
                }
              />
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

function moveButtonId(movieId: number, direction: Direction) {
  return `watchlist-${movieId}-move-${direction}`;
}
