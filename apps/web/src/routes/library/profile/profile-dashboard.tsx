import { lazy, Suspense, useState } from 'react';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import type { MovieDetail } from '../../../components/movie-detail/movie-detail.ts';
import { MovieDetailDialog } from '../../../components/movie-detail/movie-detail-dialog.tsx';
import { WatchingSoonCard } from '../../../components/watching-soon/watching-soon-card.tsx';
import { type CurrentUser, displayName } from '../../../lib/auth.ts';
import { AchievementsSection } from './achievements-section.tsx';
import { BlockedMembersCard } from './blocked-members-card.tsx';
import { LibraryTransferCard } from './library-transfer.tsx';
import { PhysicalCollectionCard } from './physical-collection-slot.tsx';
import { useLoginWhenLoggedOut } from './profile-auth.ts';
import { ProfileCard, useSocialProfile } from './profile-card.tsx';
import { ProfileHeaderActions } from './profile-header.tsx';
import { SeenSection } from './seen-section.tsx';
import { StatCards } from './stat-cards.tsx';
import { useFlair } from './use-flair.ts';
import { useSeenList, useWatchlist } from './use-library.ts';
import { WatchlistSection } from './watchlist-section.tsx';

// The Account card (password, devices, address, deletion) sits last in its column and is seldom
// opened: its code loads after the rest of the profile, which keeps this screen within its budget.
const AccountSection = lazy(async () => ({
  default: (await import('./account-section.tsx')).AccountSection,
}));

export interface ProfileDashboardProps {
  user: CurrentUser;
  title: string;
  aisle: string;
}

/** Everything a signed-in member keeps (docs/product.md §2 Profile, logged in). */
export function ProfileDashboard({ user, title, aisle }: ProfileDashboardProps) {
  const watchlist = useWatchlist();
  const seen = useSeenList();
  const profile = useSocialProfile();
  const flair = useFlair();
  const [detail, setDetail] = useState<MovieDetail | null>(null);
  useLoginWhenLoggedOut([watchlist.error, seen.error, profile.error, flair.list.error]);

  const name = profile.data?.displayName || displayName(user);
  return (
    <>
      <PageHero aisle={aisle} title={title}>
        <p>
          Welcome back, <span className="text-ink">{name}</span>. Your queue, your picks and your badges, all
          behind one counter.
        </p>
        <ProfileHeaderActions />
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <StatCards
          toWatch={watchlist.data?.length}
          watched={seen.data?.length}
          liked={seen.data?.filter((item) => item.userRating === 'thumbs_up').length}
        />
        <WatchingSoonCard userId="own" onSaved={flair.recheck} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="grid content-start gap-6">
            <WatchlistSection list={watchlist} onOpen={setDetail} onChanged={flair.recheck} />
            <SeenSection list={seen} onOpen={setDetail} onChanged={flair.recheck} />
          </div>
          <div className="grid content-start gap-6">
            <ProfileCard user={user} profile={profile} onChanged={flair.recheck} />
            <BlockedMembersCard />
            <PhysicalCollectionCard />
            <AchievementsSection flair={flair} />
            <LibraryTransferCard onChanged={flair.recheck} />
            <Suspense fallback={null}>
              <AccountSection />
            </Suspense>
          </div>
        </div>
      </div>
      <MovieDetailDialog movie={detail} onClose={() => setDetail(null)} />
    </>
  );
}
