import { useQuery } from '@tanstack/react-query';
import { Disc3, Eye, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { DiscCard } from '../../../components/collection/disc-card.tsx';
import type { CollectionItem } from '../../../components/collection/disc-options.ts';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { MemberLink } from '../../../components/member/member-link.tsx';
import { Poster } from '../../../components/poster/poster.tsx';
import { RentableDiscCard } from '../../../components/rental/rentable-disc-card.tsx';
import { useDiscsInHand } from '../../../components/rental/use-discs-in-hand.ts';
import { useRequestRental } from '../../../components/rental/use-request-rental.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingTape } from '../../../components/ui/loading-tape.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { CollectionStats } from './collection-stats.tsx';

/** docs/product.md §2 User collection page: one member's rentable and public discs. */
export function UserCollectionPage() {
  const { userId = '' } = useParams<{ userId: string }>();
  const trpc = useTRPC();
  const { user: viewer } = useCurrentUser();
  const rental = useRequestRental();
  const inHand = useDiscsInHand();
  const collection = useQuery(trpc.userCollection.get.queryOptions({ userId }));
  const data = collection.data;
  // The server's one public name for the member (docs/product.md §2 'Member page').
  const name = data?.user.displayName ?? null;
  usePageTitle(name ? `${name}'s Collection` : 'Member Collection');

  if (collection.isPending) {
    return (
      <Frame title="Member Collection">
        <div className="flex justify-center py-12">
          <LoadingTape label="Loading this collection..." />
        </div>
      </Frame>
    );
  }
  if (!data || !name) {
    return (
      <Frame title="Member Collection">
        <EmptyState
          icon={<UserRound />}
          title="Collection not found"
          description="This user's collection could not be loaded or may be private."
          action={
            <Link href="/whats-on-the-shelf" className={buttonStyles('secondary')}>
              Browse the Shelf
            </Link>
          }
        />
      </Frame>
    );
  }

  const own = viewer?.id === data.user.id;
  const rentable = data.movies.filter((m) => m.visibility === 'rentable');
  const publicOnly = data.movies.filter((m) => m.visibility === 'public');
  return (
    <Frame
      title={`${name}'s Collection`}
      lead={
        <div className="flex items-center gap-4">
          <Poster
            src={data.user.profileImageUrl}
            title={name}
            kind="person"
            size="md"
            className="w-16! sm:w-20!"
          />
          <p>
            <MemberLink memberId={data.user.id} name={name} />
            {' · '}
            {data.totalMovies} {data.totalMovies === 1 ? 'movie' : 'movies'} · {rentable.length} available to
            rent
            {own ? (
              <>
                {' · '}
                <Link href="/dvd-club" className={buttonStyles('link')}>
                  Manage your collection
                </Link>
              </>
            ) : null}
          </p>
        </div>
      }
    >
      <CollectionStats movies={data.movies} total={data.totalMovies} />
      {data.totalMovies === 0 ? (
        <EmptyState
          icon={<Disc3 />}
          title="No movies in collection"
          description={`${name} hasn't put any discs on display yet.`}
        />
      ) : (
        <>
          {rentable.length ? (
            <Group id="available-for-rental" title="Available for Rental" icon={<Disc3 aria-hidden="true" />}>
              {rentable.map((item) => (
                <li key={item.id}>
                  <RentableDiscCard
                    disc={item}
                    own={own}
                    inHand={inHand.has(item.id)}
                    showOwner={false}
                    onRequest={rental.open}
                    onHold={rental.hold}
                  />
                </li>
              ))}
            </Group>
          ) : null}
          {publicOnly.length ? (
            <Group id="public-collection" title="Public Collection" icon={<Eye aria-hidden="true" />}>
              {publicOnly.map((item) => (
                <li key={item.id}>
                  <PublicDisc item={item} />
                </li>
              ))}
            </Group>
          ) : null}
        </>
      )}
      {rental.dialog}
    </Frame>
  );
}

function Frame({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageHero aisle="Aisle 2 · Member Shelves" title={title}>
        {lead}
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 sm:py-10">{children}</div>
    </>
  );
}

function Group({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2
        id={id}
        className="flex items-center gap-2 font-display text-2xl text-ticket-400 [&_svg]:size-6 [&_svg]:text-neon-cyan"
      >
        {icon}
        {title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
    </section>
  );
}

function PublicDisc({ item }: { item: CollectionItem }) {
  return (
    <DiscCard disc={item} actions={<span className="text-sm text-muted">Not available for rental</span>} />
  );
}
