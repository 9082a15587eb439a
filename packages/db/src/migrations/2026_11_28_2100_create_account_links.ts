import { type Kysely, sql } from 'kysely';

// Accounts that can be taken back (issue 33, docs/product.md §2 'Taking your account back'): single-use
// links mailed to the member, kept as their token's SHA-256 like resets and address links.
// 'undo-email': to the old address after a change, restores `email` (that old address) for 7 days;
// 'undo-password': to the address after a password change, for 7 days; 'sign-in': signs in once
// while password sign-in for the account is paused, for 15 minutes.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table account_links (
      token_hash text primary key,
      user_id text not null references users (id) on delete cascade,
      purpose text not null check (purpose in ('undo-email', 'undo-password', 'sign-in')),
      email text,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index account_links_user_id_idx on account_links (user_id)`.execute(db);
}
