import { ChevronDown } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { fieldStyles } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export interface SelectFieldProps<T extends string>
  extends Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'id'> {
  label: ReactNode;
  value: T;
  options: readonly SelectOption<T>[];
  onValueChange: (value: T) => void;
  hint?: ReactNode;
  id?: string;
}

/**
 * A labelled native select in the store's field style: keyboard and screen-reader support come
 * from the platform, and phones get their own picker.
 */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onValueChange,
  hint,
  id,
  className,
  ...props
}: SelectFieldProps<T>) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const hintId = `${selectId}-hint`;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={selectId}>{label}</Label>
      <div className="relative">
        <select
          id={selectId}
          value={value}
          onChange={(event) => onValueChange(event.target.value as T)}
          aria-describedby={hint ? hintId : undefined}
          className={cn(fieldStyles, 'h-11 cursor-pointer appearance-none pr-9')}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        />
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Options whose label is the value itself (formats, conditions). */
export function plainOptions<T extends string>(values: readonly T[]): SelectOption<T>[] {
  return values.map((value) => ({ value, label: value }));
}
