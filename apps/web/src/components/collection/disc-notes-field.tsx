import { DISC_NOTES_MAX } from '@chuck/api/client';
import { useId } from 'react';
import { Label } from '../ui/label.tsx';
import { Textarea } from '../ui/textarea.tsx';

export interface DiscNotesFieldProps {
  label: string;
  value: string;
  onChange: (notes: string) => void;
  disabled?: boolean;
  placeholder?: string;
}

/** A disc's notes with a live count against their limit, for adding a disc and for editing one. */
export function DiscNotesField({ label, value, onChange, disabled, placeholder }: DiscNotesFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        value={value}
        rows={4}
        maxLength={DISC_NOTES_MAX}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-describedby={`${id}-count`}
      />
      <p id={`${id}-count`} className="text-right text-xs text-muted">
        {value.length}/{DISC_NOTES_MAX}
      </p>
    </div>
  );
}
