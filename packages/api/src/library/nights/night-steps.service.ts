import type { WriteDeps } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { NIGHT_VOTE_CLOSES_HOURS } from '../../shared/night-limits.ts';
import type { NewNotification } from '../../social/notifications/notifications.schema.ts';
import { closeVote } from './night-close.service.ts';
import { DAY_MS, HOUR_MS, tell, when } from './night-view.ts';
import * as repo from './nights.repository.ts';

type DueNight = Awaited<ReturnType<typeof repo.markStepDone>>[number];

/**
 * The nights' timed steps (run with the club's, every minute): votes close 2 hours before the start,
 * attendees are reminded the day before, and asked "Did you watch it?" the day after.
 */
export async function runNightSteps(deps: WriteDeps, now = new Date()): Promise<void> {
  for (const night of await repo.nightsToClose(
    deps.db,
    new Date(now.getTime() + NIGHT_VOTE_CLOSES_HOURS * HOUR_MS),
    50,
  )) {
    const [host] = await repo.membersById(deps.db, [night.hostId]);
    if (!host) continue;
    try {
      await closeVote(deps, host, night.id, false);
    } catch (error) {
      // Closed meanwhile by the host (or another process): nothing left to do.
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    }
  }
  // The steps every night gets once: when each is due, and what the attendees are told.
  const notices: Record<repo.NightStep, { by: Date; notice: (night: DueNight) => NewNotification }> = {
    remindedAt: {
      by: new Date(now.getTime() + DAY_MS),
      notice: (night) => ({
        type: 'night_reminder',
        title: 'Movie Night Tomorrow',
        message: `${night.title} is on ${when(night.startsAt)} at ${night.place}.`,
        data: { nightId: night.id, startsAt: night.startsAt.toISOString() },
      }),
    },
    watchAskedAt: {
      by: new Date(now.getTime() - DAY_MS),
      notice: (night) => ({
        type: 'night_watched_ask',
        title: 'Did You Watch It?',
        message: `Did you watch ${night.winnerTitle} at ${night.title}? Log it in your diary.`,
        data: { nightId: night.id, movieTitle: night.winnerTitle ?? undefined },
      }),
    },
  };
  await inTransaction(deps.db, async (trx) => {
    for (const step of ['remindedAt', 'watchAskedAt'] as const) {
      const { by, notice } = notices[step];
      for (const night of await repo.markStepDone(trx, step, now, by)) {
        const told = await repo.recipients(trx, night.id, 'attendees');
        await tell(trx, told, notice(night));
      }
    }
  });
}
