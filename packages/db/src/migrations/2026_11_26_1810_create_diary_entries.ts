import { type Kysely, sql } from 'kysely';

// The film diary and the imports that can be undone (docs/product.md §4 'Diary', 'Import and export').
// A seen film can have many diary entries: one per viewing, with its date, half stars, rewatch flag,
// review and tags. `library_imports` keeps what an applied import changed, so the last one can be undone.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('library_imports')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('filename', 'text')
    // What the import replaced (seen thumbs, queued films): read back by undo. JSON.
    .addColumn('undo', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('undone_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('library_imports_user_created_idx')
    .on('library_imports')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('diary_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Null when the film is not in the catalog (a title the member typed).
    .addColumn('movie_id', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('year', 'integer')
    .addColumn('poster_url', 'text')
    .addColumn('watched_on', 'date', (c) => c.notNull())
    // Half stars as a whole number of halves: 1 = ½ star ... 10 = 5 stars; null = not rated.
    .addColumn('rating_halves', 'smallint', (c) => c.check(sql`rating_halves between 1 and 10`))
    .addColumn('rewatch', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('review', 'text', (c) => c.check(sql`char_length(review) <= 2000`))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('import_id', 'integer', (c) => c.references('library_imports.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The diary's pages (newest watch first) and Year in Rewind's range scans.
  await db.schema
    .createIndex('diary_entries_user_watched_idx')
    .on('diary_entries')
    .columns(['user_id', 'watched_on', 'id'])
    .execute();
  await db.schema
    .createIndex('diary_entries_user_movie_idx')
    .on('diary_entries')
    .columns(['user_id', 'movie_id'])
    .execute();
  await db.schema.createIndex('diary_entries_import_idx').on('diary_entries').column('import_id').execute();
}
