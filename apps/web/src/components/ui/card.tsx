import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A shelf panel: midnight surface, hairline border, a strip of tape-label colour along the top. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'relative overflow-hidden rounded-lg border border-midnight-700 bg-midnight-900/90 shadow-xl shadow-black/30',
        'before:absolute before:inset-x-0 before:top-0 before:h-1 before:neon-gradient',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 px-5 pt-6 pb-3 sm:px-6', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('font-display text-xl leading-tight text-ticket-400', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-5 pb-5 sm:px-6', className)} {...props} />;
}
