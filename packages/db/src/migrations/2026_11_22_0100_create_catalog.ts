import { type Kysely, sql } from 'kysely';

// The movie catalog: the embedded films (or a site's own import), the people derived from them,
// the words search resolves queries against, a version stamp per import source, and a response
// cache for the TMDB provider.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('movies')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    // Normalised title + year: one row per film however often it is imported.
    .addColumn('key', 'text', (c) => c.notNull().unique())
    // Where the row came from ('embedded', 'file', 'tmdb'): a newer embedded import replaces only its own rows.
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    // Lower case, no accents or punctuation, leading article dropped: what searches match against.
    .addColumn('title_norm', 'text', (c) => c.notNull())
    .addColumn('year', 'integer')
    .addColumn('release_date', 'text')
    .addColumn('overview', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('director', 'text')
    .addColumn('runtime', 'integer')
    .addColumn('genre_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    // Raw facts kept for content-based recommendations.
    .addColumn('major_genre', 'text')
    .addColumn('creative_type', 'text')
    .addColumn('source', 'text')
    .addColumn('mpaa_rating', 'text')
    .addColumn('distributor', 'text')
    .addColumn('vote_average', 'real')
    .addColumn('vote_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rotten_tomatoes', 'integer')
    .addColumn('us_gross', 'bigint')
    .addColumn('worldwide_gross', 'bigint')
    .addColumn('production_budget', 'bigint')
    // A real poster's full URL; null means the generated retro cover.
    .addColumn('poster_path', 'text')
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // How well known a film is, for ranking: its votes or, for films nobody rated, its box office.
    .addColumn('popularity', 'real', (c) =>
      c.generatedAlwaysAs(sql`greatest(vote_count::real, coalesce(us_gross, 0)::real / 1000)`).stored(),
    )
    .addColumn('title_words', sql`text[]`, (c) =>
      c.generatedAlwaysAs(sql`string_to_array(title_norm, ' ')`).stored(),
    )
    .execute();
  // GIN indexes here skip the pending list (fastupdate): the catalog changes only on imports, and
  // a pending list makes every search scan it (and the planner shun the index).
  // Films containing given words ('matrix' and 'reloaded'), most popular first.
  await sql`create index movies_title_words_idx on movies
    using gin (title_words) with (fastupdate = off)`.execute(db);
  await sql`create index movies_popularity_idx on movies (popularity desc)`.execute(db);
  // 'alien 1979': combined with the word index in one bitmap.
  await db.schema.createIndex('movies_year_idx').on('movies').column('year').execute();
  // Titles starting with the query ('lord of the r') as an index range scan.
  await sql`create index movies_title_norm_prefix_idx on movies (title_norm text_pattern_ops)`.execute(db);

  await db.schema
    .createTable('people')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_norm', 'text', (c) => c.notNull().unique())
    .addColumn('known_for_department', 'text', (c) => c.notNull())
    .addColumn('profile_path', 'text')
    // Sum of the votes of their films: how people rank against each other.
    .addColumn('fame', 'bigint', (c) => c.notNull().defaultTo(0))
    // Their best-regarded films, best first, and how well known the best known is (ranked
    // against films in mixed results); both kept up to date by each import.
    .addColumn('known_for_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('top_popularity', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('name_words', sql`text[]`, (c) =>
      c.generatedAlwaysAs(sql`string_to_array(name_norm, ' ')`).stored(),
    )
    .execute();
  await sql`create index people_name_words_idx on people
    using gin (name_words) with (fastupdate = off)`.execute(db);
  await sql`create index people_name_norm_prefix_idx on people (name_norm text_pattern_ops)`.execute(db);
  await sql`create index people_fame_idx on people (fame desc)`.execute(db);

  // Every distinct word of titles and names. Typos and half-typed words are resolved against this
  // small table (trigram similarity, prefix ranges) before films are looked up by exact words,
  // which keeps search fast however many films there are.
  await db.schema
    .createTable('catalog_words')
    .addColumn('word', 'text', (c) => c.primaryKey())
    .addColumn('popularity', 'real', (c) => c.notNull())
    // How many titles and names hold the word: how search reads a word depends on how common it is.
    .addColumn('uses', 'integer', (c) => c.notNull())
    .execute();
  await sql`create index catalog_words_trgm_idx on catalog_words
    using gin (word gin_trgm_ops) with (fastupdate = off)`.execute(db);
  await sql`create index catalog_words_prefix_idx on catalog_words (word text_pattern_ops)`.execute(db);

  await db.schema
    .createTable('movie_people')
    .addColumn('movie_id', 'integer', (c) => c.notNull().references('movies.id').onDelete('cascade'))
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
    .addColumn('job', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('movie_people_pk', ['movie_id', 'person_id', 'job'])
    .execute();
  await db.schema.createIndex('movie_people_person_id_idx').on('movie_people').column('person_id').execute();

  await db.schema
    .createTable('catalog_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('catalog_cache')
    .addColumn('key', 'text', (c) => c.primaryKey())
    // JSON as text: Kysely's CamelCasePlugin would rename the keys inside a jsonb value on the way out.
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('catalog_cache_expires_at_idx')
    .on('catalog_cache')
    .column('expires_at')
    .execute();
}
