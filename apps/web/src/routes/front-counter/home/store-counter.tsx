import { cn } from '../../../lib/cn.ts';
import { useStoreCounts } from './use-store-counts.ts';

const DIGITS = 6;

/** A 1999 hit counter: visitors through the door and members with a card, refreshed every 30 s. */
export function StoreCounter({ className }: { className?: string }) {
  const { visitors, members } = useStoreCounts();
  return (
    <ul aria-label="Store counter" className={cn('flex flex-wrap gap-3', className)}>
      <Counter label="visitors so far" value={visitors} />
      <Counter label="members with a card" value={members} />
    </ul>
  );
}

function Counter({ label, value }: { label: string; value: number | undefined }) {
  const digits = value === undefined ? '-'.repeat(DIGITS) : String(value).padStart(DIGITS, '0');
  return (
    <li className="flex items-center gap-3 rounded-md border-2 border-midnight-600 bg-midnight-950/80 py-1.5 pr-3 pl-1.5">
      <span className="flex gap-0.5" aria-hidden="true">
        {[...digits].map((digit, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the digits of one number, in place.
            key={index}
            className="inline-flex h-8 w-5 items-center justify-center rounded-sm bg-black font-retro text-2xl leading-none text-success shadow-[inset_0_-2px_0_rgb(255_255_255/0.08)]"
          >
            {digit}
          </span>
        ))}
      </span>
      <span className="font-retro text-lg leading-tight text-muted uppercase">
        <span className="sr-only">{value === undefined ? 'Counting' : value.toLocaleString('en-US')} </span>
        {label}
      </span>
    </li>
  );
}
