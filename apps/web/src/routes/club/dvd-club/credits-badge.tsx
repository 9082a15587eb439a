import { Coins } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** The member's credit balance as a ticket stub in the page header. */
export function CreditsBadge({
  amount,
  owed = 0,
  className,
}: {
  amount: number | undefined;
  /** What the member owes from a settled dispute (docs/product.md §3 'Loan dispute'). */
  owed?: number;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'inline-flex items-center gap-2 rounded-md border-2 border-ticket-400 bg-midnight-950/70 px-3 py-1.5 shadow-[3px_3px_0_0_var(--color-neon-pink)]',
        className,
      )}
    >
      <Coins aria-hidden="true" className="size-5 text-ticket-400" />
      <output
        aria-label="Your credits"
        aria-live="polite"
        className="font-display text-2xl leading-none text-ticket-400"
      >
        {amount ?? '–'}
      </output>
      <span className="font-retro text-xl leading-none tracking-wide text-ink uppercase">
        {amount === 1 ? 'credit' : 'credits'}
      </span>
      {owed > 0 ? (
        <span className="text-sm font-semibold text-danger" title="Paid off from the next credits you earn">
          (you owe {owed})
        </span>
      ) : null}
    </div>
  );
}
