import type { Db } from '@chuck/db';
import { invalid } from '../../errors.ts';
import { toIso } from '../../lib/movie-fields.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { type Viewer, visibleMember } from '../../social/members/members.service.ts';
import { lockMember } from '../../support/identity/identity.service.ts';
import * as repo from './watching-soon.repository.ts';
import {
  type ReplaceWatchingSoonInput,
  WATCHING_SOON_SLOTS,
  type WatchingSoonItem,
} from './watching-soon.schema.ts';

type PickRow = Awaited<ReturnType<typeof repo.listPicks>>[number];

function toItem(row: PickRow): WatchingSoonItem {
  return { ...row, addedAt: toIso(row.addedAt) };
}

export async function listWatchingSoon(db: Db, userId: string): Promise<WatchingSoonItem[]> {
  return (await repo.listPicks(db, userId)).map(toItem);
}

/**
 * Another member's picks, for those who may see the member (docs/product.md §3 'Social profile',
 * visibility); an unknown or hidden member is a 404, not an empty list.
 */
export async function listMemberWatchingSoon(
  db: Db,
  viewer: Viewer,
  userId: string,
): Promise<WatchingSoonItem[]> {
  await visibleMember(db, viewer, userId, 'Member not found');
  return listWatchingSoon(db, userId);
}

/** The same film, whether picked from the catalog or typed in. */
const pickKey = (pick: { movieId: number | null; title: string }) =>
  pick.movieId === null ? `title:${pick.title.toLowerCase()}` : `movie:${pick.movieId}`;

/**
 * Replaces the picks in one transaction: only titled picks, in slot order, renumbered 1..n. A film
 * that stays on the list keeps the date it was first added.
 */
export async function replaceWatchingSoon(
  db: Db,
  userId: string,
  input: ReplaceWatchingSoonInput,
): Promise<WatchingSoonItem[]> {
  const picks = input.movies
    .map((pick, index) => ({ ...pick, index }))
    .filter((pick) => pick.title !== '')
    .sort((a, b) => (a.position ?? a.index + 1) - (b.position ?? b.index + 1) || a.index - b.index);
  if (picks.length > WATCHING_SOON_SLOTS) {
    throw invalid(`Pick at most ${WATCHING_SOON_SLOTS} movies for Watching Soon.`);
  }
  const keys = new Set<string>();
  for (const pick of picks) {
    if (keys.has(pickKey(pick))) throw invalid(`${pick.title} is picked twice: choose a different movie.`);
    keys.add(pickKey(pick));
  }

  await inTransaction(db, async (trx) => {
    await lockMember(trx, userId);
    const addedAt = new Map((await repo.listPicks(trx, userId)).map((row) => [pickKey(row), row.addedAt]));
    await repo.deletePicks(trx, userId);
    await repo.insertPicks(
      trx,
      userId,
      picks.map((pick, i) => {
        const since = addedAt.get(pickKey(pick));
        return {
          movieId: pick.movieId,
          title: pick.title,
          year: pick.year ?? null,
          posterUrl: pick.posterUrl ?? null,
          description: pick.description,
          position: i + 1,
          ...(since ? { addedAt: since } : {}),
        };
      }),
    );
  });
  return listWatchingSoon(db, userId);
}

// Flair rewards a full Watching Soon list.
export { listPicks } from './watching-soon.repository.ts';
