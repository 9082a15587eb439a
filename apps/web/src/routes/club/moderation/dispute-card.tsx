import { DISPUTE_OUTCOMES } from '@chuck/api/client';
import { type FormEvent, useState } from 'react';
import { SelectField } from '../../../components/collection/select-field.tsx';
import { MemberLink } from '../../../components/member/member-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CreditsField, defaultCredits, OUTCOME_LABELS } from '../dvd-club/dispute-outcome.tsx';
import { type DisputeOutcome, outcomeText, REASON_LABELS } from '../dvd-club/loan-text.ts';
import type { EscalatedDispute, ModerationActions } from './use-moderation.ts';

/**
 * docs/product.md §3 'Loan dispute': a dispute its two members did not settle in seven days. The
 * moderator reads both sides and settles it, starting from the outcome one of them proposed.
 */
export function DisputeCard({ dispute, actions }: { dispute: EscalatedDispute; actions: ModerationActions }) {
  const { owner, borrower, proposal } = dispute;
  const [outcome, setOutcome] = useState<DisputeOutcome>(proposal?.outcome ?? 'returned');
  const [extra, setExtra] = useState<number | null>(
    proposal && proposal.outcome !== 'returned' ? proposal.credits : null,
  );
  const pending = actions.settleDispute.isPending;
  const name = (side: 'owner' | 'borrower') => (side === 'owner' ? owner.name : borrower.name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const credits = outcome === 'returned' ? undefined : (extra ?? defaultCredits(outcome));
    actions.settleDispute.mutate({ id: dispute.id, outcome, ...(credits === undefined ? {} : { credits }) });
  };
  return (
    <li className="rounded-md border border-midnight-600 p-3 text-sm">
      <h3 className="font-display text-lg text-ink">{dispute.title}</h3>
      <p className="text-muted">
        Lent by <MemberLink memberId={owner.id} name={owner.name} /> to{' '}
        <MemberLink memberId={borrower.id} name={borrower.name} />; with the moderators since{' '}
        {new Date(dispute.escalatedAt).toLocaleDateString()}
      </p>
      <p className="mt-2 text-ink">
        {name(dispute.openedBy)} disputed: {REASON_LABELS[dispute.reason]}
        {dispute.note ? <span className="text-muted"> — “{dispute.note}”</span> : null}
      </p>
      <p className="mt-1 text-ink">
        {proposal
          ? `${name(proposal.by)} proposed: ${outcomeText(proposal.outcome, proposal.credits)} (not accepted)`
          : 'Neither of them proposed an outcome.'}
      </p>
      <form
        onSubmit={submit}
        aria-label={`Settle the dispute over ${dispute.title}`}
        className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
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
        {outcome === 'returned' ? (
          <span />
        ) : (
          <CreditsField
            outcome={outcome}
            value={extra ?? defaultCredits(outcome)}
            onChange={setExtra}
            disabled={pending}
          />
        )}
        <Button type="submit" disabled={pending}>
          {pending ? 'Settling...' : 'Settle Dispute'}
        </Button>
      </form>
    </li>
  );
}
