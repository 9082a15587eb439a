import { NIGHT_PLACE_MAX, NIGHT_TITLE_MAX } from '@chuck/api/client';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

/** What hosting a night and editing it both ask: the date and time as the local picker gives it. */
interface NightFields {
  title: string;
  startsAt: string;
  place: string;
}

/** The fields in order; the date and time as the local picker gives it ('2026-12-04T19:30'). */
const FIELDS = [
  { key: 'title', label: 'Title', maxLength: NIGHT_TITLE_MAX },
  { key: 'startsAt', label: 'Date and time', type: 'datetime-local' },
  {
    key: 'place',
    label: 'Place',
    hint: 'In words: my place, the café on Market Street.',
    maxLength: NIGHT_PLACE_MAX,
  },
] as const satisfies readonly {
  key: keyof NightFields;
  label: string;
  type?: string;
  hint?: string;
  maxLength?: number;
}[];

interface NightFormProps {
  /** The form's accessible name. */
  label: string;
  initial: NightFields;
  submitLabel: string;
  pending: boolean;
  onSubmit: (fields: NightFields) => void;
  /** More fields before the button (hosting adds who to invite). */
  children?: ReactNode;
}

/** The night's title, date and time and place (docs/product.md §2 'Movie nights'): one form to host and to edit. */
export function NightForm({ label, initial, submitLabel, pending, onSubmit, children }: NightFormProps) {
  const [fields, setFields] = useState(initial);
  return (
    <form
      aria-label={label}
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (fields.startsAt) onSubmit(fields);
      }}
    >
      {FIELDS.map(({ key, ...field }) => (
        <TextField
          key={key}
          {...field}
          value={fields[key]}
          required
          onChange={(event) => setFields((current) => ({ ...current, [key]: event.target.value }))}
        />
      ))}
      {children}
      <div>
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
