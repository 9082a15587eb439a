import { CalendarRange, NotebookPen, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'wouter';
import { LoginRequiredCard, MembersOnly } from '../../../components/layout/members-only.tsx';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { fieldStyles } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useLoginWhenSessionEnds } from '../../club/dvd-club/use-dvd-club.ts';
import { DiaryMonthSection } from './diary-month.tsx';
import { groupByMonth } from './diary-months.ts';
import { useDiaryPages } from './use-diary-pages.ts';

/** The years the filter offers: this one back to 1990 (older diaries are rare; 'All years' has them). */
const OLDEST_LISTED_YEAR = 1990;

/** /diary (docs/product.md §2 'Diary'): every logged watch, by month, for the member. */
export function DiaryPage() {
  usePageTitle('Diary');
  return (
    <>
      <PageHero aisle="Aisle 5 · Your Film Life" title="Diary">
        <p>Every tape you rewound, by the day you watched it: stars, rewatches and what you thought.</p>
      </PageHero>
      <MembersOnly
        visitor={
          <LoginRequiredCard className="mx-auto max-w-xl" returnTo="/diary">
            Log in to keep a film diary: the day you watched, half-star ratings, rewatches and reviews, and
            your Year in Rewind.
          </LoginRequiredCard>
        }
      >
        {() => <MemberDiary />}
      </MembersOnly>
    </>
  );
}

function useYearFilter(): [number | null, (year: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('year');
  const year = raw && /^\d{4}$/.test(raw) ? Number(raw) : null;
  return [year, (next) => setParams(next ? { year: String(next) } : {}, { replace: true })];
}

function MemberDiary() {
  const [year, setYear] = useYearFilter();
  const diary = useDiaryPages(year);
  useLoginWhenSessionEnds([diary.error]);
  const entries = diary.data?.pages.flatMap((page) => page.entries) ?? [];
  const months = groupByMonth(entries);
  const rewindYear = year ?? new Date().getFullYear();
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <YearFilter year={year} onChange={setYear} />
        <Link href={`/rewind/${rewindYear}`} className={buttonStyles('neon', 'md')}>
          <Sparkles aria-hidden="true" />
          {`Your ${rewindYear} in Rewind`}
        </Link>
      </div>
      <ListState query={diary} loadingLabel="Rewinding your diary..." errorText="Couldn't load your diary.">
        {months.length ? (
          <div className="grid gap-8">
            {months.map((month) => (
              <DiaryMonthSection key={month.key} month={month} />
            ))}
          </div>
        ) : (
          <EmptyDiary year={year} />
        )}
      </ListState>
      {diary.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            disabled={diary.isFetchingNextPage}
            onClick={() => void diary.fetchNextPage()}
          >
            {diary.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
      {diary.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-danger">
          Couldn't load more of your diary. Please try again.
        </p>
      ) : null}
    </div>
  );
}

function YearFilter({ year, onChange }: { year: number | null; onChange: (year: number | null) => void }) {
  const id = useId();
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: thisYear - OLDEST_LISTED_YEAR + 1 }, (_, i) => thisYear - i);
  // A year typed into the address bar stays choosable even when older than the list.
  if (year && !years.includes(year)) years.push(year);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="flex items-center gap-2">
        <CalendarRange aria-hidden="true" className="size-4 text-neon-cyan" />
        Year
      </Label>
      <select
        id={id}
        value={year ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        className={cn(fieldStyles, 'h-11 w-44 cursor-pointer')}
      >
        <option value="">All years</option>
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </div>
  );
}

function EmptyDiary({ year }: { year: number | null }) {
  return (
    <EmptyState
      icon={<NotebookPen />}
      title={year ? `Nothing logged in ${year}` : 'Your diary is a blank tape'}
      description={
        year
          ? 'Not a single rental that year. Pick another year, or log a watch you remember.'
          : 'Press record: use “Log a watch” on any film page, on your watchlist or on Already Seen, and the day you watched it lands here.'
      }
      action={
        <Link href="/profile" className={buttonStyles('secondary', 'sm')}>
          Go to your lists
        </Link>
      }
    />
  );
}
