import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type DiscChoice, DiscFields } from '../../../components/collection/disc-fields.tsx';
import { DiscNotesField } from '../../../components/collection/disc-notes-field.tsx';
import type { CollectionItem } from '../../../components/collection/disc-options.ts';
import { useDiscChange } from '../../../components/collection/use-disc-change.ts';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { isUnauthorizedError } from '../../../lib/unauthorized.ts';

export interface EditItemDialogProps {
  item: CollectionItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Change a disc's format, condition, visibility or notes. */
export function EditItemDialog({ item, open, onOpenChange }: EditItemDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Edit ${item.title}`} description="Update the disc's details or who can see it.">
        <EditItemForm item={item} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EditItemForm({ item, onDone }: { item: CollectionItem; onDone: () => void }) {
  const trpc = useTRPC();
  const change = useDiscChange(onDone);
  const [choice, setChoice] = useState<DiscChoice>({
    format: item.format,
    condition: item.condition,
    visibility: item.visibility,
  });
  const [notes, setNotes] = useState(item.notes ?? '');
  const update = useMutation(trpc.dvdClub.update.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: item.id, ...choice, notes: notes.trim() || null },
      {
        onSuccess: (saved) =>
          change.saved({ title: 'Collection Updated', description: `${saved.title} has been saved.` }),
        onError: change.sessionLost,
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      {update.isError && !isUnauthorizedError(update.error) ? (
        <FormAlert>{errorMessage(update.error, 'Failed to update movie')}</FormAlert>
      ) : null}
      <DiscFields value={choice} onChange={setChoice} disabled={update.isPending} />
      <DiscNotesField
        label="Notes"
        value={notes}
        onChange={setNotes}
        disabled={update.isPending}
        placeholder="Special edition, commentary track, a scratch on side B..."
      />
      <FormActions
        inDialog
        pending={update.isPending}
        onCancel={onDone}
        submit="Save Changes"
        sending="Saving..."
      />
    </form>
  );
}
