import { SHELF_ANY, SHELF_PAGE_SIZE } from '@chuck/api/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Disc3 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { RentableDiscCard } from '../../../components/rental/rentable-disc-card.tsx';
import { useDiscsInHand } from '../../../components/rental/use-discs-in-hand.ts';
import { useRequestRental } from '../../../components/rental/use-request-rental.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingTape } from '../../../components/ui/loading-tape.tsx';
import { cn } from '../../../lib/cn.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { ShelfFilters } from './shelf-filters.tsx';
import { ShelfPagination } from './shelf-pagination.tsx';
import { DEFAULT_SHELF_PARAMS, hasFilters, useShelfParams } from './shelf-params.ts';
import { useShelfOrigin } from './use-shelf-origin.ts';

/** How often an open shelf asks again for its page. */
const SHELF_REFRESH_MS = 10_000;

/** docs/product.md §2 Shelf: every rentable disc, searchable, filterable, 12 a page, each requestable. */
export function ShelfPage() {
  usePageTitle("What's On The Shelf");
  const trpc = useTRPC();
  const { params, update } = useShelfParams();
  const rental = useRequestRental();
  const inHand = useDiscsInHand();
  const resultsRef = useRef<HTMLDivElement>(null);
  const origin = useShelfOrigin();
  // docs/product.md §3 'Discs near you': measured from a town only once there is one.
  const near = origin.town && (params.order === 'near' || params.within !== null) ? origin.near : undefined;
  const shelf = useQuery({
    ...trpc.shelf.list.queryOptions({
      page: params.page,
      limit: SHELF_PAGE_SIZE,
      search: params.search || undefined,
      format: params.format === SHELF_ANY ? undefined : params.format,
      condition: params.condition === SHELF_ANY ? undefined : params.condition,
      near,
      withinKm: near === undefined ? undefined : (params.within ?? undefined),
    }),
    // The current page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
    // Other members' changes reach an open shelf too: a disc listed, lent or taken off (a suspended
    // owner's discs leave it, docs/product.md §3 'Reports and moderation').
    refetchInterval: SHELF_REFRESH_MS,
  });
  const data = shelf.data;
  const filtered = hasFilters(params);

  // A page past the end (an old link, the last disc just rented out): show the last page instead.
  const lastPage = data?.pagination.totalPages;
  useEffect(() => {
    if (!shelf.isPlaceholderData && lastPage && params.page > lastPage)
      update({ page: lastPage }, { replace: true });
  }, [lastPage, params.page, shelf.isPlaceholderData, update]);

  const goToPage = (page: number) => {
    update({ page });
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <>
      <PageHero aisle="Aisle 1 · Rentals" title="What's On The Shelf">
        <p>
          Discs members have put up for rent. Find one you fancy, send a request, and the owner lends it to
          you for a credit.
        </p>
      </PageHero>
      <div ref={resultsRef} className="mx-auto grid max-w-7xl scroll-mt-4 gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <ShelfFilters params={params} onChange={update} origin={origin} />
        {shelf.isPending ? (
          <div className="flex justify-center py-12">
            <LoadingTape label="Loading the shelf..." />
          </div>
        ) : shelf.isError && !data ? (
          <EmptyState
            title="Couldn't load the shelf"
            description="Something went wrong fetching the rentable movies."
            action={
              <Button variant="secondary" onClick={() => void shelf.refetch()}>
                Try again
              </Button>
            }
          />
        ) : data ? (
          <section aria-label="Rentable movies" aria-busy={shelf.isFetching} className="grid gap-5">
            {/* docs/product.md §2 Shelf: the count and page, or (with nothing to count) only the empty
                state below, so the page says one thing; the live line still tells screen readers. */}
            <div className="flex flex-wrap items-baseline justify-between gap-2" aria-live="polite">
              {data.pagination.total > 0 ? (
                <>
                  <p className="font-retro text-2xl tracking-wide text-ticket-300">
                    Found {data.pagination.total} rentable {data.pagination.total === 1 ? 'movie' : 'movies'}
                  </p>
                  <p className="text-sm text-muted">
                    Page {data.pagination.page} of {data.pagination.totalPages}
                  </p>
                </>
              ) : (
                <p className="sr-only">No movies found</p>
              )}
            </div>
            {data.movies.length ? (
              <ul
                aria-label="Shelf"
                className={cn(
                  'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 transition-opacity',
                  shelf.isPlaceholderData && 'opacity-60',
                )}
              >
                {data.movies.map((item) => (
                  <li key={item.id}>
                    <RentableDiscCard
                      disc={item}
                      own={item.isOwn}
                      inHand={inHand.has(item.id)}
                      onRequest={rental.open}
                      onHold={rental.hold}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState
                icon={<Disc3 />}
                title="No movies found"
                description={
                  filtered
                    ? 'Try adjusting your search or filters'
                    : 'No rentable movies are currently available'
                }
                action={
                  filtered ? (
                    <Button variant="secondary" onClick={() => update({ ...DEFAULT_SHELF_PARAMS })}>
                      Clear search and filters
                    </Button>
                  ) : (
                    <Link href="/dvd-club" className={buttonStyles('secondary')}>
                      Put your discs on the shelf
                    </Link>
                  )
                }
              />
            )}
            {data.pagination.totalPages > 1 ? (
              <ShelfPagination page={params.page} totalPages={data.pagination.totalPages} onPage={goToPage} />
            ) : null}
          </section>
        ) : null}
      </div>
      {rental.dialog}
    </>
  );
}
