import { Pencil } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';

export interface TopMoviesViewProps {
  topMovies: string[];
  onChange: () => void;
}

/** docs/product.md §2: with saved movies, a read-only list and 'Change Movies'. */
export function TopMoviesView({ topMovies, onChange }: TopMoviesViewProps) {
  return (
    <div className="flex flex-col gap-5">
      <ol className="flex flex-col gap-2.5">
        {topMovies.map((title, index) => (
          <li
            key={title}
            className="flex items-center gap-3 rounded-md border-2 border-midnight-700 bg-midnight-950/70 p-2 pr-4"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded bg-ticket-400 font-display text-lg text-midnight-950"
            >
              {index + 1}
            </span>
            <span className="sr-only">Movie #{index + 1}: </span>
            <span className="min-w-0 font-semibold break-words text-ink">{title}</span>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={onChange} className="self-start">
        <Pencil aria-hidden="true" />
        Change Movies
      </Button>
    </div>
  );
}
