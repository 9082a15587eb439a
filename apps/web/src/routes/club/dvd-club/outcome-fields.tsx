import {
  DAMAGE_CREDITS_MAX,
  DISPUTE_OUTCOMES,
  LOST_CREDITS_DEFAULT,
  LOST_CREDITS_MAX,
} from '@chuck/api/client';
import { type ReactNode, useState } from 'react';
import { SelectField } from '../../../components/collection/select-field.tsx';
import type { DisputeOutcome } from './loan-text.ts';

/** docs/product.md §3 'Loan dispute': 1 credit for damage, the replacement value (3) for a lost disc. */
function defaultCredits(outcome: Exclude<DisputeOutcome, 'returned'>): number {
  return outcome === 'lost' ? LOST_CREDITS_DEFAULT : 1;
}

const OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  returned: 'Returned fine',
  damaged: 'Damaged',
  lost: 'Lost',
};

/** An outcome being picked, with the credits on top for damage or loss (undefined when returned fine). */
export interface OutcomeChoice {
  outcome: DisputeOutcome;
  credits: number | undefined;
  pick: (outcome: DisputeOutcome) => void;
  setCredits: (credits: number) => void;
}

/**
 * The state behind `OutcomeFields`, starting from `initial` (a proposal to settle from): a new
 * outcome starts again from its default credits.
 */
export function useOutcomeChoice(initial?: { outcome: DisputeOutcome; credits: number }): OutcomeChoice {
  const [outcome, setOutcome] = useState<DisputeOutcome>(initial?.outcome ?? 'returned');
  const [extra, setExtra] = useState<number | null>(
    initial && initial.outcome !== 'returned' ? initial.credits : null,
  );
  return {
    outcome,
    credits: outcome === 'returned' ? undefined : (extra ?? defaultCredits(outcome)),
    pick: (next) => {
      setOutcome(next);
      setExtra(null);
    },
    setCredits: setExtra,
  };
}

/**
 * The one outcome-and-credits picker (docs/product.md §3 'Loan dispute'): returned fine, damaged
 * with 1-2 credits on top, or lost with the replacement value (1-5). Proposing an outcome, marking a
 * return and a moderator's settling each name the outcomes in their own words.
 */
export function OutcomeFields({
  choice,
  label = 'Outcome',
  labels = OUTCOME_LABELS,
  hint,
  disabled,
  emptyCredits = null,
}: {
  choice: OutcomeChoice;
  label?: string;
  labels?: Record<DisputeOutcome, string>;
  hint?: ReactNode;
  disabled?: boolean;
  /** What stands in the credits' place for 'returned' (a grid cell keeps its column). */
  emptyCredits?: ReactNode;
}) {
  const { outcome } = choice;
  const max = outcome === 'lost' ? LOST_CREDITS_MAX : DAMAGE_CREDITS_MAX;
  const options = Array.from({ length: max }, (_, i) => String(i + 1));
  return (
    <>
      <SelectField
        label={label}
        value={outcome}
        options={DISPUTE_OUTCOMES.map((value) => ({ value, label: labels[value] }))}
        onValueChange={choice.pick}
        hint={hint}
        disabled={disabled}
      />
      {choice.credits === undefined ? (
        emptyCredits
      ) : (
        <SelectField
          label="Credits on top of the loan"
          value={String(choice.credits)}
          options={options.map((n) => ({ value: n, label: n === '1' ? '1 credit' : `${n} credits` }))}
          onValueChange={(n) => choice.setCredits(Number(n))}
          hint={
            outcome === 'lost' ? "The disc's replacement value." : `At most ${DAMAGE_CREDITS_MAX} for damage.`
          }
          disabled={disabled}
        />
      )}
    </>
  );
}
