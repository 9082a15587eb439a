import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: ReactNode;
  /** Shown under the field in red, announced with it, and marks the field invalid. */
  error?: string;
  hint?: ReactNode;
  /** Something at the end of the field, e.g. a show-password button. */
  trailing?: ReactNode;
  id?: string;
}

/** A labelled input with its hint and error wired up for screen readers. */
export function TextField({ label, error, hint, trailing, id, className, ...props }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <Input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={trailing ? 'pr-20' : undefined}
          {...props}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
