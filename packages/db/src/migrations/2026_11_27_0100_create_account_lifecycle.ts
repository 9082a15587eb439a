import { type Kysely, sql } from 'kysely';

// Accounts people can keep (docs/product.md §2 'Profile: Account', docs/architecture.md 'Deleting
// a member'): a verified address, a pending change of address, the daily digest, and a deleted
// member's row kept as an anonymous tombstone so loans and the credit ledger stay whole.
// Members who signed in through a provider have a provider-verified address already.
// E-mail links keep only their token's SHA-256, as password resets do; single use, expiring.
// The newsletter becomes double opt-in: only confirmed addresses are on the list, so addresses
// collected before confirmation existed are not (nobody confirmed them); each issue's sends are
// recorded per subscriber, so a send that was interrupted resumes without repeating anyone.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table users
      add column email_verified_at timestamptz,
      add column deleted_at timestamptz,
      add column notification_digest boolean not null default false,
      add column digest_site_url text,
      add column digest_sent_at timestamptz`.execute(db);
  await sql`
    update users set email_verified_at = created_at
    where exists (select 1 from oauth_accounts o where o.user_id = users.id)`.execute(db);

  await sql`
    create table email_tokens (
      token_hash text primary key,
      user_id text not null references users (id) on delete cascade,
      purpose text not null check (purpose in ('verify', 'change')),
      email text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index email_tokens_user_id_idx on email_tokens (user_id)`.execute(db);

  await sql`
    alter table newsletter_subscribers
      add column confirmed_at timestamptz,
      add column confirm_token_hash text unique,
      add column confirm_expires_at timestamptz`.execute(db);
  await sql`
    create table newsletter_issues (
      id text primary key,
      subject text not null,
      body text not null,
      site_url text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table newsletter_deliveries (
      issue_id text not null references newsletter_issues (id) on delete cascade,
      subscriber_id integer not null references newsletter_subscribers (id) on delete cascade,
      queued_at timestamptz not null default now(),
      sent_at timestamptz,
      primary key (issue_id, subscriber_id)
    )`.execute(db);
}
