import { useId } from 'react';
import { Label } from './label.tsx';
import { Textarea } from './textarea.tsx';

export interface CountedTextareaProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** The server's limit; the count shows against it and typing stops there. */
  max: number;
  disabled?: boolean;
  placeholder?: string;
  rows?: number;
}

/** A text box with a live 'n/max' count under it (disc notes, a dispute's reason, a review's note). */
export function CountedTextarea({
  label,
  value,
  onChange,
  max,
  disabled,
  placeholder,
  rows = 4,
}: CountedTextareaProps) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={max}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-describedby={`${id}-count`}
      />
      <p id={`${id}-count`} className="text-right text-xs text-muted">
        {value.length}/{max}
      </p>
    </div>
  );
}
