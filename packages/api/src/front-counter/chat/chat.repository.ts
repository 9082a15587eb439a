import type { ChatRole, Db } from '@chuck/db';
import { type Owner, ownedBy, ownerColumns } from '../../lib/owner.ts';

const columns = ['id', 'role', 'content', 'movieIds', 'createdAt'] as const;

export type MessageRow = Awaited<ReturnType<typeof insertMessage>>;

export async function insertMessage(
  db: Db,
  owner: Owner,
  message: { role: ChatRole; content: string; movieIds?: number[]; engine?: string | null },
) {
  return db
    .insertInto('chatMessages')
    .values({
      ...ownerColumns(owner),
      role: message.role,
      content: message.content,
      movieIds: message.movieIds ?? [],
      engine: message.engine ?? null,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** The owner's latest `limit` messages, oldest first. */
export async function latestMessages(db: Db, owner: Owner, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .selectFrom('chatMessages')
    .select(columns)
    .where(ownedBy(owner))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

/** Chuck's first reply after the visitor's message `afterId`, if it is written yet. */
export async function replyAfter(db: Db, owner: Owner, afterId: number): Promise<MessageRow | undefined> {
  return db
    .selectFrom('chatMessages')
    .select(columns)
    .where(ownedBy(owner))
    .where('role', '=', 'assistant')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** A visitor's chat becomes the member's, merged with what they already had (ordered by id). */
export async function claimMessages(db: Db, sessionId: string, userId: string): Promise<void> {
  await db
    .updateTable('chatMessages')
    .set({ userId, sessionId: null })
    .where('sessionId', '=', sessionId)
    .execute();
}
