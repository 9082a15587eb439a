import type { AppDeps } from '../../context.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { AUTO_CONFIRM_HOURS } from '../../shared/loan-terms.ts';
import { notifyAll } from '../../social/notifications/notifications.service.ts';
import type { Jobs } from '../../support/jobs/jobs.ts';
import { lockDisc } from '../dvd-club/dvd-club.service.ts';
import { expireTurns } from '../holds/holds.service.ts';
import { awaiting, HOUR_MS } from './loan-rules.ts';
import { confirmStep } from './loan-settlement.ts';
import * as loans from './loans.repository.ts';

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
