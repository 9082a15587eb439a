import { nameOf } from '../../lib/display-name.ts';
import { AUTO_CONFIRM_HOURS } from '../../shared/loan-terms.ts';
import { discLabelOf } from '../dvd-club/disc-label.ts';
import {
  awaiting,
  disputeOpen,
  HOUR_MS,
  type Role,
  RULES,
  reviewRefusal,
  type StepAction,
  sideRule,
} from './loan-rules.ts';
import type * as loans from './loans.repository.ts';
import type { Loan, LoanAction } from './loans.schema.ts';

/** A loan as one of its members reads it (the API's `Loan`), from the row and the rules. */

function payoutOf(row: loans.DetailedLoanRow): Loan['payout'] {
  // A loan that ran free (the pair's one paid loan in 30 days was another) moves no credit.
  if (row.acceptedAt && row.credits === 0) return 'none';
  if (row.paidAt) return 'paid';
  if (row.payoutWaiting) return 'waiting';
  if (!row.acceptedAt) return 'none';
  return row.status === 'declined' || row.status === 'cancelled' ? 'refunded' : 'held';
}

function canReview(row: loans.DetailedLoanRow, role: Role, now: number): boolean {
  const mine = role === 'owner' ? row.ownerThumb : row.borrowerThumb;
  return mine === null && reviewRefusal(row, now) === null;
}

function sideOf(loan: { ownerId: string }, userId: string | null): Role {
  return userId === loan.ownerId ? 'owner' : 'borrower';
}

function disputeOf(row: loans.DetailedLoanRow, role: Role): Loan['dispute'] {
  if (!row.disputedAt || row.disputeReason === null) return null;
  const proposer = row.disputeProposedBy === null ? null : sideOf(row, row.disputeProposedBy);
  return {
    by: sideOf(row, row.disputedBy),
    reason: row.disputeReason,
    note: row.disputeNote,
    at: row.disputedAt.toISOString(),
    proposal:
      proposer && row.disputeProposedOutcome && row.disputeProposedAt
        ? {
            by: proposer,
            mine: proposer === role,
            outcome: row.disputeProposedOutcome,
            credits: row.disputeProposedCredits ?? 0,
            at: row.disputeProposedAt.toISOString(),
          }
        : null,
    escalatedAt: row.disputeEscalatedAt?.toISOString() ?? null,
    outcome:
      row.disputeOutcome && row.disputeSettledAt
        ? {
            outcome: row.disputeOutcome,
            credits: row.disputeCredits ?? 0,
            at: row.disputeSettledAt.toISOString(),
          }
        : null,
  };
}

/** docs/product.md §3 'Loan dispute': proposing an outcome, or accepting the other member's. */
function resolveActions(row: loans.DetailedLoanRow, role: Role): LoanAction[] {
  if (!disputeOpen(row)) return [];
  const proposer = row.disputeProposedBy === null ? null : sideOf(row, row.disputeProposedBy);
  if (proposer === role) return [];
  return proposer ? ['resolve', 'acceptResolution'] : ['resolve'];
}

function reviewOf(thumb: 'up' | 'down' | null, note: string | null) {
  return thumb ? { thumb, note } : null;
}

/** A loan as `role` reads it: its dates, its dispute, the reviews and the steps open to them now. */
export function toLoan(row: loans.DetailedLoanRow, role: Role, now = Date.now()): Loan {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const pending = awaiting(row);
  const other =
    role === 'owner'
      ? { id: row.borrowerId, name: nameOf(row, 'borrower'), image: row.borrowerImage }
      : { id: row.ownerId, name: nameOf(row, 'owner'), image: row.ownerImage };
  return {
    id: row.id,
    status: row.status,
    role,
    mediaId: row.mediaId,
    ...discLabelOf(row),
    borrowerId: row.borrowerId,
    otherParty: {
      id: other.id,
      displayName: other.name,
      profileImageUrl: other.image,
    },
    message: row.message,
    credits: row.credits,
    requestedAt: row.requestedAt.toISOString(),
    acceptedAt: iso(row.acceptedAt),
    declinedAt: iso(row.declinedAt),
    cancelledAt: iso(row.cancelledAt),
    handedOverAt: iso(row.handedOverAt),
    dueAt: iso(row.dueAt),
    returnedAt: iso(row.returnedAt),
    returnCondition: row.returnCondition,
    isOverdue: row.status === 'handed_over' && row.dueAt !== null && row.dueAt.getTime() < now,
    awaitingConfirmation: pending,
    confirmBy:
      pending && !disputeOpen(row) && row.stepAt
        ? new Date(row.stepAt.getTime() + AUTO_CONFIRM_HOURS * HOUR_MS).toISOString()
        : null,
    handoverConfirmedAt: iso(row.handoverConfirmedAt),
    returnConfirmedAt: iso(row.returnConfirmedAt),
    dispute: disputeOf(row, role),
    payout: payoutOf(row),
    myReview: role === 'owner' ? row.ownerThumb : row.borrowerThumb,
    reviews: {
      mine:
        role === 'owner'
          ? reviewOf(row.ownerThumb, row.ownerNote)
          : reviewOf(row.borrowerThumb, row.borrowerNote),
      theirs:
        role === 'owner'
          ? reviewOf(row.borrowerThumb, row.borrowerNote)
          : reviewOf(row.ownerThumb, row.ownerNote),
    },
    actions: [
      ...(Object.keys(RULES) as StepAction[]).filter((action) => {
        const rule = RULES[action];
        if (!rule.from.includes(row.status) || (rule.by !== 'either' && rule.by !== role)) return false;
        if (action === 'confirm' || action === 'dispute') return sideRule(action, row, role) === null;
        // A hand-over the borrower disputes must be settled before the disc can be marked back.
        if (action === 'markReturned') return !disputeOpen(row) || row.disputedBy === row.ownerId;
        return true;
      }),
      ...resolveActions(row, role),
      ...(canReview(row, role, now) ? (['review'] as const) : []),
    ],
  };
}
