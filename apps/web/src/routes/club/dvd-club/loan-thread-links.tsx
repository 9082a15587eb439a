import { useQuery } from '@tanstack/react-query';
import { Disc3 } from 'lucide-react';
import { Link } from 'wouter';
import { useTRPC } from '../../../lib/trpc.ts';
import { isOpenLoan } from './loan-text.ts';

/**
 * docs/product.md §2 Messages, §3 'Loan thread': the threads of the member's open loans, each with the
 * other member's name and the film, leading to the loan's card where the thread is. Shown in Messages
 * beside the connections, since a loan's two members may not be connected.
 */
export function LoanThreadLinks() {
  const trpc = useTRPC();
  const loans = useQuery(trpc.loans.list.queryOptions());
  const open = [...(loans.data?.incoming ?? []), ...(loans.data?.outgoing ?? [])].filter(isOpenLoan);
  if (!open.length) return null;
  return (
    <nav
      aria-label="Loan threads"
      className="mb-4 rounded-lg border border-midnight-700 bg-midnight-900/90 p-3"
    >
      <h3 className="font-retro text-lg tracking-wide text-neon-cyan uppercase">Loan threads</h3>
      <ul className="mt-1 flex flex-wrap gap-2">
        {open.map((loan) => (
          <li key={loan.id}>
            <Link
              href={`/dvd-club#loan-${loan.id}`}
              className="inline-flex items-center gap-1.5 rounded-md border border-midnight-600 px-2 py-1 text-sm text-ink hover:border-neon-pink"
            >
              <Disc3 aria-hidden="true" className="size-4 text-neon-pink" />
              {loan.title} with {loan.otherParty.displayName}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
