import type { Db } from '@chuck/db';
import type { Context } from '../../context.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { nameOf } from '../../lib/display-name.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { notify } from '../../social/notifications/notifications.service.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import {
  isModerator,
  liftSuspension,
  suspendAccount,
} from '../../support/identity/member-standing.service.ts';
import { sendMail } from '../../support/mail/mail.service.ts';
import { moderationWarningMail } from '../../support/mail/mail-messages.ts';
import { settleEscalated } from '../loans/disputes.service.ts';
import { closeLoansOfSuspended } from '../loans/loan-closures.service.ts';
import { reviewsOf } from '../loans/loan-reviews.service.ts';
import type { ResolveInput } from '../loans/loans.schema.ts';
import { countDisputesOf, loanHistoryOf } from '../loans/loans.service.ts';
import * as repo from './moderation.repository.ts';
import type {
  EscalatedDispute,
  ModerationActionEntry,
  ModerationQueue,
  OpenReport,
  SuspendInput,
} from './moderation.schema.ts';

// docs/product.md §3 'Reports and moderation'. Only moderators reach these (moderatorProcedure).

const QUEUE_LIMIT = 50;
const LOG_LIMIT = 200;
const HISTORY_LOANS = 10;
const MEMBER_NOT_FOUND = 'Member not found';
const NOT_A_MODERATOR = "Moderators can't warn or suspend a moderator.";

type ModerationDeps = Pick<Context, 'db' | 'auth' | 'jobs' | 'moderators' | 'effects'>;

/** Whether the caller moderates: the header's link and the screen ask. */
export async function moderatorStatus(ctx: Pick<Context, 'db' | 'moderators'>, user: SessionUser) {
  return { moderator: await isModerator(ctx.db, ctx.moderators, user.id) };
}

async function historyOf(db: Db, memberId: string, joinedAt: Date, suspended: boolean) {
  const [loans, disputes, reportsAgainst, reviews] = await Promise.all([
    loanHistoryOf(db, memberId, HISTORY_LOANS),
    countDisputesOf(db, memberId),
    repo.countReportsAbout(db, memberId),
    reviewsOf(db, memberId),
  ]);
  return {
    joinedAt: joinedAt.toISOString(),
    suspended,
    loans,
    disputes,
    reportsAgainst,
    reviews: {
      up: reviews.up,
      down: reviews.down,
      latest: reviews.latest.map(({ thumb, note, fromName }) => ({ thumb, note, fromName })),
    },
  };
}

/** The open reports, oldest first, each with the reported member's history (read once per member). */
export async function listQueue(db: Db): Promise<ModerationQueue> {
  const [rows, disputes, suspended] = await Promise.all([
    repo.openReports(db, QUEUE_LIMIT),
    repo.escalatedDisputes(db, QUEUE_LIMIT),
    repo.suspendedMembers(db, QUEUE_LIMIT),
  ]);
  const histories = new Map<string, Promise<OpenReport['member']['history']>>();
  for (const row of rows) {
    if (!histories.has(row.memberId)) {
      histories.set(
        row.memberId,
        historyOf(db, row.memberId, row.memberJoinedAt, Boolean(row.memberSuspended)),
      );
    }
  }
  const reports: OpenReport[] = [];
  for (const row of rows) {
    reports.push({
      id: row.id,
      kind: row.kind,
      targetId: row.targetId,
      reason: row.reason,
      note: row.note,
      content: row.content,
      createdAt: row.createdAt.toISOString(),
      reporter: { id: row.reporterId, name: nameOf(row, 'reporter') },
      member: { id: row.memberId, name: nameOf(row, 'member'), history: await histories.get(row.memberId)! },
    });
  }
  return {
    reports,
    disputes: disputes.map(toEscalated),
    suspended: suspended.map((row) => ({
      id: row.memberId,
      name: nameOf(row, 'member'),
      until: row.suspendedUntil?.toISOString() ?? null,
      reason: row.suspensionReason ?? '',
    })),
  };
}

type DisputeRow = Awaited<ReturnType<typeof repo.escalatedDisputes>>[number];

function toEscalated(row: DisputeRow): EscalatedDispute {
  const side = (memberId: string | null) => (memberId === row.ownerId ? 'owner' : 'borrower');
  return {
    id: row.id,
    title: row.title,
    owner: { id: row.ownerId, name: nameOf(row, 'owner') },
    borrower: { id: row.borrowerId, name: nameOf(row, 'borrower') },
    openedBy: side(row.disputedBy),
    reason: row.disputeReason ?? 'other',
    note: row.disputeNote,
    proposal: row.disputeProposedOutcome
      ? {
          by: side(row.disputeProposedBy),
          outcome: row.disputeProposedOutcome,
          credits: row.disputeProposedCredits ?? 0,
        }
      : null,
    disputedAt: (row.disputedAt ?? row.disputeEscalatedAt!).toISOString(),
    escalatedAt: row.disputeEscalatedAt!.toISOString(),
  };
}

type ActionRow = Awaited<ReturnType<typeof repo.listActions>>[number];

function toEntry(row: ActionRow): ModerationActionEntry {
  return {
    id: row.id,
    action: row.action,
    moderator: { id: row.moderatorId, name: nameOf(row, 'moderator') },
    member: row.actedOnId ? { id: row.actedOnId, name: nameOf(row, 'member') } : null,
    reportId: row.reportId,
    loanId: row.loanId,
    note: row.note,
    until: row.until?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listLog(db: Db) {
  return { actions: (await repo.listActions(db, LOG_LIMIT)).map(toEntry) };
}

async function entry(db: Db, id: number): Promise<ModerationActionEntry> {
  const [row] = await repo.listActions(db, 1, id);
  return toEntry(row!);
}

/** Closes a report with no action against anyone. */
export async function dismissReport(
  db: Db,
  moderator: SessionUser,
  input: { id: number; note?: string | undefined },
): Promise<ModerationActionEntry> {
  const id = await inTransaction(db, async (trx) => {
    const report = await repo.lockReport(trx, input.id);
    if (!report) throw notFound('Report not found');
    if (report.resolvedAt) throw conflict('This report has already been resolved.');
    await repo.resolveReports(trx, { id: report.id }, moderator.id, 'dismissed');
    return repo.insertAction(trx, {
      moderatorId: moderator.id,
      action: 'dismiss',
      memberId: report.memberId,
      reportId: report.id,
      note: input.note ?? '',
    });
  });
  return entry(db, id);
}

/** The member a moderator may act on: a 404 for nobody, a 409 for a moderator (themselves included). */
async function actedOn(deps: ModerationDeps, memberId: string) {
  const member = await repo.findMember(deps.db, memberId);
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  if (await isModerator(deps.db, deps.moderators, memberId)) throw conflict(NOT_A_MODERATOR);
  return member;
}

/** A notification and a mail with the moderator's note; the open reports about them are resolved. */
export async function warnMember(
  deps: ModerationDeps,
  moderator: SessionUser,
  input: { id: string; note: string },
): Promise<ModerationActionEntry> {
  const member = await actedOn(deps, input.id);
  const id = await inTransaction(deps.db, async (trx) => {
    await notify(trx, input.id, {
      type: 'moderation_warning',
      title: 'A Word from the Moderators',
      message: input.note,
      data: {},
    });
    // Only to an address its member confirmed: a moderator's words go to no stranger's inbox.
    if (member.emailVerifiedAt) await sendMail(deps.jobs, moderationWarningMail(member, input.note), { trx });
    await repo.resolveReports(trx, { memberId: input.id }, moderator.id, 'warned');
    return repo.insertAction(trx, {
      moderatorId: moderator.id,
      action: 'warn',
      memberId: input.id,
      note: input.note,
    });
  });
  return entry(deps.db, id);
}

/**
 * Suspends the member until `until` or indefinitely: their sessions end on every process, their
 * discs leave the shelf (the shelf leaves out suspended owners), requests on either side are declined
 * and each loan in progress is flagged to both members; the open reports about them are resolved.
 */
export async function suspendMember(
  deps: ModerationDeps,
  moderator: SessionUser,
  input: SuspendInput,
): Promise<ModerationActionEntry> {
  const until = input.until ? new Date(input.until) : null;
  if (until && until.getTime() <= Date.now()) throw invalid('The end of a suspension must be in the future.');
  await actedOn(deps, input.id);
  const id = await inTransaction(deps.db, async (trx) => {
    await suspendAccount(trx, deps.auth.sessions, input.id, { reason: input.reason, until });
    await closeLoansOfSuspended(trx, input.id);
    await repo.resolveReports(trx, { memberId: input.id }, moderator.id, 'suspended');
    return repo.insertAction(trx, {
      moderatorId: moderator.id,
      action: 'suspend',
      memberId: input.id,
      note: input.reason,
      until,
    });
  });
  return entry(deps.db, id);
}

/** Ends a suspension: the member may sign in again and their rentable discs are back on the shelf. */
export async function unsuspendMember(
  deps: ModerationDeps,
  moderator: SessionUser,
  input: { id: string },
): Promise<ModerationActionEntry> {
  await actedOn(deps, input.id);
  const id = await inTransaction(deps.db, async (trx) => {
    if (!(await liftSuspension(trx, input.id))) throw conflict('That member is not suspended.');
    return repo.insertAction(trx, { moderatorId: moderator.id, action: 'unsuspend', memberId: input.id });
  });
  return entry(deps.db, id);
}

/**
 * docs/product.md §3 'Loan dispute': a dispute its members did not settle in seven days ends as the
 * moderator decides, through the one settling step the members' own agreement takes (settleDispute).
 */
export async function settleEscalatedDispute(
  deps: ModerationDeps,
  moderator: SessionUser,
  input: ResolveInput,
): Promise<ModerationActionEntry> {
  const id = await inTransaction(deps.db, async (trx) => {
    const { outcome, credits } = input;
    const loan = await settleEscalated({ db: trx, effects: deps.effects }, input.id, {
      outcome,
      credits,
      settledBy: moderator.id,
    });
    const [owner, borrower] = await Promise.all([
      repo.findMember(trx, loan.ownerId),
      repo.findMember(trx, loan.borrowerId),
    ]);
    const names = {
      owner: owner ? nameOf(owner, 'member') : 'the owner',
      borrower: borrower ? nameOf(borrower, 'member') : 'the borrower',
    };
    return repo.insertAction(trx, {
      moderatorId: moderator.id,
      action: 'settle_dispute',
      loanId: loan.id,
      note: settlementNote(loan.title, outcome, loan.disputeCredits ?? 0, names),
    });
  });
  return entry(deps.db, id);
}

/** The log's words for a settlement: 'Heat: damaged, 2 credits more from Sam R. to Dana K.'. */
function settlementNote(
  title: string,
  outcome: ResolveInput['outcome'],
  credits: number,
  names: { owner: string; borrower: string },
): string {
  if (outcome === 'returned') return `${title}: returned fine, nothing more to pay.`;
  const more = `${credits} credit${credits === 1 ? '' : 's'} more from ${names.borrower} to ${names.owner}`;
  return `${title}: ${outcome}, ${more}.`;
}
