import { cn } from '../../../lib/cn.ts';

const tapes = [
  { label: 'New Releases', tone: 'bg-neon-pink', tilt: '-rotate-3', offset: 'ml-6' },
  { label: 'Staff Picks', tone: 'bg-ticket-400', tilt: 'rotate-2', offset: 'ml-0' },
  { label: 'Cult Classics', tone: 'bg-neon-cyan', tilt: '-rotate-1', offset: 'ml-10' },
  { label: 'Be Kind Rewind', tone: 'bg-ink', tilt: 'rotate-3', offset: 'ml-3' },
] as const;

/** The hero's stack of rental tapes: decoration only. */
export function TapeStack({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('flex flex-col gap-2.5', className)}>
      {tapes.map(({ label, tone, tilt, offset }) => (
        <div
          key={label}
          className={cn(
            'flex h-14 w-72 items-center gap-3 rounded-md border-2 border-midnight-950 bg-midnight-800 px-3 shadow-[6px_6px_0_0_rgb(0_0_0/0.45)]',
            tilt,
            offset,
          )}
        >
          <span className="h-9 w-2 shrink-0 rounded-sm tape-stripes" />
          <span
            className={cn(
              'flex h-9 flex-1 items-center rounded-sm px-3 font-retro text-xl text-midnight-950 uppercase',
              tone,
            )}
          >
            {label}
          </span>
          <span className="flex gap-1.5">
            <span className="size-4 rounded-full border-2 border-ink/70" />
            <span className="size-4 rounded-full border-2 border-ink/70" />
          </span>
        </div>
      ))}
    </div>
  );
}
