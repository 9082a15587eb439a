import type { Db } from '@chuck/db';
import { forbidden, notFound } from '../../errors.ts';
import { NIGHT_VOTE_CLOSES_HOURS } from '../../shared/night-limits.ts';
import { publicNames } from '../../social/connections/connections.service.ts';
import type { NewNotification } from '../../social/notifications/notifications.schema.ts';
import { notifyAll, publishLive } from '../../social/notifications/notifications.service.ts';
import { candidatesOf } from './night-candidates.ts';
import * as repo from './nights.repository.ts';
import type { Night } from './nights.schema.ts';

/** A night as its invitees read it, and what every operation on one shares (docs/architecture.md). */

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
const NOT_FOUND = 'Movie night not found';

export const voteClosesAt = (startsAt: Date) =>
  new Date(startsAt.getTime() - NIGHT_VOTE_CLOSES_HOURS * HOUR_MS);
/** The night's date as a diary and a message write it (UTC, as every date the store stores). */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
export const when = (at: Date) => at.toUTCString().replace(':00 GMT', ' GMT');

/** The night as its invitee sees it; a 404 for anyone else, so a hidden night cannot be told from none. */
export async function nightFor(db: Db, userId: string, id: number, lock = false): Promise<repo.NightRow> {
  const row = await repo.findNight(db, id, userId, lock);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/**
 * Every open page of the night (everyone invited, each of their tabs) fetches it again: sent when
 * `db`'s transaction commits, so a change rolled back tells nobody (docs/architecture.md, 'Live events').
 */
export async function pushNight(db: Db, nightId: number): Promise<void> {
  const invited = await repo.recipients(db, nightId, 'everyone');
  await publishLive(db, invited, { type: 'night-changed', data: { id: nightId } });
}

/** The same notice to each of `userIds`: the invited, the attendees or the host. */
export async function tell(db: Db, userIds: readonly string[], notice: NewNotification): Promise<void> {
  await notifyAll(
    db,
    userIds.map((userId) => ({ userId, ...notice })),
  );
}

export function hostOnly(row: repo.NightRow, what: string): void {
  if (!row.isHost) throw forbidden(`Only the host can ${what}.`);
}

export const isAttendee = (row: Pick<repo.NightRow, 'isHost' | 'answer'>) =>
  row.isHost || row.answer === 'yes' || row.answer === 'maybe';

async function view(db: Db, row: repo.NightRow, viewerId: string): Promise<Night> {
  const [guests, candidates, loan] = await Promise.all([
    repo.guestsOf(db, row.id),
    candidatesOf(db, row, viewerId),
    row.loanId === null ? undefined : repo.loanOf(db, row.loanId),
  ]);
  const names = await publicNames(db, [...guests.map((g) => g.userId), ...(loan ? [loan.ownerId] : [])]);
  return {
    id: row.id,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    place: row.place,
    status: row.status,
    host: { id: row.hostId, name: names.get(row.hostId)! },
    mine: row.isHost,
    myAnswer: row.answer,
    dontMindSeen: row.dontMindSeen,
    guests: guests.map((g) => ({ id: g.userId, name: names.get(g.userId)!, host: g.host, answer: g.answer })),
    attendees: guests.filter(isAttendeeGuest).length,
    voteClosesAt: voteClosesAt(row.startsAt).toISOString(),
    candidates,
    winner:
      row.winnerMovieId !== null && row.winnerTitle !== null
        ? { movieId: row.winnerMovieId, title: row.winnerTitle }
        : null,
    rental: loan ? { loanId: loan.id, status: loan.status, ownerName: names.get(loan.ownerId)! } : null,
    rentalNote: row.rentalNote,
    watched: {
      asked:
        row.status === 'closed' &&
        row.winnerMovieId !== null &&
        Date.now() >= row.startsAt.getTime() + DAY_MS,
      watchedOn: row.watchedOn,
    },
  };
}

const isAttendeeGuest = (g: { host: boolean; answer: string }) =>
  g.host || g.answer === 'yes' || g.answer === 'maybe';

export async function reread(db: Db, userId: string, id: number): Promise<Night> {
  return view(db, await nightFor(db, userId, id), userId);
}
