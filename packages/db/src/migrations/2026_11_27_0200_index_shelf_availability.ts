import { type Kysely, sql } from 'kysely';

// 'On the shelf' for a screen of films (docs/product.md §3 'On the shelf') reads each film's rentable
// copies for their owner, listing time and id only. Carrying the owner (and the title the expression
// is made from) in the by-film and by-title indexes lets it read the index alone instead of one
// table page per copy.
// The new indexes replace the old ones with the same keys, so a listing costs no extra index write.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists physical_media_shelf_movie_idx`.execute(db);
  await sql`drop index if exists physical_media_shelf_title_idx`.execute(db);
  await sql`create index physical_media_shelf_movie_idx on physical_media (movie_id, listed_at desc, id desc)
    include (owner_id) where visibility = 'rentable' and movie_id is not null`.execute(db);
  await sql`create index physical_media_shelf_title_idx on physical_media (lower(title), listed_at desc, id desc)
    include (owner_id, title) where visibility = 'rentable'`.execute(db);
}
