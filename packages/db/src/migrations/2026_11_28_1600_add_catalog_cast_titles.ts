import { type Kysely, sql } from 'kysely';

// The merged embedded catalog (docs/catalog.md): films carry their cast, their Wikipedia article and
// a notability for films nobody rated; films may have alternate titles (original and English).
// - `cast_names`: billing order; people and their 'Cast' credits are derived from it as directors are
//   from `director`, and `movie_people.billing` keeps the order.
// - `notability`: an estimate in votes (how the catalog estimates it is in docs/catalog.md), so
//   `popularity` ranks rated and unrated films on one scale. A generated column's expression cannot
//   be changed in place, so popularity is dropped and added again (with its index).
// - `alt_titles` (as written) and `alt_norms` (normalised, for exact matches by imports and Chuck);
//   `alt_norm` holds their words joined, so `title_words` (and the search lexicon) has them too
//   (a generated column may not call array_to_string, which is not immutable).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('movies')
    .addColumn('cast_names', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('wikipedia', 'text')
    .addColumn('notability', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('alt_titles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('alt_norms', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('alt_norm', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`create index movies_alt_norms_idx on movies using gin (alt_norms) with (fastupdate = off)`.execute(
    db,
  );
  await db.schema.alterTable('movies').dropColumn('popularity').execute();
  await db.schema.alterTable('movies').dropColumn('title_words').execute();
  await db.schema
    .alterTable('movies')
    .addColumn('popularity', 'real', (c) =>
      c
        .generatedAlwaysAs(sql`greatest(vote_count::real, coalesce(us_gross, 0)::real / 1000, notability)`)
        .stored(),
    )
    .addColumn('title_words', sql`text[]`, (c) =>
      c.generatedAlwaysAs(sql`string_to_array(trim(title_norm || ' ' || alt_norm), ' ')`).stored(),
    )
    .execute();
  await sql`create index movies_title_words_idx on movies
    using gin (title_words) with (fastupdate = off)`.execute(db);
  await sql`create index movies_popularity_idx on movies (popularity desc)`.execute(db);

  // Credits are derived data, rebuilt whole by every import (after films are removed, too), and a
  // quarter of a million of them went in four times slower with their two foreign keys checked row
  // by row: the keys go, the rebuild keeps them right.
  await db.schema.alterTable('movie_people').addColumn('billing', 'smallint').execute();
  await sql`alter table movie_people drop constraint if exists movie_people_movie_id_fkey`.execute(db);
  await sql`alter table movie_people drop constraint if exists movie_people_person_id_fkey`.execute(db);
}
