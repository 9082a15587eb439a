import type { Db } from '@chuck/db';
import type { Reaction } from '../../effects/events.ts';
import { forbidden, invalid, notFound } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { isBlockedEitherWay } from '../blocks/blocks.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import * as requests from './connection-requests.repository.ts';
import type { ConnectionStep } from './connections.schema.ts';
import {
  ALREADY_CONNECTED,
  CANNOT_CONNECT_SELF,
  MEMBER_NOT_FOUND,
  NO_REQUEST,
  NOTHING_SHARED,
} from './connections.schema.ts';
import {
  CONNECTION_NOT_FOUND,
  connectQuestion,
  orderPair,
  publicNames,
  recount,
} from './connections.service.ts';

/**
 * 'Connect' (docs/product.md §3 'Connection request'): asks the other member of a suggestion, or
 * of a former connection, to connect; they are notified with Accept and Ignore. Asking a member
 * who already asked you accepts their request. A blocked pair gets the same answer and nothing
 * happens (blocks are silent).
 */
export async function requestConnection(db: Db, userId: string, memberId: string): Promise<ConnectionStep> {
  if (memberId === userId) throw invalid(CANNOT_CONNECT_SELF);
  if (!(await requests.memberExists(db, memberId))) throw notFound(MEMBER_NOT_FOUND);
  return inTransaction(db, async (trx) => {
    const asked = { memberId, status: 'requested' as const };
    if (await isBlockedEitherWay(trx, userId, memberId)) return asked;
    const row = await requests.lockPair(trx, ...orderPair(userId, memberId));
    if (row?.status === 'accepted') throw forbidden(ALREADY_CONNECTED);
    if (row?.status === 'requested') {
      return row.requestedBy === userId ? asked : accept(trx, userId, memberId, row.id, row.movieTitle);
    }
    // A suggestion the member can see, or a connection they once had (removed or declined).
    const shown = row && (row.rentalFilms + row.collectionFilms > 0 || row.removedAt !== null);
    if (!row || !shown) throw forbidden(NOTHING_SHARED);
    await requests.markRequested(trx, row.id, userId);
    const name = (await publicNames(trx, [userId])).get(userId)!;
    await notify(trx, memberId, {
      type: 'connection_request',
      title: `${name} wants to connect`,
      message: connectQuestion(row.connectionType, row.movieTitle),
      data: { movieTitle: row.movieTitle, connectionId: row.id, otherUserId: userId, otherName: name },
    });
    return asked;
  });
}

/** Accepts `memberId`'s request: the two are connected, and the one who asked is told. */
export async function acceptConnection(db: Db, userId: string, memberId: string): Promise<ConnectionStep> {
  if (memberId === userId) throw invalid(CANNOT_CONNECT_SELF);
  return inTransaction(db, async (trx) => {
    const row = await requests.lockPair(trx, ...orderPair(userId, memberId));
    // A blocked pair's request is not shown, so it cannot be accepted either.
    if (
      row?.status !== 'requested' ||
      row.requestedBy !== memberId ||
      (await isBlockedEitherWay(trx, userId, memberId))
    ) {
      throw notFound(NO_REQUEST);
    }
    return accept(trx, userId, memberId, row.id, row.movieTitle);
  });
}

async function accept(trx: Db, userId: string, askerId: string, id: number, movieTitle: string) {
  await requests.markAccepted(trx, id);
  // What the two share now (a removed connection's counts were cleared).
  await recount(trx, userId);
  const name = (await publicNames(trx, [userId])).get(userId)!;
  await notify(trx, askerId, {
    type: 'new_connection',
    title: 'New Connection',
    message: `${name} accepted: you're now connected through ${movieTitle}.`,
    data: { movieTitle, connectionId: id, otherUserId: userId, otherName: name },
  });
  return { memberId: askerId, status: 'connected' as const };
}

/**
 * 'Remove connection', 'Ignore' and cancelling one's own request (docs/product.md §3): whatever
 * stands between the two ends, silently. The pair is not suggested again for 90 days, and only a
 * new request, accepted, connects them again.
 */
export async function removeConnection(db: Db, userId: string, memberId: string) {
  await inTransaction(db, async (trx) => {
    const row =
      memberId === userId ? undefined : await requests.lockPair(trx, ...orderPair(userId, memberId));
    const suggestion =
      row?.status === 'suggested' &&
      row.rentalFilms + row.collectionFilms > 0 &&
      !requests.coolingDown(row.removedAt);
    if (
      !row ||
      !(row.status !== 'suggested' || suggestion) ||
      (await isBlockedEitherWay(trx, userId, memberId))
    ) {
      throw notFound(CONNECTION_NOT_FOUND);
    }
    await requests.removeConnection(trx, row.id);
  });
  return { memberId, removed: true as const };
}

/** A block (docs/product.md §3 'Member block'): the pair's connection or request ends at once. */
export const separateMembers: Reaction<'member.blocked'> = async (trx, { blockerId, blockedId }) => {
  const row = await requests.lockPair(trx, ...orderPair(blockerId, blockedId));
  if (row && (row.status !== 'suggested' || row.strength > 0)) await requests.dropConsent(trx, row.id);
};
