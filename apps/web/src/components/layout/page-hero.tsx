import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { ShelfLabel } from '../ui/shelf-label.tsx';

export interface PageHeroProps {
  /** The aisle tag above the title, e.g. 'Aisle 3 · Members'. */
  aisle: string;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A screen's title band: aisle tag, neon heading and a lead line, behind CRT scanlines. */
export function PageHero({ aisle, title, children, className }: PageHeroProps) {
  return (
    <section className={cn('crt border-b border-midnight-800 bg-midnight-900/40', className)}>
      <div className="relative z-[2] mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <ShelfLabel>{aisle}</ShelfLabel>
        <h1 className="mt-4 font-display text-3xl leading-tight text-ink sm:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-2xl text-lg text-muted">{children}</div> : null}
      </div>
    </section>
  );
}
