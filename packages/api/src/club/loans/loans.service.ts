import type { Db, DisputeOutcome, DisputeReason, LoanStatus } from '@chuck/db';
import type { AppDeps, WriteDeps } from '../../context.ts';
import type { Reaction } from '../../effects/events.ts';
import { conflict, forbidden, invalid, notFound } from '../../errors.ts';
import { nameOf } from '../../lib/display-name.ts';
import { inTransaction } from '../../lib/transaction.ts';
import {
  AUTO_CONFIRM_HOURS,
  LOAN_PRICE,
  LOST_CREDITS_DEFAULT,
  NEWCOMER_DAYS,
  NEWCOMER_OPEN_LOANS,
  PAIR_PAY_DAYS,
  REVIEW_WINDOW_DAYS,
} from '../../shared/loan-terms.ts';
import { isBlockedEitherWay } from '../../social/blocks/blocks.service.ts';
import { publicNameOf } from '../../social/connections/connections.service.ts';
import type { RentalNotificationType } from '../../social/notifications/notifications.schema.ts';
import { notifyAll, notify as notifyMember } from '../../social/notifications/notifications.service.ts';
import type { SessionUser } from '../../support/auth/auth.ts';
import { assertMayLend, isSuspended } from '../../support/auth/member-standing.service.ts';
import type { Jobs } from '../../support/jobs/jobs.ts';
import { enforce } from '../../support/rate-limits/rate-limits.service.ts';
import * as credits from '../credits/credits.service.ts';
import { type LockedDisc, lockDisc, setCondition } from '../dvd-club/dvd-club.service.ts';
import { admitRequest, expireTurns, offerToNextInLine, turnRanOut } from '../holds/holds.service.ts';
import * as loans from './loans.repository.ts';
import type {
  AcceptInput,
  DisputeInput,
  Loan,
  LoanAction,
  LoanList,
  RentalRequestInput,
  ReturnInput,
  Review,
  ReviewInput,
} from './loans.schema.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Per side of the loan list: every open loan fits, and the recent history. */
const LIST_LIMIT = 100;
const REQUEST_LIMIT = {
  max: 30,
  windowSeconds: 60 * 60,
  message: "You've sent a lot of rental requests. Please wait a while before sending more.",
};

const LOAN_NOT_FOUND = 'Rental request not found';
const UNAVAILABLE = 'This movie is not available for rental.';

type StepAction = Exclude<LoanAction, 'review' | 'resolve' | 'acceptResolution'>;

/**
 * Who may take each step, and from which states. Confirming and disputing are open to both sides
 * here; which side may, at which moment, is `sideRule`'s (docs/product.md §3 'Loan').
 */
const RULES: Record<
  StepAction,
  { by: 'owner' | 'borrower' | 'either'; from: readonly LoanStatus[]; verb: string }
> = {
  accept: { by: 'owner', from: ['requested'], verb: 'accept' },
  decline: { by: 'owner', from: ['requested', 'accepted'], verb: 'decline' },
  cancel: { by: 'borrower', from: ['requested', 'accepted'], verb: 'cancel' },
  handOver: { by: 'owner', from: ['accepted'], verb: 'mark as handed over' },
  markReturned: { by: 'owner', from: ['handed_over'], verb: 'mark as returned' },
  confirm: { by: 'either', from: ['handed_over', 'returned'], verb: 'confirm' },
  dispute: { by: 'either', from: ['handed_over', 'returned'], verb: 'dispute' },
};

type LoanState = Pick<
  loans.LoanRow,
  | 'status'
  | 'ownerId'
  | 'borrowerId'
  | 'handoverConfirmedAt'
  | 'returnConfirmedAt'
  | 'disputedBy'
  | 'disputedAt'
  | 'disputeSettledAt'
>;

/** A dispute raised and not yet settled (nor withdrawn: withdrawing clears it). */
export function disputeOpen(loan: Pick<loans.LoanRow, 'disputedAt' | 'disputeSettledAt'>): boolean {
  return loan.disputedAt !== null && loan.disputeSettledAt === null;
}

/** Clears a dispute withdrawn before it was settled, its open proposal with it. */
const DISPUTE_CLEARED = {
  disputedAt: null,
  disputedBy: null,
  disputeReason: null,
  disputeNote: null,
  disputeEscalatedAt: null,
  disputeProposedBy: null,
  disputeProposedOutcome: null,
  disputeProposedCredits: null,
  disputeProposedAt: null,
} as const;

/** The owner's step waiting for the borrower's word, if any. */
function awaiting(loan: LoanState): 'handed_over' | 'returned' | null {
  if (loan.status === 'handed_over' && !loan.handoverConfirmedAt) return 'handed_over';
  if (loan.status === 'returned' && !loan.returnConfirmedAt) return 'returned';
  return null;
}

/**
 * Why `role` may not confirm or dispute the loan now (null: they may). The borrower confirms the
 * owner's pending step; the member who raised a dispute withdraws it by confirming. Either member
 * disputes a loan handed over, or returned and not yet settled (docs/product.md §3 'Loan dispute'),
 * except the owner their own hand-over before the borrower has confirmed it.
 */
function sideRule(action: 'confirm' | 'dispute', loan: LoanState, role: Role): string | null {
  const disputedBy = disputeOpen(loan) ? (loan.disputedBy === loan.ownerId ? 'owner' : 'borrower') : null;
  const pending = awaiting(loan);
  if (action === 'confirm') {
    if (disputedBy === role) return null;
    if (disputedBy) return `The ${disputedBy} disputed this loan; only they can withdraw the dispute.`;
    if (role === 'owner') {
      return pending
        ? "You can't confirm your own step: the borrower confirms it (or it confirms itself after 72 hours)."
        : 'There is nothing to confirm on this loan.';
    }
    return pending ? null : 'There is nothing to confirm on this loan.';
  }
  if (disputedBy) return 'This loan is already disputed.';
  if (loan.status === 'returned' && loan.returnConfirmedAt) {
    return 'This loan is settled; there is nothing to dispute.';
  }
  if (role === 'owner' && pending === 'handed_over') return "You can't dispute your own step.";
  return null;
}

const ALREADY: Record<LoanStatus, string> = {
  requested: 'This request is still waiting for the owner to accept it.',
  accepted: 'This request has already been accepted.',
  declined: 'This request was declined.',
  cancelled: 'This request was cancelled.',
  handed_over: 'This movie has already been handed over.',
  returned: 'This movie has already been returned.',
};

type Role = 'owner' | 'borrower';

function roleOf(loan: { ownerId: string; borrowerId: string }, userId: string): Role | null {
  if (loan.ownerId === userId) return 'owner';
  if (loan.borrowerId === userId) return 'borrower';
  return null;
}

function payoutOf(row: loans.DetailedLoanRow): Loan['payout'] {
  // A loan that ran free (the pair's one paid loan in 30 days was another) moves no credit.
  if (row.acceptedAt && row.credits === 0) return 'none';
  if (row.paidAt) return 'paid';
  if (row.payoutWaiting) return 'waiting';
  if (!row.acceptedAt) return 'none';
  return row.status === 'declined' || row.status === 'cancelled' ? 'refunded' : 'held';
}

/**
 * docs/product.md §3 'Loan review': why the loan can't be reviewed at `now` (null: it can). Reviews
 * open once the loan is settled, its return confirmed (by the borrower, by itself after 72 hours, or
 * by the borrower withdrawing their dispute), and close 14 days later; never during a dispute.
 */
function reviewRefusal(loan: LoanState & { returnedAt: Date | null }, now: number): string | null {
  if (loan.status !== 'returned' || !loan.returnedAt) {
    return 'You can review a loan once the movie has been returned.';
  }
  if (disputeOpen(loan)) return 'You can review this loan once the dispute is settled.';
  if (!loan.returnConfirmedAt) return 'You can review this loan once the return is confirmed.';
  if (now - loan.returnConfirmedAt.getTime() > REVIEW_WINDOW_DAYS * DAY_MS) {
    return `Reviews close ${REVIEW_WINDOW_DAYS} days after the return is confirmed.`;
  }
  return null;
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

function toLoan(row: loans.DetailedLoanRow, role: Role, now = Date.now()): Loan {
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
    title: row.title,
    year: row.year,
    format: row.format,
    posterUrl: row.posterUrl,
    ownerId: row.ownerId,
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

export async function getLoan(db: Db, user: SessionUser, id: number): Promise<Loan> {
  const row = await loans.findDetailed(db, id);
  const role = row && roleOf(row, user.id);
  if (!row || !role) throw notFound(LOAN_NOT_FOUND);
  return toLoan(row, role);
}

/** A loan and the caller's side of it, for the loan's thread and plan (docs/product.md §3 'Loan thread'). */
export interface MemberLoan {
  loan: loans.LoanRow;
  role: Role;
  /** The other member, by their public name. */
  other: Sender;
}

/**
 * The loan `id` if `userId` is its owner or borrower, with `lock` held until the transaction ends;
 * anyone else gets the same 404 as for a loan that does not exist.
 */
export async function memberLoan(db: Db, userId: string, id: number, lock = false): Promise<MemberLoan> {
  const loan = lock ? await loans.lockLoan(db, id) : await loans.findLoan(db, id);
  const role = loan && roleOf(loan, userId);
  if (!loan || !role) throw notFound(LOAN_NOT_FOUND);
  const named = (await loans.findDetailed(db, id))!;
  const other = role === 'owner' ? 'borrower' : 'owner';
  return { loan, role, other: { id: named[`${other}Id`], name: nameOf(named, other) } };
}

/** When the loan ended (declined, cancelled, or back and settled); null while it is on. */
export function loanEndedAt(loan: loans.LoanRow): Date | null {
  if (loan.status === 'declined') return loan.declinedAt;
  if (loan.status === 'cancelled') return loan.cancelledAt;
  // A return under dispute is not over yet: the two still have things to say.
  if (loan.status === 'returned' && !disputeOpen(loan)) return loan.disputeSettledAt ?? loan.returnedAt;
  return null;
}

export async function listLoans(db: Db, user: SessionUser): Promise<LoanList> {
  const [incoming, outgoing] = await Promise.all([
    loans.listDetailed(db, 'ownerId', user.id, LIST_LIMIT),
    loans.listDetailed(db, 'borrowerId', user.id, LIST_LIMIT),
  ]);
  return {
    incoming: incoming.map((row) => toLoan(row, 'owner')),
    outgoing: outgoing.map((row) => toLoan(row, 'borrower')),
  };
}

/** The member page's lending record, with the reviews they got (docs/product.md §2 'Member page'). */
export async function lendingRecord(db: Db, userId: string) {
  const [record, reviews, trust] = await Promise.all([
    loans.lendingRecord(db, userId),
    reviewsOf(db, userId),
    trustOf(db, [userId]),
  ]);
  return {
    ...record,
    ...trust.get(userId)!,
    reviews: { up: reviews.up, down: reviews.down, latest: reviews.latest },
  };
}

export async function requestRental(
  { db, effects }: WriteDeps,
  user: SessionUser,
  input: RentalRequestInput,
): Promise<Loan> {
  await assertMayLend(db, user.id);
  await enforce(db, `rental-request:${user.id}`, REQUEST_LIMIT);
  const now = new Date();
  // A turn in line that ran out is passed on by this request (admitRequest), which needs the disc
  // locked for update; otherwise a shared lock: requests for one disc run side by side, but the
  // owner can't change it meanwhile.
  const mode = (await turnRanOut(db, input.mediaId, now)) ? 'update' : 'share';
  const id = await inTransaction(db, async (trx) => {
    const item = await lockDisc(trx, input.mediaId, mode);
    if (!item || (item.visibility === 'private' && item.ownerId !== user.id))
      throw notFound('Movie not found');
    if (item.ownerId === user.id) throw invalid("You can't rent your own movie.");
    if (item.ownerId !== input.ownerId) throw invalid('That movie belongs to a different member.');
    if (item.visibility !== 'rentable') throw conflict(UNAVAILABLE);
    // docs/product.md §3 'Member block': no lending between a blocked pair, whoever blocked; the
    // answer is the one for any disc that is not available, so the block stays silent.
    if (await isBlockedEitherWay(trx, user.id, item.ownerId)) throw conflict(UNAVAILABLE);
    // A suspended owner's discs are off the shelf (docs/product.md §3 'Reports and moderation').
    if (await isSuspended(trx, item.ownerId)) throw conflict(UNAVAILABLE);
    // docs/product.md §3 'Credits': a confirmed address to spend the welcome grant (a 403), the
    // price, and a new member's open loans; the account stays locked, so the member's requests queue.
    const balance = await credits.balanceToBorrow(trx, user.id);
    // docs/product.md §3 'Loan dispute': what a member owes from a dispute is paid off first.
    await credits.refuseDebtor(trx, user.id);
    if (balance < LOAN_PRICE) {
      throw conflict(
        `Not enough credits: a rental costs ${credits.credits(LOAN_PRICE)} and you have ${balance}. ` +
          'Make some of your movies rentable and earn credits when members borrow them.',
      );
    }
    await limitNewcomer(trx, user.id, now);
    // docs/product.md §3 'Hold': while the first in line's turn runs, only they may ask.
    await admitRequest({ db: trx, effects }, item.id, user.id, now);
    const loanId = await loans.insertRequest(trx, {
      mediaId: item.id,
      ownerId: item.ownerId,
      borrowerId: user.id,
      title: item.title,
      year: item.year,
      format: item.format,
      posterUrl: item.posterUrl,
      message: input.message || null,
      credits: LOAN_PRICE,
    });
    if (!loanId) throw conflict('You already have an open request for this movie.');
    const from = await publicNameOf(trx, user);
    await notify(trx, item.ownerId, 'rental_request', {
      title: 'New Rental Request',
      message: `${from} would like to borrow ${item.title}.${input.message ? ` "${input.message}"` : ''}`,
      loan: { id: loanId, mediaId: item.id, title: item.title },
      from: { id: user.id, name: from },
    });
    return loanId;
  });
  return getLoan(db, user, id);
}

/** In a member's first NEWCOMER_DAYS, at most NEWCOMER_OPEN_LOANS loans open as a borrower (a 409). */
async function limitNewcomer(trx: Db, userId: string, now: Date): Promise<void> {
  const standing = await loans.borrowerStanding(trx, userId);
  if (!standing || now.getTime() - standing.joinedAt.getTime() >= NEWCOMER_DAYS * DAY_MS) return;
  if (standing.open >= NEWCOMER_OPEN_LOANS) {
    throw conflict(
      `In your first ${NEWCOMER_DAYS} days as a member you can have ${NEWCOMER_OPEN_LOANS} loans open at a time. ` +
        'Return one, or cancel a request, before asking for another.',
    );
  }
}

/**
 * Runs one step of a loan in a transaction. Locks are always taken in the same order (disc, then
 * loan, then a credit account) so concurrent steps queue instead of deadlocking, and every check is
 * made on the locked rows.
 */
async function step(
  db: Db,
  user: SessionUser,
  id: number,
  action: StepAction,
  /** `me`: the acting member, as the other side's notification names them; `role`: their side. */
  apply: (
    trx: Db,
    loan: loans.LoanRow,
    item: LockedDisc | undefined,
    me: Sender,
    role: Role,
  ) => Promise<void>,
): Promise<Loan> {
  await inTransaction(db, async (trx) => {
    const seen = await loans.findLoan(trx, id);
    const role = seen && roleOf(seen, user.id);
    if (!seen || !role) throw notFound(LOAN_NOT_FOUND);
    const rule = RULES[action];
    if (rule.by !== 'either' && role !== rule.by) {
      throw forbidden(
        `Only the ${rule.by === 'owner' ? "movie's owner" : 'borrower'} can ${rule.verb} this request.`,
      );
    }
    const item = seen.mediaId === null ? undefined : await lockDisc(trx, seen.mediaId);
    const loan = (await loans.lockLoan(trx, id))!;
    if (!rule.from.includes(loan.status)) {
      throw conflict(
        rule.by === 'either'
          ? 'There is nothing to confirm or dispute on this loan yet.'
          : ALREADY[loan.status],
      );
    }
    if (action === 'confirm' || action === 'dispute') {
      const refusal = sideRule(action, loan, role);
      if (refusal) throw conflict(refusal);
    }
    await apply(trx, loan, item, { id: user.id, name: await publicNameOf(trx, user) }, role);
  });
  return getLoan(db, user, id);
}

export function accept(db: Db, user: SessionUser, input: AcceptInput): Promise<Loan> {
  return step(db, user, input.id, 'accept', async (trx, loan, item, me) => {
    if (item?.visibility !== 'rentable') throw conflict(UNAVAILABLE);
    if (await loans.hasActiveLoan(trx, item.id)) {
      throw conflict(
        'This movie is already lent to another member. Mark it returned before accepting another request.',
      );
    }
    const now = new Date();
    // docs/product.md §3 'Credits': an owner is paid for one loan to the same borrower in 30 days;
    // a later one runs free (nothing held, nothing paid). The borrower's account is locked first, so
    // two of the pair's loans accepted at once are priced one after the other.
    await credits.lockCredits(trx, loan.borrowerId);
    const since = new Date(now.getTime() - PAIR_PAY_DAYS * DAY_MS);
    const price = (await loans.pricedLoanBetween(trx, loan, since, loan.id)) ? 0 : loan.credits;
    const welcomeCredits = await credits.holdForLoan(trx, loan.borrowerId, loan, price);
    await loans.updateLoan(trx, loan.id, {
      credits: price,
      welcomeCredits,
      status: 'accepted',
      acceptedAt: now,
      dueAt: new Date(now.getTime() + input.loanDays * DAY_MS),
    });
    await notify(trx, loan.borrowerId, 'rental_accepted', {
      title: 'Rental Request Accepted',
      message:
        `${me.name} accepted your request for ${loan.title}. ` +
        (price > 0
          ? `${credits.credits(price)} is held until you return it; it's due back in ${days(input.loanDays)}.`
          : `It's free (you borrowed from ${me.name} in the last ${PAIR_PAY_DAYS} days); ` +
            `it's due back in ${days(input.loanDays)}.`),
      loan,
      from: me,
    });
  });
}

export function decline({ db, effects }: WriteDeps, user: SessionUser, id: number): Promise<Loan> {
  return step(db, user, id, 'decline', async (trx, loan, item, me) => {
    const refunded = loan.status === 'accepted';
    if (refunded) await credits.refundLoan(trx, loan.borrowerId, loan);
    await loans.updateLoan(trx, loan.id, { status: 'declined', declinedAt: new Date() });
    // A promised disc is free again: the next in line gets their turn.
    if (item) await offerToNextInLine({ db: trx, effects }, item.id);
    await notify(trx, loan.borrowerId, 'rental_declined', {
      title: 'Rental Request Declined',
      message:
        `${me.name} declined your request for ${loan.title}.` +
        (refunded ? ` Your ${credits.credits(loan.credits)} has been returned.` : ''),
      loan,
      from: me,
    });
  });
}

export function cancel({ db, effects }: WriteDeps, user: SessionUser, id: number): Promise<Loan> {
  return step(db, user, id, 'cancel', async (trx, loan, item, me) => {
    if (loan.status === 'accepted') await credits.refundLoan(trx, loan.borrowerId, loan);
    await loans.updateLoan(trx, loan.id, { status: 'cancelled', cancelledAt: new Date() });
    if (item) await offerToNextInLine({ db: trx, effects }, item.id);
    await notify(trx, loan.ownerId, 'rental_cancelled', {
      title: 'Rental Request Cancelled',
      message: `${me.name} cancelled their request for ${loan.title}.`,
      loan,
      from: me,
    });
  });
}

export function handOver(db: Db, user: SessionUser, id: number): Promise<Loan> {
  return step(db, user, id, 'handOver', async (trx, loan, _item, me) => {
    const now = new Date();
    await loans.updateLoan(trx, loan.id, { status: 'handed_over', handedOverAt: now, stepAt: now });
    const left = loan.dueAt ? Math.max(0, Math.ceil((loan.dueAt.getTime() - now.getTime()) / DAY_MS)) : null;
    await notify(trx, loan.borrowerId, 'rental_handed_over', {
      title: 'Movie Handed Over',
      message:
        `${me.name} handed over ${loan.title}. Enjoy the movie!` +
        (left === null ? '' : ` It's due back in ${days(left)}.`) +
        " Confirm you have it, or dispute it if you don't.",
      loan,
      from: me,
    });
  });
}

export function markReturned(
  { db, effects }: WriteDeps,
  user: SessionUser,
  input: ReturnInput,
): Promise<Loan> {
  return step(db, user, input.id, 'markReturned', async (trx, loan, item, me) => {
    if (disputeOpen(loan) && loan.disputedBy !== loan.ownerId) {
      throw conflict(
        'The borrower disputed the hand-over. Settle it with them before marking the movie returned.',
      );
    }
    const now = new Date();
    const lost = input.problem === 'lost';
    await loans.updateLoan(trx, loan.id, {
      status: 'returned',
      returnedAt: now,
      returnCondition: lost ? null : input.condition,
      stepAt: now,
      // The disc came back, so it went out: an unconfirmed hand-over is settled, an owner's dispute over.
      handoverConfirmedAt: loan.handoverConfirmedAt ?? now,
      ...DISPUTE_CLEARED,
      ...(input.problem ? problemDispute(input.problem, input.credits, me, now) : {}),
    });
    if (item && !lost) await setCondition(trx, item.id, input.condition);
    await effects.emit(trx, { type: 'loan.returned', ownerId: loan.ownerId, borrowerId: loan.borrowerId });
    if (input.problem) {
      const asked = input.credits ?? defaultCredits(input.problem);
      const message =
        `${me.name} says ${loan.title} ${lost ? 'never came back (lost)' : 'came back damaged'} and proposes ` +
        `you pay ${credits.credits(asked)} on top of the loan. Accept it, or propose another outcome.`;
      for (const userId of [loan.ownerId, loan.borrowerId]) {
        await notify(trx, userId, 'rental_disputed', { title: 'Loan Disputed', message, loan, from: me });
      }
    } else {
      await notify(trx, loan.borrowerId, 'rental_returned', {
        title: 'Movie Returned',
        message: `${me.name} got ${loan.title} back. Thanks for being kind and rewinding!`,
        loan,
        from: me,
      });
    }
    // docs/product.md §3 'Hold': the first in line gets their turn; with nobody waiting, the disc is
    // back on the shelf and watchers of the film hear it. A lost disc is not back.
    if (item && !lost) await offerToNextInLine({ db: trx, effects }, item.id, 'announce');
  });
}

/** What a damaged or lost disc costs by default (docs/product.md §3 'Loan dispute'). */
export function defaultCredits(outcome: DisputeOutcome): number {
  if (outcome === 'returned') return 0;
  return outcome === 'lost' ? LOST_CREDITS_DEFAULT : 1;
}

/** docs/product.md §3 'Loan dispute': marking a disc damaged or lost at return opens a dispute with that outcome proposed. */
function problemDispute(problem: 'damaged' | 'lost', credits: number | undefined, me: Sender, now: Date) {
  return {
    disputedAt: now,
    disputedBy: me.id,
    disputeReason: problem === 'lost' ? ('not_returned' as const) : ('damaged' as const),
    disputeProposedBy: me.id,
    disputeProposedOutcome: problem,
    disputeProposedCredits: credits ?? defaultCredits(problem),
    disputeProposedAt: now,
  };
}

/**
 * The borrower confirms the owner's hand-over ('I have it') or return; the member who raised a
 * dispute withdraws it. The owner is paid only on a confirmed return (docs/product.md §3 'Credits').
 */
export function confirm(deps: WriteDeps, user: SessionUser, id: number): Promise<Loan> {
  return step(deps.db, user, id, 'confirm', async (trx, loan, _item, me, role) => {
    const withdrawn = loan.disputedAt !== null;
    if (withdrawn && role === 'owner') {
      // The owner's dispute is withdrawn: the clock of a pending step starts again.
      await loans.updateLoan(trx, loan.id, DISPUTE_CLEARED);
      await notify(trx, loan.borrowerId, 'rental_confirmed', {
        title: 'Dispute Withdrawn',
        message: `${me.name} withdrew their dispute about ${loan.title}.`,
        loan,
        from: me,
      });
      return;
    }
    await confirmStep(trx, loan, me);
  });
}

/** Confirms the loan's pending step (by the borrower `me`, or by itself after 72 hours with `me` null). */
async function confirmStep(trx: Db, loan: loans.LoanRow, me: Sender | null): Promise<void> {
  const now = new Date();
  const clear = DISPUTE_CLEARED;
  const which = awaiting(loan);
  if (which === 'handed_over') {
    await loans.updateLoan(trx, loan.id, { ...clear, handoverConfirmedAt: now, stepAt: null });
  } else if (which === 'returned') {
    await loans.updateLoan(trx, loan.id, { ...clear, returnConfirmedAt: now, stepAt: null });
    await settleReturn(trx, loan);
    await askForReviews(trx, loan);
  } else {
    await loans.updateLoan(trx, loan.id, clear);
  }
  const what = which === 'returned' ? 'the return of' : 'the hand-over of';
  const message = me
    ? `${me.name} confirmed ${what} ${loan.title}.`
    : `Nobody disputed ${what} ${loan.title} within ${AUTO_CONFIRM_HOURS} hours, so it is confirmed.`;
  await notify(trx, loan.ownerId, 'rental_confirmed', { title: 'Step Confirmed', message, loan, from: me });
  if (!me)
    await notify(trx, loan.borrowerId, 'rental_confirmed', {
      title: 'Step Confirmed',
      message,
      loan,
      from: null,
    });
}

/**
 * A confirmed return pays the owner the held price, unless it was paid with welcome credits by a
 * borrower who has not lent a disc yet: then the pay waits until they have (docs/product.md §3
 * 'Credits': throwaway accounts can't feed one account). The owner has now lent a disc, so the pay
 * waiting on their own borrowing is released too.
 */
export async function settleReturn(trx: Db, loan: loans.LoanRow): Promise<void> {
  if (loan.credits <= 0) {
    // A free loan: nothing was held, so nothing is paid.
  } else if (loan.welcomeCredits > 0 && !(await loans.hasLent(trx, loan.borrowerId))) {
    await loans.updateLoan(trx, loan.id, { payoutWaiting: true });
  } else {
    await pay(trx, loan);
  }
  await credits.settleHold(trx, loan.borrowerId, loan, loan.credits);
  for (const waiting of await loans.lockWaitingPayouts(trx, loan.ownerId)) await pay(trx, waiting, true);
}

/**
 * docs/product.md §3 'Loan review': a settled loan asks both members how it went, leading to the
 * review form on its card (reviews open now, not before).
 */
export async function askForReviews(trx: Db, loan: loans.LoanRow): Promise<void> {
  const named = (await loans.findDetailed(trx, loan.id))!;
  for (const [userId, other] of [
    [loan.ownerId, { id: loan.borrowerId, name: nameOf(named, 'borrower') }],
    [loan.borrowerId, { id: loan.ownerId, name: nameOf(named, 'owner') }],
  ] as const) {
    await notifyMember(trx, userId, {
      type: 'loan_review_asked',
      title: `How did it go with ${other.name}?`,
      message: `The loan of ${loan.title} is settled. Leave a review: thumbs up or down, within ${REVIEW_WINDOW_DAYS} days.`,
      // The other member's id, as every loan notice carries it (deleting them deletes it too).
      data: {
        movieTitle: loan.title,
        loanId: loan.id,
        mediaId: loan.mediaId,
        fromUserId: other.id,
        fromName: other.name,
      },
    });
  }
}

async function pay(trx: Db, loan: loans.LoanRow, released = false): Promise<void> {
  await credits.payOwner(trx, loan.ownerId, loan, loan.credits, released);
  await loans.updateLoan(trx, loan.id, { paidAt: new Date(), payoutWaiting: false });
}

/** docs/product.md §3 'Loan dispute': the reasons as members read them. */
const REASON_WORDS: Record<DisputeReason, string> = {
  not_received: 'the disc never arrived',
  damaged: 'the disc is damaged',
  wrong_disc: 'it is the wrong disc',
  not_returned: 'the disc was not returned',
  other: 'something else went wrong',
};

/**
 * Either member disputes the loan: the clock stops, the held credit stays where it is (no pay, no
 * refund) until the two agree an outcome (or it is withdrawn), and both members are told.
 */
export function dispute(db: Db, user: SessionUser, input: DisputeInput): Promise<Loan> {
  return step(db, user, input.id, 'dispute', async (trx, loan, _item, me) => {
    await loans.updateLoan(trx, loan.id, {
      ...DISPUTE_CLEARED,
      disputedAt: new Date(),
      disputedBy: me.id,
      disputeReason: input.reason,
      disputeNote: input.note || null,
    });
    const message =
      `${me.name} disputed the loan of ${loan.title}: ${REASON_WORDS[input.reason]}` +
      `${input.note ? ` ("${input.note}")` : ''}. ` +
      'The credit stays held until you agree how it ends: either of you proposes an outcome, the other accepts.';
    for (const userId of [loan.ownerId, loan.borrowerId]) {
      await notify(trx, userId, 'rental_disputed', { title: 'Loan Disputed', message, loan, from: me });
    }
  });
}

/** docs/product.md §3 'Loan review': once per side, within 14 days of the loan being settled. */
export async function review(db: Db, user: SessionUser, input: ReviewInput): Promise<Review> {
  const loan = await loans.findLoan(db, input.id);
  const role = loan && roleOf(loan, user.id);
  if (!loan || !role) throw notFound(LOAN_NOT_FOUND);
  // A settled loan stays settled (nothing disputes a confirmed return), so no lock is needed.
  const refusal = reviewRefusal(loan, Date.now());
  if (refusal) throw conflict(refusal);
  const row = await loans.insertReview(db, {
    loanId: loan.id,
    reviewerId: user.id,
    revieweeId: role === 'owner' ? loan.borrowerId : loan.ownerId,
    revieweeRole: role === 'owner' ? 'borrower' : 'owner',
    thumb: input.thumb,
    note: input.note || null,
  });
  if (!row) throw conflict('You have already reviewed this loan.');
  return {
    id: row.id,
    loanId: row.loanId,
    reviewerId: row.reviewerId,
    revieweeId: row.revieweeId,
    revieweeRole: row.revieweeRole,
    thumb: row.thumb,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The member page's reviews: thumbs up and down, and the latest notes (docs/product.md §2 'Member page'). */
export async function reviewsOf(db: Db, userId: string) {
  const found = await loans.reviewsOf(db, userId, 5);
  return {
    up: found.up,
    down: found.down,
    upAsOwner: found.upAsOwner,
    latest: found.notes.map((row) => ({
      id: row.id,
      thumb: row.thumb,
      note: row.note ?? '',
      fromId: row.authorId,
      fromName: nameOf(row, 'author'),
      role: row.revieweeRole,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** docs/product.md §3 'Trust': the on-time share shows once this many settled returns count. */
const ON_TIME_SHARE_FROM = 3;

/** A member's trust figures, from settled loans only (docs/product.md §3 'Trust'). */
export interface Trust {
  completedAsOwner: number;
  completedAsBorrower: number;
  /** Percent of their settled returns back by the due date; null below ON_TIME_SHARE_FROM returns. */
  onTimeShare: number | null;
  disputesLost: number;
}

/** The trust figures of each member, in one pair of queries (a shelf page's owners at once). */
export async function trustOf(db: Db, userIds: readonly string[]): Promise<Map<string, Trust>> {
  const unique = [...new Set(userIds)];
  const { asOwner, asBorrower } = await loans.settledCounts(db, unique);
  const owned = new Map(asOwner.map((row) => [row.userId, row]));
  const borrowed = new Map(asBorrower.map((row) => [row.userId, row]));
  return new Map(
    unique.map((userId) => {
      const asOwnerRow = owned.get(userId);
      const asBorrowerRow = borrowed.get(userId);
      const returns = Number(asBorrowerRow?.count ?? 0);
      const onTime = Number(asBorrowerRow?.onTime ?? 0);
      const trust: Trust = {
        completedAsOwner: Number(asOwnerRow?.count ?? 0),
        completedAsBorrower: returns,
        onTimeShare: returns >= ON_TIME_SHARE_FROM ? Math.round((onTime / returns) * 100) : null,
        disputesLost: Number(asOwnerRow?.disputesLost ?? 0) + Number(asBorrowerRow?.disputesLost ?? 0),
      };
      return [userId, trust];
    }),
  );
}

/**
 * A member was suspended (docs/product.md §3 'Reports and moderation'): requests waiting on either
 * side are declined, and each loan in progress is flagged to both of its members.
 */
export async function closeLoansOfSuspended(trx: Db, userId: string): Promise<void> {
  for (const loan of await loans.openRequestsWith(trx, userId)) {
    await loans.updateLoan(trx, loan.id, { status: 'declined', declinedAt: new Date() });
    const other = loan.ownerId === userId ? loan.borrowerId : loan.ownerId;
    await notify(trx, other, loan.ownerId === userId ? 'rental_declined' : 'rental_cancelled', {
      title: loan.ownerId === userId ? 'Rental Request Declined' : 'Rental Request Cancelled',
      message: `The request for ${loan.title} was closed: a member of it is suspended.`,
      loan,
      from: null,
    });
  }
  for (const loan of await loans.inProgressWith(trx, userId)) {
    const message =
      `A member of the loan of ${loan.title} was suspended. The loan is flagged for the moderators; ` +
      'finish it as you agreed, or dispute it.';
    const data = { movieTitle: loan.title, loanId: loan.id, mediaId: loan.mediaId };
    await notifyAll(
      trx,
      [loan.ownerId, loan.borrowerId].map((member) => ({
        userId: member,
        type: 'loan_flagged' as const,
        title: 'Loan Flagged',
        message,
        data,
      })),
    );
  }
}

/** A moderator's view of a member's loans: the latest on either side, disputes among them. */
export async function loanHistoryOf(db: Db, userId: string, limit: number) {
  const rows = await loans.latestLoansOf(db, userId, limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    role: row.ownerId === userId ? ('owner' as const) : ('borrower' as const),
    requestedAt: row.requestedAt.toISOString(),
    dueAt: row.dueAt?.toISOString() ?? null,
    returnedAt: row.returnedAt?.toISOString() ?? null,
    // The reason, and the member's own words when they gave some: 'not_received: It never came'.
    dispute: row.disputedAt
      ? [row.disputeReason ?? 'other', row.disputeNote].filter(Boolean).join(': ')
      : null,
  }));
}

/** How many of the member's loans were ever disputed, by either side. */
export function countDisputesOf(db: Db, userId: string): Promise<number> {
  return loans.countDisputes(db, userId);
}

/** A loan review as a report names it: who wrote it, about whom, and what it says; undefined if none. */
export function findReview(db: Db, id: number) {
  return loans.findReview(db, id);
}

/** Loans the member borrowed that came back by their due date (flair 'Never Late'). */
export async function countReturnedOnTime(db: Db, userId: string): Promise<number> {
  return (await loans.lendingRecord(db, userId)).returnedOnTime;
}

/**
 * The club's timed steps (docs/product.md §3 'Hold', 'Loan'), run every minute by the job runner:
 * unused turns pass down the line, undisputed steps confirm themselves after 72 hours, and
 * borrowers hear a day before a loan is due and a day after it was.
 */
export async function runTimedSteps(deps: Pick<AppDeps, 'db' | 'effects'>, now = new Date()): Promise<void> {
  await expireTurns(deps, now);
  const due = await loans.stepsToConfirm(
    deps.db,
    new Date(now.getTime() - AUTO_CONFIRM_HOURS * HOUR_MS),
    200,
  );
  for (const { id, mediaId } of due) {
    await inTransaction(deps.db, async (trx) => {
      if (mediaId !== null) await lockDisc(trx, mediaId);
      const loan = await loans.lockLoan(trx, id);
      // Re-read under the lock: confirmed or disputed meanwhile leaves it alone.
      if (!loan || loan.disputedAt || !awaiting(loan)) return;
      if (!loan.stepAt || loan.stepAt.getTime() > now.getTime() - AUTO_CONFIRM_HOURS * HOUR_MS) return;
      await confirmStep(trx, loan, null);
    });
  }
  await inTransaction(deps.db, async (trx) => {
    const soon = await loans.markDueNotices(trx, 'soon', now);
    const late = await loans.markDueNotices(trx, 'late', now);
    await notifyAll(trx, [
      ...soon.map((loan) => ({
        userId: loan.borrowerId,
        type: 'rental_due_soon' as const,
        title: 'Due Back Tomorrow',
        message: `${loan.title} is due back tomorrow. Be kind, rewind!`,
        data: {
          movieTitle: loan.title,
          loanId: loan.id,
          mediaId: loan.mediaId,
          dueAt: loan.dueAt?.toISOString(),
        },
      })),
      ...late.map((loan) => ({
        userId: loan.borrowerId,
        type: 'rental_overdue' as const,
        title: 'Movie Overdue',
        message: `${loan.title} was due back yesterday. Please return it to its owner.`,
        data: {
          movieTitle: loan.title,
          loanId: loan.id,
          mediaId: loan.mediaId,
          dueAt: loan.dueAt?.toISOString(),
        },
      })),
    ]);
  });
}

/** Puts the next run of the timed steps on the queue, a minute from `after` (once, however many processes ask). */
export function scheduleTimedSteps(jobs: Jobs, after = new Date()): Promise<void> {
  const at = new Date(Math.ceil((after.getTime() + 1) / 60_000) * 60_000);
  return jobs.schedule('club.timed-steps', {}, { key: at.toISOString(), startAfter: at });
}

/**
 * A disc may leave the shelf (made private or public, or removed) only when it is not lent; its open
 * requests are then declined. The disc's row is locked by the change.
 */
export const releaseDisc: Reaction<'disc.leaving-shelf'> = async (trx, { disc: item, next }) => {
  if (await loans.hasActiveLoan(trx, item.id)) {
    throw conflict(
      `This movie is out on loan (or promised to a borrower), so it can't be ${next === 'removed' ? 'removed' : `made ${next}`}. ` +
        'Mark it returned, or decline the loan, first.',
    );
  }
  for (const loan of await loans.lockPendingRequests(trx, item.id)) {
    await loans.updateLoan(trx, loan.id, { status: 'declined', declinedAt: new Date() });
    await notify(trx, loan.borrowerId, 'rental_declined', {
      title: 'Rental Request Declined',
      message: `${item.title} is no longer available for rental, so your request was closed.`,
      loan,
      from: null,
    });
  }
};

export { notify as notifyLoan };

async function notify(
  trx: Db,
  userId: string,
  type: RentalNotificationType,
  notice: {
    title: string;
    message: string;
    loan: { id: number; mediaId: number | null; title: string };
    from: Sender | null;
  },
): Promise<void> {
  await notifyMember(trx, userId, {
    type,
    title: notice.title,
    message: notice.message,
    data: {
      movieTitle: notice.loan.title,
      loanId: notice.loan.id,
      mediaId: notice.loan.mediaId,
      ...(notice.from ? { fromUserId: notice.from.id, fromName: notice.from.name } : {}),
    },
  });
}

/** The member a notification is from, by their public name. */
interface Sender {
  id: string;
  name: string;
}

function days(n: number): string {
  return n === 1 ? '1 day' : `${n} days`;
}
