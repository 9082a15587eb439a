import { type Kysely, sql } from 'kysely';

// Tip-jar donations paid through Stripe. One row per PaymentIntent (created when the visitor picks
// an amount, completed by the signed webhook); status only moves forward by rank, so webhooks that
// arrive late, twice or out of order never undo a success. stripe_events remembers every event id
// already handled, so a redelivered event is acknowledged without being applied again.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table donations (
      payment_intent_id text primary key,
      amount_cents integer not null check (amount_cents > 0),
      currency text not null,
      status text not null check (status in ('pending', 'processing', 'failed', 'canceled', 'succeeded')),
      status_rank smallint not null,
      user_id text references users (id) on delete set null,
      last_event_at timestamptz,
      succeeded_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index donations_succeeded_idx on donations (succeeded_at) where status = 'succeeded'`.execute(
    db,
  );
  await sql`
    create table stripe_events (
      event_id text primary key,
      type text not null,
      payment_intent_id text,
      received_at timestamptz not null default now()
    )`.execute(db);
}
