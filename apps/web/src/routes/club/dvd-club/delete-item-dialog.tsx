import { useMutation } from '@tanstack/react-query';
import type { CollectionItem } from '../../../components/collection/disc-options.ts';
import { useDiscChange } from '../../../components/collection/use-disc-change.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { isUnauthorizedError } from '../../../lib/unauthorized.ts';

export interface DeleteItemDialogProps {
  item: CollectionItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Remove from collection?': the server refuses (409) while the disc is out on loan, in its own words. */
export function DeleteItemDialog({ item, open, onOpenChange }: DeleteItemDialogProps) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.dvdClub.delete.mutationOptions());
  const close = () => {
    remove.reset();
    onOpenChange(false);
  };
  const change = useDiscChange(close);

  const confirm = () =>
    remove.mutate(
      { id: item.id },
      {
        onSuccess: () =>
          change.saved({
            title: 'Movie Removed',
            description: `${item.title} is no longer in your collection.`,
          }),
        onError: change.sessionLost,
      },
    );

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        title="Remove from Collection?"
        description={
          <>
            <span className="font-semibold text-ink">{item.title}</span> ({item.format}) will be removed from
            your collection.
            {item.visibility === 'rentable'
              ? ' It comes off the shelf too, and any open requests for it are declined.'
              : ''}
          </>
        }
      >
        {remove.isError && !isUnauthorizedError(remove.error) ? (
          <FormAlert>{errorMessage(remove.error, 'Failed to remove movie')}</FormAlert>
        ) : null}
        <DialogFooter>
          <Button variant="ghost" onClick={close} disabled={remove.isPending}>
            Keep It
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Removing...' : 'Remove'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
