import { useQuery } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { MemberLink } from '../../../components/member/member-link.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { formatDateTime } from './loan-text.ts';

/**
 * The owner's view of the line for one rentable disc (docs/product.md §3 'Hold'): who waits, in
 * order, and whose turn it is. Nothing when nobody waits.
 */
export function DiscQueue({ mediaId, title }: { mediaId: number; title: string }) {
  const trpc = useTRPC();
  const line = useQuery(trpc.holds.ofDisc.queryOptions({ id: mediaId }));
  const holds = line.data ?? [];
  if (!holds.length) return null;
  return (
    <div className="grid gap-1 text-sm">
      <p className="flex items-center gap-1.5 font-semibold text-ink">
        <Hourglass aria-hidden="true" className="size-4 text-neon-cyan" />
        Waiting list ({holds.length})
      </p>
      <ol aria-label={`Waiting list for ${title}`} className="grid gap-0.5 text-muted">
        {holds.map((hold) => (
          <li key={hold.memberId}>
            {hold.position}. <MemberLink memberId={hold.memberId} name={hold.memberName} />
            {hold.readyUntil ? ` · their turn until ${formatDateTime(hold.readyUntil)}` : ''}
          </li>
        ))}
      </ol>
    </div>
  );
}
