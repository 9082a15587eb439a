import type { AppDeps } from '../../context.ts';
import { conflict, forbidden, invalid, notFound } from '../../errors.ts';
import { snapshotOf } from '../../lib/film-snapshot.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { isAttendee, nightFor, pushNight, reread, voteClosesAt } from './night-view.ts';
import * as repo from './nights.repository.ts';
import type { AddCandidateInput, Night, VotesInput } from './nights.schema.ts';

/** The attendees' candidates and their approval votes, while the vote is open. */

function openVote(row: repo.NightRow, now = Date.now()): void {
  if (row.status === 'cancelled') throw conflict('This night was cancelled.');
  if (row.status === 'closed' || now >= voteClosesAt(row.startsAt).getTime()) {
    throw conflict('The vote is closed.');
  }
}

function attendeeOnly(row: repo.NightRow, what: string): void {
  if (!isAttendee(row)) throw forbidden(`Answer Yes or Maybe to ${what}.`);
}

/** The host or an attendee adds a catalog film to the candidates. */
export async function addCandidate(
  deps: Pick<AppDeps, 'db' | 'catalog'>,
  user: SessionUser,
  input: AddCandidateInput,
): Promise<Night> {
  const [card] = await deps.catalog.films([input.movieId]);
  if (!card) throw notFound('Movie not found');
  const film = snapshotOf(card);
  await inTransaction(deps.db, async (trx) => {
    const row = await nightFor(trx, user.id, input.id, true);
    attendeeOnly(row, 'add a film');
    openVote(row);
    const added = await repo.addCandidate(trx, {
      nightId: row.id,
      movieId: film.movieId,
      title: film.title,
      year: film.year,
      posterUrl: film.posterUrl,
      addedBy: user.id,
    });
    if (!added) throw conflict(`${film.title} is a candidate already.`);
    await pushNight(trx, row.id);
  });
  return reread(deps.db, user.id, input.id);
}

/** Approval voting: the attendee's approved candidates replace their earlier ones. */
export async function vote(
  { db }: Pick<AppDeps, 'db'>,
  user: SessionUser,
  input: VotesInput,
): Promise<Night> {
  const movieIds = [...new Set(input.movieIds)];
  await inTransaction(db, async (trx) => {
    const row = await nightFor(trx, user.id, input.id, true);
    attendeeOnly(row, 'vote');
    openVote(row);
    const known = await repo.isCandidate(trx, row.id, movieIds);
    if (movieIds.some((id) => !known.has(id))) throw invalid('Vote only for the night’s candidates.');
    await repo.replaceVotes(trx, row.id, user.id, movieIds);
    await pushNight(trx, row.id);
  });
  return reread(db, user.id, input.id);
}
