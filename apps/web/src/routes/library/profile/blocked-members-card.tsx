import { useQuery } from '@tanstack/react-query';
import { Ban, ShieldCheck } from 'lucide-react';
import { MemberLink } from '../../../components/member/member-link.tsx';
import { useBlocks } from '../../../components/member/use-blocks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ListCard } from '../../../components/ui/list-card.tsx';
import { useTRPC } from '../../../lib/trpc.ts';

const blockedOn = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * docs/product.md §2 Profile, 'Blocked members': beside 'Who can see my page', since both say who
 * may reach the member; each with Unblock. Blocking itself is on the member's page.
 */
export function BlockedMembersCard() {
  const trpc = useTRPC();
  const blocked = useQuery(trpc.blocks.list.queryOptions());
  const { unblock } = useBlocks();
  const list = blocked.data ?? [];
  return (
    <ListCard
      icon={<Ban aria-hidden="true" className="size-5 text-danger" />}
      title="Blocked Members"
      description="They can't message you, ask for your discs or see your page. They are not told."
      query={blocked}
      loadingLabel="Checking the banned list..."
      errorText="Couldn't load the members you blocked."
      empty={<p className="text-sm text-muted">You haven't blocked anyone.</p>}
    >
      {list.length ? (
        <ul aria-label="Blocked members" className="grid gap-2">
          {list.map((entry) => (
            <li
              key={entry.memberId}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-midnight-600 bg-midnight-950/60 px-3 py-2"
            >
              <span className="min-w-0 flex-1">
                <MemberLink memberId={entry.memberId} name={entry.displayName} className="block truncate" />
                <span className="block text-xs text-muted">
                  Blocked{' '}
                  <time dateTime={entry.blockedAt}>{blockedOn.format(new Date(entry.blockedAt))}</time>
                </span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={unblock.isPending && unblock.variables?.memberId === entry.memberId}
                onClick={() => unblock.mutate({ memberId: entry.memberId })}
              >
                <ShieldCheck aria-hidden="true" />
                Unblock<span className="sr-only"> {entry.displayName}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </ListCard>
  );
}
