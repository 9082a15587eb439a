import { Badge } from '../ui/badge.tsx';
import {
  CONDITION_COLOURS,
  type DiscCondition,
  type DiscFormat,
  type DiscVisibility,
  VISIBILITY_LABELS,
} from './disc-options.ts';

/** The disc's format sticker: DVD, Blu-ray, 4K UHD or VHS. */
export function FormatBadge({ format }: { format: DiscFormat }) {
  return (
    <Badge variant="cyan">
      <span className="sr-only">Format: </span>
      {format}
    </Badge>
  );
}

/** docs/product.md §9 condition colours: Mint green, Excellent blue, Good yellow, Fair orange, Poor red. */
export function ConditionBadge({ condition }: { condition: DiscCondition }) {
  return (
    <Badge variant="outline" className={CONDITION_COLOURS[condition]} data-condition={condition}>
      <span className="sr-only">Condition: </span>
      {condition}
    </Badge>
  );
}

const visibilityVariants = { rentable: 'ticket', public: 'pink', private: 'outline' } as const;

/** Who can see the disc: Rentable, Public or Private. */
export function VisibilityBadge({ visibility }: { visibility: DiscVisibility }) {
  return (
    <Badge variant={visibilityVariants[visibility]}>
      <span className="sr-only">Visibility: </span>
      {VISIBILITY_LABELS[visibility]}
    </Badge>
  );
}
