import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or nest the control.
  return <label className={cn('text-sm font-semibold tracking-wide text-ink', className)} {...props} />;
}
