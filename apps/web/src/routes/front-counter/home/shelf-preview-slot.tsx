import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Disc3 } from 'lucide-react';
import { Link } from 'wouter';
import { ConditionBadge, FormatBadge } from '../../../components/collection/disc-badges.tsx';
import { Poster } from '../../../components/poster/poster.tsx';
import { rentalTarget } from '../../../components/rental/rentable-disc-card.tsx';
import { useRequestRental } from '../../../components/rental/use-request-rental.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingTape } from '../../../components/ui/loading-tape.tsx';
import { cn } from '../../../lib/cn.ts';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc.ts';

type ShelfItem = RouterOutputs['shelf']['list']['movies'][number];

/** docs/product.md §9: the home preview shows 8 discs. */
const SHELF_PREVIEW_LIMIT = 8;

/** docs/product.md §2 Home: the 'What's On The Shelf' preview; choosing a disc opens Request Rental. */
export function ShelfPreview() {
  const trpc = useTRPC();
  const shelf = useQuery(trpc.shelf.list.queryOptions({ page: 1, limit: SHELF_PREVIEW_LIMIT }));
  const rental = useRequestRental();
  const movies = shelf.data?.movies ?? [];
  const total = shelf.data?.pagination.total ?? 0;

  return (
    <section aria-labelledby="shelf-preview" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="shelf-preview" className="font-display text-2xl text-ticket-400 sm:text-3xl">
            What's On The Shelf
          </h2>
          <p className="mt-1 text-muted">Discs members have put up for rent, fresh from the DVD Club.</p>
        </div>
        <Link href="/whats-on-the-shelf" className={buttonStyles('secondary', 'sm')}>
          View All
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      <div className="mt-6">
        {shelf.isPending ? (
          <div className="flex justify-center py-8">
            <LoadingTape size="sm" label="Checking the shelf..." />
          </div>
        ) : shelf.isError ? (
          <div className="flex flex-wrap items-center gap-3 rounded-md border border-danger/50 bg-danger-deep/60 px-3 py-2.5 text-sm">
            <p role="alert" className="flex-1">
              Couldn't check the shelf just now.
            </p>
            <Button variant="secondary" size="sm" onClick={() => void shelf.refetch()}>
              Try again
            </Button>
          </div>
        ) : movies.length ? (
          <>
            <ul
              aria-label="Shelf preview"
              className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4"
            >
              {movies.map((item) => (
                <li key={item.id}>
                  <PreviewItem item={item} onChoose={() => rental.open(rentalTarget(item))} />
                </li>
              ))}
            </ul>
            {total > movies.length ? (
              <p className="mt-4 text-center text-sm text-muted">
                Showing {movies.length} of {total}
              </p>
            ) : null}
          </>
        ) : (
          <EmptyState
            icon={<Disc3 />}
            title="No rentable movies are currently available"
            description="Members lend the discs they mark rentable in the DVD Club."
            action={
              <Link href="/dvd-club" className={buttonStyles('secondary', 'sm')}>
                Join the DVD Club
              </Link>
            }
          />
        )}
      </div>
      {rental.dialog}
    </section>
  );
}

const tile =
  'flex h-full w-full gap-3 rounded-lg border-2 border-midnight-700 bg-midnight-900/90 p-3 text-left shadow-tag';

/** One disc: a button that opens Request Rental, or a marked tile for the member's own disc. */
function PreviewItem({ item, onChoose }: { item: ShelfItem; onChoose: () => void }) {
  const body = (
    <>
      <Poster src={item.posterUrl} title={item.title} size="sm" className="w-14!" />
      <span className="flex min-w-0 flex-1 flex-col gap-1.5">
        <span className="font-semibold break-words text-ink">
          {item.title}
          {item.year ? (
            <>
              {' '}
              <span className="text-sm font-normal text-muted">({item.year})</span>
            </>
          ) : null}
        </span>
        <span className="flex flex-wrap gap-1">
          <FormatBadge format={item.format} />
          <ConditionBadge condition={item.condition} />
        </span>
        <span className="text-sm text-muted">
          {item.isOwn ? 'Your disc' : `from ${item.ownerName}`}
          {item.onLoan ? ' · on loan' : ''}
        </span>
        {item.isOwn ? null : (
          <span className="mt-auto text-sm font-semibold text-neon-pink group-hover:underline">
            Request Rental
          </span>
        )}
      </span>
    </>
  );
  if (item.isOwn) return <div className={cn(tile, 'opacity-80')}>{body}</div>;
  return (
    <button
      type="button"
      onClick={onChoose}
      className={cn(
        tile,
        'group cursor-pointer transition-[border-color,box-shadow] hover:border-neon-pink hover:shadow-neon-pink',
      )}
    >
      {body}
    </button>
  );
}
