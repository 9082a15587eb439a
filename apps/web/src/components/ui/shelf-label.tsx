import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** The yellow aisle tag over a section: `<ShelfLabel>Aisle 3</ShelfLabel>`. */
export function ShelfLabel({ className, ...props }: ComponentProps<'span'>) {
  return <span className={cn('shelf-label', className)} {...props} />;
}
