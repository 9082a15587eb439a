import {
  DEFAULT_LOAN_DAYS,
  DISC_CONDITIONS,
  DISPUTE_NOTE_MAX,
  DISPUTE_REASONS,
  MAX_LOAN_DAYS,
  ZAcceptInput,
} from '@chuck/api/client';
import { type FormEvent, useState } from 'react';
import type { DiscCondition } from '../../../components/collection/disc-options.ts';
import { plainOptions, SelectField } from '../../../components/collection/select-field.tsx';
import { CountedTextarea } from '../../../components/ui/counted-textarea.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type DisputeReason, formatDate, type Loan, REASON_LABELS } from './loan-text.ts';
import { OutcomeFields, useOutcomeChoice } from './outcome-fields.tsx';
import type { ReturnProblem } from './use-loan-actions.ts';

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

/** The outcomes as the owner tells how a disc came back. */
const RETURN_LABELS = { returned: 'Fine', damaged: 'Damaged', lost: 'It never came back (lost)' } as const;

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
  onReturn: (condition: DiscCondition, problem?: ReturnProblem) => Promise<unknown>;
}) {
  const [condition, setCondition] = useState<DiscCondition>(initialCondition);
  const came = useOutcomeChoice();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { outcome, credits } = came;
    const problem =
      outcome === 'returned' || credits === undefined ? undefined : { problem: outcome, credits };
    onReturn(condition, problem).then(
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
            disabled={pending || came.outcome === 'lost'}
          />
          <OutcomeFields
            choice={came}
            label="How did it come back?"
            labels={RETURN_LABELS}
            hint={
              came.outcome === 'returned'
                ? undefined
                : `This opens a dispute proposing the outcome; ${loan.otherParty.displayName} accepts it or proposes another.`
            }
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

/** docs/product.md §3 'Loan dispute': a reason from the list and an optional note; the credit stays frozen. */
export function DisputeLoanDialog({
  loan,
  open,
  onOpenChange,
  pending,
  onDispute,
}: StepDialogProps & { onDispute: (reason: DisputeReason, note: string) => Promise<unknown> }) {
  const owner = loan.role === 'owner';
  const [reason, setReason] = useState<DisputeReason>(owner ? 'damaged' : 'not_received');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDispute(reason, note.trim()).then(
      () => onOpenChange(false),
      () => undefined,
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Dispute"
        description={`Something wrong with ${loan.title}? ${loan.otherParty.displayName} is told, and the credit stays frozen until you agree how it ends.`}
      >
        <form onSubmit={submit} className="grid gap-4">
          <SelectField
            label="What went wrong"
            value={reason}
            options={DISPUTE_REASONS.map((value) => ({ value, label: REASON_LABELS[value] }))}
            onValueChange={setReason}
            disabled={pending}
          />
          <CountedTextarea
            label="Note (optional)"
            value={note}
            onChange={setNote}
            max={DISPUTE_NOTE_MAX}
            rows={3}
            placeholder={owner ? 'A deep scratch across the disc.' : 'The case was empty.'}
            disabled={pending}
          />
          <FormActions
            inDialog
            pending={pending}
            onCancel={() => onOpenChange(false)}
            submit="Send Dispute"
            sending="Sending..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
