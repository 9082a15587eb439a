import { useId } from 'react';
import { Label } from '../ui/label.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { NOTES_MAX_CHARS } from './disc-options.ts';

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
        maxLength={NOTES_MAX_CHARS}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-describedby={`${id}-count`}
      />
      <p id={`${id}-count`} className="text-right text-xs text-muted">
        {value.length}/{NOTES_MAX_CHARS}
      </p>
    </div>
  );
}
