import type { Db } from '@chuck/db';
import type { AppDeps } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { nameOf } from '../../lib/display-name.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import type { Sender } from './loan-notices.ts';
import { reviewsOf } from './loan-reviews.service.ts';
import { LOAN_NOT_FOUND, type Role, roleOf } from './loan-rules.ts';
import { toLoan } from './loan-view.ts';
import * as loans from './loans.repository.ts';
import type { Loan, LoanIdInput, LoanList } from './loans.schema.ts';

/**
 * Reading loans: a member's own (one, their list), a loan's two members for its thread and plan,
 * and the figures other parts of the store show (lending record, trust, a moderator's history).
 * The steps are loan-steps.service.ts, reviews loan-reviews.service.ts, the timed steps
 * timed-steps.service.ts.
 */

/** Per side of the loan list: every open loan fits, and the recent history. */
const LIST_LIMIT = 100;

export async function getLoan(
  { db }: Pick<AppDeps, 'db'>,
  member: SessionUser,
  { id }: LoanIdInput,
): Promise<Loan> {
  const row = await loans.findDetailed(db, id);
  const role = row && roleOf(row, member.id);
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

export async function listLoans({ db }: Pick<AppDeps, 'db'>, member: SessionUser): Promise<LoanList> {
  const [incoming, outgoing] = await Promise.all([
    loans.listDetailed(db, 'ownerId', member.id, LIST_LIMIT),
    loans.listDetailed(db, 'borrowerId', member.id, LIST_LIMIT),
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

/** Loans the member borrowed that came back by their due date (flair 'Never Late'). */
export async function countReturnedOnTime(db: Db, userId: string): Promise<number> {
  return (await loans.lendingRecord(db, userId)).returnedOnTime;
}
