import { cn } from '../../../lib/cn.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface MonthBarsProps {
  /** Films watched in January to December (12 numbers). */
  counts: readonly number[];
  className?: string;
}

/**
 * Films per month as twelve CSS bars, tallest = the busiest month (docs/product.md §2 'Year in
 * Rewind'). A list, so a screen reader reads 'March: 4 films' rather than a picture.
 */
export function MonthBars({ counts, className }: MonthBarsProps) {
  const most = Math.max(1, ...counts);
  return (
    <ol
      aria-label="Films per month"
      className={cn('grid h-56 grid-cols-12 items-end gap-1.5 sm:gap-3', className)}
    >
      {MONTHS.map((short, index) => {
        const count = counts[index] ?? 0;
        return (
          <li key={short} className="flex h-full flex-col items-center justify-end gap-1">
            <span className="sr-only">
              {MONTH_NAMES[index]}: {count} {count === 1 ? 'film' : 'films'}
            </span>
            <span aria-hidden="true" className="font-retro text-lg leading-none text-ticket-300">
              {count || ''}
            </span>
            <span aria-hidden="true" className="relative w-full flex-1">
              <span
                className={cn(
                  'absolute inset-x-0 bottom-0 rounded-t-sm border-2 border-b-0',
                  count
                    ? 'border-neon-pink bg-gradient-to-t from-neon-pink/70 to-ticket-400 shadow-[0_0_12px_var(--color-neon-pink)]'
                    : 'border-midnight-700 bg-midnight-800',
                )}
                style={{ height: `${Math.max(count ? 6 : 2, (count / most) * 100)}%` }}
              />
            </span>
            <span aria-hidden="true" className="font-retro text-base leading-none text-muted uppercase">
              {short}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
