import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc.ts';

export type FlairAward = RouterOutputs['flair']['list'][number];

export interface FlairState {
  list: ReturnType<typeof useFlairList>;
  /** Awards earned while this page was open, for a 'New!' sticker. */
  newIds: ReadonlySet<number>;
  /** Awards whatever the member has earned since (safe to call often: the server awards once). */
  recheck: () => void;
}

function useFlairList() {
  const trpc = useTRPC();
  return useQuery(trpc.flair.list.queryOptions());
}

/**
 * docs/product.md §4: a flair check on profile load, then the flair list refreshes; a failed check is only
 * logged. The page also re-checks after each change it makes, so a badge shows when it is earned.
 */
export function useFlair(): FlairState {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useFlairList();
  const [newIds, setNewIds] = useState<ReadonlySet<number>>(new Set());
  const { mutate } = useMutation(
    trpc.flair.check.mutationOptions({
      onSuccess: ({ newlyAwarded }) => {
        if (newlyAwarded.length) {
          setNewIds((ids) => new Set([...ids, ...newlyAwarded.map((award) => award.id)]));
        }
      },
      onError: (error) => console.warn('Flair check failed', error),
      // Either way the list reflects the server now (cancelling a load that started before the check).
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.flair.list.queryKey() }),
    }),
  );
  const recheck = useCallback(() => mutate(), [mutate]);

  const checkedOnLoad = useRef(false);
  useEffect(() => {
    if (checkedOnLoad.current) return;
    checkedOnLoad.current = true;
    recheck();
  }, [recheck]);

  return { list, newIds, recheck };
}
