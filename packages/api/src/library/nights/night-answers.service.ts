import type { AppDeps } from '../../context.ts';
import { conflict, forbidden } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { publicNames } from '../../social/connections/connections.service.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { createEntry } from '../diary/diary.service.ts';
import { dayOf, isAttendee, nightFor, pushNight, reread, tell } from './night-view.ts';
import * as repo from './nights.repository.ts';
import type { Night, RsvpInput, WatchedInput } from './nights.schema.ts';

/** An invitee's answers: Yes, Maybe or No before the night, and "Did you watch it?" after it. */

/** An invitee answers Yes, Maybe or No (and may change it until the night); the host is told. */
export async function rsvp({ db }: Pick<AppDeps, 'db'>, user: SessionUser, input: RsvpInput): Promise<Night> {
  await inTransaction(db, async (trx) => {
    const row = await nightFor(trx, user.id, input.id, true);
    if (row.isHost) throw conflict('You are hosting this night: you are coming.');
    if (row.status === 'cancelled') throw conflict('This night was cancelled.');
    if (row.startsAt.getTime() <= Date.now()) throw conflict('This night is over.');
    await repo.setAnswer(trx, row.id, user.id, input.answer, input.dontMindSeen);
    if (input.answer === 'no') await repo.dropVotes(trx, row.id, user.id);
    // Who is coming, the candidates from their watchlists and the votes may all have changed.
    await pushNight(trx, row.id);
    if (input.answer === row.answer) return;
    const me = (await publicNames(trx, [user.id])).get(user.id)!;
    const words = { yes: 'is coming to', maybe: 'might come to', no: "can't come to" } as const;
    await tell(trx, [row.hostId], {
      type: 'night_answered',
      title: 'Movie Night Answer',
      message: `${me} ${words[input.answer]} ${row.title}.`,
      data: { nightId: row.id, answer: input.answer, fromUserId: user.id, fromName: me },
    });
  });
  return reread(db, user.id, input.id);
}

/** "Did you watch it?" Yes: the winner goes in the attendee's diary for the night's date. */
export async function watched(
  deps: Pick<AppDeps, 'db' | 'effects' | 'catalog'>,
  user: SessionUser,
  input: WatchedInput,
): Promise<Night> {
  const row = await nightFor(deps.db, user.id, input.id);
  if (!isAttendee(row)) throw forbidden('Only those who came log the night.');
  if (row.status !== 'closed' || row.winnerMovieId === null || row.winnerTitle === null) {
    throw conflict('This night has no film to log.');
  }
  if (Date.now() < row.startsAt.getTime()) throw conflict('The night has not happened yet.');
  const watchedOn = dayOf(row.startsAt);
  // Claimed first, so two clicks log one entry; the diary's own transaction then writes it (it asks
  // the catalog, which must not wait inside ours), and a failure gives the claim back.
  if (!(await repo.claimWatched(deps.db, row.id, user.id, watchedOn))) {
    throw conflict('This night is in your diary already.');
  }
  try {
    await createEntry(deps, user.id, {
      movieId: row.winnerMovieId,
      title: row.winnerTitle,
      watchedOn,
      ...(input.rating !== undefined && { rating: input.rating }),
    });
  } catch (error) {
    await repo.unclaimWatched(deps.db, row.id, user.id);
    throw error;
  }
  return reread(deps.db, user.id, input.id);
}
