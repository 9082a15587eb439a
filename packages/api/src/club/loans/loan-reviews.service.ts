import type { Db } from '@chuck/db';
import type { AppDeps } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import { nameOf } from '../../lib/display-name.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { LOAN_NOT_FOUND, reviewRefusal, roleOf } from './loan-rules.ts';
import * as loans from './loans.repository.ts';
import type { Review, ReviewInput } from './loans.schema.ts';

/** docs/product.md §3 'Loan review': once per side, within 14 days of the loan being settled. */
export async function review(
  { db }: Pick<AppDeps, 'db'>,
  member: SessionUser,
  input: ReviewInput,
): Promise<Review> {
  const loan = await loans.findLoan(db, input.id);
  const role = loan && roleOf(loan, member.id);
  if (!loan || !role) throw notFound(LOAN_NOT_FOUND);
  // A settled loan stays settled (nothing disputes a confirmed return), so no lock is needed.
  const refusal = reviewRefusal(loan, Date.now());
  if (refusal) throw conflict(refusal);
  const row = await loans.insertReview(db, {
    loanId: loan.id,
    reviewerId: member.id,
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

/** A loan review as a report names it: who wrote it, about whom, and what it says; undefined if none. */
export function findReview(db: Db, id: number) {
  return loans.findReview(db, id);
}
