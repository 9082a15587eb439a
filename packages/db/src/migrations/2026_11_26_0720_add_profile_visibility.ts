import { type Kysely, sql } from 'kysely';

// Who may see a member's page, collection and Watching Soon (docs/product.md §3 'Social profile'):
// anyone ('public'), signed-in members ('members', the default) or their connections only.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('social_profiles')
    .addColumn('visibility', 'text', (c) =>
      c.notNull().defaultTo('members').check(sql`visibility in ('public', 'members', 'connections')`),
    )
    .execute();
}
