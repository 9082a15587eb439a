import type { Db } from '@chuck/db';
import { AppError, invalid, notFound } from '../../errors.ts';
import { nameOf } from '../../lib/display-name.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { REPORT_THANKS, REPORTS_PER_DAY } from '../../shared/report-options.ts';
import { visibleMember } from '../../social/members/members.service.ts';
import { findMessage } from '../../social/messages/messages.service.ts';
import { lockMember } from '../../support/identity/identity.service.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { getItem } from '../dvd-club/dvd-club.service.ts';
import { findReview } from '../loans/loan-reviews.service.ts';
import * as repo from './reports.repository.ts';
import type { ReportInput, ReportReceipt } from './reports.schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_YOURSELF = "You can't report yourself or your own posts.";

/** Who a report is about, and what was reported as it reads now (kept with the report). */
interface Target {
  memberId: string;
  content: string;
}

const NOT_FOUND: Record<ReportInput['kind'], string> = {
  member: 'Member not found',
  message: 'Message not found',
  review: 'Review not found',
  disc: 'Movie not found in the collection',
};

/** A positive whole number in the id, or null (then nothing has that id). */
function numericId(targetId: string): number | null {
  return /^\d{1,9}$/.test(targetId) && Number(targetId) > 0 ? Number(targetId) : null;
}

/**
 * What the report is about, as the reporter may see it; a 404 for anything they cannot see, in the
 * words an unknown id gets.
 */
async function findTarget(db: Db, reporter: SessionUser, input: ReportInput): Promise<Target> {
  const missing = notFound(NOT_FOUND[input.kind]);
  if (input.kind === 'member') {
    // A member one blocked, or whose page is hidden, can still be reported: they only must exist.
    const member = await repo.findMember(db, input.targetId);
    if (!member) throw missing;
    return { memberId: member.memberId, content: nameOf(member, 'member') };
  }
  const id = numericId(input.targetId);
  if (id === null) throw missing;
  if (input.kind === 'message') {
    // Only a message sent to the reporter: a conversation is its two members' alone.
    const message = await findMessage(db, id);
    if (!message || (message.receiverId !== reporter.id && message.senderId !== reporter.id)) throw missing;
    return { memberId: message.senderId, content: message.message };
  }
  if (input.kind === 'review') {
    // A review shows on its subject's member page, so whoever may see that page may report it.
    const review = await findReview(db, id);
    if (!review) throw missing;
    if (review.reviewerId !== reporter.id) {
      await visibleMember(db, reporter, review.revieweeId, NOT_FOUND.review);
    }
    return { memberId: review.reviewerId, content: `Thumbs ${review.thumb}: ${review.note ?? ''}`.trim() };
  }
  const disc = await getItem(db, reporter, id);
  const listing = [`${disc.title}${disc.year ? ` (${disc.year})` : ''}`, disc.format, disc.condition];
  return { memberId: disc.ownerId, content: [listing.join(' · '), disc.notes ?? ''].join('\n').trim() };
}

/**
 * docs/product.md §3 'Reports and moderation': a member reports a member, a message, a review or a
 * disc listing. Never oneself, at most REPORTS_PER_DAY a day, and one open report per thing.
 */
export async function createReport(db: Db, user: SessionUser, input: ReportInput): Promise<ReportReceipt> {
  if (input.kind === 'member' && input.targetId === user.id) throw invalid(NOT_YOURSELF);
  const target = await findTarget(db, user, input);
  if (target.memberId === user.id) throw invalid(NOT_YOURSELF);
  const id = await inTransaction(db, async (trx) => {
    // The member's row, locked: their reports are counted and added one at a time.
    await lockMember(trx, user.id);
    const sent = await repo.countSentSince(trx, user.id, new Date(Date.now() - DAY_MS));
    if (sent >= REPORTS_PER_DAY) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `You can send at most ${REPORTS_PER_DAY} reports a day. A moderator will look at the ones you sent.`,
        DAY_MS / 1000,
      );
    }
    if (await repo.hasOpenReport(trx, user.id, input.kind, input.targetId)) {
      throw new AppError('CONFLICT', "You've already reported this; a moderator will look at it.");
    }
    return repo.insertReport(trx, {
      reporterId: user.id,
      memberId: target.memberId,
      kind: input.kind,
      targetId: input.targetId,
      reason: input.reason,
      note: input.note || null,
      content: target.content,
    });
  });
  return { id, message: REPORT_THANKS };
}
