import type { Db, DonationStatus } from '@chuck/db';
import { sql } from 'kysely';

/** Status order: a donation only ever moves up (a late 'processing' never undoes 'succeeded'). */
const STATUS_RANK: Record<DonationStatus, number> = {
  pending: 0,
  processing: 1,
  failed: 1,
  canceled: 2,
  succeeded: 3,
};

export interface NewIntent {
  paymentIntentId: string;
  amountCents: number;
  currency: string;
  userId: string | null;
}

/** The PaymentIntent just created (an idempotent replay of the same intent changes nothing). */
export async function insertIntent(db: Db, intent: NewIntent): Promise<void> {
  await db
    .insertInto('donations')
    .values({ ...intent, status: 'pending', statusRank: STATUS_RANK.pending })
    .onConflict((oc) => oc.column('paymentIntentId').doNothing())
    .execute();
}

/** Marks a Stripe event handled; false when it already was (a redelivery). */
export async function claimEvent(
  db: Db,
  event: { eventId: string; type: string; paymentIntentId: string | null },
): Promise<boolean> {
  const row = await db
    .insertInto('stripeEvents')
    .values(event)
    .onConflict((oc) => oc.column('eventId').doNothing())
    .returning('eventId')
    .executeTakeFirst();
  return Boolean(row);
}

export interface IntentUpdate {
  paymentIntentId: string;
  amountCents: number;
  currency: string;
  status: DonationStatus;
  /** The member who gave (from our own metadata); dropped when they no longer exist. */
  userId: string | null;
  /** When Stripe created the event: orders two events of the same rank. */
  eventAt: Date;
}

/**
 * Records what a webhook says about an intent, creating the row when the webhook arrives before (or
 * without) our own insert. The status moves only forward: a higher rank, or the same rank from a
 * newer event. The first success time is kept.
 */
export async function applyIntentUpdate(db: Db, update: IntentUpdate): Promise<void> {
  const rank = STATUS_RANK[update.status];
  const succeededAt = update.status === 'succeeded' ? update.eventAt : null;
  await db
    .insertInto('donations')
    .values((eb) => ({
      paymentIntentId: update.paymentIntentId,
      amountCents: update.amountCents,
      currency: update.currency,
      status: update.status,
      statusRank: rank,
      userId: update.userId ? eb.selectFrom('users').select('id').where('id', '=', update.userId) : null,
      lastEventAt: update.eventAt,
      succeededAt,
    }))
    .onConflict((oc) =>
      oc
        .column('paymentIntentId')
        .doUpdateSet((eb) => ({
          status: eb.ref('excluded.status'),
          statusRank: eb.ref('excluded.statusRank'),
          amountCents: eb.ref('excluded.amountCents'),
          currency: eb.ref('excluded.currency'),
          lastEventAt: eb.ref('excluded.lastEventAt'),
          succeededAt: sql`coalesce(donations.succeeded_at, excluded.succeeded_at)`,
          updatedAt: sql`now()`,
        }))
        .where((eb) =>
          eb.or([
            eb('donations.statusRank', '<', rank),
            eb.and([
              eb('donations.statusRank', '=', rank),
              eb(sql`coalesce(donations.last_event_at, '-infinity'::timestamptz)`, '<=', update.eventAt),
            ]),
          ]),
        ),
    )
    .execute();
}
