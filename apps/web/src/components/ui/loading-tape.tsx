import { cn } from '../../lib/cn.ts';

export interface LoadingTapeProps {
  /** Read out to screen readers and shown under the tape unless `hideLabel`. */
  label?: string;
  hideLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const widths = { sm: 'w-10', md: 'w-20', lg: 'w-32' } as const;

/** The store's spinner: a cassette whose reels turn while something loads (still under reduced motion). */
export function LoadingTape({
  label = 'Loading...',
  hideLabel = false,
  size = 'md',
  className,
}: LoadingTapeProps) {
  return (
    <div role="status" className={cn('inline-flex flex-col items-center gap-2', className)}>
      <svg viewBox="0 0 120 76" className={cn(widths[size], 'h-auto')} aria-hidden="true">
        <rect
          x="2"
          y="2"
          width="116"
          height="72"
          rx="8"
          fill="var(--color-midnight-800)"
          stroke="var(--color-ticket-400)"
          strokeWidth="3"
        />
        <rect x="14" y="12" width="92" height="12" rx="2" className="fill-neon-pink" />
        <rect x="14" y="24" width="92" height="6" className="fill-ticket-400" />
        <rect x="26" y="36" width="68" height="24" rx="12" fill="var(--color-midnight-950)" />
        <Reel cx={40} />
        <Reel cx={80} />
        <path d="M34 74 l6 -8 h40 l6 8" fill="none" stroke="var(--color-midnight-600)" strokeWidth="3" />
      </svg>
      <span className={cn('font-retro text-lg tracking-wide text-ticket-300', hideLabel && 'sr-only')}>
        {label}
      </span>
    </div>
  );
}

function Reel({ cx }: { cx: number }) {
  return (
    <g className="motion-safe:animate-reel" style={{ transformBox: 'fill-box', transformOrigin: 'center' }}>
      <circle cx={cx} cy={48} r={9} fill="var(--color-ink)" />
      <circle cx={cx} cy={48} r={3} fill="var(--color-midnight-950)" />
      {[0, 60, 120].map((angle) => (
        <rect
          key={angle}
          x={cx - 1.5}
          y={40}
          width={3}
          height={16}
          fill="var(--color-midnight-950)"
          transform={`rotate(${angle} ${cx} 48)`}
        />
      ))}
    </g>
  );
}
