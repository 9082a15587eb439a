import type { Db, LoanStatus } from '@chuck/db';
import type { WriteDeps } from '../../context.ts';
import type { Reaction } from '../../effects/events.ts';
import { conflict, forbidden, invalid, notFound } from '../../errors.ts';
import { nameOf } from '../../lib/display-name.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { publicNameOf } from '../../library/social-profile/social-profile.service.ts';
import { LOAN_PRICE } from '../../shared/loan-terms.ts';
import { isBlockedEitherWay } from '../../social/blocks/blocks.service.ts';
import type { RentalNotificationType } from '../../social/notifications/notifications.schema.ts';
import { notify as notifyMember } from '../../social/notifications/notifications.service.ts';
import type { SessionUser } from '../../support/auth/auth.ts';
import { enforce } from '../../support/rate-limits/rate-limits.service.ts';
import * as credits from '../credits/credits.service.ts';
import { type LockedDisc, lockDisc, setCondition } from '../dvd-club/dvd-club.service.ts';
import * as loans from './loans.repository.ts';
import type {
  AcceptInput,
  Loan,
  LoanAction,
  LoanList,
  RentalRequestInput,
  ReturnInput,
} from './loans.schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Per side of the loan list: every open loan fits, and the recent history. */
const LIST_LIMIT = 100;
const REQUEST_LIMIT = {
  max: 30,
  windowSeconds: 60 * 60,
  message: "You've sent a lot of rental requests. Please wait a while before sending more.",
};

const LOAN_NOT_FOUND = 'Rental request not found';
const UNAVAILABLE = 'This movie is not available for rental.';

/** Who may take each step, and from which states. */
const RULES: Record<LoanAction, { by: 'owner' | 'borrower'; from: readonly LoanStatus[]; verb: string }> = {
  accept: { by: 'owner', from: ['requested'], verb: 'accept' },
  decline: { by: 'owner', from: ['requested', 'accepted'], verb: 'decline' },
  cancel: { by: 'borrower', from: ['requested', 'accepted'], verb: 'cancel' },
  handOver: { by: 'owner', from: ['accepted'], verb: 'mark as handed over' },
  markReturned: { by: 'owner', from: ['handed_over'], verb: 'mark as returned' },
};

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

function toLoan(row: loans.DetailedLoanRow, role: Role, now = Date.now()): Loan {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
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
    actions: (Object.keys(RULES) as LoanAction[]).filter(
      (action) => RULES[action].by === role && RULES[action].from.includes(row.status),
    ),
  };
}

export async function getLoan(db: Db, user: SessionUser, id: number): Promise<Loan> {
  const row = await loans.findDetailed(db, id);
  const role = row && roleOf(row, user.id);
  if (!row || !role) throw notFound(LOAN_NOT_FOUND);
  return toLoan(row, role);
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

/** The member page's lending record (docs/product.md §2 'Member page'). */
export function lendingRecord(db: Db, userId: string) {
  return loans.lendingRecord(db, userId);
}

export async function requestRental(db: Db, user: SessionUser, input: RentalRequestInput): Promise<Loan> {
  await enforce(db, `rental-request:${user.id}`, REQUEST_LIMIT);
  const id = await inTransaction(db, async (trx) => {
    // Shared lock: requests for one disc run side by side, but the owner can't change it meanwhile.
    const item = await lockDisc(trx, input.mediaId, 'share');
    if (!item || (item.visibility === 'private' && item.ownerId !== user.id))
      throw notFound('Movie not found');
    if (item.ownerId === user.id) throw invalid("You can't rent your own movie.");
    if (item.ownerId !== input.ownerId) throw invalid('That movie belongs to a different member.');
    if (item.visibility !== 'rentable') throw conflict(UNAVAILABLE);
    // docs/product.md §3 'Member block': no lending between a blocked pair, whoever blocked.
    if (await isBlockedEitherWay(trx, user.id, item.ownerId)) {
      throw forbidden("You can't request discs from this member.");
    }
    const balance = await credits.currentBalance(trx, user.id);
    if (balance < LOAN_PRICE) {
      throw conflict(
        `Not enough credits: a rental costs ${credits.credits(LOAN_PRICE)} and you have ${balance}. ` +
          'Make some of your movies rentable and earn credits when members borrow them.',
      );
    }
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

/**
 * Runs one step of a loan in a transaction. Locks are always taken in the same order (disc, then
 * loan, then a credit account) so concurrent steps queue instead of deadlocking, and every check is
 * made on the locked rows.
 */
async function step(
  db: Db,
  user: SessionUser,
  id: number,
  action: LoanAction,
  /** `me`: the acting member, as the other side's notification names them. */
  apply: (trx: Db, loan: loans.LoanRow, item: LockedDisc | undefined, me: Sender) => Promise<void>,
): Promise<Loan> {
  await inTransaction(db, async (trx) => {
    const seen = await loans.findLoan(trx, id);
    const role = seen && roleOf(seen, user.id);
    if (!seen || !role) throw notFound(LOAN_NOT_FOUND);
    const rule = RULES[action];
    if (role !== rule.by) {
      throw forbidden(
        `Only the ${rule.by === 'owner' ? "movie's owner" : 'borrower'} can ${rule.verb} this request.`,
      );
    }
    const item = seen.mediaId === null ? undefined : await lockDisc(trx, seen.mediaId);
    const loan = (await loans.lockLoan(trx, id))!;
    if (!rule.from.includes(loan.status)) throw conflict(ALREADY[loan.status]);
    await apply(trx, loan, item, { id: user.id, name: await publicNameOf(trx, user) });
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
    await credits.holdForLoan(trx, loan.borrowerId, loan.id, loan.credits);
    const now = new Date();
    await loans.updateLoan(trx, loan.id, {
      status: 'accepted',
      acceptedAt: now,
      dueAt: new Date(now.getTime() + input.loanDays * DAY_MS),
    });
    await notify(trx, loan.borrowerId, 'rental_accepted', {
      title: 'Rental Request Accepted',
      message:
        `${me.name} accepted your request for ${loan.title}. ` +
        `${credits.credits(loan.credits)} is held until you return it; it's due back in ${days(input.loanDays)}.`,
      loan,
      from: me,
    });
  });
}

export function decline(db: Db, user: SessionUser, id: number): Promise<Loan> {
  return step(db, user, id, 'decline', async (trx, loan, _item, me) => {
    const refunded = loan.status === 'accepted';
    if (refunded) await credits.refundLoan(trx, loan.borrowerId, loan.id, loan.credits);
    await loans.updateLoan(trx, loan.id, { status: 'declined', declinedAt: new Date() });
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

export function cancel(db: Db, user: SessionUser, id: number): Promise<Loan> {
  return step(db, user, id, 'cancel', async (trx, loan, _item, me) => {
    if (loan.status === 'accepted') await credits.refundLoan(trx, loan.borrowerId, loan.id, loan.credits);
    await loans.updateLoan(trx, loan.id, { status: 'cancelled', cancelledAt: new Date() });
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
    await loans.updateLoan(trx, loan.id, { status: 'handed_over', handedOverAt: now });
    const left = loan.dueAt ? Math.max(0, Math.ceil((loan.dueAt.getTime() - now.getTime()) / DAY_MS)) : null;
    await notify(trx, loan.borrowerId, 'rental_handed_over', {
      title: 'Movie Handed Over',
      message:
        `${me.name} handed over ${loan.title}. Enjoy the movie!` +
        (left === null ? '' : ` It's due back in ${days(left)}.`),
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
    await loans.updateLoan(trx, loan.id, {
      status: 'returned',
      returnedAt: new Date(),
      returnCondition: input.condition,
    });
    if (item) await setCondition(trx, item.id, input.condition);
    await credits.payOwner(trx, loan.ownerId, loan.id, loan.credits);
    await effects.emit(trx, { type: 'loan.returned', ownerId: loan.ownerId, borrowerId: loan.borrowerId });
    await notify(trx, loan.borrowerId, 'rental_returned', {
      title: 'Movie Returned',
      message: `${me.name} got ${loan.title} back. Thanks for being kind and rewinding!`,
      loan,
      from: me,
    });
  });
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
