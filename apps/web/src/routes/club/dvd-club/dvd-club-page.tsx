import { Link } from 'wouter';
import { MembersOnly } from '../../../components/layout/members-only.tsx';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { AddMovieSearch } from './add-movie-search.tsx';
import { ClubRules } from './club-rules.tsx';
import { CreditsBadge } from './credits-badge.tsx';
import { HoldsPanel } from './holds-panel.tsx';
import { MyCollection } from './my-collection.tsx';
import { RequestsPanel } from './requests-panel.tsx';
import { useCredits, useLoans, useLoginWhenSessionEnds, useMyCollection } from './use-dvd-club.ts';
import { VisitorClub } from './visitor-club.tsx';

/**
 * docs/product.md §2 DVD Club: the member's discs, the add search, credits, the loans in and out and
 * the member's holds; live, as notifications arrive.
 */
export function DvdClubPage() {
  usePageTitle('DVD Club');
  const { isAuthenticated } = useCurrentUser();
  const collection = useMyCollection(isAuthenticated);
  const credits = useCredits(isAuthenticated);
  const loans = useLoans(isAuthenticated);
  useLoginWhenSessionEnds([collection.error, credits.error, loans.error]);

  return (
    <>
      <PageHero aisle="Aisle 2 · Members" title="DVD Club">
        <p>
          Catalogue the discs you own, make them rentable and earn a credit every time a fellow member borrows
          one. Be kind, rewind.
        </p>
        <ClubRules />
        {isAuthenticated ? (
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <CreditsBadge amount={credits.data?.amount} owed={credits.data?.owed} />
            <Link href="/whats-on-the-shelf" className={buttonStyles('neon', 'sm')}>
              Browse the Shelf
            </Link>
          </div>
        ) : null}
      </PageHero>
      <MembersOnly visitor={<VisitorClub />}>
        {() => (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
            <div className="lg:col-start-1">
              <AddMovieSearch collection={collection.data ?? []} />
            </div>
            <div className="grid gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
              <RequestsPanel query={loans} collection={collection.data ?? []} />
              <HoldsPanel />
            </div>
            <div className="lg:col-start-1">
              <MyCollection query={collection} />
            </div>
          </div>
        )}
      </MembersOnly>
    </>
  );
}
