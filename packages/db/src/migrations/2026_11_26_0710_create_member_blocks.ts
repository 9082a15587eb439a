import { type Kysely, sql } from 'kysely';

// Blocking and removed connections (docs/product.md §3 'Member block').
export async function up(db: Kysely<any>): Promise<void> {
  // One row per member who blocked another: the pair is kept apart both ways while it exists.
  await sql`
    create table member_blocks (
      blocker_id text not null references users (id) on delete cascade,
      blocked_id text not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (blocker_id, blocked_id),
      check (blocker_id <> blocked_id)
    )`.execute(db);
  // "Is either of us blocking the other?" is asked from both ends.
  await sql`create index member_blocks_blocked_idx on member_blocks (blocked_id, blocker_id)`.execute(db);

  // A connection one of its members removed: hidden, and never renewed automatically until either
  // side messages again (the row and its conversation stay).
  await sql`alter table connections add column removed_at timestamptz`.execute(db);
}
