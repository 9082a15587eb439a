import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useLocation, useParams } from 'wouter';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { isNotFoundError } from '../../../lib/not-found-error.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { NotFoundPage } from '../../front-counter/not-found/not-found-page.tsx';
import { RewindReport } from './rewind-report.tsx';
import { YearPicker } from './year-picker.tsx';

/**
 * /members/:id/rewind/:year (docs/product.md §2 'Year in Rewind'): another member's year, for those
 * their profile's visibility lets see it; a hidden or unknown member reads as not found.
 */
export function MemberRewindPage() {
  const params = useParams<{ id: string; year: string }>();
  const year = /^\d{4}$/.test(params.year ?? '') ? Number(params.year) : null;
  usePageTitle(year ? `${year} in Rewind` : 'Year in Rewind');
  if (year === null || !params.id) return <NotFoundPage />;
  return <MemberYear userId={params.id} year={year} />;
}

function MemberYear({ userId, year }: { userId: string; year: number }) {
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const rewind = useQuery({ ...trpc.rewind.ofMember.queryOptions({ userId, year }), retry: false });
  if (isNotFoundError(rewind.error)) return <NotFoundPage />;
  return (
    <>
      <PageHero aisle="Aisle 5 · Film Lives" title={`${year} in Rewind`}>
        <p>A member's year on tape: what they watched, how often, and what they loved.</p>
      </PageHero>
      <div className="grid gap-8">
        <YearPicker year={year} onChange={(next) => navigate(`/members/${userId}/rewind/${next}`)} />
        <ListState
          query={rewind}
          loadingLabel="Rewinding their year..."
          errorText="Couldn't rewind that year."
        >
          {rewind.data && rewind.data.entries > 0 ? (
            <RewindReport rewind={rewind.data} />
          ) : (
            <EmptyState
              icon={<Sparkles />}
              title={`Nothing on tape for ${year}`}
              description="No watches logged that year, so there is nothing to rewind."
            />
          )}
        </ListState>
      </div>
    </>
  );
}
