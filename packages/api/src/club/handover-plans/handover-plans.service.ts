import type { Db } from '@chuck/db';
import { conflict, invalid } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { publicNameOf } from '../../social/connections/connections.service.ts';
import { notify } from '../../social/notifications/notifications.service.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { loanEndedAt } from '../loans/loan-rules.ts';
import { type MemberLoan, memberLoan } from '../loans/loans.service.ts';
import { loanCalendar } from './calendar.ts';
import * as repo from './handover-plans.repository.ts';
import type { CalendarFile, Plan, PlanState, ProposePlanInput } from './handover-plans.schema.ts';

const OVER = 'This loan is over, so there is no hand-over to plan.';

function toPlan(row: repo.PlanRow, { loan }: MemberLoan, userId: string): Plan {
  return {
    id: row.id,
    kind: row.kind,
    place: row.place,
    at: row.at?.toISOString() ?? null,
    note: row.note,
    proposedBy: row.proposedBy === loan.ownerId ? 'owner' : 'borrower',
    mine: row.proposedBy === userId,
    proposedAt: row.proposedAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

async function stateOf(db: Db, member: MemberLoan, userId: string): Promise<PlanState> {
  const { agreed, proposal } = await repo.currentPlans(db, member.loan.id);
  const on = loanEndedAt(member.loan) === null && member.loan.status !== 'returned';
  return {
    loanId: member.loan.id,
    agreed: agreed ? toPlan(agreed, member, userId) : null,
    proposal: proposal ? toPlan(proposal, member, userId) : null,
    actions: on
      ? [
          ...(proposal?.proposedBy === userId ? [] : (['propose'] as const)),
          ...(proposal && proposal.proposedBy !== userId ? (['accept'] as const) : []),
        ]
      : [],
  };
}

/** docs/product.md §3 'Hand-over plan': the agreed plan and the open proposal, for either member. */
export async function planOf(db: Db, user: SessionUser, loanId: number): Promise<PlanState> {
  return stateOf(db, await memberLoan(db, user.id, loanId), user.id);
}

/**
 * Proposes how the disc changes hands. A proposal of the other member's still open is countered
 * (replaced); one of the caller's own still open is a 409: one open proposal at a time.
 */
export async function propose(db: Db, user: SessionUser, input: ProposePlanInput): Promise<PlanState> {
  const at = input.at ? new Date(input.at) : null;
  if (at && at.getTime() <= Date.now()) throw invalid('The hand-over must be in the future.');
  return inTransaction(db, async (trx) => {
    // The loan stays locked, so two proposals (or a proposal and its acceptance) go one at a time.
    const member = await memberLoan(trx, user.id, input.id, true);
    if (!isOn(member)) throw conflict(OVER);
    const { proposal } = await repo.currentPlans(trx, member.loan.id);
    if (proposal?.proposedBy === user.id) {
      throw conflict(
        `You already proposed a hand-over; wait for ${member.other.name} to accept it or propose another.`,
      );
    }
    if (proposal) await repo.supersede(trx, proposal.id);
    await repo.insertProposal(trx, {
      loanId: member.loan.id,
      proposedBy: user.id,
      kind: input.kind,
      place: input.kind === 'in_person' ? (input.place ?? null) : null,
      at: input.kind === 'in_person' ? at : null,
      note: input.kind === 'post' ? (input.note ?? null) : null,
    });
    const me = await publicNameOf(trx, user);
    await notify(trx, member.other.id, {
      type: 'loan_plan_proposed',
      title: proposal ? 'Another Hand-over Proposed' : 'Hand-over Proposed',
      message:
        input.kind === 'post'
          ? `${me} proposes to send ${member.loan.title} by post.`
          : `${me} proposes to meet at ${input.place} on ${at!.toUTCString()} for ${member.loan.title}.`,
      data: { movieTitle: member.loan.title, loanId: member.loan.id, fromUserId: user.id, fromName: me },
    });
    return stateOf(trx, member, user.id);
  });
}

/** Accepts the other member's open proposal: it becomes the agreed plan on both cards. */
export async function accept(db: Db, user: SessionUser, loanId: number): Promise<PlanState> {
  return inTransaction(db, async (trx) => {
    const member = await memberLoan(trx, user.id, loanId, true);
    if (!isOn(member)) throw conflict(OVER);
    const { agreed, proposal } = await repo.currentPlans(trx, member.loan.id);
    if (!proposal) throw conflict('There is no hand-over proposal to accept.');
    if (proposal.proposedBy === user.id) {
      throw conflict(
        `You can't accept your own proposal: ${member.other.name} accepts it or proposes another.`,
      );
    }
    if (proposal.at && proposal.at.getTime() <= Date.now()) {
      throw conflict('That hand-over time has passed; propose another.');
    }
    if (agreed) await repo.supersede(trx, agreed.id);
    await repo.markAccepted(trx, proposal.id);
    const me = await publicNameOf(trx, user);
    await notify(trx, member.other.id, {
      type: 'loan_plan_agreed',
      title: 'Hand-over Agreed',
      message: `${me} accepted your hand-over plan for ${member.loan.title}.`,
      data: { movieTitle: member.loan.title, loanId: member.loan.id, fromUserId: user.id, fromName: me },
    });
    return stateOf(trx, member, user.id);
  });
}

/** The agreed hand-over and the due date as an .ics file (a 409 until a plan is agreed). */
export async function calendar(db: Db, user: SessionUser, loanId: number): Promise<CalendarFile> {
  const member = await memberLoan(db, user.id, loanId);
  const { agreed } = await repo.currentPlans(db, loanId);
  if (!agreed?.acceptedAt) throw conflict('Agree a hand-over plan first; then it can go in your calendar.');
  return loanCalendar({
    loanId,
    title: member.loan.title,
    otherName: member.other.name,
    role: member.role,
    handover: {
      kind: agreed.kind,
      place: agreed.place,
      at: agreed.at,
      note: agreed.note,
      agreedAt: agreed.acceptedAt,
    },
    dueAt: member.loan.dueAt,
  });
}

/** A hand-over can be planned from the request until the disc is back (declined, cancelled or returned: over). */
function isOn({ loan }: MemberLoan): boolean {
  return loan.status === 'requested' || loan.status === 'accepted' || loan.status === 'handed_over';
}
