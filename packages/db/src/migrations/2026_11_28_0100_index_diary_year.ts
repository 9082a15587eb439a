import { type Kysely, sql } from 'kysely';

// Year in Rewind (docs/product.md §4) checks on every request whether the member's diary of the year
// changed since its statistics were computed: the count, ids and latest updated_at of the year's
// entries. Carrying updated_at in the diary's (user, watched_on, id) index answers that from the index
// alone. It replaces the index with the same keys, so the diary's pages read it as before.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists diary_entries_user_watched_idx`.execute(db);
  await sql`create index diary_entries_user_watched_idx on diary_entries (user_id, watched_on, id)
    include (updated_at)`.execute(db);
}
