import { Film } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { usePageTitle } from '../../lib/page-title.ts';
import { buttonStyles } from '../ui/button.tsx';
import { PageHero } from './page-hero.tsx';

export interface ComingSoonProps {
  aisle: string;
  /** The screen's title as docs/product.md §2 names it; also the tab title. */
  title: string;
  /** What the screen is for, in a sentence. */
  intro: ReactNode;
  /** The 'coming soon to this aisle' line. */
  note: ReactNode;
}

/** A screen whose shelves are still being stocked: its title, what it will hold, and a way back. */
export function ComingSoon({ aisle, title, intro, note }: ComingSoonProps) {
  usePageTitle(title);
  return (
    <>
      <PageHero aisle={aisle} title={title}>
        <p>{intro}</p>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <div className="relative flex flex-col gap-5 overflow-hidden rounded-lg border-2 border-dashed border-midnight-600 bg-midnight-900/60 p-6 sm:flex-row sm:items-center sm:p-8">
          <div
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-md border-2 border-ticket-400 bg-midnight-800 text-ticket-400 shadow-[4px_4px_0_0_var(--color-neon-pink)]"
          >
            <Film className="size-8" />
          </div>
          <div className="flex-1">
            <p className="font-retro text-2xl tracking-wide text-neon-cyan uppercase">
              Coming soon to this aisle
            </p>
            <p className="mt-1 text-muted">{note}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link href="/" className={buttonStyles('secondary', 'md')}>
              Back to the front desk
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
