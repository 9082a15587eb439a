import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export type ButtonVariant = 'primary' | 'neon' | 'secondary' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md border-2 font-semibold whitespace-nowrap ' +
  'transition-[background-color,color,box-shadow,transform] select-none cursor-pointer ' +
  'disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-[1.1em] [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  // The ticket-yellow price tag with a neon drop shadow that "presses" on click.
  primary:
    'border-midnight-950 bg-ticket-400 text-midnight-950 shadow-[4px_4px_0_0_var(--color-neon-pink)] ' +
    'hover:bg-ticket-300 active:translate-x-[2px] active:translate-y-[2px] active:shadow-[2px_2px_0_0_var(--color-neon-pink)]',
  neon: 'border-neon-pink bg-midnight-950/40 text-neon-pink hover:bg-neon-pink/12 hover:shadow-neon-pink',
  secondary:
    'border-midnight-600 bg-midnight-800 text-ink hover:border-neon-cyan hover:text-neon-cyan hover:shadow-neon-cyan',
  ghost: 'border-transparent bg-transparent text-ink hover:bg-midnight-800 hover:text-ticket-300',
  destructive: 'border-midnight-950 bg-danger text-midnight-950 hover:bg-[#ff8792]',
  link: 'h-auto border-transparent bg-transparent px-0 text-neon-cyan underline-offset-4 hover:underline',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-13 px-7 text-lg',
  icon: 'size-11 p-0',
};

/** Button looks for things that are not <button>s (links): `<Link className={buttonStyles()}>`. */
export function buttonStyles(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
) {
  return cn(base, variants[variant], variant === 'link' ? undefined : sizes[size], className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonStyles(variant, size, className)} {...props} />;
}
