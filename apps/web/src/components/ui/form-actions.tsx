import { Button } from './button.tsx';
import { DialogFooter } from './dialog.tsx';

export interface FormActionsProps {
  /** The form is sending: both buttons are off and the submit says `sending`. */
  pending: boolean;
  onCancel: () => void;
  submit: string;
  sending: string;
  /** Submit is off for another reason too (a field the server would refuse). */
  blocked?: boolean;
  /** At the foot of a dialog (a ghost Cancel) rather than of a card's form (a secondary one). */
  inDialog?: boolean;
}

/** A form's Cancel and submit buttons. */
export function FormActions({
  pending,
  onCancel,
  submit,
  sending,
  blocked = false,
  inDialog = false,
}: FormActionsProps) {
  const buttons = (
    <>
      <Button variant={inDialog ? 'ghost' : 'secondary'} onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending || blocked}>
        {pending ? sending : submit}
      </Button>
    </>
  );
  return inDialog ? (
    <DialogFooter className="mt-2">{buttons}</DialogFooter>
  ) : (
    <div className="flex flex-wrap justify-end gap-3">{buttons}</div>
  );
}
