import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

// A member's library: the watchlist (a queue they order themselves) and the films they have seen.
// Both keep a snapshot of the film (title, poster, ...) so a list renders without catalog lookups
// and survives the catalog changing provider; movie_id is the catalog's id, not a foreign key.
export async function up(db: Kysely<any>): Promise<void> {
  await listedFilm(db.schema.createTable('watchlist_items'))
    // Smaller is nearer the front; a new film takes (front - 1), a reorder renumbers 1..n.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('watchlist_items_user_movie_key', ['user_id', 'movie_id'])
    .execute();
  await db.schema
    .createIndex('watchlist_items_user_position_idx')
    .on('watchlist_items')
    .columns(['user_id', 'position'])
    .execute();

  await listedFilm(db.schema.createTable('seen_items'))
    .addColumn('user_rating', 'text', (c) =>
      c.notNull().check(sql`user_rating in ('thumbs_up', 'thumbs_down')`),
    )
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('seen_items_user_movie_key', ['user_id', 'movie_id'])
    .execute();
  await db.schema
    .createIndex('seen_items_user_seen_at_idx')
    .on('seen_items')
    .columns(['user_id', 'seen_at'])
    .execute();
}

/** The columns both lists start with: the member and the film's snapshot. */
function listedFilm(table: CreateTableBuilder<string>) {
  return table
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('movie_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('poster_url', 'text')
    .addColumn('year', 'integer')
    .addColumn('rating', 'text')
    .addColumn('description', 'text')
    .addColumn('watch_options', 'jsonb');
}
