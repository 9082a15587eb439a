import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** Shared by text fields: dark inset well, cyan glow on focus, red edge when aria-invalid. */
export const fieldStyles =
  'w-full rounded-md border-2 border-midnight-600 bg-midnight-950 px-3 text-base text-ink ' +
  'placeholder:text-muted/70 transition-[border-color,box-shadow] ' +
  'focus-visible:border-neon-cyan focus-visible:shadow-neon-cyan focus-visible:outline-none ' +
  'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-60';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldStyles, 'h-11', className)} {...props} />;
}
