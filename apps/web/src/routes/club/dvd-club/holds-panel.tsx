import { HOLD_WINDOW_HOURS } from '@chuck/api/client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { Link } from 'wouter';
import { FormatBadge } from '../../../components/collection/disc-badges.tsx';
import { useRefreshDvdClub } from '../../../components/collection/use-dvd-club-cache.ts';
import { MemberLink } from '../../../components/member/member-link.tsx';
import { Poster } from '../../../components/poster/poster.tsx';
import { useRequestRental } from '../../../components/rental/use-request-rental.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { showFailure, toast } from '../../../lib/toast.ts';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc.ts';
import { handleUnauthorized, isUnauthorizedError } from '../../../lib/unauthorized.ts';
import { formatDateTime } from './loan-text.ts';

type Hold = RouterOutputs['holds']['mine'][number];

/** docs/product.md §2 DVD Club 'Your Holds': the discs the member waits for, each with their place in line. */
export function HoldsPanel() {
  const trpc = useTRPC();
  const holds = useQuery(trpc.holds.mine.queryOptions());
  const rental = useRequestRental();
  const refresh = useRefreshDvdClub();
  const remove = useMutation(
    trpc.holds.remove.mutationOptions({
      onSuccess: () => {
        toast({ title: 'Hold Cancelled', description: "You've left the line." });
        void refresh();
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return void handleUnauthorized();
        showFailure(error, 'Failed to cancel the hold.');
        void refresh();
      },
    }),
  );
  const list = holds.data ?? [];
  return (
    <Card id="your-holds">
      <CardHeader>
        <CardTitle>Your Holds ({list.length})</CardTitle>
        <CardDescription>
          Discs you're in line for. When one comes back and you're first, it's kept for you for{' '}
          {HOLD_WINDOW_HOURS} hours.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ListState query={holds} loadingLabel="Loading your holds..." errorText="Couldn't load your holds.">
          {list.length ? (
            <ul aria-label="Your holds" className="grid gap-3">
              {list.map((hold) => (
                <HoldItem
                  key={hold.id}
                  hold={hold}
                  pending={remove.isPending}
                  onRequest={() =>
                    rental.open({
                      mediaId: hold.mediaId,
                      ownerId: hold.ownerId,
                      ownerName: hold.ownerName,
                      title: hold.title,
                      year: hold.year,
                      format: hold.format,
                    })
                  }
                  onCancel={() => remove.mutate({ id: hold.id })}
                />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">
              No holds. When a disc you want is out,{' '}
              <Link href="/whats-on-the-shelf" className={buttonStyles('link')}>
                place a hold on the shelf
              </Link>{' '}
              to be next.
            </p>
          )}
        </ListState>
      </CardContent>
      {rental.dialog}
    </Card>
  );
}

function HoldItem({
  hold,
  pending,
  onRequest,
  onCancel,
}: {
  hold: Hold;
  pending: boolean;
  onRequest: () => void;
  onCancel: () => void;
}) {
  const headingId = `hold-${hold.id}-title`;
  const ready = hold.readyUntil !== null;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex gap-3 rounded-lg border-2 border-midnight-700 bg-midnight-950/50 p-3"
      >
        <Poster src={hold.posterUrl} title={hold.title} size="sm" className="w-11!" />
        <div className="min-w-0 flex-1">
          <h4 id={headingId} className="font-semibold break-words text-ink">
            {hold.title}
            {hold.year ? <span className="text-sm font-normal text-muted"> ({hold.year})</span> : null}
          </h4>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            {ready ? (
              <Badge variant="success">Your turn</Badge>
            ) : (
              <Badge variant="cyan">
                <Hourglass aria-hidden="true" className="size-3.5" />
                Place {hold.position} in line
              </Badge>
            )}
            <FormatBadge format={hold.format} />
          </div>
          <p className="mt-1.5 text-sm text-muted">
            Owner: <MemberLink memberId={hold.ownerId} name={hold.ownerName} />
          </p>
          <p className="mt-1 text-sm text-muted">
            {ready && hold.readyUntil
              ? `It's back and kept for you: request it by ${formatDateTime(hold.readyUntil)}.`
              : hold.position === 1
                ? "You're next: we'll tell you when it's back."
                : `${hold.position - 1} ahead of you. We'll tell you when it's your turn.`}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {ready ? (
              <Button size="sm" onClick={onRequest}>
                Request Rental
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" disabled={pending} onClick={onCancel}>
              Cancel Hold
            </Button>
          </div>
        </div>
      </article>
    </li>
  );
}
