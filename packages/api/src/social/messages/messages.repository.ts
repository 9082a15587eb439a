import type { Database, Db } from '@chuck/db';
import type { Insertable } from 'kysely';
import type { Cursor } from '../../lib/cursor.ts';

const columns = [
  'id',
  'senderId',
  'receiverId',
  'connectionId',
  'message',
  'movieContext',
  'sentAt',
] as const;

export async function insertMessage(trx: Db, values: Insertable<Database['directMessages']>) {
  return trx.insertInto('directMessages').values(values).returning(columns).executeTakeFirstOrThrow();
}
export type MessageRow = Awaited<ReturnType<typeof insertMessage>>;

/** The newest `limit` messages of the conversation (before the cursor), newest first. */
export async function listMessages(db: Db, connectionId: number, before: Cursor | undefined, limit: number) {
  let query = db.selectFrom('directMessages').select(columns).where('connectionId', '=', connectionId);
  if (before && 'id' in before) query = query.where('id', '<', before.id);
  if (before && 'time' in before) query = query.where('sentAt', '<', before.time);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

export async function findMessage(db: Db, id: number) {
  return db.selectFrom('directMessages').select(columns).where('id', '=', id).executeTakeFirst();
}
