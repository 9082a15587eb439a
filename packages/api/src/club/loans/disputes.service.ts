import type { Db, DisputeOutcome } from '@chuck/db';
import type { AppDeps, WriteDeps } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { DISPUTE_ESCALATE_DAYS } from '../../shared/loan-terms.ts';
import { publicNameOf } from '../../social/connections/connections.service.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import * as credits from '../credits/credits.service.ts';
import { type LockedDisc, lockDisc, markLost } from '../dvd-club/dvd-club.service.ts';
import { offerToNextInLine } from '../holds/holds.service.ts';
import { notifyLoan } from './loan-notices.ts';
import { DAY_MS, defaultCredits, disputeOpen, LOAN_NOT_FOUND } from './loan-rules.ts';
import { askForReviews, settleReturn } from './loan-settlement.ts';
import * as loans from './loans.repository.ts';
import type { Loan, LoanIdInput, ResolveInput } from './loans.schema.ts';
import { getLoan, memberLoan } from './loans.service.ts';

const NO_DISPUTE = 'There is no open dispute on this loan.';

/** docs/product.md §3 'Loan dispute': the outcomes as members read them. */
function outcomeWords(outcome: DisputeOutcome, extra: number): string {
  if (outcome === 'returned') return 'returned fine';
  const what = outcome === 'lost' ? 'lost' : 'damaged';
  return `${what}, ${credits.credits(extra)} on top of the loan`;
}

const PROPOSAL_CLEARED = {
  disputeProposedBy: null,
  disputeProposedOutcome: null,
  disputeProposedCredits: null,
  disputeProposedAt: null,
} as const;

/**
 * Proposes how the loan's dispute ends. The other member's open proposal is replaced (a counter);
 * one of the caller's own still open is a 409: one open proposal at a time.
 */
export async function propose(
  { db }: Pick<AppDeps, 'db'>,
  member: SessionUser,
  input: ResolveInput,
): Promise<Loan> {
  await inTransaction(db, async (trx) => {
    // The loan stays locked, so proposals, acceptances and withdrawals go one at a time.
    const { loan, other } = await memberLoan(trx, member.id, input.id, true);
    if (!disputeOpen(loan))
      throw conflict(loan.disputeSettledAt ? 'This dispute is already settled.' : NO_DISPUTE);
    if (loan.disputeProposedBy === member.id) {
      throw conflict(
        `You already proposed an outcome; wait for ${other.name} to accept it or propose another.`,
      );
    }
    const extra = input.outcome === 'returned' ? 0 : (input.credits ?? defaultCredits(input.outcome));
    await loans.updateLoan(trx, loan.id, {
      disputeProposedBy: member.id,
      disputeProposedOutcome: input.outcome,
      disputeProposedCredits: extra,
      disputeProposedAt: new Date(),
    });
    const me = { id: member.id, name: await publicNameOf(trx, member) };
    await notifyLoan(trx, other.id, 'rental_dispute_proposed', {
      title: 'Outcome Proposed',
      message:
        `${me.name} proposes the loan of ${loan.title} ends as ${outcomeWords(input.outcome, extra)}. ` +
        'Accept it, or propose another.',
      loan,
      from: me,
    });
  });
  return getLoan({ db }, member, input);
}

/** Accepts the other member's open proposal: the dispute, and the loan with it, is settled. */
export async function accept(deps: WriteDeps, member: SessionUser, input: LoanIdInput): Promise<Loan> {
  await inTransaction(deps.db, async (trx) => {
    const { item, loan } = await lockLoanAndDisc(trx, input.id);
    if (loan.ownerId !== member.id && loan.borrowerId !== member.id) throw notFound(LOAN_NOT_FOUND);
    if (!disputeOpen(loan))
      throw conflict(loan.disputeSettledAt ? 'This dispute is already settled.' : NO_DISPUTE);
    if (!loan.disputeProposedBy || !loan.disputeProposedOutcome) {
      throw conflict('There is no proposed outcome to accept yet: propose one.');
    }
    if (loan.disputeProposedBy === member.id) {
      throw conflict("You can't accept your own proposal: the other member accepts it or proposes another.");
    }
    await settleLocked({ db: trx, effects: deps.effects }, loan, item, {
      outcome: loan.disputeProposedOutcome,
      credits: loan.disputeProposedCredits ?? 0,
      settledBy: member.id,
    });
  });
  return getLoan(deps, member, input);
}

export interface Settlement {
  outcome: DisputeOutcome;
  /** What the borrower pays on top of the loan (ignored for 'returned'); the outcome's default when absent. */
  credits?: number;
  /** The member (or moderator) whose word settles it. */
  settledBy: string;
}

/**
 * THE settling of a dispute (docs/product.md §3 'Loan dispute'), for an accepted proposal and for a
 * moderator alike; it joins the caller's transaction. The loan ends returned and confirmed; the held
 * credit goes to the owner (as any settled return); a damaged or lost disc costs the borrower the
 * agreed credits on top, paid to the owner as far as their balance goes and owed for the rest; a
 * lost disc leaves the shelf; both members are told and asked for a review. A loan with no open
 * dispute is a 409, so it settles once however many ask at the same moment.
 */
export async function settleDispute(deps: WriteDeps, loanId: number, settlement: Settlement): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    const { item, loan } = await lockLoanAndDisc(trx, loanId);
    if (!disputeOpen(loan))
      throw conflict(loan.disputeSettledAt ? 'This dispute is already settled.' : NO_DISPUTE);
    await settleLocked({ db: trx, effects: deps.effects }, loan, item, settlement);
  });
}

/**
 * A moderator settles a dispute its members did not settle in seven days (docs/product.md §3
 * 'Reports and moderation'): only an escalated one, never one of the moderator's own loans. The
 * caller checks who moderates. Returns the loan as settled.
 */
export async function settleEscalated(
  deps: WriteDeps,
  loanId: number,
  settlement: Settlement,
): Promise<loans.LoanRow> {
  return inTransaction(deps.db, async (trx) => {
    const loan = await loans.findLoan(trx, loanId);
    if (!loan?.disputedAt) throw notFound('Dispute not found');
    if (loan.disputeSettledAt) throw conflict('This dispute is already settled.');
    if (!loan.disputeEscalatedAt) {
      throw conflict('Only a dispute its members have not settled in seven days comes to the moderators.');
    }
    if (settlement.settledBy === loan.ownerId || settlement.settledBy === loan.borrowerId) {
      throw conflict("A moderator can't settle a dispute of their own.");
    }
    await settleDispute({ db: trx, effects: deps.effects }, loanId, settlement);
    return (await loans.findLoan(trx, loanId))!;
  });
}

/** Locks the loan's disc, then the loan (the order every loan step takes). */
async function lockLoanAndDisc(
  trx: Db,
  id: number,
): Promise<{ item: LockedDisc | undefined; loan: loans.LoanRow }> {
  const seen = await loans.findLoan(trx, id);
  if (!seen) throw notFound(LOAN_NOT_FOUND);
  const item = seen.mediaId === null ? undefined : await lockDisc(trx, seen.mediaId);
  return { item, loan: (await loans.lockLoan(trx, id))! };
}

async function settleLocked(
  { db: trx, effects }: WriteDeps,
  loan: loans.LoanRow,
  item: LockedDisc | undefined,
  { outcome, credits: asked, settledBy }: Settlement,
): Promise<void> {
  const now = new Date();
  const extra = outcome === 'returned' ? 0 : (asked ?? defaultCredits(outcome));
  await credits.lockPair(trx, loan.ownerId, loan.borrowerId);
  // A disc still out is back now, unless it is lost; either way the loan is over.
  const cameBack = loan.status === 'handed_over' && outcome !== 'lost';
  await loans.updateLoan(trx, loan.id, {
    ...PROPOSAL_CLEARED,
    status: 'returned',
    returnedAt: loan.returnedAt ?? now,
    handoverConfirmedAt: loan.handoverConfirmedAt ?? now,
    returnConfirmedAt: now,
    stepAt: null,
    disputeOutcome: outcome,
    disputeCredits: extra,
    disputeSettledAt: now,
    disputeSettledBy: settledBy,
  });
  await settleReturn(trx, loan);
  if (extra > 0) {
    const what = `${outcome === 'lost' ? 'losing' : 'damaging'} ${loan.title}`;
    const hasLent = await loans.hasLent(trx, loan.borrowerId);
    await credits.chargeForDispute(trx, { ...loan, hasLent }, loan, extra, what);
  }
  if (item && outcome === 'lost') await markLost({ effects }, trx, item);
  if (cameBack) {
    await effects.emit(trx, { type: 'loan.returned', ownerId: loan.ownerId, borrowerId: loan.borrowerId });
    if (item) await offerToNextInLine({ db: trx, effects }, item.id, 'announce');
  }
  const message = `The dispute about ${loan.title} is settled: ${outcomeWords(outcome, extra)}.`;
  for (const userId of [loan.ownerId, loan.borrowerId]) {
    await notifyLoan(trx, userId, 'rental_dispute_settled', {
      title: 'Dispute Settled',
      message,
      loan,
      from: null,
    });
  }
  await askForReviews(trx, loan);
}

/**
 * docs/product.md §3 'Loan dispute': a dispute with no agreement after 7 days goes to the moderators
 * and both members are told, once. Run by the club's timed steps job.
 */
export async function escalateDisputes(deps: Pick<AppDeps, 'db'>, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - DISPUTE_ESCALATE_DAYS * DAY_MS);
  for (const { id } of await loans.disputesToEscalate(deps.db, before, 200)) {
    await inTransaction(deps.db, async (trx) => {
      const loan = await loans.lockLoan(trx, id);
      // Re-read under the lock: settled, withdrawn or escalated meanwhile leaves it alone.
      if (!loan?.disputedAt || !disputeOpen(loan) || loan.disputeEscalatedAt) return;
      if (loan.disputedAt.getTime() > before.getTime()) return;
      await loans.updateLoan(trx, loan.id, { disputeEscalatedAt: now });
      const message =
        `Nobody agreed how the loan of ${loan.title} ends within ${DISPUTE_ESCALATE_DAYS} days, so it went to ` +
        'the moderators. You can still agree an outcome meanwhile.';
      for (const userId of [loan.ownerId, loan.borrowerId]) {
        await notifyLoan(trx, userId, 'rental_dispute_escalated', {
          title: 'Dispute Escalated',
          message,
          loan,
          from: null,
        });
      }
    });
  }
}
