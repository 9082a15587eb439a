import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/cn.ts';
import { AISLE_LINKS } from './site-links.ts';

export interface AisleNavProps {
  /** 'bar' sits in the header row; 'stack' fills the small-screen menu. */
  layout: 'bar' | 'stack';
  onNavigate?: () => void;
  className?: string;
}

/** Links to the store's aisles; the current one is marked for sight and for screen readers. */
export function AisleNav({ layout, onNavigate, className }: AisleNavProps) {
  const [location] = useLocation();
  return (
    <nav aria-label="Store aisles" className={className}>
      <ul className={cn('flex', layout === 'bar' ? 'items-center gap-1' : 'flex-col gap-1')}>
        {AISLE_LINKS.map(({ href, label }) => {
          const current = href === '/' ? location === '/' : location.startsWith(href);
          return (
            <li key={href}>
              <Link
                href={href}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex items-center rounded-md font-semibold transition-colors',
                  layout === 'bar' ? 'h-10 px-3 text-sm' : 'h-12 px-3 text-base',
                  current
                    ? 'bg-midnight-800 text-ticket-400 shadow-[inset_0_-3px_0_var(--color-neon-pink)]'
                    : 'text-ink hover:bg-midnight-800 hover:text-neon-cyan',
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
