import { TOWN_RESULTS_MAX, townLabel } from '@chuck/api/client';
import { useCallback, useState } from 'react';
import { type RouterOutputs, useTRPCClient } from '../../lib/trpc.ts';
import { Typeahead } from '../typeahead/typeahead.tsx';
import { Button } from '../ui/button.tsx';

export type Town = RouterOutputs['places']['search'][number];

export interface TownPickerProps {
  /** The box's accessible name. */
  label: string;
  town: Town | null;
  /** A town chosen from the list, or null when cleared. */
  onChange: (town: Town | null) => void;
  id?: string;
  disabled?: boolean;
}

/**
 * docs/product.md §3 'Discs near you': the town type-ahead over GET /places (the shared combobox:
 * arrows, Enter, Escape), showing 'Leeds, United Kingdom', with Clear Town once one is chosen.
 */
export function TownPicker({ label, town, onChange, id, disabled }: TownPickerProps) {
  const client = useTRPCClient();
  const [text, setText] = useState(town ? townLabel(town) : '');
  const search = useCallback(
    (q: string, signal: AbortSignal) => client.places.search.query({ q }, { signal }),
    [client],
  );
  return (
    <div className="flex items-start gap-2">
      <Typeahead<Town>
        label={label}
        placeholder="Start typing a town"
        search={search}
        getKey={(place) => place.id}
        renderItem={(place) => townLabel(place)}
        itemToString={townLabel}
        onSelect={onChange}
        value={text}
        onValueChange={setText}
        limit={TOWN_RESULTS_MAX}
        emptyText="No town by that name"
        id={id}
        disabled={disabled}
        className="min-w-0 flex-1"
      />
      {town ? (
        <Button
          variant="secondary"
          className="h-11"
          disabled={disabled}
          onClick={() => {
            setText('');
            onChange(null);
          }}
        >
          Clear Town
        </Button>
      ) : null}
    </div>
  );
}
