import { Star } from 'lucide-react';
import { useState } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../../components/ui/card.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { cn } from '../../../../lib/cn.ts';
import { TopMoviesForm } from './top-movies-form.tsx';
import { TopMoviesView } from './top-movies-view.tsx';
import { useSavedTopMovies } from './use-top-movies.ts';

export interface TopMoviesPanelProps {
  /** After a save, with the saved titles. */
  onSaved?: (topMovies: string[]) => void;
  className?: string;
}

/**
 * 'Your Top 3 Movies' (docs/product.md §2, §4): view mode when saved movies exist, edit mode via 'Change
 * Movies' (Cancel or a save returns to view), and the three inputs on first use.
 */
export function TopMoviesPanel({ onSaved, className }: TopMoviesPanelProps) {
  const saved = useSavedTopMovies();
  const [editing, setEditing] = useState(false);
  const hasSaved = saved.topMovies.length > 0;

  let description = 'Name up to three films you love and Chuck will pull picks off the shelf for you.';
  if (hasSaved && !editing) description = "Chuck's working from these. Change them any time.";

  return (
    // Visible overflow: the title suggestions drop down past the card's bottom edge.
    <Card
      className={cn('overflow-visible! before:rounded-t-lg', className)}
      aria-busy={saved.isLoading || undefined}
    >
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-2xl">
          <Star aria-hidden="true" className="size-6 fill-ticket-400" />
          Your Top 3 Movies
        </CardTitle>
        <CardDescription className="text-base">{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {saved.isLoading ? (
          <PanelSkeleton />
        ) : hasSaved && !editing ? (
          <TopMoviesView topMovies={saved.topMovies} onChange={() => setEditing(true)} />
        ) : (
          <>
            {saved.isError ? (
              <FormAlert className="mb-4">
                We couldn't load your saved movies just now. You can still enter them below.
              </FormAlert>
            ) : null}
            <TopMoviesForm
              initial={saved.topMovies}
              editing={hasSaved}
              isMember={saved.isMember}
              onCancel={() => setEditing(false)}
              onSaved={(topMovies) => {
                setEditing(false);
                onSaved?.(topMovies);
              }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Three empty slots while the saved list loads (no spinner: the panel keeps its shape). */
function PanelSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      {[1, 2, 3].map((slot) => (
        <div key={slot} className="flex flex-col gap-1.5">
          <span className="h-4 w-20 animate-pulse rounded bg-midnight-700" />
          <span className="h-11 animate-pulse rounded-md bg-midnight-800" />
        </div>
      ))}
      <span className="mt-2 h-13 w-64 max-w-full animate-pulse rounded-md bg-midnight-800" />
    </div>
  );
}
