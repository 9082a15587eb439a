import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useVisitorId } from '../../../lib/session.ts';
import { useTRPC } from '../../../lib/trpc.ts';

/** docs/product.md §1/§9: both counts refresh every 30 s. */
const COUNTS_REFRESH_MS = 30_000;

// Counted once per page load; the server also counts each visitor id only once.
let tracked = false;

export function resetVisitorTrackingForTests(): void {
  tracked = false;
}

export interface StoreCounts {
  visitors: number | undefined;
  members: number | undefined;
}

/** Counts this browser as a visitor (once), then keeps the visitor and member counts fresh. */
export function useStoreCounts(): StoreCounts {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const visitorId = useVisitorId();
  const track = useMutation(
    trpc.analytics.trackVisitor.mutationOptions({
      onSuccess: (count) => queryClient.setQueryData(trpc.analytics.visitorCount.queryKey(), count),
    }),
  );
  const { mutate } = track;

  useEffect(() => {
    if (tracked) return;
    tracked = true;
    mutate({ visitorId });
  }, [mutate, visitorId]);

  const visitors = useQuery(
    trpc.analytics.visitorCount.queryOptions(undefined, { refetchInterval: COUNTS_REFRESH_MS }),
  );
  const members = useQuery(
    trpc.analytics.profileCount.queryOptions(undefined, { refetchInterval: COUNTS_REFRESH_MS }),
  );
  return { visitors: visitors.data?.count, members: members.data?.count };
}
