import { townLabel, WITHIN_KM_OPTIONS } from '@chuck/api/client';
import { useId } from 'react';
import { Link } from 'wouter';
import { SelectField } from '../../../components/collection/select-field.tsx';
import { TownPicker } from '../../../components/places/town-picker.tsx';
import { Label } from '../../../components/ui/label.tsx';
import type { ShelfOrder, ShelfParams } from './shelf-params.ts';
import type { ShelfOrigin } from './use-shelf-origin.ts';

const ORDER_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'near', label: 'Near me' },
] as const satisfies readonly { value: ShelfOrder; label: string }[];
const WITHIN_OPTIONS = [
  { value: 'any', label: 'Any distance' },
  ...WITHIN_KM_OPTIONS.map((km) => ({ value: String(km), label: `Within ${km} km` })),
];

export interface ShelfNearFiltersProps {
  params: ShelfParams;
  origin: ShelfOrigin;
  onChange: (changes: Partial<ShelfParams>) => void;
}

/**
 * docs/product.md §3 'Discs near you': the "Near me" order and the "Within 5 / 10 / 25 / 50 / 100 km"
 * filter, measured from the member's town or one picked for this visit.
 */
export function ShelfNearFilters({ params, origin, onChange }: ShelfNearFiltersProps) {
  const id = useId();
  const noTown = origin.town === null;
  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      {origin.own && origin.town ? (
        <p className="self-end pb-2 text-sm text-muted">
          Distances from {townLabel(origin.town)} (
          <Link href="/profile" className="text-neon-cyan underline">
            change in your profile
          </Link>
          )
        </p>
      ) : (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-town`}>Your town</Label>
          <TownPicker
            id={`${id}-town`}
            label="Your town"
            town={origin.town}
            onChange={(town) => {
              origin.pick(town);
              // A town just picked is there to see what is near it.
              onChange({ order: town ? 'near' : 'newest', within: null });
            }}
          />
          <p className="text-xs text-muted">Kept for this visit only, to show how far each disc is.</p>
        </div>
      )}
      <SelectField
        label="Order"
        value={noTown ? 'newest' : params.order}
        options={ORDER_OPTIONS}
        disabled={noTown}
        onValueChange={(order) => onChange({ order })}
      />
      <SelectField
        label="Distance"
        value={noTown || params.within === null ? 'any' : String(params.within)}
        options={WITHIN_OPTIONS}
        disabled={noTown}
        onValueChange={(value) =>
          onChange({ within: WITHIN_KM_OPTIONS.find((km) => String(km) === value) ?? null })
        }
      />
    </div>
  );
}
