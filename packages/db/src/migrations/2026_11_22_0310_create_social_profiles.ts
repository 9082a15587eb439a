import { type Kysely, sql } from 'kysely';

// What a member says about themselves, and the (at most 3) films they plan to watch next.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('social_profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('display_name', 'text')
    .addColumn('bio', 'text')
    .addColumn('favorite_genres', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('watching_goals', 'text', (c) =>
      c.check(
        sql`watching_goals in ('expand_horizons', 'hidden_gems', 'classic_cinema', 'foreign_films', 'specific_genres')`,
      ),
    )
    .addColumn('connection_preference', 'text', (c) =>
      c
        .notNull()
        .defaultTo('any')
        .check(sql`connection_preference in ('any', 'similar_taste', 'different_taste')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('watching_soon_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Null when the member typed a title the catalog search did not offer.
    .addColumn('movie_id', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('year', 'integer')
    .addColumn('poster_url', 'text')
    .addColumn('description', 'text')
    .addColumn('position', 'smallint', (c) => c.notNull().check(sql`position between 1 and 3`))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('watching_soon_items_user_position_key', ['user_id', 'position'])
    .execute();
}
