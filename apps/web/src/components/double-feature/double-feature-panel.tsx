import { useQuery } from '@tanstack/react-query';
import { Clapperboard, ListPlus } from 'lucide-react';
import { Link } from 'wouter';
import { type RouterOutputs, useTRPC } from '../../lib/trpc.ts';
import { Poster } from '../poster/poster.tsx';
import { OnTheShelf } from '../rental/on-the-shelf.tsx';
import { Button } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { QueryPanel } from '../ui/query-panel.tsx';
import { useAddToWatchlist } from '../watchlist/use-add-to-watchlist.ts';

type Pick = RouterOutputs['doubleFeature']['forMember'][number];

export interface DoubleFeaturePanelProps {
  memberId: string;
  /** The connection's public name, for 'Because {name} likes ...'. */
  memberName: string;
}

/**
 * docs/product.md §2 'Double Feature': films for the viewer and one connection, each from a film of
 * each of them, with Add to Watchlist and, when a disc is on the shelf, the usual Request Rental.
 */
export function DoubleFeaturePanel({ memberId, memberName }: DoubleFeaturePanelProps) {
  const trpc = useTRPC();
  const picks = useQuery(trpc.doubleFeature.forMember.queryOptions({ memberId }));
  const watchlist = useAddToWatchlist();
  return (
    <QueryPanel
      query={picks}
      loadingLabel="Pairing up a double feature..."
      failure="Failed to load your Double Feature."
      retry
    >
      {(list = []) =>
        list.length ? (
          <ul aria-label={`Double Feature with ${memberName}`} className="grid gap-3 sm:grid-cols-2">
            {list.map((pick) => (
              <li key={pick.movieId}>
                <DoubleFeaturePick
                  pick={pick}
                  memberName={memberName}
                  adding={watchlist.pendingMovieId === pick.movieId}
                  onAdd={() =>
                    watchlist.add({
                      movieId: pick.movieId,
                      title: pick.title,
                      year: pick.year,
                      posterUrl: pick.posterUrl,
                      rating: pick.rating,
                      description: pick.description || null,
                    })
                  }
                />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={<Clapperboard />}
            title="No double feature yet"
            description={`Rate a few more films, or pick your top 3 at the front desk, and Chuck will pair something up for you and ${memberName}.`}
          />
        )
      }
    </QueryPanel>
  );
}

function DoubleFeaturePick({
  pick,
  memberName,
  adding,
  onAdd,
}: {
  pick: Pick;
  memberName: string;
  adding: boolean;
  onAdd: () => void;
}) {
  const headingId = `double-feature-${pick.movieId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full gap-3 rounded-lg border-2 border-midnight-700 bg-midnight-950/60 p-3"
    >
      <Poster src={pick.posterUrl} title={pick.title} size="sm" className="w-14!" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 id={headingId} className="font-semibold break-words text-ink">
          <Link href={`/movie/${pick.movieId}`} className="hover:text-ticket-300 hover:underline">
            {pick.title}
          </Link>
          {pick.year ? <span className="text-sm font-normal text-muted"> ({pick.year})</span> : null}
        </h3>
        <p className="text-sm text-muted">
          Because you like <span className="text-ink">{pick.because.mine.title}</span> and {memberName} likes{' '}
          <span className="text-ink">{pick.because.theirs.title}</span>
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          <Button variant="secondary" size="sm" onClick={onAdd} disabled={adding}>
            <ListPlus aria-hidden="true" />
            {adding ? 'Adding...' : 'Add to Watchlist'}
            <span className="sr-only">: {pick.title}</span>
          </Button>
          {pick.onShelf ? <OnTheShelf movieId={pick.movieId} title={pick.title} /> : null}
        </div>
      </div>
    </article>
  );
}
