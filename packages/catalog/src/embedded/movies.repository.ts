import type { Database, Db, MoviesTable } from '@chuck/db';
import { chunks } from '@chuck/db';
import { type Insertable, sql, type Transaction } from 'kysely';

/** The local catalog's tables (search queries are in search.repository.ts). */
export type Conn = Db | Transaction<Database>;

const detailColumns = [
  'id',
  'title',
  'year',
  'releaseDate',
  'overview',
  'director',
  'runtime',
  'genreIds',
  'voteAverage',
  'voteCount',
  'posterPath',
  'wikipedia',
] as const;

export async function findMovie(db: Conn, id: number) {
  return db.selectFrom('movies').select(detailColumns).where('id', '=', id).executeTakeFirst();
}

/** A film's directors and top-billed cast, in billing order. */
export async function movieCredits(db: Conn, movieId: number, topBilled: number) {
  const rows = await db
    .selectFrom('moviePeople')
    .innerJoin('people', 'people.id', 'moviePeople.personId')
    .select(['people.id', 'people.name', 'moviePeople.job', 'moviePeople.billing'])
    .where('moviePeople.movieId', '=', movieId)
    .orderBy('moviePeople.billing')
    .execute();
  return {
    directors: rows.filter((r) => r.job === 'Director').map(({ id, name }) => ({ id, name })),
    cast: rows
      .filter((r) => r.job === 'Cast')
      .slice(0, topBilled)
      .map(({ id, name }) => ({ id, name })),
  };
}

/** The films already holding these keys: their ids and where they came from. */
export async function moviesByKey(
  db: Conn,
  keys: readonly string[],
): Promise<Map<string, { id: number; origin: string }>> {
  if (!keys.length) return new Map();
  const rows = await db
    .selectFrom('movies')
    .select(['id', 'key', 'origin'])
    .where('key', 'in', keys)
    .execute();
  return new Map(rows.map((r) => [r.key, { id: r.id, origin: r.origin }]));
}

/** Which of these ids are taken. */
export async function takenIds(db: Conn, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('movies').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Every column an import writes, with its SQL type (array columns travel joined, see below). */
const MOVIE_COLUMNS = {
  id: 'integer',
  key: 'text',
  origin: 'text',
  title: 'text',
  titleNorm: 'text',
  year: 'integer',
  releaseDate: 'text',
  overview: 'text',
  director: 'text',
  runtime: 'integer',
  genreIds: 'integer[]',
  majorGenre: 'text',
  creativeType: 'text',
  source: 'text',
  mpaaRating: 'text',
  distributor: 'text',
  voteAverage: 'real',
  voteCount: 'integer',
  rottenTomatoes: 'integer',
  usGross: 'bigint',
  worldwideGross: 'bigint',
  productionBudget: 'bigint',
  posterPath: 'text',
  castNames: 'text[]',
  wikipedia: 'text',
  notability: 'real',
  altTitles: 'text[]',
  altNorms: 'text[]',
  altNorm: 'text',
} as const satisfies Partial<Record<keyof MoviesTable, string>>;
type MovieColumn = keyof typeof MOVIE_COLUMNS;
/** The migrations' defaults of the columns that have one. */
const COLUMN_DEFAULTS: Partial<Record<MovieColumn, string | number>> = {
  overview: '',
  voteCount: 0,
  notability: 0,
  altNorm: '',
};
export type NewMovieRow = Pick<Insertable<MoviesTable>, MovieColumn> &
  Pick<Required<Insertable<MoviesTable>>, 'id' | 'key' | 'origin' | 'title' | 'titleNorm'>;

// Arrays inside a row cannot go through unnest (it would flatten them), so each travels as one
// text joined with the unit separator, which no title or name holds.
const SEPARATOR = '\u001f';
const snake = (column: string) => column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Inserts films, or refreshes the facts of those already present (same key; the id never
 * changes). Rows go in as one array per column (`unnest`): a few dozen parameters however many
 * films, where a VALUES list costs a parameter per cell and is many times slower on PGlite.
 */
export async function upsertMovies(db: Conn, rows: readonly NewMovieRow[]): Promise<void> {
  if (!rows.length) return;
  const columns = Object.entries(MOVIE_COLUMNS) as [MovieColumn, string][];
  const arrays = columns.map(([column, type]) => {
    const values = rows.map((row) => {
      const value = row[column] ?? null;
      return Array.isArray(value) ? value.join(SEPARATOR) : value;
    });
    return type.endsWith('[]')
      ? sql`${sql.val(values)}::text[]`
      : sql`${sql.val(values)}::${sql.raw(type)}[]`;
  });
  const names = columns.map(([column]) => sql.raw(snake(column)));
  const reads = columns.map(([column, type]) => {
    const name = sql.raw(snake(column));
    if (type.endsWith('[]'))
      return sql`coalesce(string_to_array(${name}, ${SEPARATOR})::${sql.raw(type)}, '{}')`;
    // A fact left out takes the column's default, as a VALUES insert would.
    const fallback = COLUMN_DEFAULTS[column];
    return fallback === undefined ? name : sql`coalesce(${name}, ${sql.lit(fallback)})`;
  });
  const updates = columns
    .filter(([column]) => column !== 'id' && column !== 'key')
    .map(([column]) => sql`${sql.raw(snake(column))} = excluded.${sql.raw(snake(column))}`);
  await sql`
    insert into movies (${sql.join(names)})
    select ${sql.join(reads)} from unnest(${sql.join(arrays)}) as r(${sql.join(names)})
    on conflict (key) do update set ${sql.join(updates)}, imported_at = now()`.execute(db);
}

/**
 * Moves films of an origin to their new keys (a corrected year), so they keep their ids; a key
 * already taken is left alone.
 */
export async function renameKeys(
  db: Conn,
  origin: string,
  renames: readonly { from: string; to: string }[],
): Promise<void> {
  await sql`
    update movies m set key = r.to_key
    from unnest(${sql.val(renames.map((r) => r.from))}::text[], ${sql.val(renames.map((r) => r.to))}::text[])
      as r(from_key, to_key)
    where m.key = r.from_key and m.origin = ${origin}
      and not exists (select 1 from movies taken where taken.key = r.to_key)`.execute(db);
}

/** Removes films of an origin that a newer import of it no longer contains. */
export async function deleteMoviesNotIn(
  db: Conn,
  origin: string,
  keepKeys: readonly string[],
): Promise<number> {
  const result = await db
    .deleteFrom('movies')
    .where('origin', '=', origin)
    .where(sql<boolean>`key <> all(${sql.val([...keepKeys])}::text[])`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whether the catalog holds no film at all (a first start). */
export async function noMovies(db: Conn): Promise<boolean> {
  return !(await db.selectFrom('movies').select('id').limit(1).executeTakeFirst());
}

export async function countMovies(db: Conn): Promise<number> {
  const row = await db
    .selectFrom('movies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every film's directors and cast, with what ranks them: what people are derived from. */
export async function filmCredits(db: Conn) {
  return db
    .selectFrom('movies')
    .select(['id', 'director', 'castNames', 'year', 'voteCount', 'voteAverage', 'popularity'])
    .where((eb) => eb.or([eb('director', 'is not', null), sql<boolean>`cardinality(cast_names) > 0`]))
    .orderBy('id')
    .execute();
}

export async function existingPeople(db: Conn) {
  return db.selectFrom('people').select(['id', 'nameNorm']).execute();
}

export interface PersonRow {
  id: number;
  name: string;
  nameNorm: string;
  knownForDepartment: string;
  fame: number;
  knownForIds: number[];
  topPopularity: number;
}

export interface CreditRow {
  movieId: number;
  personId: number;
  job: 'Director' | 'Cast';
  /** Place in the cast list; null for directors. */
  billing: number | null;
}

/**
 * Replaces every derived person and credit in one go. Rows go in as one array per column
 * (`unnest`), a handful of parameters however many rows: a quarter of a million credits in
 * seconds, where a VALUES list per batch took minutes on PGlite.
 */
export async function replaceCredits(
  db: Conn,
  people: readonly PersonRow[],
  credits: readonly CreditRow[],
): Promise<void> {
  await db.deleteFrom('moviePeople').execute();
  for (const batch of chunks(people, 20_000)) {
    // known_for_ids are arrays, which unnest would flatten: they travel as '1,2,3' text.
    await sql`
      insert into people (id, name, name_norm, known_for_department, fame, known_for_ids, top_popularity)
      select id, name, name_norm, department, fame, string_to_array(known_for, ',')::integer[], top_popularity
      from unnest(${sql.val(batch.map((p) => p.id))}::integer[], ${sql.val(batch.map((p) => p.name))}::text[],
        ${sql.val(batch.map((p) => p.nameNorm))}::text[], ${sql.val(batch.map((p) => p.knownForDepartment))}::text[],
        ${sql.val(batch.map((p) => p.fame))}::bigint[], ${sql.val(batch.map((p) => p.knownForIds.join(',')))}::text[],
        ${sql.val(batch.map((p) => p.topPopularity))}::real[])
        as p(id, name, name_norm, department, fame, known_for, top_popularity)
      on conflict (name_norm) do update set name = excluded.name,
        known_for_department = excluded.known_for_department, fame = excluded.fame,
        known_for_ids = excluded.known_for_ids, top_popularity = excluded.top_popularity`.execute(db);
  }
  for (const batch of chunks(credits, 50_000)) {
    await sql`
      insert into movie_people (movie_id, person_id, job, billing)
      select * from unnest(${sql.val(batch.map((c) => c.movieId))}::integer[],
        ${sql.val(batch.map((c) => c.personId))}::integer[], ${sql.val(batch.map((c) => c.job))}::text[],
        ${sql.val(batch.map((c) => c.billing))}::smallint[])`.execute(db);
  }
  // People whose every film is gone.
  await db
    .deleteFrom('people')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('moviePeople').select('personId').whereRef('moviePeople.personId', '=', 'people.id'),
        ),
      ),
    )
    .execute();
}

export async function findPerson(db: Conn, id: number) {
  return db
    .selectFrom('people')
    .select(['id', 'name', 'knownForDepartment', 'profilePath', 'fame', 'knownForIds'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The films of these people (directed or appeared in), with what ranks them. */
export async function filmsOfPeople(db: Conn, personIds: readonly number[]) {
  if (!personIds.length) return [];
  return db
    .selectFrom('moviePeople')
    .innerJoin('movies', 'movies.id', 'moviePeople.movieId')
    .select([
      'moviePeople.personId',
      'moviePeople.job',
      'moviePeople.billing',
      'movies.id',
      'movies.title',
      'movies.year',
      'movies.releaseDate',
      'movies.overview',
      'movies.posterPath',
      'movies.voteAverage',
      'movies.voteCount',
      'movies.popularity',
    ])
    .where('moviePeople.personId', 'in', personIds)
    .execute();
}

export async function getMeta(db: Conn, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('catalogMeta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function setMeta(db: Conn, key: string, value: string): Promise<void> {
  await db
    .insertInto('catalogMeta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt: sql`now()` }))
    .execute();
}

/**
 * Serialises catalog imports across API processes sharing one database (released at commit):
 * the first process imports, the others wait and then find the work done.
 */
export async function lockCatalogImports(trx: Transaction<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${CATALOG_IMPORT_LOCK})`.execute(trx);
}
const CATALOG_IMPORT_LOCK = 0x63617461; // 'cata'

/** Rebuilds the search lexicon from every title and name word. */
export async function rebuildWords(db: Conn): Promise<void> {
  await db.deleteFrom('catalogWords').execute();
  await sql`
    insert into catalog_words (word, popularity, uses)
    select word, max(popularity), count(*) from (
      select unnest(title_words) as word, popularity from movies
      union all
      select unnest(name_words), fame::real from people
    ) w
    where word <> ''
    group by word`.execute(db);
}

/**
 * Indexes a whole catalog is imported without, each built once at the end: building an index
 * sorts once, where adding rows one by one updates it row by row (and the GIN ones are kept
 * without a pending list, fastupdate = off, see the catalog migration), which made a first start
 * several times slower. As the migrations create them; an index changed there changes here too.
 * Kept through the import: the unique ones (upserts need them) and the popularity and fame
 * indexes (CLUSTER orders the tables by them).
 */
const BULK_INDEXES = [
  ['movies_title_words_idx', sql`movies using gin (title_words) with (fastupdate = off)`],
  ['movies_alt_norms_idx', sql`movies using gin (alt_norms) with (fastupdate = off)`],
  ['movies_year_idx', sql`movies (year)`],
  ['movies_title_norm_prefix_idx', sql`movies (title_norm text_pattern_ops)`],
  ['movies_vote_count_idx', sql`movies (vote_count)`],
  ['people_name_words_idx', sql`people using gin (name_words) with (fastupdate = off)`],
  ['people_name_norm_prefix_idx', sql`people (name_norm text_pattern_ops)`],
  ['movie_people_person_id_idx', sql`movie_people (person_id)`],
  ['catalog_words_trgm_idx', sql`catalog_words using gin (word gin_trgm_ops) with (fastupdate = off)`],
  ['catalog_words_prefix_idx', sql`catalog_words (word text_pattern_ops)`],
] as const;

export async function dropBulkIndexes(db: Conn): Promise<void> {
  for (const [name] of BULK_INDEXES) await sql`drop index if exists ${sql.raw(name)}`.execute(db);
}

export async function createBulkIndexes(db: Conn): Promise<void> {
  for (const [name, on] of BULK_INDEXES)
    await sql`create index if not exists ${sql.raw(name)} on ${on}`.execute(db);
  await sql`analyze movies, people, movie_people, catalog_words`.execute(db);
}

/**
 * After a bulk change: rewrites films and people in popularity order, which search relies on
 * (see search.repository.ts), and refreshes the planner's statistics.
 */
export async function reorderAndAnalyze(db: Conn, reorder = { films: true }): Promise<void> {
  if (reorder.films) await sql`cluster movies using movies_popularity_idx`.execute(db);
  await sql`cluster people using people_fame_idx`.execute(db);
  await sql`analyze movies, people, movie_people, catalog_words`.execute(db);
}
