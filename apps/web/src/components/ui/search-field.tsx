import { SearchIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

export interface SearchFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  label: string;
}

/** A labelled search box with the magnifier inside it. */
export function SearchField({ label, ...props }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <Input id={id} type="search" className="pl-9" {...props} />
      </div>
    </div>
  );
}
