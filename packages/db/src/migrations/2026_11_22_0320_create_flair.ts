import { type Kysely, sql } from 'kysely';

// Flair badges: their definitions (kept in sync with the code's list at check time), the awards
// members earned, and one-off member events that some badges depend on (found the easter egg, ...).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('flairs')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('rarity', 'text', (c) =>
      c.notNull().check(sql`rarity in ('common', 'rare', 'epic', 'legendary')`),
    )
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('flair_awards')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('flair_code', 'text', (c) => c.notNull().references('flairs.code').onDelete('cascade'))
    .addColumn('earned_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Awarding twice is a no-op: concurrent checks cannot double-award.
    .addUniqueConstraint('flair_awards_user_flair_key', ['user_id', 'flair_code'])
    .execute();

  await db.schema
    .createTable('member_events')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('first_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_events_pk', ['user_id', 'kind'])
    .execute();
}
