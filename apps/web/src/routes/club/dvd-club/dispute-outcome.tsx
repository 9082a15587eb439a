import type { FormEvent } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { type DisputeOutcome, type Loan, outcomeText, REASON_LABELS } from './loan-text.ts';
import { OutcomeFields, useOutcomeChoice } from './outcome-fields.tsx';

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
  const choice = useOutcomeChoice();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onResolve(choice.outcome, choice.credits).then(
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
          <OutcomeFields choice={choice} disabled={pending} />
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
