import { draftOf } from '../../../components/diary/diary-draft.ts';
import { DiaryEntryForm } from '../../../components/diary/diary-entry-form.tsx';
import { toEntryFields, useDeleteEntry, useUpdateEntry } from '../../../components/diary/use-diary.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { handleUnauthorized, isUnauthorizedError } from '../../../lib/unauthorized.ts';
import type { DiaryEntry } from './use-diary-pages.ts';

interface EntryDialogProps {
  entry: DiaryEntry;
  open: boolean;
  onClose: () => void;
}

const sessionLost = () => handleUnauthorized({ returnTo: '/diary' });

/** Edit a watch in the same form 'Log a watch' uses. */
export function EditEntryDialog({ entry, open, onClose }: EntryDialogProps) {
  const update = useUpdateEntry({ onDone: onClose, onUnauthorized: sessionLost });
  const problem =
    update.error && !isUnauthorizedError(update.error)
      ? errorMessage(update.error, "Couldn't save your changes. Please try again.")
      : null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        update.reset();
        onClose();
      }}
    >
      {open ? (
        <DialogContent title={`Edit: ${entry.title}`} className="max-w-xl">
          <DiaryEntryForm
            initial={draftOf(entry)}
            saving={update.isPending}
            problem={problem}
            submit="Save changes"
            sending="Saving..."
            onCancel={onClose}
            onSave={(draft) => update.mutate({ id: entry.id, ...toEntryFields(draft) })}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** 'Delete this entry?': the watch leaves the diary; the film stays on the seen list. */
export function DeleteEntryDialog({ entry, open, onClose }: EntryDialogProps) {
  const remove = useDeleteEntry({ onDone: onClose, onUnauthorized: sessionLost });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        remove.reset();
        onClose();
      }}
    >
      <DialogContent
        title="Delete this entry?"
        description={
          <>
            Your watch of <span className="font-semibold text-ink">{entry.title}</span> on {entry.watchedOn}{' '}
            leaves your diary. The film stays on your seen list.
          </>
        }
      >
        {remove.isError && !isUnauthorizedError(remove.error) ? (
          <FormAlert>{errorMessage(remove.error, "Couldn't delete that entry. Please try again.")}</FormAlert>
        ) : null}
        <DialogFooter>
          <Button variant="ghost" onClick={onClose} disabled={remove.isPending}>
            Keep it
          </Button>
          <Button
            variant="destructive"
            onClick={() => remove.mutate({ id: entry.id })}
            disabled={remove.isPending}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
