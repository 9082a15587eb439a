import { useQuery } from '@tanstack/react-query';
import { NotebookPen, Sparkles } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { LoginRequiredCard, MembersOnly } from '../../../components/layout/members-only.tsx';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useLoginWhenSessionEnds } from '../../club/dvd-club/use-dvd-club.ts';
import { NotFoundPage } from '../../front-counter/not-found/not-found-page.tsx';
import { RewindReport } from './rewind-report.tsx';
import { RewindShareButton } from './rewind-share.tsx';
import { YearPicker } from './year-picker.tsx';

/** /rewind/:year (docs/product.md §2 'Year in Rewind'): the member's year in films, from the diary. */
export function RewindPage() {
  const params = useParams<{ year: string }>();
  const year = /^\d{4}$/.test(params.year ?? '') ? Number(params.year) : null;
  usePageTitle(year ? `${year} in Rewind` : 'Year in Rewind');
  if (year === null) return <NotFoundPage />;
  return (
    <>
      <PageHero aisle="Aisle 5 · Your Film Life" title={`${year} in Rewind`}>
        <p>Your year on tape: what you watched, how often, what you loved, and who you met along the way.</p>
      </PageHero>
      <MembersOnly
        visitor={
          <LoginRequiredCard className="mx-auto max-w-xl" returnTo={`/rewind/${year}`}>
            Log in to rewind your year: films and hours, your top genres and directors, your best-rated films
            and more, all from your diary.
          </LoginRequiredCard>
        }
      >
        {(user) => <MemberRewind year={year} userId={user.id} />}
      </MembersOnly>
    </>
  );
}

function MemberRewind({ year, userId }: { year: number; userId: string }) {
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const rewind = useQuery(trpc.rewind.get.queryOptions({ year }));
  useLoginWhenSessionEnds([rewind.error]);
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <YearPicker year={year} onChange={(next) => navigate(`/rewind/${next}`)} />
        <div className="flex flex-wrap gap-2.5">
          {rewind.data && rewind.data.entries > 0 ? (
            <RewindShareButton rewind={rewind.data} userId={userId} />
          ) : null}
          <Link href={`/diary?year=${year}`} className={buttonStyles('secondary', 'md')}>
            <NotebookPen aria-hidden="true" />
            {`Your ${year} diary`}
          </Link>
        </div>
      </div>
      <ListState query={rewind} loadingLabel="Rewinding your year..." errorText="Couldn't rewind your year.">
        {rewind.data && rewind.data.entries > 0 ? (
          <RewindReport rewind={rewind.data} />
        ) : (
          <EmptyState
            icon={<Sparkles />}
            title={`Nothing on tape for ${year}`}
            description="No watches logged that year, so there is nothing to rewind. Log a watch from any film page, or import your Letterboxd diary from your profile."
            action={
              <Link href="/diary" className={buttonStyles('secondary', 'sm')}>
                Open your diary
              </Link>
            }
          />
        )}
      </ListState>
    </div>
  );
}
