import { PLAN_NOTE_MAX, PLAN_PLACE_MAX } from '@chuck/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { showFailure, toast } from '../../../lib/toast.ts';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc.ts';
import { handleUnauthorized, isUnauthorizedError } from '../../../lib/unauthorized.ts';
import { formatDateTime, type Loan } from './loan-text.ts';

type Plan = NonNullable<RouterOutputs['handoverPlans']['get']['agreed']>;

/** How a plan reads: 'Meet at The station café, Sat 5 Dec, 10:30' or 'By post (tracking: …)'. */
function planText(plan: Pick<Plan, 'kind' | 'place' | 'at' | 'note'>): string {
  if (plan.kind === 'post') return `By post${plan.note ? ` (tracking: ${plan.note})` : ''}`;
  return `Meet at ${plan.place}, ${plan.at ? formatDateTime(plan.at) : ''}`;
}

/**
 * docs/product.md §3 'Hand-over plan': the agreed plan with 'Add to calendar', the open proposal
 * (accept it, or propose another), and the form to propose one.
 */
export function HandoverPlan({ loan }: { loan: Loan }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const plan = useQuery(trpc.handoverPlans.get.queryOptions({ id: loan.id }));
  const [proposing, setProposing] = useState(false);
  const name = loan.otherParty.displayName;
  const done = (title: string, description: string) => ({
    onSuccess: (state: RouterOutputs['handoverPlans']['get']) => {
      queryClient.setQueryData(trpc.handoverPlans.get.queryKey({ id: loan.id }), state);
      setProposing(false);
      toast({ title, description });
    },
    onError: (error: unknown) => {
      if (isUnauthorizedError(error)) return void handleUnauthorized();
      showFailure(error, 'Please try again.', 'Hand-over not saved');
      void plan.refetch();
    },
  });
  const propose = useMutation(
    trpc.handoverPlans.propose.mutationOptions(done('Hand-over Proposed', `${name} has been told.`)),
  );
  const accept = useMutation(
    trpc.handoverPlans.accept.mutationOptions(done('Hand-over Agreed', `It's on both your loan cards.`)),
  );
  const state = plan.data;
  if (!state) return null;
  const canPropose = state.actions.includes('propose');

  return (
    <section aria-label={`Hand-over of ${loan.title}`} className="mt-3 text-sm">
      <h5 className="font-retro text-lg tracking-wide text-neon-cyan uppercase">Hand-over</h5>
      {state.agreed ? (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <p className="text-ink">
            <span className="font-semibold">Agreed:</span> {planText(state.agreed)}
          </p>
          <a
            className={buttonStyles('secondary', 'sm')}
            href={`/api/dvd-club/rental-requests/${loan.id}/calendar.ics`}
            download={`loan-${loan.id}.ics`}
          >
            <CalendarPlus aria-hidden="true" />
            Add to calendar
          </a>
        </div>
      ) : null}
      {state.proposal ? (
        <div className="mt-1">
          <p className="text-ink">
            {state.proposal.mine ? 'You proposed: ' : `${name} proposes: `}
            {planText(state.proposal)}
            {state.proposal.mine ? ` (waiting for ${name})` : ''}
          </p>
          {state.actions.includes('accept') ? (
            <Button
              size="sm"
              className="mt-1"
              disabled={accept.isPending}
              onClick={() => accept.mutate({ id: loan.id })}
            >
              Accept Plan
            </Button>
          ) : null}
        </div>
      ) : null}
      {!state.agreed && !state.proposal ? (
        <p className="mt-1 text-muted">No hand-over agreed yet: propose how the disc changes hands.</p>
      ) : null}
      {canPropose && !proposing ? (
        <Button size="sm" variant="ghost" className="mt-1" onClick={() => setProposing(true)}>
          {state.proposal ? 'Propose Another' : 'Propose a Hand-over'}
        </Button>
      ) : null}
      {canPropose && proposing ? (
        <PlanForm
          pending={propose.isPending}
          onCancel={() => setProposing(false)}
          onPropose={(input) => propose.mutate({ id: loan.id, ...input })}
        />
      ) : null}
    </section>
  );
}

interface PlanInput {
  kind: 'in_person' | 'post';
  place?: string;
  at?: string;
  note?: string;
}

function PlanForm({
  pending,
  onPropose,
  onCancel,
}: {
  pending: boolean;
  onPropose: (input: PlanInput) => void;
  onCancel: () => void;
}) {
  const [kind, setKind] = useState<PlanInput['kind']>('in_person');
  const [place, setPlace] = useState('');
  const [at, setAt] = useState('');
  const [note, setNote] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The picker's local time, sent as an instant; the server refuses one in the past.
    onPropose(
      kind === 'post'
        ? { kind, note: note.trim() || undefined }
        : { kind, place: place.trim(), at: at ? new Date(at).toISOString() : undefined },
    );
  };
  return (
    <form onSubmit={submit} className="mt-2 space-y-2 rounded-md border border-midnight-700 p-2">
      <fieldset className="flex gap-4">
        <legend className="sr-only">How the disc changes hands</legend>
        {(
          [
            ['in_person', 'In person'],
            ['post', 'By post'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-1.5 text-ink">
            <input
              type="radio"
              name={`${id}-kind`}
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {kind === 'in_person' ? (
        <>
          <label htmlFor={`${id}-place`} className="block text-ink">
            Where
          </label>
          <Input
            id={`${id}-place`}
            required
            maxLength={PLAN_PLACE_MAX}
            value={place}
            placeholder="The station café on Market Street"
            onChange={(event) => setPlace(event.target.value)}
          />
          <label htmlFor={`${id}-at`} className="block text-ink">
            When
          </label>
          <Input
            id={`${id}-at`}
            type="datetime-local"
            required
            value={at}
            onChange={(event) => setAt(event.target.value)}
          />
        </>
      ) : (
        <>
          <label htmlFor={`${id}-note`} className="block text-ink">
            Tracking note (optional)
          </label>
          <Input
            id={`${id}-note`}
            maxLength={PLAN_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          Propose
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
