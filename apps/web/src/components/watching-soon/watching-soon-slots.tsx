import { WATCHING_SOON_SLOTS } from '@chuck/api/client';
import { Poster } from '../poster/poster.tsx';
import { OnTheShelf } from '../rental/on-the-shelf.tsx';
import type { WatchingSoonItem } from './use-watching-soon.ts';

/**
 * docs/product.md §2 read view: slots #1-#3, a dashed outline where nothing is picked yet; a pick a
 * member has on the shelf says so (the three share one availability call).
 */
export function WatchingSoonSlots({ items }: { items: readonly WatchingSoonItem[] }) {
  const byPosition = new Map(items.map((item) => [item.position, item]));
  const positions = Array.from({ length: WATCHING_SOON_SLOTS }, (_, i) => i + 1);
  return (
    <ol aria-label="Watching Soon picks" className="grid gap-3 md:grid-cols-3">
      {positions.map((position) => {
        const item = byPosition.get(position);
        return item ? (
          <li
            key={position}
            className="flex gap-3 rounded-lg border-2 border-midnight-600 bg-midnight-950/60 p-3"
          >
            <SlotNumber position={position} />
            <Poster src={item.posterUrl} title={item.title} size="sm" className="w-14" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-ink">{item.title}</p>
              {item.year ? <p className="text-sm text-muted">{item.year}</p> : null}
              {item.description ? (
                <p className="mt-1.5 line-clamp-4 text-sm break-words text-muted italic">
                  “{item.description}”
                </p>
              ) : null}
              <OnTheShelf movieId={item.movieId} title={item.title} className="mt-2" />
            </div>
          </li>
        ) : (
          <li
            key={position}
            className="flex min-h-14 items-center gap-3 rounded-lg border-2 border-dashed border-midnight-600 p-3 text-muted md:min-h-24"
          >
            <SlotNumber position={position} empty />
            <span className="font-retro text-lg tracking-wide uppercase">Open slot</span>
          </li>
        );
      })}
    </ol>
  );
}

function SlotNumber({ position, empty = false }: { position: number; empty?: boolean }) {
  return (
    <span
      className={
        empty
          ? 'font-display text-xl leading-none text-muted'
          : 'font-display text-xl leading-none text-neon-pink'
      }
    >
      <span className="sr-only">Pick </span>#{position}
    </span>
  );
}
