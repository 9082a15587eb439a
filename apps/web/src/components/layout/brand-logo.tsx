import { Link } from 'wouter';
import { cn } from '../../lib/cn.ts';

/** The store sign: a little VHS tape and the name, linking home. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <Link href="/" className={cn('group flex shrink-0 items-center gap-2.5 rounded-md', className)}>
      <TapeMark className="h-8 w-auto shrink-0 transition-transform group-hover:-rotate-6" />
      <span className="flex flex-col leading-none">
        <span className="font-display text-lg tracking-tight text-ticket-400 sm:text-xl">Chuck's</span>
        <span className="font-retro text-base tracking-[0.22em] text-neon-cyan uppercase sm:text-lg">
          Video Store
        </span>
      </span>
    </Link>
  );
}

function TapeMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 44" className={className} aria-hidden="true">
      <rect
        x="2"
        y="2"
        width="60"
        height="40"
        rx="5"
        fill="var(--color-midnight-800)"
        stroke="var(--color-ticket-400)"
        strokeWidth="3"
      />
      <rect x="10" y="9" width="44" height="16" rx="2" fill="var(--color-ticket-400)" />
      <circle cx="21" cy="17" r="5" fill="var(--color-midnight-950)" />
      <circle cx="43" cy="17" r="5" fill="var(--color-midnight-950)" />
      <circle cx="21" cy="17" r="1.8" fill="var(--color-neon-pink)" />
      <circle cx="43" cy="17" r="1.8" fill="var(--color-neon-cyan)" />
      <rect x="16" y="31" width="32" height="5" rx="1" fill="var(--color-neon-pink)" />
    </svg>
  );
}
