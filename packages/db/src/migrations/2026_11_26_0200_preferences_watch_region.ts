import type { Kysely } from 'kysely';

// The country a visitor or member picked for where-to-watch options (ISO 3166-1, e.g. 'GB'), kept
// with their top 3. Null until they pick one: their browser's language decides meanwhile.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('preferences').addColumn('watch_region', 'text').execute();
}
