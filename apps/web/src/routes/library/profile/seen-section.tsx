import { Eye } from 'lucide-react';
import { LogWatchButton } from '../../../components/diary/log-watch-dialog.tsx';
import { MemberRatingBadge } from '../../../components/movie-detail/member-rating-badge.tsx';
import type { MovieDetail } from '../../../components/movie-detail/movie-detail.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListCard } from '../../../components/ui/list-card.tsx';
import { MovieRow, ShareAndRemove } from './movie-row.tsx';
import { PROFILE_PATH } from './profile-auth.ts';
import { useRemoveSeen, type useSeenList } from './use-library.ts';

export interface SeenSectionProps {
  list: ReturnType<typeof useSeenList>;
  onOpen: (movie: MovieDetail) => void;
  onChanged: () => void;
}

/** docs/product.md §2 'Already Seen': every film the member watched, with their thumbs, share, remove. */
export function SeenSection({ list, onOpen, onChanged }: SeenSectionProps) {
  const remove = useRemoveSeen(onChanged);
  const items = list.data ?? [];
  return (
    <ListCard
      icon={<Eye aria-hidden="true" className="size-5 text-ticket-400" />}
      title="Already Seen"
      description="Rewound and returned. Your thumbs teach Chuck what to pick next."
      query={list}
      loadingLabel="Loading your seen list..."
      errorText="Couldn't load your seen list."
      empty={
        <EmptyState
          icon={<Eye />}
          title="Nothing marked as seen yet"
          description="Mark a film seen from your watchlist, or give Chuck's picks a thumbs up or down."
        />
      }
    >
      {items.length ? (
        <ul className="grid gap-2" aria-label="Movies you've seen">
          {items.map((item) => {
            const removing = remove.isPending && remove.variables?.movieId === item.movieId;
            return (
              <li key={item.movieId} aria-busy={removing || undefined}>
                <MovieRow
                  movie={item}
                  onOpen={() => onOpen(item)}
                  badge={<MemberRatingBadge rating={item.userRating} stars={item.stars} />}
                  actions={
                    <>
                      <LogWatchButton look="icon" film={item} returnTo={PROFILE_PATH} onLogged={onChanged} />
                      <ShareAndRemove
                        movie={item}
                        template="review"
                        listName="seen list"
                        disabled={removing}
                        onRemove={() => remove.mutate({ movieId: item.movieId })}
                      />
                    </>
                  }
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </ListCard>
  );
}
