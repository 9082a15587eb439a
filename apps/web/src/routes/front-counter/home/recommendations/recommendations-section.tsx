import { WATCH_REGIONS } from '@chuck/api/client';
import { Disc3, Globe, Popcorn, RotateCcw, Sparkles } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { fieldStyles } from '../../../../components/ui/input.tsx';
import { LoadingTape } from '../../../../components/ui/loading-tape.tsx';
import { ShelfLabel } from '../../../../components/ui/shelf-label.tsx';
import { cn } from '../../../../lib/cn.ts';
import { RecommendationCard } from './recommendation-card.tsx';
import {
  type Generator,
  useAddToWatchlist,
  useQueuedMovieIds,
  useRateRecommendation,
  useRecommendationList,
  useWatchRegion,
} from './use-recommendations.ts';

/**
 * Chuck's picks (docs/product.md §2 Recommendations section): shown once the top 3 are saved. An empty
 * state with the first-recommendations button, then the cards and a get-more button.
 */
export function RecommendationsSection({ generator }: { generator: Generator }) {
  const list = useRecommendationList(true);
  const { rate, pendingId } = useRateRecommendation();
  const { add, pendingMovieId } = useAddToWatchlist();
  const queued = useQueuedMovieIds();
  const recommendations = list.data ?? [];

  return (
    <section aria-labelledby="recommendations" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
      <ShelfLabel>Staff Picks · Just For You</ShelfLabel>
      <h2 id="recommendations" className="mt-4 font-display text-2xl text-ticket-400 sm:text-3xl">
        Chuck's Recommendations
      </h2>
      <p className="mt-2 max-w-2xl text-muted">
        Every thumbs up, thumbs down and "not interested" teaches Chuck what to pull off the shelf next.
      </p>
      <WatchRegionPicker />

      <div className="mt-8">
        {list.isPending ? (
          <div className="flex justify-center py-10">
            <LoadingTape label="Chuck is checking the shelves..." />
          </div>
        ) : list.isError ? (
          <div className="flex flex-col items-start gap-3">
            <FormAlert>We couldn't load your recommendations. Please try again.</FormAlert>
            <Button variant="secondary" onClick={() => void list.refetch()}>
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : recommendations.length === 0 ? (
          <EmptyState
            icon={<Popcorn />}
            title="No recommendations yet"
            description="Chuck has your top 3. Ring the bell and he'll pull five picks off the shelf for you."
            action={<GenerateButton generator={generator} label="Get My First Recommendations" />}
          />
        ) : (
          <>
            <ul className="grid gap-5 lg:grid-cols-2">
              {recommendations.map((rec) => (
                <li key={rec.id} className="flex">
                  <RecommendationCard
                    recommendation={rec}
                    queued={queued.has(rec.movieId)}
                    ratingPending={pendingId === rec.id}
                    addPending={pendingMovieId === rec.movieId}
                    onRate={(rating) => rate(rec, rating)}
                    onAddToWatchlist={() => add(rec)}
                  />
                </li>
              ))}
            </ul>
            <div className="mt-8 flex justify-center">
              <GenerateButton generator={generator} label="Get More Recommendations" />
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/** docs/product.md §2: the button text shows Chuck thinking while a batch is generated. */
function GenerateButton({ generator, label }: { generator: Generator; label: string }) {
  return (
    <Button
      size="lg"
      onClick={() => generator.generate()}
      disabled={generator.isPending}
      aria-busy={generator.isPending || undefined}
    >
      {generator.isPending ? (
        <>
          <Disc3 aria-hidden="true" className="motion-safe:animate-spin" />
          Chuck is thinking...
        </>
      ) : (
        <>
          <Sparkles aria-hidden="true" />
          {label}
        </>
      )}
    </Button>
  );
}

/** Which country's streaming, rental and shop offers the cards show; the choice is kept with the top 3. */
function WatchRegionPicker() {
  const { region, choose, isPending } = useWatchRegion();
  return (
    <label className="mt-4 flex flex-wrap items-center gap-2 text-sm text-muted">
      <Globe aria-hidden="true" className="size-4 text-neon-cyan" />
      Where to watch in
      <select
        value={region ?? ''}
        disabled={!region || isPending}
        onChange={(event) => choose(event.target.value)}
        className={cn(fieldStyles, 'h-9 w-auto py-1 pr-8 text-sm')}
      >
        {region ? null : <option value="">…</option>}
        {WATCH_REGIONS.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
