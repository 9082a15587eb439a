import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../lib/trpc.ts';

/** The key every 'On the shelf' lookup lives under (see rental/availability-loader.ts). */
export const AVAILABILITY_KEY = ['shelf-availability'] as const;

/**
 * Everything that shows discs, credits, loans or holds (docs/product.md §7 names collection and credits;
 * loans, the shelf and member pages show the same rows).
 */
export function dvdClubQueryKeys(trpc: ReturnType<typeof useTRPC>) {
  return [
    trpc.dvdClub.pathKey(),
    trpc.credits.pathKey(),
    trpc.loans.pathKey(),
    trpc.holds.pathKey(),
    trpc.shelf.pathKey(),
    trpc.userCollection.pathKey(),
    AVAILABILITY_KEY,
  ];
}

/** After a collection or loan change of one's own: everything that shows discs, credits or loans reloads. */
export function useRefreshDvdClub(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all(dvdClubQueryKeys(trpc).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }, [trpc, queryClient]);
}
