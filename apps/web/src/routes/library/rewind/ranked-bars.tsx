export interface RankedBarsProps {
  /** The list's accessible name. */
  label: string;
  items: readonly { name: string; count: number }[];
}

/** A top-N list with a bar per row, longest for the first: '1. Horror ▇▇▇▇ 12'. */
export function RankedBars({ label, items }: RankedBarsProps) {
  if (!items.length) return <p className="text-muted">Not enough to go on yet.</p>;
  const most = Math.max(1, ...items.map((item) => item.count));
  return (
    <ol aria-label={label} className="grid gap-2.5">
      {items.map((item, index) => (
        <li key={item.name} className="grid gap-1">
          <div className="flex items-baseline justify-between gap-2">
            <span className="truncate text-ink">
              <span className="mr-1.5 font-retro text-lg text-neon-pink">{index + 1}.</span>
              {item.name}
            </span>
            <span className="font-retro text-lg text-ticket-300">
              {item.count}
              <span className="sr-only">{item.count === 1 ? ' watch' : ' watches'}</span>
            </span>
          </div>
          <span aria-hidden="true" className="h-2 rounded-full bg-midnight-800">
            <span
              className="block h-full rounded-full bg-gradient-to-r from-neon-cyan to-neon-pink"
              style={{ width: `${(item.count / most) * 100}%` }}
            />
          </span>
        </li>
      ))}
    </ol>
  );
}
