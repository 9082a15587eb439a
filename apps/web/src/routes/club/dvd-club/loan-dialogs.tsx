import { DEFAULT_LOAN_DAYS, DISC_CONDITIONS, MAX_LOAN_DAYS, ZAcceptInput } from '@chuck/api/client';
import { type FormEvent, useState } from 'react';
import type { DiscCondition } from '../../../components/collection/disc-options.ts';
import { plainOptions, SelectField } from '../../../components/collection/select-field.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatDate, type Loan } from './loan-text.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface StepDialogProps {
  loan: Loan;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
}

/** Accept with a due date: the loan length in days (14 unless changed) and the date it gives. */
export function AcceptLoanDialog({
  loan,
  open,
  onOpenChange,
  pending,
  onAccept,
}: StepDialogProps & { onAccept: (loanDays: number) => Promise<unknown> }) {
  const [days, setDays] = useState(String(DEFAULT_LOAN_DAYS));
  const count = Number(days);
  // The server's own check of the loan length (a whole number of days, 1 to MAX_LOAN_DAYS).
  const valid = ZAcceptInput.shape.loanDays.safeParse(days).success;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    onAccept(count).then(
      () => onOpenChange(false),
      () => undefined, // the toast has said why; the dialog stays for another try
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Accept Rental Request"
        description={`Lend ${loan.title} (${loan.format}) to ${loan.otherParty.displayName}. Their credit is held until the disc comes back.`}
      >
        <form onSubmit={submit} className="grid gap-4">
          <TextField
            label="Loan length (days)"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LOAN_DAYS}
            step={1}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            error={valid ? undefined : `Choose between 1 and ${MAX_LOAN_DAYS} days.`}
            hint={
              valid
                ? `Due back ${formatDate(new Date(Date.now() + count * DAY_MS).toISOString())}`
                : undefined
            }
            disabled={pending}
          />
          <FormActions
            inDialog
            pending={pending}
            blocked={!valid}
            onCancel={() => onOpenChange(false)}
            submit="Accept Request"
            sending="Accepting..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Mark returned, with the condition the disc came back in (it becomes the disc's condition). */
export function ReturnLoanDialog({
  loan,
  open,
  onOpenChange,
  pending,
  initialCondition,
  onReturn,
}: StepDialogProps & {
  initialCondition: DiscCondition;
  onReturn: (condition: DiscCondition) => Promise<unknown>;
}) {
  const [condition, setCondition] = useState<DiscCondition>(initialCondition);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onReturn(condition).then(
      () => onOpenChange(false),
      () => undefined,
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Mark Returned"
        description={`${loan.title} is back from ${loan.otherParty.displayName}? The held credit comes to you.`}
      >
        <form onSubmit={submit} className="grid gap-4">
          <SelectField
            label="Condition on return"
            value={condition}
            options={plainOptions(DISC_CONDITIONS)}
            onValueChange={setCondition}
            hint="Your collection will show the disc in this condition."
            disabled={pending}
          />
          <FormActions
            inDialog
            pending={pending}
            onCancel={() => onOpenChange(false)}
            submit="Mark Returned"
            sending="Saving..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
