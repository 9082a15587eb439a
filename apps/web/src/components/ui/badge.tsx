import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export type BadgeVariant = 'ticket' | 'pink' | 'cyan' | 'outline' | 'success' | 'danger';

const variants: Record<BadgeVariant, string> = {
  ticket: 'border-transparent bg-ticket-400 text-midnight-950',
  pink: 'border-neon-pink/60 bg-neon-pink/12 text-neon-pink',
  cyan: 'border-neon-cyan/60 bg-neon-cyan/10 text-neon-cyan',
  outline: 'border-midnight-600 bg-transparent text-muted',
  success: 'border-success/60 bg-success/10 text-success',
  danger: 'border-danger/60 bg-danger/10 text-danger',
};

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
}

/** A small sticker: formats, conditions, counts, rarity. */
export function Badge({ variant = 'ticket', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded border px-2 py-0.5 font-retro text-base leading-none uppercase tracking-wide',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
