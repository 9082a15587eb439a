import type { Db } from '@chuck/db';
import { conflict } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { LOAN_THREAD_OPEN_DAYS } from '../../shared/loan-terms.ts';
import { isBlockedEitherWay } from '../../social/blocks/blocks.service.ts';
import { publicNameOf } from '../../social/connections/connections.service.ts';
import { notify } from '../../social/notifications/notifications.service.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { enforce } from '../../support/rate-limits/rate-limits.service.ts';
import { loanEndedAt } from '../loans/loan-rules.ts';
import { type MemberLoan, memberLoan } from '../loans/loans.service.ts';
import * as repo from './loan-threads.repository.ts';
import type { LoanMessage, LoanMessageInput, LoanThread } from './loan-threads.schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A loan's thread is two members arranging one disc: this many messages is far more than it needs. */
const THREAD_LIMIT = 500;
const PREVIEW_CHARS = 100;
const MESSAGE_LIMIT = {
  max: 20,
  windowSeconds: 60,
  message: "You're sending messages very quickly. Please wait a moment before sending more.",
};

function toMessage(row: repo.LoanMessageRow, userId: string): LoanMessage {
  return {
    id: row.id,
    loanId: row.loanId,
    senderId: row.senderId,
    mine: row.senderId === userId,
    message: row.message,
    sentAt: row.sentAt.toISOString(),
  };
}

/** When the thread becomes read-only: LOAN_THREAD_OPEN_DAYS after the loan ended (null: it is on). */
function closesAt(loan: MemberLoan['loan']): Date | null {
  const ended = loanEndedAt(loan);
  return ended && new Date(ended.getTime() + LOAN_THREAD_OPEN_DAYS * DAY_MS);
}

/** Why the caller may not write in the thread now (null: they may). */
async function writeRefusal(db: Db, { loan, other }: MemberLoan, userId: string, now: Date) {
  const closes = closesAt(loan);
  if (closes && closes.getTime() <= now.getTime()) {
    return `This loan ended more than ${LOAN_THREAD_OPEN_DAYS} days ago, so its thread is read-only.`;
  }
  // docs/product.md §3 'Member block': the same words whichever of the two blocked the other.
  if (await isBlockedEitherWay(db, userId, other.id)) return 'This conversation has ended.';
  return null;
}

/** docs/product.md §3 'Loan thread': the thread as one of the loan's two members sees it. */
export async function thread(db: Db, user: SessionUser, loanId: number): Promise<LoanThread> {
  const member = await memberLoan(db, user.id, loanId);
  const [rows, refusal] = await Promise.all([
    repo.listMessages(db, loanId, THREAD_LIMIT),
    writeRefusal(db, member, user.id, new Date()),
  ]);
  return {
    loanId,
    title: member.loan.title,
    role: member.role,
    otherParty: { id: member.other.id, displayName: member.other.name },
    writable: refusal === null,
    closesAt: closesAt(member.loan)?.toISOString() ?? null,
    messages: rows.map((row) => toMessage(row, user.id)),
  };
}

/**
 * Writes in the loan's thread. The other member gets a notification, pushed live to their open
 * pages, which is also how their open thread learns of it (the web refreshes loan threads on it).
 */
export async function post(db: Db, user: SessionUser, input: LoanMessageInput): Promise<LoanMessage> {
  await enforce(db, `loan-message:${user.id}`, MESSAGE_LIMIT);
  return inTransaction(db, async (trx) => {
    // Locked, so a message cannot slip in while the loan ends or the thread closes.
    const member = await memberLoan(trx, user.id, input.id, true);
    const refusal = await writeRefusal(trx, member, user.id, new Date());
    if (refusal) throw conflict(refusal);
    const row = await repo.insertMessage(trx, member.loan.id, user.id, input.message);
    const fromName = await publicNameOf(trx, user);
    await notify(trx, member.other.id, {
      type: 'loan_message',
      title: `New message from ${fromName}`,
      message: preview(input.message),
      data: {
        movieTitle: member.loan.title,
        loanId: member.loan.id,
        messageId: row.id,
        fromUserId: user.id,
        fromName,
      },
    });
    return toMessage(row, user.id);
  });
}

function preview(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ');
  return oneLine.length > PREVIEW_CHARS ? `${oneLine.slice(0, PREVIEW_CHARS - 1)}…` : oneLine;
}
