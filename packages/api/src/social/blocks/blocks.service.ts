import type { Db } from '@chuck/db';
import type { WriteDeps } from '../../context.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { publicName } from '../../lib/display-name.ts';
import { inTransaction } from '../../lib/transaction.ts';
import * as repo from './blocks.repository.ts';
import {
  ALREADY_BLOCKED,
  type Block,
  CANNOT_BLOCK_SELF,
  MEMBER_NOT_FOUND,
  NOT_BLOCKED,
} from './blocks.schema.ts';

/**
 * Blocks `memberId` for `userId` (docs/product.md §3 'Member block'). Silent: nobody is notified;
 * the reactions to `member.blocked` take the pair's connection away.
 */
export async function blockMember(
  { db, effects }: WriteDeps,
  userId: string,
  memberId: string,
): Promise<Block> {
  if (memberId === userId) throw invalid(CANNOT_BLOCK_SELF);
  if (!(await repo.memberExists(db, memberId))) throw notFound(MEMBER_NOT_FOUND);
  await inTransaction(db, async (trx) => {
    if (!(await repo.insertBlock(trx, userId, memberId))) throw conflict(ALREADY_BLOCKED);
    await effects.emit(trx, { type: 'member.blocked', blockerId: userId, blockedId: memberId });
  });
  const block = (await listBlocks(db, userId)).find((b) => b.memberId === memberId);
  if (!block) throw notFound(MEMBER_NOT_FOUND);
  return block;
}

/** Lifts the block; the pair may be connected again by the next change that moves connections. */
export async function unblockMember(db: Db, userId: string, memberId: string) {
  if (!(await repo.deleteBlock(db, userId, memberId))) throw notFound(NOT_BLOCKED);
  return { memberId, unblocked: true as const };
}

export async function listBlocks(db: Db, userId: string): Promise<Block[]> {
  return (await repo.listBlocked(db, userId)).map((row) => ({
    memberId: row.id,
    displayName: publicName(row),
    blockedAt: row.createdAt.toISOString(),
  }));
}

/** Whether `blockerId` blocked `blockedId`: the blocked member cannot see the blocker's page (a 404). */
export function hasBlocked(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  return repo.hasBlocked(db, blockerId, blockedId);
}

/** Whether either member blocked the other: such a pair cannot message, lend or connect. */
export function isBlockedEitherWay(db: Db, a: string, b: string): Promise<boolean> {
  return repo.blockedEitherWay(db, a, b);
}

/** Everyone the member blocked or was blocked by: left out of their connections. */
export function blockedPartners(db: Db, userId: string): Promise<string[]> {
  return repo.blockedPartners(db, userId);
}
