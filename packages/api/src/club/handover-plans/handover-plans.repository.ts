import type { Db } from '@chuck/db';
import { sql } from 'kysely';

const columns = [
  'id',
  'loanId',
  'proposedBy',
  'kind',
  'place',
  'at',
  'note',
  'proposedAt',
  'acceptedAt',
] as const;

/** The loan's agreed plan (the latest accepted) and its open proposal, if any. */
export async function currentPlans(db: Db, loanId: number) {
  const rows = await db
    .selectFrom('loanPlans')
    .select(columns)
    .where('loanId', '=', loanId)
    .where('supersededAt', 'is', null)
    .orderBy('id', 'desc')
    .execute();
  return {
    agreed: rows.find((row) => row.acceptedAt !== null),
    proposal: rows.find((row) => row.acceptedAt === null),
  };
}
export type PlanRow = Awaited<ReturnType<typeof currentPlans>>['proposal'] & {};

export async function insertProposal(
  trx: Db,
  values: {
    loanId: number;
    proposedBy: string;
    kind: 'in_person' | 'post';
    place: string | null;
    at: Date | null;
    note: string | null;
  },
): Promise<void> {
  await trx.insertInto('loanPlans').values(values).execute();
}

/** Retires plan `id` (a proposal countered, or an agreed plan replaced by a newer agreement). */
export async function supersede(trx: Db, id: number): Promise<void> {
  await trx.updateTable('loanPlans').set({ supersededAt: sql`now()` }).where('id', '=', id).execute();
}

export async function markAccepted(trx: Db, id: number): Promise<void> {
  await trx.updateTable('loanPlans').set({ acceptedAt: sql`now()` }).where('id', '=', id).execute();
}
