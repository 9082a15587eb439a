import { useQuery } from '@tanstack/react-query';
import { Coins, Disc3 } from 'lucide-react';
import { Link } from 'wouter';
import type { DiscFormat } from '../../../components/collection/disc-options.ts';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc.ts';

type Group = RouterOutputs['dvdClub']['summary']['availableForRent'];

/** docs/product.md §2: the profile card lists these formats always; VHS only when there is one. */
const LISTED_FORMATS: readonly DiscFormat[] = ['DVD', 'Blu-ray', '4K UHD'];

/**
 * docs/product.md §2 Profile 'Physical Collection': credit balance, Manage Collection, and the rentable and
 * public discs counted per format.
 */
export function PhysicalCollectionCard() {
  const trpc = useTRPC();
  const summary = useQuery(trpc.dvdClub.summary.queryOptions());
  const data = summary.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Disc3 aria-hidden="true" className="size-5 text-neon-cyan" />
          Physical Collection
        </CardTitle>
        <CardDescription>Your discs, your rental credits and what you lend out.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ListState
          query={summary}
          loadingLabel="Counting your discs..."
          errorText="Couldn't load your collection."
        >
          {data ? (
            <>
              <div className="flex items-center justify-between gap-3 rounded-md border-2 border-ticket-400/70 bg-midnight-950/60 px-4 py-3">
                <span className="flex items-center gap-2 text-sm text-muted">
                  <Coins aria-hidden="true" className="size-5 text-ticket-400" />
                  Credit balance
                </span>
                <span className="font-display text-3xl leading-none text-ticket-400">{data.credits}</span>
              </div>
              <div className="grid gap-3 min-[420px]:grid-cols-2">
                <FormatGroup title="Available for Rent" group={data.availableForRent} countLabel="rentable" />
                <FormatGroup title="Public Collection" group={data.publicCollection} countLabel="public" />
              </div>
              <p className="text-sm text-muted">
                {data.totalMovies} {data.totalMovies === 1 ? 'movie' : 'movies'} in all ({data.privateCount}{' '}
                private) · {data.lentOut} lent out · {data.borrowed} borrowed
              </p>
            </>
          ) : null}
        </ListState>
        <Link href="/dvd-club" className={buttonStyles('secondary', 'sm', 'justify-self-start')}>
          Manage Collection
        </Link>
      </CardContent>
    </Card>
  );
}

function FormatGroup({ title, group, countLabel }: { title: string; group: Group; countLabel: string }) {
  const formats = group.formats.filter((f) => LISTED_FORMATS.includes(f.format) || f.count > 0);
  return (
    <section aria-label={title} className="rounded-md border border-midnight-700 bg-midnight-950/40 p-3">
      <h3 className="font-retro text-lg tracking-wide text-ink uppercase">{title}</h3>
      <p className="text-sm text-neon-pink">
        {group.count} {countLabel}
      </p>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-sm">
        {formats.map((f) => (
          <div key={f.format} className="contents">
            <dt className="text-muted">{f.format}</dt>
            <dd className="text-right font-semibold text-ink">{f.count}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
