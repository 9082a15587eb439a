import type { Db } from '@chuck/db';
import type { WriteDeps } from '../../context.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { LOAN_PRICE, NEWCOMER_DAYS, NEWCOMER_OPEN_LOANS } from '../../shared/loan-terms.ts';
import { isBlockedEitherWay } from '../../social/blocks/blocks.service.ts';
import { publicNameOf } from '../../social/connections/connections.service.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { assertMayLend, isSuspended } from '../../support/identity/member-standing.service.ts';
import { enforce } from '../../support/rate-limits/rate-limits.service.ts';
import * as credits from '../credits/credits.service.ts';
import { lockDisc } from '../dvd-club/dvd-club.service.ts';
import { admitRequest, turnRanOut } from '../holds/holds.service.ts';
import { notifyLoan } from './loan-notices.ts';
import { DAY_MS, UNAVAILABLE } from './loan-rules.ts';
import * as loans from './loans.repository.ts';
import type { Loan, RentalRequestInput } from './loans.schema.ts';
import { getLoan } from './loans.service.ts';

/**
 * A rental request: the first step of a loan, weighed against the anti-farming rules (a new
 * member's open loans; docs/product.md §3 'Credits') under the disc's and the borrower's locks.
 */

const REQUEST_LIMIT = {
  max: 30,
  windowSeconds: 60 * 60,
  message: "You've sent a lot of rental requests. Please wait a while before sending more.",
};

export async function requestRental(
  { db, effects }: WriteDeps,
  member: SessionUser,
  input: RentalRequestInput,
): Promise<Loan> {
  await assertMayLend(db, member.id);
  await enforce(db, `rental-request:${member.id}`, REQUEST_LIMIT);
  const now = new Date();
  // A turn in line that ran out is passed on by this request (admitRequest), which needs the disc
  // locked for update; otherwise a shared lock: requests for one disc run side by side, but the
  // owner can't change it meanwhile.
  const mode = (await turnRanOut(db, input.mediaId, now)) ? 'update' : 'share';
  const id = await inTransaction(db, async (trx) => {
    const item = await lockDisc(trx, input.mediaId, mode);
    if (!item || (item.visibility === 'private' && item.ownerId !== member.id))
      throw notFound('Movie not found');
    if (item.ownerId === member.id) throw invalid("You can't rent your own movie.");
    if (item.ownerId !== input.ownerId) throw invalid('That movie belongs to a different member.');
    if (item.visibility !== 'rentable') throw conflict(UNAVAILABLE);
    // docs/product.md §3 'Member block': no lending between a blocked pair, whoever blocked; the
    // answer is the one for any disc that is not available, so the block stays silent.
    if (await isBlockedEitherWay(trx, member.id, item.ownerId)) throw conflict(UNAVAILABLE);
    // A suspended owner's discs are off the shelf (docs/product.md §3 'Reports and moderation').
    if (await isSuspended(trx, item.ownerId)) throw conflict(UNAVAILABLE);
    // docs/product.md §3 'Credits': a confirmed address to spend the welcome grant (a 403), the
    // price, and a new member's open loans; the account stays locked, so the member's requests queue.
    const balance = await credits.balanceToBorrow(trx, member.id);
    // docs/product.md §3 'Loan dispute': what a member owes from a dispute is paid off first.
    await credits.refuseDebtor(trx, member.id);
    if (balance < LOAN_PRICE) {
      throw conflict(
        `Not enough credits: a rental costs ${credits.credits(LOAN_PRICE)} and you have ${balance}. ` +
          'Make some of your movies rentable and earn credits when members borrow them.',
      );
    }
    await limitNewcomer(trx, member.id, now);
    // docs/product.md §3 'Hold': while the first in line's turn runs, only they may ask.
    await admitRequest({ db: trx, effects }, item.id, member.id, now);
    const loanId = await loans.insertRequest(trx, {
      mediaId: item.id,
      ownerId: item.ownerId,
      borrowerId: member.id,
      title: item.title,
      year: item.year,
      format: item.format,
      posterUrl: item.posterUrl,
      message: input.message || null,
      credits: LOAN_PRICE,
    });
    if (!loanId) throw conflict('You already have an open request for this movie.');
    const from = await publicNameOf(trx, member);
    await notifyLoan(trx, item.ownerId, 'rental_request', {
      title: 'New Rental Request',
      message: `${from} would like to borrow ${item.title}.${input.message ? ` "${input.message}"` : ''}`,
      loan: { id: loanId, mediaId: item.id, title: item.title },
      from: { id: member.id, name: from },
    });
    return loanId;
  });
  return getLoan({ db }, member, { id });
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
