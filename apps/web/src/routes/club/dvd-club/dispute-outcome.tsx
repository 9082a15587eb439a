import {
  DAMAGE_CREDITS_MAX,
  DISPUTE_OUTCOMES,
  LOST_CREDITS_DEFAULT,
  LOST_CREDITS_MAX,
} from '@chuck/api/client';
import { type FormEvent, useState } from 'react';
import { SelectField } from '../../../components/collection/select-field.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { type DisputeOutcome, type Loan, outcomeText, REASON_LABELS } from './loan-text.ts';

/** docs/product.md §3 'Loan dispute': 1 credit for damage, the replacement value (3) for a lost disc. */
export function defaultCredits(outcome: Exclude<DisputeOutcome, 'returned'>): number {
  return outcome === 'lost' ? LOST_CREDITS_DEFAULT : 1;
}

/** What a damaged (1-2) or lost (1-5) disc costs the borrower on top of the loan. */
export function CreditsField({
  outcome,
  value,
  onChange,
  disabled,
}: {
  outcome: Exclude<DisputeOutcome, 'returned'>;
  value: number;
  onChange: (credits: number) => void;
  disabled?: boolean;
}) {
  const max = outcome === 'lost' ? LOST_CREDITS_MAX : DAMAGE_CREDITS_MAX;
  const options = Array.from({ length: max }, (_, i) => String(i + 1));
  return (
    <SelectField
      label="Credits on top of the loan"
      value={String(value)}
      options={options.map((n) => ({ value: n, label: n === '1' ? '1 credit' : `${n} credits` }))}
      onValueChange={(n) => onChange(Number(n))}
      hint={
        outcome === 'lost' ? "The disc's replacement value." : `At most ${DAMAGE_CREDITS_MAX} for damage.`
      }
      disabled={disabled}
    />
  );
}

export const OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  returned: 'Returned fine',
  damaged: 'Damaged',
  lost: 'Lost',
};

/** Propose how the dispute ends: an outcome, and for damage or loss the credits. */
export function ResolveDialog({
  loan,
  open,
  onOpenChange,
  pending,
  onResolve,
}: {
  loan: Loan;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onResolve: (outcome: DisputeOutcome, credits?: number) => Promise<unknown>;
}) {
  const [outcome, setOutcome] = useState<DisputeOutcome>('returned');
  const [extra, setExtra] = useState<number | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const credits = outcome === 'returned' ? undefined : (extra ?? defaultCredits(outcome));
    onResolve(outcome, credits).then(
      () => onOpenChange(false),
      () => undefined,
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Propose Outcome"
        description={`How does the loan of ${loan.title} end? ${loan.otherParty.displayName} accepts it or proposes another.`}
      >
        <form onSubmit={submit} className="grid gap-4">
          <SelectField
            label="Outcome"
            value={outcome}
            options={DISPUTE_OUTCOMES.map((value) => ({ value, label: OUTCOME_LABELS[value] }))}
            onValueChange={(value) => {
              setOutcome(value);
              setExtra(null);
            }}
            disabled={pending}
          />
          {outcome === 'returned' ? null : (
            <CreditsField
              outcome={outcome}
              value={extra ?? defaultCredits(outcome)}
              onChange={setExtra}
              disabled={pending}
            />
          )}
          <FormActions
            inDialog
            pending={pending}
            onCancel={() => onOpenChange(false)}
            submit="Propose Outcome"
            sending="Sending..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The dispute on a card: its reason and note, the open proposal, the escalation and, once settled, the outcome. */
export function DisputeSummary({ loan }: { loan: Loan }) {
  const dispute = loan.dispute;
  if (!dispute) return null;
  const name = loan.otherParty.displayName;
  const by = dispute.by === loan.role ? 'You' : name;
  const proposal = dispute.proposal;
  return (
    <section aria-label="Dispute" className="mt-2 rounded-md border border-danger/50 p-2 text-sm">
      <p className="text-ink">
        {by} disputed: {REASON_LABELS[dispute.reason]}
        {dispute.note ? <span className="text-muted"> — “{dispute.note}”</span> : null}
      </p>
      {dispute.outcome ? (
        <p className="mt-1 font-semibold text-ink">
          Settled: {outcomeText(dispute.outcome.outcome, dispute.outcome.credits)}
        </p>
      ) : proposal ? (
        <p className="mt-1 text-ink">
          {proposal.mine
            ? `You proposed: ${outcomeText(proposal.outcome, proposal.credits)} (waiting for ${name})`
            : `${name} proposes: ${outcomeText(proposal.outcome, proposal.credits)}`}
        </p>
      ) : (
        <p className="mt-1 text-muted">
          No outcome proposed yet: either of you proposes one, the other accepts.
        </p>
      )}
      {dispute.escalatedAt && !dispute.outcome ? (
        <p className="mt-1 text-muted">No agreement in 7 days: the moderators have it now.</p>
      ) : null}
    </section>
  );
}
