import { AlertTriangle, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormatBadge } from '../../../components/collection/disc-badges.tsx';
import type { DiscCondition } from '../../../components/collection/disc-options.ts';
import { MemberLink } from '../../../components/member/member-link.tsx';
import { Poster } from '../../../components/poster/poster.tsx';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { DisputeSummary, ResolveDialog } from './dispute-outcome.tsx';
import { HandoverPlan } from './handover-plan.tsx';
import { AcceptLoanDialog, DisputeLoanDialog, ReturnLoanDialog } from './loan-dialogs.tsx';
import { LoanReviews, ReviewForm } from './loan-review.tsx';
import {
  actionLabel,
  formatDate,
  isActiveLoan,
  isOpenLoan,
  type Loan,
  type LoanStatus,
  loanHint,
  STATUS_LABELS,
} from './loan-text.ts';
import { LoanThread } from './loan-thread.tsx';
import { useLoanActions } from './use-loan-actions.ts';

const statusVariants: Record<LoanStatus, BadgeVariant> = {
  requested: 'ticket',
  accepted: 'cyan',
  handed_over: 'pink',
  returned: 'success',
  declined: 'outline',
  cancelled: 'outline',
};

/** A step taken with a button (or a dialog behind one). */
type Step = Exclude<Loan['actions'][number], 'review'>;

export interface LoanCardProps {
  loan: Loan;
  /** The disc's condition now, to start the return form from. */
  discCondition?: DiscCondition;
}

/** One loan from this member's side: the disc, the other member, the step dates and what to do next. */
export function LoanCard({ loan, discCondition }: LoanCardProps) {
  const actions = useLoanActions(loan);
  const [accepting, setAccepting] = useState(false);
  const [returning, setReturning] = useState(false);
  const [disputing, setDisputing] = useState(false);
  const [resolving, setResolving] = useState(false);
  const headingId = `loan-${loan.id}-title`;
  const open = isOpenLoan(loan);
  const other = loan.otherParty;

  const dates: [string, string | null][] = [
    ['Requested', loan.requestedAt],
    ['Accepted', loan.acceptedAt],
    ['Handed over', loan.handedOverAt],
    ['Confirmed', loan.handoverConfirmedAt],
    ['Due', isActiveLoan(loan) ? loan.dueAt : null],
    ['Returned', loan.returnedAt],
    ['Return confirmed', loan.returnConfirmedAt],
    ['Declined', loan.declinedAt],
    ['Cancelled', loan.cancelledAt],
  ];

  // The review is a form on the card itself, not a button (issue 26 item 6).
  const buttons: Record<Step, () => void> = {
    accept: () => setAccepting(true),
    decline: actions.decline,
    cancel: actions.cancel,
    handOver: actions.handOver,
    markReturned: () => setReturning(true),
    confirm: actions.confirm,
    dispute: () => setDisputing(true),
    resolve: () => setResolving(true),
    acceptResolution: actions.acceptResolution,
  };

  const steps = loan.actions.filter((action): action is Step => action !== 'review');

  return (
    <li>
      <article
        id={`loan-${loan.id}`}
        aria-labelledby={headingId}
        className={cn(
          'rounded-lg border-2 bg-midnight-950/50 p-3',
          loan.isOverdue ? 'border-danger/70' : 'border-midnight-700',
          !open && 'opacity-80',
        )}
      >
        <div className="flex gap-3">
          <Poster src={loan.posterUrl} title={loan.title} size="sm" className="w-11!" />
          <div className="min-w-0 flex-1">
            <h4 id={headingId} className="font-semibold break-words text-ink">
              {loan.title}
              {loan.year ? (
                <>
                  {' '}
                  <span className="text-sm font-normal text-muted">({loan.year})</span>
                </>
              ) : null}
            </h4>
            <div className="mt-1 flex flex-wrap items-center gap-1.5">
              <Badge variant={statusVariants[loan.status]}>
                <span className="sr-only">Status: </span>
                {STATUS_LABELS[loan.status]}
              </Badge>
              <FormatBadge format={loan.format} />
              {loan.awaitingConfirmation && !loan.dispute ? (
                <Badge variant="outline">Awaiting confirmation</Badge>
              ) : null}
              {loan.dispute && !loan.dispute.outcome ? <Badge variant="danger">Disputed</Badge> : null}
              {loan.myReview ? (
                <Badge variant="outline">
                  {loan.myReview === 'up' ? (
                    <ThumbsUp aria-hidden="true" className="size-3.5" />
                  ) : (
                    <ThumbsDown aria-hidden="true" className="size-3.5" />
                  )}
                  Reviewed<span className="sr-only"> (thumbs {loan.myReview})</span>
                </Badge>
              ) : null}
              {loan.isOverdue ? (
                <Badge variant="danger">
                  <AlertTriangle aria-hidden="true" className="size-3.5" />
                  Overdue
                </Badge>
              ) : null}
            </div>
            <p className="mt-1.5 text-sm text-muted">
              {loan.role === 'owner' ? 'Borrower: ' : 'Owner: '}
              <MemberLink memberId={other.id} name={other.displayName} />
            </p>
          </div>
        </div>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          {dates.map(([label, iso]) =>
            iso ? (
              <div key={label} className="contents">
                <dt className="text-muted">{label}</dt>
                <dd
                  className={cn('text-ink', label === 'Due' && loan.isOverdue && 'font-semibold text-danger')}
                >
                  {formatDate(iso)}
                  {label === 'Returned' && loan.returnCondition ? ` (${loan.returnCondition})` : ''}
                </dd>
              </div>
            ) : null,
          )}
        </dl>
        {loan.message ? (
          <blockquote className="mt-2 border-l-2 border-neon-pink/60 pl-2 text-sm text-ink/85 italic">
            <span className="sr-only">Message: </span>“{loan.message}”
          </blockquote>
        ) : null}
        <p className="mt-2 text-sm text-muted">{loanHint(loan)}</p>
        <DisputeSummary loan={loan} />
        <LoanReviews loan={loan} />
        {loan.actions.includes('review') ? (
          <ReviewForm loan={loan} pending={actions.isPending} onReview={actions.review} />
        ) : null}
        {open ? <HandoverPlan loan={loan} /> : null}
        <LoanThreadFold loan={loan} open={open} />
        {steps.length ? (
          <div className="mt-3 flex flex-wrap gap-2">
            {steps.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={
                  action === 'decline' || action === 'cancel' || action === 'dispute' || action === 'resolve'
                    ? 'ghost'
                    : 'secondary'
                }
                disabled={actions.isPending}
                onClick={buttons[action]}
              >
                {actionLabel(loan, action)}
              </Button>
            ))}
          </div>
        ) : null}
      </article>
      {loan.actions.includes('accept') ? (
        <AcceptLoanDialog
          loan={loan}
          open={accepting}
          onOpenChange={setAccepting}
          pending={actions.isPending}
          onAccept={actions.accept}
        />
      ) : null}
      {loan.actions.includes('dispute') ? (
        <DisputeLoanDialog
          loan={loan}
          open={disputing}
          onOpenChange={setDisputing}
          pending={actions.isPending}
          onDispute={actions.dispute}
        />
      ) : null}
      {loan.actions.includes('resolve') ? (
        <ResolveDialog
          loan={loan}
          open={resolving}
          onOpenChange={setResolving}
          pending={actions.isPending}
          onResolve={actions.resolve}
        />
      ) : null}
      {loan.actions.includes('markReturned') ? (
        <ReturnLoanDialog
          loan={loan}
          open={returning}
          onOpenChange={setReturning}
          pending={actions.isPending}
          initialCondition={discCondition ?? 'Good'}
          onReturn={actions.markReturned}
        />
      ) : null}
    </li>
  );
}

/**
 * The loan's thread: shown on an open loan; on a past one behind a fold, so a long history of loans
 * does not load every thread (docs/product.md §3 'Loan thread').
 */
function LoanThreadFold({ loan, open }: { loan: Loan; open: boolean }) {
  const linked = window.location.hash === `#loan-${loan.id}`;
  const [shown, setShown] = useState(open || linked);
  // Messages links here (#loan-7): the card comes into view once the list has loaded.
  useEffect(() => {
    if (linked) document.getElementById(`loan-${loan.id}`)?.scrollIntoView({ block: 'center' });
  }, [linked, loan.id]);
  if (shown) return <LoanThread loan={loan} />;
  return (
    <Button size="sm" variant="ghost" className="mt-2" onClick={() => setShown(true)}>
      Messages with {loan.otherParty.displayName}
    </Button>
  );
}
