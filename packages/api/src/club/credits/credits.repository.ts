import type { CreditKind, Db } from '@chuck/db';
import { sql } from 'kysely';

/**
 * Opens the member's account with its welcome grant, once: the insert races safely (a concurrent
 * second insert waits for the first and then does nothing), and the grant is written only by the
 * transaction whose insert won. Returns true when this call opened the account.
 */
export async function openAccount(trx: Db, userId: string, welcomeCredits: number): Promise<boolean> {
  const opened = await trx
    .insertInto('creditAccounts')
    .values({ userId, balance: welcomeCredits, welcome: welcomeCredits })
    .onConflict((oc) => oc.column('userId').doNothing())
    .returning('userId')
    .executeTakeFirst();
  if (opened && welcomeCredits > 0) {
    await trx
      .insertInto('creditLedger')
      .values({ userId, amount: welcomeCredits, kind: 'welcome' })
      .execute();
  }
  return Boolean(opened);
}

export async function readBalance(db: Db, userId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('creditAccounts')
    .select('balance')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.balance;
}

/** Whether the member opened the link mailed to their address (provider sign-ins count as confirmed). */
export async function addressConfirmed(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('emailVerifiedAt')
    .where('id', '=', userId)
    .executeTakeFirst();
  return Boolean(row?.emailVerifiedAt);
}

/** The balance, with the account row locked (select ... for update) until the transaction ends. */
export async function lockBalance(trx: Db, userId: string): Promise<number | undefined> {
  return (await lockAccount(trx, userId))?.balance;
}

/** The balance and the welcome credits in it, the account row locked until the transaction ends. */
export async function lockAccount(trx: Db, userId: string) {
  return trx
    .selectFrom('creditAccounts')
    .select(['balance', 'welcome'])
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export interface Entry {
  userId: string;
  amount: number;
  kind: CreditKind;
  loanId: number | null;
}

/**
 * Appends a ledger row and moves the balance by the same amount (and the welcome credits in it by
 * `welcomeDelta`); call with the account locked.
 */
export async function post(trx: Db, entry: Entry, welcomeDelta = 0): Promise<void> {
  await trx.insertInto('creditLedger').values(entry).execute();
  await trx
    .updateTable('creditAccounts')
    // An adjustment that takes more than the earned part takes welcome credits too (welcome ≤ balance).
    .set({
      balance: sql`balance + ${entry.amount}`,
      welcome: sql`least(welcome + ${welcomeDelta}, balance + ${entry.amount})`,
    })
    .where('userId', '=', entry.userId)
    .execute();
}

/** Whether a movement of `kind` was already written for the loan (each happens at most once). */
export async function hasEntry(trx: Db, loanId: number, kind: CreditKind): Promise<boolean> {
  const row = await trx
    .selectFrom('creditLedger')
    .select('id')
    .where('loanId', '=', loanId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Boolean(row);
}

/** The ledger's sum for a member: what the balance must always equal. */
export async function ledgerSum(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('creditLedger')
    .select(sql<number>`coalesce(sum(amount), 0)::int`.as('sum'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return row.sum;
}

/** What the member still owes from settled disputes. */
export async function owedBy(db: Db, debtorId: string): Promise<number> {
  const row = await db
    .selectFrom('creditDebts')
    .select(sql<number>`coalesce(sum(owed), 0)::int`.as('owed'))
    .where('debtorId', '=', debtorId)
    .where('owed', '>', 0)
    .executeTakeFirstOrThrow();
  return row.owed;
}

export async function insertDebt(
  trx: Db,
  debt: { debtorId: string; creditorId: string; loanId: number; owed: number },
): Promise<void> {
  await trx.insertInto('creditDebts').values(debt).execute();
}

/** The member's open debts, oldest first, locked until the transaction ends. */
export async function lockOpenDebts(trx: Db, debtorId: string) {
  return trx
    .selectFrom('creditDebts')
    .select(['id', 'creditorId', 'loanId', 'owed'])
    .where('debtorId', '=', debtorId)
    .where('owed', '>', 0)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function reduceDebt(trx: Db, id: number, paid: number): Promise<void> {
  await trx
    .updateTable('creditDebts')
    .set({
      owed: sql`owed - ${paid}`,
      paidAt: sql`case when owed - ${paid} = 0 then now() else null end`,
    })
    .where('id', '=', id)
    .execute();
}
