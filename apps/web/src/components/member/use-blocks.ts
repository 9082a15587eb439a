import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showFailure, toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { handleUnauthorized, isUnauthorizedError } from '../../lib/unauthorized.ts';

/**
 * Block and unblock (docs/product.md §2 'Member page'), for the member page and the profile's
 * blocked list. Either way the member pages, connections and the blocked list are fetched again:
 * a block ends the connection and its conversation for both members.
 */
export function useBlocks() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const queryKey of [
      trpc.members.get.pathKey(),
      trpc.connections.list.queryKey(),
      trpc.blocks.list.queryKey(),
      trpc.doubleFeature.pathKey(),
    ])
      void queryClient.invalidateQueries({ queryKey });
  };
  const failed = (fallback: string) => (error: unknown) => {
    if (isUnauthorizedError(error)) handleUnauthorized();
    else showFailure(error, 'Please try again.', fallback);
  };
  const block = useMutation(
    trpc.blocks.add.mutationOptions({
      onSuccess: (blocked) => {
        toast({
          title: 'Member Blocked',
          description: `${blocked.displayName} can no longer message you, ask for your discs or see your page.`,
        });
        refresh();
      },
      onError: failed('Failed to block member'),
    }),
  );
  const unblock = useMutation(
    trpc.blocks.remove.mutationOptions({
      onSuccess: () => {
        toast({ title: 'Member Unblocked' });
        refresh();
      },
      onError: failed('Failed to unblock member'),
    }),
  );
  return { block, unblock };
}
