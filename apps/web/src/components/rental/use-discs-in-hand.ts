import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCurrentUser } from '../../lib/auth.ts';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * The discs the signed-in member has borrowed and holds right now (handed over to them), by id: a
 * shelf card of one reads 'You have this disc' rather than offering it again (docs/product.md §2
 * 'On the shelf'). Empty for a visitor.
 */
export function useDiscsInHand(): ReadonlySet<number> {
  const { isAuthenticated } = useCurrentUser();
  const trpc = useTRPC();
  const loans = useQuery({ ...trpc.loans.list.queryOptions(), enabled: isAuthenticated });
  return useMemo(
    () =>
      new Set(
        (loans.data?.outgoing ?? []).flatMap((loan) =>
          loan.status === 'handed_over' && loan.mediaId !== null ? [loan.mediaId] : [],
        ),
      ),
    [loans.data],
  );
}
