import { useQuery } from '@tanstack/react-query';
import { Disc3 } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn.ts';
import { useTRPCClient } from '../../lib/trpc.ts';
import { AVAILABILITY_KEY } from '../collection/use-dvd-club-cache.ts';
import { Button } from '../ui/button.tsx';
import { Tooltip } from '../ui/tooltip.tsx';
import { availabilityKey, availabilityLoader } from './availability-loader.ts';
import { useRequestRental } from './use-request-rental.tsx';

export interface OnTheShelfProps {
  /** The catalog id when the card has one (the better match); else the title is matched. */
  movieId?: number | null;
  title: string;
  className?: string;
}

/**
 * 'On the shelf': shown on a film card when another member has the film rentable, with a
 * one-click Request Rental for a copy that is in. Renders nothing otherwise. Badges rendered
 * together share one availability call.
 */
export function OnTheShelf({ movieId = null, title, className }: OnTheShelfProps) {
  const client = useTRPCClient();
  const question = { movieId: movieId && movieId > 0 ? movieId : null, title };
  const { data } = useQuery({
    queryKey: [...AVAILABILITY_KEY, availabilityKey(question)],
    queryFn: () => availabilityLoader(client).load(question),
    enabled: Boolean(question.movieId || title.trim()),
  });
  const rental = useRequestRental();
  if (!data || data.owners === 0) return null;

  const first = data.firstAvailable;
  const summary = `${data.copies} ${data.copies === 1 ? 'copy' : 'copies'} from ${data.owners} ${
    data.owners === 1 ? 'member' : 'members'
  }`;
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Tooltip content={summary}>
        <Link
          href={`/whats-on-the-shelf?search=${encodeURIComponent(title.trim())}`}
          className="inline-flex items-center gap-1.5 rounded border border-ticket-400/70 bg-ticket-400/10 px-2 py-0.5 font-retro text-base leading-tight tracking-wide text-ticket-300 uppercase hover:bg-ticket-400/20"
        >
          <Disc3 aria-hidden="true" className="size-4" />
          On the shelf
          <span className="sr-only">: {summary}</span>
        </Link>
      </Tooltip>
      {first ? (
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
      ) : (
        <span className="text-sm text-muted">All copies out on loan</span>
      )}
      {rental.dialog}
    </div>
  );
}
