import { Star } from 'lucide-react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { cn } from '../../lib/cn.ts';
import { MAX_STARS, starsLabel } from './stars.ts';

export interface StarRatingProps {
  /** Half stars from 0.5 to 5, or null for no rating. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** The accessible name, e.g. 'Your rating'. */
  label: string;
  disabled?: boolean;
  className?: string;
}

const STEP = 0.5;
/** 1 to 5: each star's place in the row. */
const STAR_PLACES = Array.from({ length: MAX_STARS }, (_, i) => i + 1);

/**
 * A half-star rating as one slider (docs/product.md §2 'Diary'): the arrow keys move it by half a
 * star, Home (or Delete) clears it, End gives 5; a click lands on the half star under the pointer.
 */
export function StarRating({ value, onChange, label, disabled = false, className }: StarRatingProps) {
  const current = value ?? 0;
  const set = (next: number) => onChange(next <= 0 ? null : Math.min(MAX_STARS, next));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = keyMove(event.key, current);
    if (next === undefined) return;
    event.preventDefault();
    set(Math.max(0, Math.min(MAX_STARS, next)));
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width) return;
    const halves = Math.ceil(((event.clientX - box.left) / box.width) * MAX_STARS * 2);
    const next = Math.max(1, Math.min(MAX_STARS * 2, halves)) / 2;
    // Clicking the rating it already has takes it off, as on Letterboxd.
    set(next === value ? 0 : next);
  };

  return (
    <div
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={MAX_STARS}
      aria-valuenow={current}
      aria-valuetext={starsLabel(value)}
      aria-disabled={disabled || undefined}
      onKeyDown={disabled ? undefined : onKeyDown}
      onClick={disabled ? undefined : onClick}
      className={cn(
        'inline-flex w-fit cursor-pointer items-center rounded-md p-1 text-ticket-400',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-neon-cyan',
        disabled && 'pointer-events-none opacity-55',
        className,
      )}
    >
      <StarRow value={value} className="size-7" />
    </div>
  );
}

/** Where a key moves the rating: arrows by half a star, Home/Delete/Backspace to none, End to 5. */
function keyMove(key: string, current: number): number | undefined {
  if (key === 'ArrowRight' || key === 'ArrowUp') return current + STEP;
  if (key === 'ArrowLeft' || key === 'ArrowDown') return current - STEP;
  if (key === 'Home' || key === 'Delete' || key === 'Backspace') return 0;
  if (key === 'End') return MAX_STARS;
  return undefined;
}

/** Five stars filled to `value` (halves too), for show: screen readers read the label beside it. */
export function StarRow({ value, className }: { value: number | null; className?: string }) {
  return (
    <span aria-hidden="true" className="inline-flex items-center">
      {STAR_PLACES.map((place) => {
        const fill = Math.max(0, Math.min(1, (value ?? 0) - (place - 1)));
        return (
          <span key={place} className={cn('relative inline-block shrink-0', className)}>
            <Star className="absolute inset-0 size-full text-midnight-600" />
            <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star className={cn('fill-ticket-400 text-ticket-400', className)} />
            </span>
          </span>
        );
      })}
    </span>
  );
}
