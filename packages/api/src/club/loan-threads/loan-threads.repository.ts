import type { Db } from '@chuck/db';

const columns = ['id', 'loanId', 'senderId', 'message', 'sentAt'] as const;

export async function insertMessage(trx: Db, loanId: number, senderId: string, message: string) {
  return trx
    .insertInto('loanMessages')
    .values({ loanId, senderId, message })
    .returning(columns)
    .executeTakeFirstOrThrow();
}
export type LoanMessageRow = Awaited<ReturnType<typeof insertMessage>>;

/** The thread's messages, oldest first (a loan's thread is short: two members arranging one disc). */
export async function listMessages(db: Db, loanId: number, limit: number) {
  return db
    .selectFrom('loanMessages')
    .select(columns)
    .where('loanId', '=', loanId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
