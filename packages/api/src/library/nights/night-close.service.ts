import { requestRental } from '../../club/loans/loan-request.service.ts';
import type { WriteDeps } from '../../context.ts';
import { AppError, conflict } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { candidatesOf } from './night-candidates.ts';
import { dayOf, hostOnly, nightFor, pushNight, reread, tell } from './night-view.ts';
import * as repo from './nights.repository.ts';
import type { Candidate, Night, NightIdInput } from './nights.schema.ts';

/** The winner: most votes, then on more watchlists, then on an attendee's shelf (docs/product.md §4). */
function winnerOf(candidates: readonly Candidate[]): Candidate | undefined {
  return [...candidates]
    .filter((c) => c.votes > 0)
    .sort(
      (a, b) =>
        b.votes - a.votes ||
        b.watchlists - a.watchlists ||
        Number(b.shelf?.attendee ?? false) - Number(a.shelf?.attendee ?? false) ||
        Number(b.shelf !== null) - Number(a.shelf !== null),
    )[0];
}

/**
 * Closes the vote (the host, or the timed steps 2 hours before the start). When the winner is on a
 * shelf that is not the host's own, a rental request is placed on the host's behalf through the
 * normal loan flow (credits, holds, limits apply); what stops it is kept as the night's rental note.
 */
export async function closeVote(
  deps: WriteDeps,
  host: SessionUser,
  id: number,
  byHost: boolean,
): Promise<void> {
  const closed = await inTransaction(deps.db, async (trx) => {
    const row = await nightFor(trx, host.id, id, true);
    if (byHost) hostOnly(row, 'close the vote');
    if (row.status !== 'open')
      throw conflict(
        row.status === 'cancelled' ? 'This night was cancelled.' : 'The vote is closed already.',
      );
    const winner = winnerOf(await candidatesOf(trx, row, host.id));
    if (!winner && byHost) throw conflict('Nobody has voted yet: vote first, then close.');
    await repo.updateNight(trx, id, {
      status: 'closed',
      closedAt: new Date(),
      winnerMovieId: winner?.movieId ?? null,
      winnerTitle: winner?.title ?? null,
      rentalNote: winner ? null : 'Nobody voted, so no film was picked.',
    });
    const told = await repo.recipients(trx, id, 'attendees');
    await tell(trx, told, {
      type: 'night_vote_closed',
      title: 'The Vote Is In',
      message: winner
        ? `${row.title}: you're watching ${winner.title}.`
        : `${row.title}: the vote closed without a pick.`,
      data: { nightId: id, ...(winner && { movieTitle: winner.title, movieId: winner.movieId }) },
    });
    await pushNight(trx, id);
    return { row, winner };
  });
  const { row, winner } = closed;
  if (!winner?.shelf) return;
  const rental = await rentWinner(deps, host, row, winner.shelf, winner.title);
  await inTransaction(deps.db, async (trx) => {
    await repo.updateNight(trx, id, rental);
    // The disc's request (or why there is none) shows on every open page too.
    await pushNight(trx, id);
  });
}

/** The winner's rental request on the host's behalf, or the note saying why none went out. */
async function rentWinner(
  deps: WriteDeps,
  host: SessionUser,
  night: repo.NightRow,
  shelf: NonNullable<Candidate['shelf']>,
  title: string,
): Promise<{ loanId: number } | { rentalNote: string }> {
  if (shelf.ownerId === host.id) return { rentalNote: `${title} is on your own shelf.` };
  try {
    const loan = await requestRental(deps, host, {
      mediaId: shelf.discId,
      ownerId: shelf.ownerId,
      message: `For our movie night "${night.title}" on ${dayOf(night.startsAt)}.`,
    });
    return { loanId: loan.id };
  } catch (error) {
    // The vote stays closed; the page says why no request went out (credits, a hold, a limit).
    if (!(error instanceof AppError)) throw error;
    return { rentalNote: `No rental request was placed: ${error.message}` };
  }
}

export async function closeNight(deps: WriteDeps, user: SessionUser, { id }: NightIdInput): Promise<Night> {
  await closeVote(deps, user, id, true);
  return reread(deps.db, user.id, id);
}
