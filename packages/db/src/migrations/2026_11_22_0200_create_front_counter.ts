import { type Kysely, sql } from 'kysely';

// The front counter: a visitor's (or member's) top 3, Chuck's recommendations, their thumbs
// ratings, and the unique-visitor count. Rows a visitor makes are keyed by their session id until
// sign-in moves them to the member (exactly one of session_id / user_id is set). Recommendations
// keep a snapshot of the film so a list renders without the catalog and survives a re-import;
// movie_id is the catalog's id, not a foreign key.
export async function up(db: Kysely<any>): Promise<void> {
  const oneOwner = sql`num_nonnulls(session_id, user_id) = 1`;
  const thumbs = (column: string) =>
    sql`${sql.ref(column)} in ('thumbs_up', 'thumbs_down', 'not_interested')`;

  await db.schema
    .createTable('preferences')
    .addColumn('session_id', 'text', (c) => c.unique())
    .addColumn('user_id', 'text', (c) => c.unique().references('users.id').onDelete('cascade'))
    // [{title, movieId}]: the titles as typed, with the catalog film each was matched to (or null).
    .addColumn('top_movies', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('preferences_one_owner', oneOwner)
    .execute();

  await db.schema
    .createTable('recommendations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('session_id', 'text')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('movie_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('year', 'integer')
    .addColumn('rating', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('poster_url', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    // 'local' or 'openai': which engine made the pick.
    .addColumn('engine', 'text', (c) => c.notNull())
    // One per generate call ('Get more' adds the next), and the place within it.
    .addColumn('batch', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('user_rating', 'text', (c) => c.check(thumbs('user_rating')))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('recommendations_one_owner', oneOwner)
    // Never the same film twice to one visitor or member.
    .addUniqueConstraint('recommendations_session_movie_key', ['session_id', 'movie_id'])
    .addUniqueConstraint('recommendations_user_movie_key', ['user_id', 'movie_id'])
    .execute();

  await db.schema
    .createTable('movie_ratings')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('session_id', 'text')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('movie_title', 'text', (c) => c.notNull())
    // The title normalised ('The Matrix' and 'matrix' are one film): rating again replaces.
    .addColumn('title_key', 'text', (c) => c.notNull())
    .addColumn('movie_id', 'integer')
    .addColumn('rating', 'text', (c) => c.notNull().check(thumbs('rating')))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('movie_ratings_one_owner', oneOwner)
    .addUniqueConstraint('movie_ratings_session_title_key', ['session_id', 'title_key'])
    .addUniqueConstraint('movie_ratings_user_title_key', ['user_id', 'title_key'])
    .execute();

  await db.schema
    .createTable('visitors')
    .addColumn('visitor_id', 'text', (c) => c.primaryKey())
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Kept beside the visitors so the count polled by every open home page is one row, not a scan.
  await db.schema
    .createTable('site_counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}
