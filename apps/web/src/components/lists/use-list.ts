import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/error-message.ts';
import { toast } from '../../lib/toast.ts';
import { type RouterOutputs, useTRPC } from '../../lib/trpc.ts';

export type FilmList = RouterOutputs['lists']['get'];
export type ListSummary = RouterOutputs['lists']['ofMember'][number];

/** Words for the list's visibility, as the settings offer it (docs/product.md §3 'Lists'). */
export const VISIBILITY_LABELS: Record<FilmList['visibility'], string> = {
  public: 'Anyone',
  members: 'Members',
  connections: 'My connections',
  private: 'Only me and my editors',
};

/**
 * Every change to a list answers the list as it now is: it replaces the page's copy, and a refusal
 * ('Heat is already on this list.') is shown as the server says it.
 */
export function useListChange(id: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSuccess = (list: FilmList) => {
    queryClient.setQueryData(trpc.lists.get.queryKey({ id }), list);
    void queryClient.invalidateQueries({ queryKey: trpc.lists.ofMember.pathKey() });
  };
  const onError = (error: unknown) =>
    toast({
      title: 'Could not change the list',
      description: errorMessage(error, 'Please try again.'),
      variant: 'destructive',
    });
  return {
    addItem: useMutation(trpc.lists.addItem.mutationOptions({ onSuccess, onError })),
    removeItem: useMutation(trpc.lists.removeItem.mutationOptions({ onSuccess, onError })),
    setNote: useMutation(trpc.lists.setNote.mutationOptions({ onSuccess, onError })),
    reorder: useMutation(trpc.lists.reorder.mutationOptions({ onSuccess, onError })),
    update: useMutation(trpc.lists.update.mutationOptions({ onSuccess, onError })),
    addEditor: useMutation(trpc.lists.addEditor.mutationOptions({ onSuccess, onError })),
    removeEditor: useMutation(
      trpc.lists.removeEditor.mutationOptions({
        onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.lists.get.queryKey({ id }) }),
        onError,
      }),
    ),
  };
}
export type ListChanges = ReturnType<typeof useListChange>;
