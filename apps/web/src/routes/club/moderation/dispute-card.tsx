import type { FormEvent } from 'react';
import { MemberLink } from '../../../components/member/member-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { outcomeText, REASON_LABELS } from '../dvd-club/loan-text.ts';
import { OutcomeFields, useOutcomeChoice } from '../dvd-club/outcome-fields.tsx';
import type { EscalatedDispute, ModerationActions } from './use-moderation.ts';

/**
 * docs/product.md §3 'Loan dispute': a dispute its two members did not settle in seven days. The
 * moderator reads both sides and settles it, starting from the outcome one of them proposed.
 */
export function DisputeCard({ dispute, actions }: { dispute: EscalatedDispute; actions: ModerationActions }) {
  const { owner, borrower, proposal } = dispute;
  const choice = useOutcomeChoice(proposal ?? undefined);
  const pending = actions.settleDispute.isPending;
  const name = (side: 'owner' | 'borrower') => (side === 'owner' ? owner.name : borrower.name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { outcome, credits } = choice;
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
        <OutcomeFields choice={choice} disabled={pending} emptyCredits={<span />} />
        <Button type="submit" disabled={pending}>
          {pending ? 'Settling...' : 'Settle Dispute'}
        </Button>
      </form>
    </li>
  );
}
