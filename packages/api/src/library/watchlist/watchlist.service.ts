import type { Db } from '@chuck/db';
import { invalid } from '../../errors.ts';
import { snapshotColumns, toIso, toMovieItem } from '../../lib/movie-fields.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { lockMember } from '../../support/identity/identity.service.ts';
import * as repo from './watchlist.repository.ts';
import type {
  AddToWatchlistInput,
  AddToWatchlistOutput,
  ReorderWatchlistInput,
  WatchlistItem,
} from './watchlist.schema.ts';

type ItemRow = Awaited<ReturnType<typeof repo.listItems>>[number];

function toWatchlistItem(row: ItemRow, place: number): WatchlistItem {
  // Two keys added to the item rather than a spread into a new object: one object a film, not two.
  const item = toMovieItem(row) as WatchlistItem;
  item.position = place;
  item.addedAt = toIso(row.addedAt);
  return item;
}

export async function listWatchlist(db: Db, userId: string): Promise<WatchlistItem[]> {
  const rows = await repo.listItems(db, userId);
  return rows.map((row, i) => toWatchlistItem(row, i + 1));
}

/** New films go to the front of the queue; a film already queued keeps its place and says so. */
export async function addToWatchlist(
  db: Db,
  userId: string,
  input: AddToWatchlistInput,
): Promise<AddToWatchlistOutput> {
  // A second try covers the film being removed (another tab) between the insert and the lookup.
  for (let attempt = 0; ; attempt += 1) {
    const [inserted] = await repo.insertAtFront(db, userId, [snapshotColumns(input)]);
    if (inserted) {
      return {
        alreadyQueued: false,
        message: `${inserted.title} has been added to the front of your queue`,
        item: toWatchlistItem(inserted, 1),
      };
    }
    const existing = await repo.findItem(db, userId, input.movieId);
    if (existing) {
      const place = await repo.queuePlace(db, userId, existing);
      return {
        alreadyQueued: true,
        message: `${existing.title} is already in your queue at #${place}`,
        item: toWatchlistItem(existing, place),
      };
    }
    if (attempt >= 2) throw new Error('watchlist add kept racing with removals');
  }
}

export async function removeFromWatchlist(
  db: Db,
  userId: string,
  movieId: number,
): Promise<{ removed: boolean }> {
  return { removed: await repo.deleteItem(db, userId, movieId) };
}

/**
 * The member's own order: the films named come first in that order, films not named (queued in
 * another tab meanwhile) follow in their current order, ids no longer queued are ignored.
 */
export async function reorderWatchlist(
  db: Db,
  userId: string,
  input: ReorderWatchlistInput,
): Promise<WatchlistItem[]> {
  if (new Set(input.movieIds).size !== input.movieIds.length) {
    throw invalid('movieIds: each movie can appear only once in the new order');
  }
  await inTransaction(db, async (trx) => {
    await lockMember(trx, userId);
    const current = (await repo.listItems(trx, userId)).map((r) => r.movieId);
    const queued = new Set(current);
    const named = input.movieIds.filter((id) => queued.has(id));
    const namedSet = new Set(named);
    await repo.renumber(trx, userId, [...named, ...current.filter((id) => !namedSet.has(id))]);
  });
  return listWatchlist(db, userId);
}

// The queue's rows as other domains use them: a film marked seen leaves it, an import fills it,
// flair counts it.
export {
  countItems,
  deleteItems,
  insertAtFront,
  queuedMovieIds,
  restoreItems,
  takeItem,
  takeItems,
} from './watchlist.repository.ts';
