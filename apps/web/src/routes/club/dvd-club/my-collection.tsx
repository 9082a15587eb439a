import { Disc3, SearchIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { ListState } from '../../library/profile/list-state.tsx';
import { filterCollection } from './collection-filter.ts';
import { CollectionItemCard } from './collection-item-card.tsx';
import type { useMyCollection } from './use-dvd-club.ts';

/** docs/product.md §2: the member's discs, filtered by title, director or genre. */
export function MyCollection({ query }: { query: ReturnType<typeof useMyCollection> }) {
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const items = query.data ?? [];
  const shown = filterCollection(items, filter);
  const rentable = items.filter((item) => item.visibility === 'rentable').length;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Disc3 aria-hidden="true" className="size-5 text-neon-cyan" />
          My Collection
        </CardTitle>
        <CardDescription>
          {query.data
            ? `${items.length} ${items.length === 1 ? 'movie' : 'movies'} · ${rentable} rentable`
            : 'Every disc you own, on one shelf.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={filterId}>Filter your collection</Label>
          <div className="relative">
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            />
            <Input
              id={filterId}
              type="search"
              placeholder="Filter by title, director or genre..."
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              className="pl-9"
            />
          </div>
        </div>
        <ListState
          query={query}
          loadingLabel="Loading your collection..."
          errorText="Couldn't load your collection."
        >
          {!items.length ? (
            <EmptyState
              icon={<Disc3 />}
              title="Your collection is empty"
              description="Search above for a movie you own and add it. Make it rentable to earn credits when members borrow it."
            />
          ) : !shown.length ? (
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
        </ListState>
      </CardContent>
    </Card>
  );
}
