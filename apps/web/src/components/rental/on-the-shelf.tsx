import { useQuery } from '@tanstack/react-query';
import { Disc3 } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn.ts';
import { useTRPCClient } from '../../lib/trpc.ts';
import { AVAILABILITY_KEY } from '../collection/use-dvd-club-cache.ts';
import { Button } from '../ui/button.tsx';
import { availabilityKey, availabilityLoader, type FilmAvailability } from './availability-loader.ts';
import { useRequestRental } from './use-request-rental.tsx';

export interface OnTheShelfProps {
  /** The catalog id when the card has one (the better match); else the title is matched. */
  movieId?: number | null;
  title: string;
  /**
   * Only the words, no link or buttons: for a place that is itself one control (a search result
   * option), where another control may not sit.
   */
  labelOnly?: boolean;
  className?: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 copies from 1 member, 1 in now'. */
function shelfSummary(data: FilmAvailability): string {
  return `${plural(data.copies, 'copy', 'copies')} from ${plural(data.owners, 'member', 'members')}, ${
    data.onShelf
  } in now`;
}

/** The film's availability, asked together with every other badge on the screen (one call). */
function useFilmAvailability(movieId: number | null, title: string) {
  const client = useTRPCClient();
  const question = { movieId: movieId && movieId > 0 ? movieId : null, title };
  return useQuery({
    queryKey: [...AVAILABILITY_KEY, availabilityKey(question)],
    queryFn: () => availabilityLoader(client).load(question),
    enabled: Boolean(question.movieId || title.trim()),
  });
}

/**
 * 'On the shelf' (docs/product.md §2): shown on a film card when another member has the film
 * rentable: how many copies, and Request Rental for one that is in, else Place Hold on one that is
 * out. The member who has a copy in their hands reads 'You have this disc' instead. Renders nothing
 * when no member has it rentable.
 */
export function OnTheShelf({ movieId = null, title, labelOnly = false, className }: OnTheShelfProps) {
  const { data } = useFilmAvailability(movieId, title);
  if (!data || (data.owners === 0 && !data.youHaveIt)) return null;
  const summary = shelfSummary(data);
  if (labelOnly) {
    return (
      <span className={cn(badgeStyle, className)}>
        <Disc3 aria-hidden="true" className="size-4" />
        On the shelf: {plural(data.copies, 'copy', 'copies')}
      </span>
    );
  }
  return <ShelfActions data={data} title={title} summary={summary} className={className} />;
}

const badgeStyle =
  'inline-flex items-center gap-1.5 rounded border border-ticket-400/70 bg-ticket-400/10 px-2 py-0.5 font-retro text-base leading-tight tracking-wide text-ticket-300 uppercase';

function ShelfActions({
  data,
  title,
  summary,
  className,
}: {
  data: FilmAvailability;
  title: string;
  summary: string;
  className?: string;
}) {
  const rental = useRequestRental();
  const first = data.firstAvailable;
  const out = data.toHold;
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Link
        href={`/whats-on-the-shelf?search=${encodeURIComponent(title.trim())}`}
        className={cn(badgeStyle, 'hover:bg-ticket-400/20')}
      >
        <Disc3 aria-hidden="true" className="size-4" />
        On the shelf
      </Link>
      <span className="text-sm text-muted">{summary}</span>
      {data.youHaveIt ? (
        <span className="text-sm font-semibold text-success">You have this disc</span>
      ) : first ? (
        <Button
          variant="neon"
          size="sm"
          onClick={() =>
            rental.open({
              mediaId: first.id,
              ownerId: first.ownerId,
              ownerName: first.ownerName,
              title,
              format: first.format,
              condition: first.condition,
            })
          }
        >
          Request Rental
        </Button>
      ) : out ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={rental.holding}
          onClick={() => rental.hold({ mediaId: out.id, title })}
        >
          Place Hold
        </Button>
      ) : (
        <span className="text-sm text-muted">All copies out on loan</span>
      )}
      {rental.dialog}
    </div>
  );
}
