import type { LucideIcon } from 'lucide-react';
import { Ban, ThumbsDown, ThumbsUp } from 'lucide-react';
import { cn } from '../../../../lib/cn.ts';
import type { Thumb } from './use-recommendations.ts';

const choices: ReadonlyArray<{ value: Thumb; label: string; icon: LucideIcon; on: string }> = [
  { value: 'thumbs_up', label: 'Thumbs up', icon: ThumbsUp, on: 'border-success bg-success/15 text-success' },
  {
    value: 'thumbs_down',
    label: 'Thumbs down',
    icon: ThumbsDown,
    on: 'border-danger bg-danger/15 text-danger',
  },
  {
    value: 'not_interested',
    label: 'Not interested',
    icon: Ban,
    on: 'border-neon-pink bg-neon-pink/15 text-neon-pink',
  },
];

export interface RatingButtonsProps {
  title: string;
  value: Thumb | null;
  pending: boolean;
  onRate: (rating: Thumb) => void;
}

/** The three ways to rate a pick (docs/product.md §9); the chosen one stays lit. */
export function RatingButtons({ title, value, pending, onRate }: RatingButtonsProps) {
  return (
    <fieldset className="flex flex-wrap gap-2" disabled={pending}>
      <legend className="sr-only">Rate {title}</legend>
      {choices.map(({ value: choice, label, icon: Icon, on }) => {
        const chosen = value === choice;
        return (
          <button
            key={choice}
            type="button"
            aria-pressed={chosen}
            onClick={() => {
              if (!chosen) onRate(choice);
            }}
            className={cn(
              'inline-flex h-10 items-center gap-1.5 rounded-md border-2 px-2.5 text-sm font-semibold transition-colors disabled:opacity-55',
              chosen
                ? on
                : 'border-midnight-600 bg-midnight-800 text-ink hover:border-neon-cyan hover:text-neon-cyan',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            <span className={choice === 'not_interested' ? undefined : 'sr-only sm:not-sr-only'}>
              {label}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
