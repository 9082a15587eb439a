import { Disc3 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListCard } from '../../../components/ui/list-card.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { filterCollection } from './collection-filter.ts';
import { CollectionItemCard } from './collection-item-card.tsx';
import type { useMyCollection } from './use-dvd-club.ts';

/** docs/product.md §2: the member's discs, filtered by title, director or genre. */
export function MyCollection({ query }: { query: ReturnType<typeof useMyCollection> }) {
  const [filter, setFilter] = useState('');
  const items = query.data ?? [];
  const shown = filterCollection(items, filter);
  const rentable = items.filter((item) => item.visibility === 'rentable').length;

  return (
    <ListCard
      icon={<Disc3 aria-hidden="true" className="size-5 text-neon-cyan" />}
      title="My Collection"
      description={
        query.data
          ? `${items.length} ${items.length === 1 ? 'movie' : 'movies'} · ${rentable} rentable`
          : 'Every disc you own, on one shelf.'
      }
      lead={
        <SearchField
          label="Filter your collection"
          placeholder="Filter by title, director or genre..."
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      }
      query={query}
      loadingLabel="Loading your collection..."
      errorText="Couldn't load your collection."
      empty={
        <EmptyState
          icon={<Disc3 />}
          title="Your collection is empty"
          description="Search above for a movie you own and add it. Make it rentable to earn credits when members borrow it."
        />
      }
    >
      {!items.length ? null : !shown.length ? (
        <EmptyState
          title={`No movies match “${filter.trim()}”`}
          description="The filter looks at titles, directors and genres."
          action={
            <Button variant="secondary" size="sm" onClick={() => setFilter('')}>
              Clear filter
            </Button>
          }
        />
      ) : (
        <>
          {filter.trim() ? (
            <p className="text-sm text-muted" aria-live="polite">
              Showing {shown.length} of {items.length}
            </p>
          ) : null}
          <ul aria-label="Your collection" className="grid gap-4 sm:grid-cols-2">
            {shown.map((item) => (
              <CollectionItemCard key={item.id} item={item} />
            ))}
          </ul>
        </>
      )}
    </ListCard>
  );
}
