import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { fieldStyles } from './input.tsx';

export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(fieldStyles, 'min-h-20 py-2', className)} {...props} />;
}
