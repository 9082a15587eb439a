import type { Db, SeenRating } from '@chuck/db';
import type { WriteDeps } from '../../context.ts';
import type { EventOf } from '../../effects/events.ts';
import { type MovieSnapshotInput, snapshotColumns, toIso, toMovieItem } from '../../lib/movie-fields.ts';
import { inTransaction } from '../../lib/transaction.ts';
import * as watchlist from '../watchlist/watchlist.service.ts';
import { rateWithThumb, starsOf } from './film-rating.ts';
import * as repo from './seen.repository.ts';
import type { MarkSeenOutput, SeenItem } from './seen.schema.ts';

type SeenItemRow = Awaited<ReturnType<typeof repo.listItems>>[number];

function toSeenItem(row: SeenItemRow): SeenItem {
  return {
    ...toMovieItem(row),
    userRating: row.userRating,
    stars: starsOf(row.starsHalves),
    ratedOn: row.ratedOn,
    seenAt: toIso(row.seenAt),
  };
}

export async function listSeen(db: Db, userId: string): Promise<SeenItem[]> {
  return (await repo.listItems(db, userId)).map(toSeenItem);
}

/**
 * Records a film as seen with a thumb and takes it off the watchlist, in one transaction; facts the
 * caller lacks (description, watch options) are kept from the queued copy. The thumb rates the film
 * only when it has no star rating (film-rating.ts): a thumb never overwrites stars.
 */
export async function recordSeen(
  { db, effects }: WriteDeps,
  userId: string,
  film: MovieSnapshotInput & { userRating: SeenRating },
): Promise<MarkSeenOutput> {
  return inTransaction(db, async (trx) => {
    const queued = await watchlist.takeItem(trx, userId, film.movieId);
    const current = (await repo.ratingsOf(trx, userId, [film.movieId])).get(film.movieId);
    const today = new Date().toISOString().slice(0, 10);
    const columns = snapshotColumns(film);
    const [row] = await repo.upsertItems(trx, userId, [
      {
        ...columns,
        posterUrl: columns.posterUrl ?? queued?.posterUrl ?? null,
        year: columns.year ?? queued?.year ?? null,
        rating: columns.rating ?? queued?.rating ?? null,
        description: columns.description ?? queued?.description ?? null,
        watchOptions:
          columns.watchOptions ?? (queued?.watchOptions ? JSON.stringify(queued.watchOptions) : null),
        ...rateWithThumb(film.userRating, today, current),
      },
    ]);
    await effects.emit(trx, { type: 'taste.changed', userId });
    return { item: toSeenItem(row!), removedFromWatchlist: Boolean(queued) };
  });
}

/** A member who rates a catalog film up or down has seen it (the reaction to 'film.rated'). */
export async function markRatedFilmSeen(deps: WriteDeps, { owner, film, rating }: EventOf<'film.rated'>) {
  if (owner.kind !== 'member' || rating === 'not_interested') return;
  await recordSeen(deps, owner.userId, { ...film, userRating: rating });
}

export async function removeSeen(
  { db, effects }: WriteDeps,
  userId: string,
  movieId: number,
): Promise<{ removed: boolean }> {
  return inTransaction(db, async (trx) => {
    const removed = await repo.deleteItem(trx, userId, movieId);
    if (removed) await effects.emit(trx, { type: 'taste.changed', userId });
    return { removed };
  });
}

export { halvesOf, type Judgement, rateInStars, sameJudgement, thumbsOf } from './film-rating.ts';
// The seen list's rows as other domains use them: an import writes, compares and undoes them, the
// diary writes them, flair counts them.
export { countSeen, deleteItems, ratingsOf, upsertItems } from './seen.repository.ts';
