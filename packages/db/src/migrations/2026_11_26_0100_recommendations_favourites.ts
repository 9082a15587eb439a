import { type Kysely, sql } from 'kysely';

// Which favourites each recommendation was made for, so the list shows the picks for the current top 3
// only (docs/product.md §4: changing the top 3 changes the picks). A set of film keys: '#<movieId>' for
// a catalog film, the lower-cased title for free text; compared as a set (jsonb containment both
// ways), so the order of the top 3 does not matter. Existing picks were made for their owner's saved
// top 3; an owner without one keeps an empty set.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('recommendations').addColumn('favourites', 'jsonb').execute();
  await sql`
    update recommendations r
    set favourites = (
      select coalesce(jsonb_agg(distinct coalesce('#' || (m ->> 'movieId'), lower(m ->> 'title'))), '[]'::jsonb)
      from jsonb_array_elements(p.top_movies) m
    )
    from preferences p
    where p.session_id = r.session_id or p.user_id = r.user_id`.execute(db);
  await sql`update recommendations set favourites = '[]'::jsonb where favourites is null`.execute(db);
  await db.schema
    .alterTable('recommendations')
    .alterColumn('favourites', (c) => c.setNotNull())
    .execute();
}
