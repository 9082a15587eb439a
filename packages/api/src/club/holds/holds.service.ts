import type { Db } from '@chuck/db';
import type { AppDeps, WriteDeps } from '../../context.ts';
import type { Reaction } from '../../effects/events.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { nameOf } from '../../lib/display-name.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { HOLD_WINDOW_HOURS, MAX_ACTIVE_HOLDS } from '../../shared/loan-terms.ts';
import { isBlockedEitherWay } from '../../social/blocks/blocks.service.ts';
import { notify } from '../../social/notifications/notifications.service.ts';
import { lockMember } from '../../support/identity/identity.service.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { assertMayLend, isSuspended } from '../../support/identity/member-standing.service.ts';
import { discLabelOf } from '../dvd-club/disc-label.ts';
import { lockDisc } from '../dvd-club/dvd-club.service.ts';
import * as repo from './holds.repository.ts';
import type { Hold } from './holds.schema.ts';

const HOUR_MS = 60 * 60 * 1000;
const HOLD_NOT_FOUND = 'Hold not found';
const DISC_NOT_FOUND = 'Movie not found';

function toHold(row: repo.MyHoldRow): Hold {
  return {
    id: row.id,
    mediaId: row.mediaId,
    ...discLabelOf(row),
    ownerName: nameOf(row, 'owner'),
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    readyUntil: row.readyUntil?.toISOString() ?? null,
  };
}

/** Why the member may not queue for a disc they already asked for or have (a loan of theirs that is open). */
const ALREADY_YOURS: Record<repo.OpenLoanStatus, string> = {
  requested: 'You have already asked for this movie: the owner will answer your request.',
  accepted: 'This movie is already promised to you, so you cannot get in line for it too.',
  handed_over: 'You have this movie right now, so you cannot get in line for it too.',
};

/**
 * docs/product.md §3 'Hold': a place in line for a disc that is out on loan, promised, requested or
 * kept for the first in line. One per member per disc, at most MAX_ACTIVE_HOLDS each, none on
 * one's own disc, none on a disc one has asked for or has. Places are counted, not stored, so holds
 * placed at once get 1..n with no gaps.
 */
export async function placeHold(db: Db, user: SessionUser, mediaId: number): Promise<Hold> {
  await assertMayLend(db, user.id);
  const id = await inTransaction(db, async (trx) => {
    // The member's row, locked: their holds are counted and added one at a time.
    await lockMember(trx, user.id);
    // The disc's row, locked against requests too: a hold and a request of the same member can't
    // both get in (a requester or borrower is never in the line for their own loan).
    const disc = await lockDisc(trx, mediaId);
    if (!disc || (disc.visibility === 'private' && disc.ownerId !== user.id)) throw notFound(DISC_NOT_FOUND);
    if (disc.ownerId === user.id) throw invalid("You can't place a hold on your own movie.");
    if (disc.visibility !== 'rentable' || (await isSuspended(trx, disc.ownerId))) {
      throw conflict('This movie is not available for rental.');
    }
    // docs/product.md §3 'Member block': silent, as for any disc that is not available.
    if (await isBlockedEitherWay(trx, user.id, disc.ownerId)) {
      throw conflict('This movie is not available for rental.');
    }
    const mine = await repo.openLoanOf(trx, mediaId, user.id);
    if (mine) throw conflict(ALREADY_YOURS[mine]);
    const kept = await repo.lockReadyHold(trx, mediaId);
    if (!kept && !(await repo.discIsTaken(trx, mediaId))) {
      throw conflict('This movie is on the shelf right now: request it instead of placing a hold.');
    }
    if ((await repo.countHolds(trx, user.id)) >= MAX_ACTIVE_HOLDS) {
      throw conflict(`You already have ${MAX_ACTIVE_HOLDS} holds. Remove one before placing another.`);
    }
    const id = await repo.insertHold(trx, mediaId, user.id);
    if (!id) throw conflict('You already have a hold on this movie.');
    return id;
  });
  return toHold((await repo.findMine(db, user.id, id))!);
}

export async function listMyHolds(db: Db, user: SessionUser): Promise<Hold[]> {
  return (await repo.listMine(db, user.id)).map(toHold);
}

/** Leaving the line; a member whose turn it was passes it to the next in line. */
export async function removeHold(deps: WriteDeps, user: SessionUser, id: number): Promise<{ id: number }> {
  await inTransaction(deps.db, async (trx) => {
    const removed = await repo.deleteHold(trx, user.id, id);
    if (!removed) throw notFound(HOLD_NOT_FOUND);
    if (removed.readyUntil) await offerToNextInLine({ ...deps, db: trx }, removed.mediaId);
  });
  return { id };
}

/** The owner's view of the line for one of their discs (someone else's disc: 404 like an unknown one). */
export async function discHolds(db: Db, user: SessionUser, mediaId: number) {
  const disc = await lockDisc(db, mediaId, 'share');
  if (!disc || disc.ownerId !== user.id) throw notFound('Movie not found in the collection');
  return (await repo.discLine(db, mediaId)).map((row) => ({
    position: row.position,
    memberId: row.memberId,
    memberName: nameOf(row, 'member'),
    createdAt: row.createdAt.toISOString(),
    readyUntil: row.readyUntil?.toISOString() ?? null,
  }));
}

/**
 * Whether the disc's turn in line ran out by `now` (read without a lock): a request then passes the
 * turn on itself, so it locks the disc for update from the start (`admitRequest`).
 */
export function turnRanOut(db: Db, mediaId: number, now: Date): Promise<boolean> {
  return repo.hasExpiredTurn(db, mediaId, now);
}

/**
 * Before a rental request for a disc (its row locked; for update when `turnRanOut`): while the first
 * in line's turn runs, only they may request it (a 409 for anyone else). A turn that ran out by
 * `now` is passed on here first, as the sweep would, so nobody slips in before the next in line in
 * the minute before it runs. Requesting ends the member's own hold, whatever their place.
 */
export async function admitRequest(
  deps: WriteDeps,
  mediaId: number,
  userId: string,
  now: Date,
): Promise<void> {
  const trx = deps.db;
  let kept = await repo.lockReadyHold(trx, mediaId);
  if (kept?.readyUntil && kept.readyUntil.getTime() <= now.getTime()) {
    await repo.deleteExpiredTurn(trx, kept.id, now);
    // The next in line asking now takes their turn at once (no 'your turn' notice for a request they made).
    const next = await repo.lockFirstWaiting(trx, mediaId);
    if (next && next.userId !== userId) await offerToNextInLine(deps, mediaId);
    kept = await repo.lockReadyHold(trx, mediaId);
  }
  if (kept && kept.userId !== userId) {
    throw conflict(
      `This movie is being kept for the member first in line until ${kept.readyUntil!.toUTCString()}. ` +
        'Place a hold to be next.',
    );
  }
  // docs/product.md §3 'Hold': requesting ends one's hold, so a requester is never in line too.
  await repo.deleteMemberHold(trx, mediaId, userId);
}

/**
 * The disc is free again (back from a loan, a request closed, a turn unused or given up): the first
 * in line gets 48 hours in which only they may request it, and a `hold_ready` notice. With nobody
 * waiting, `whenFree` says whether the disc is now back on the shelf for everyone (shelf alerts).
 * Run in the transaction of the change, with the disc's row locked or lockable.
 */
export async function offerToNextInLine(
  { db: trx, effects }: WriteDeps,
  mediaId: number,
  whenFree: 'announce' | 'quiet' = 'quiet',
): Promise<'offered' | 'free' | 'taken'> {
  const disc = await lockDisc(trx, mediaId);
  if (disc?.visibility !== 'rentable') return 'taken';
  if (await repo.discIsLent(trx, mediaId)) return 'taken';
  if (await repo.lockReadyHold(trx, mediaId)) return 'offered';
  const next = await repo.lockFirstWaiting(trx, mediaId);
  if (!next) {
    if (whenFree === 'announce') {
      await effects.emit(trx, { type: 'disc.on-shelf', discId: disc.id, ownerId: disc.ownerId });
    }
    return 'free';
  }
  const until = new Date(Date.now() + HOLD_WINDOW_HOURS * HOUR_MS);
  await repo.setReady(trx, next.id, until);
  await notify(trx, next.userId, {
    type: 'hold_ready',
    title: "It's Your Turn",
    message:
      `${disc.title} is back and you're first in line. ` +
      `Only you can request it for the next ${HOLD_WINDOW_HOURS} hours.`,
    data: {
      movieTitle: disc.title,
      mediaId: disc.id,
      holdId: next.id,
      ownerId: disc.ownerId,
      readyUntil: until.toISOString(),
    },
  });
  return 'offered';
}

/** Timed step (the club's sweep): turns that ran out unused pass to the next in line. */
export async function expireTurns(deps: Pick<AppDeps, 'db' | 'effects'>, now: Date): Promise<number> {
  const expired = await repo.expiredTurns(deps.db, now, 200);
  for (const turn of expired) {
    await inTransaction(deps.db, async (trx) => {
      // The disc first, as a request locks it, so the sweep and a request passing the same turn queue.
      await lockDisc(trx, turn.mediaId);
      // Their turn is over (they keep no place): the disc goes to the next in line, or back on the shelf.
      if (!(await repo.deleteExpiredTurn(trx, turn.id, now))) return;
      await offerToNextInLine({ db: trx, effects: deps.effects }, turn.mediaId, 'announce');
    });
  }
  return expired.length;
}

/** A disc leaving the shelf takes its line with it (docs/product.md §3 'Hold'). */
export const dropHolds: Reaction<'disc.leaving-shelf'> = async (trx, { disc }) => {
  await repo.deleteDiscHolds(trx, disc.id);
};
