import type { Db } from '@chuck/db';
import type { CalendarFile } from '../../club/handover-plans/handover-plans.schema.ts';
import type { AppDeps } from '../../context.ts';
import { publicNames } from '../../social/connections/connections.service.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { nightCalendar } from './calendar.ts';
import { nightFor, reread } from './night-view.ts';
import * as repo from './nights.repository.ts';
import type { Night, NightIdInput, NightSummary } from './nights.schema.ts';

/** The nights' reads: a member's list, one night, its calendar file, and Rewind's count. */

/** My nights: hosting and invited, upcoming soonest first, then past ones latest first. */
export async function listNights({ db }: Pick<AppDeps, 'db'>, user: SessionUser): Promise<NightSummary[]> {
  const rows = await repo.nightsOf(db, user.id, new Date());
  const names = await publicNames(
    db,
    rows.map((row) => row.hostId),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    place: row.place,
    status: row.status,
    hostName: names.get(row.hostId)!,
    mine: row.isHost,
    myAnswer: row.answer,
  }));
}

export async function getNight(
  { db }: Pick<AppDeps, 'db'>,
  user: SessionUser,
  { id }: NightIdInput,
): Promise<Night> {
  return reread(db, user.id, id);
}

/** The night as a calendar file. */
export async function calendar(
  { db }: Pick<AppDeps, 'db'>,
  user: SessionUser,
  { id }: NightIdInput,
): Promise<CalendarFile> {
  const row = await nightFor(db, user.id, id);
  return nightCalendar({
    id: row.id,
    title: row.title,
    place: row.place,
    startsAt: row.startsAt,
    sequence: row.sequence,
    cancelled: row.status === 'cancelled',
    changedAt: row.updatedAt,
  });
}

/** Rewind: the nights a member logged in `year`, and how many friends were there in all. */
export function nightsWatchedIn(db: Db, userId: string, year: number) {
  return repo.nightsWatched(db, userId, `${year}-01-01`, `${year + 1}-01-01`);
}
