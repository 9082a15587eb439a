import { DISC_CONDITIONS, DISC_FORMATS, SHELF_ANY } from '@chuck/api/client';
import { X } from 'lucide-react';
import { plainOptions, SelectField } from '../../../components/collection/select-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ShelfNearFilters } from './shelf-near-filters.tsx';
import { DEFAULT_SHELF_PARAMS, type ShelfParams } from './shelf-params.ts';
import { ShelfSearchBox } from './shelf-search-box.tsx';
import type { ShelfOrigin } from './use-shelf-origin.ts';

const formatOptions = plainOptions([SHELF_ANY, ...DISC_FORMATS] as const);
const conditionOptions = plainOptions([SHELF_ANY, ...DISC_CONDITIONS] as const);

export interface ShelfFiltersProps {
  params: ShelfParams;
  onChange: (changes: Partial<ShelfParams>, options?: { replace?: boolean }) => void;
  origin: ShelfOrigin;
}

/**
 * Search, Format and Condition ('Any' for none), the town, order and distance, then a chip per
 * active filter and Clear All.
 */
export function ShelfFilters({ params, onChange, origin }: ShelfFiltersProps) {
  const chips: ({ key: string; label: string; clear: Partial<ShelfParams> } | null)[] = [
    params.search ? { key: 'search', label: `Search: “${params.search}”`, clear: { search: '' } } : null,
    params.format !== SHELF_ANY
      ? { key: 'format', label: `Format: ${params.format}`, clear: { format: SHELF_ANY } }
      : null,
    params.condition !== SHELF_ANY
      ? { key: 'condition', label: `Condition: ${params.condition}`, clear: { condition: SHELF_ANY } }
      : null,
    params.within !== null && origin.town
      ? { key: 'within', label: `Within ${params.within} km`, clear: { within: null } }
      : null,
  ];
  const active = chips.filter((chip) => chip !== null);

  return (
    <div className="grid gap-4 rounded-lg border-2 border-midnight-700 bg-midnight-900/80 p-4 shadow-tag sm:p-5">
      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <ShelfSearchBox
          value={params.search}
          onSearch={(search) => onChange({ search }, { replace: true })}
        />
        <SelectField
          label="Format"
          value={params.format}
          options={formatOptions}
          onValueChange={(format) => onChange({ format })}
        />
        <SelectField
          label="Condition"
          value={params.condition}
          options={conditionOptions}
          onValueChange={(condition) => onChange({ condition })}
        />
      </div>
      <ShelfNearFilters params={params} origin={origin} onChange={onChange} />
      {active.length ? (
        <div className="flex flex-wrap items-center gap-2">
          <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
            {active.map((chip) => (
              <li key={chip.key}>
                <button
                  type="button"
                  aria-label={`Remove filter ${chip.label}`}
                  onClick={() => onChange(chip.clear)}
                  className="inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border border-neon-cyan/60 bg-neon-cyan/10 px-3 text-sm text-neon-cyan hover:bg-neon-cyan/20"
                >
                  {chip.label}
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
          <Button variant="link" size="sm" onClick={() => onChange({ ...DEFAULT_SHELF_PARAMS })}>
            Clear All
          </Button>
        </div>
      ) : null}
    </div>
  );
}
