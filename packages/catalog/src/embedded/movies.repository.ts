import type { Database, Db, MoviesTable } from '@chuck/db';
import { chunks } from '@chuck/db';
import { type Insertable, sql, type Transaction } from 'kysely';

/** The local catalog's tables (search queries are in search.repository.ts). */
export type Conn = Db | Transaction<Database>;

export type NewMovieRow = Insertable<MoviesTable>;

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
] as const;

export async function findMovie(db: Conn, id: number) {
  return db.selectFrom('movies').select(detailColumns).where('id', '=', id).executeTakeFirst();
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

/** Inserts films, or refreshes the facts of those already present (same key; the id never changes). */
export async function upsertMovies(db: Conn, rows: readonly NewMovieRow[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('movies')
    .values(rows as NewMovieRow[])
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        origin: eb.ref('excluded.origin'),
        title: eb.ref('excluded.title'),
        titleNorm: eb.ref('excluded.titleNorm'),
        year: eb.ref('excluded.year'),
        releaseDate: eb.ref('excluded.releaseDate'),
        overview: eb.ref('excluded.overview'),
        director: eb.ref('excluded.director'),
        runtime: eb.ref('excluded.runtime'),
        genreIds: eb.ref('excluded.genreIds'),
        majorGenre: eb.ref('excluded.majorGenre'),
        creativeType: eb.ref('excluded.creativeType'),
        source: eb.ref('excluded.source'),
        mpaaRating: eb.ref('excluded.mpaaRating'),
        distributor: eb.ref('excluded.distributor'),
        voteAverage: eb.ref('excluded.voteAverage'),
        voteCount: eb.ref('excluded.voteCount'),
        rottenTomatoes: eb.ref('excluded.rottenTomatoes'),
        usGross: eb.ref('excluded.usGross'),
        worldwideGross: eb.ref('excluded.worldwideGross'),
        productionBudget: eb.ref('excluded.productionBudget'),
        posterPath: eb.ref('excluded.posterPath'),
        importedAt: sql`now()`,
      })),
    )
    .execute();
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

export async function countMovies(db: Conn): Promise<number> {
  const row = await db
    .selectFrom('movies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every film's directors and votes: what people are derived from. */
export async function directorCredits(db: Conn) {
  return db
    .selectFrom('movies')
    .select(['id', 'director', 'voteCount', 'voteAverage', 'popularity'])
    .where('director', 'is not', null)
    .orderBy('id')
    .execute() as Promise<
    { id: number; director: string; voteCount: number; voteAverage: number | null; popularity: number }[]
  >;
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

/** Replaces every derived person and director credit in one go. */
export async function replaceDirectors(
  db: Conn,
  people: readonly PersonRow[],
  credits: readonly { movieId: number; personId: number }[],
): Promise<void> {
  await db.deleteFrom('moviePeople').where('job', '=', 'Director').execute();
  for (const batch of chunks(people, 2000)) {
    await db
      .insertInto('people')
      .values(batch.map((p) => ({ ...p, profilePath: null })))
      .onConflict((oc) =>
        oc.column('nameNorm').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          knownForDepartment: eb.ref('excluded.knownForDepartment'),
          fame: eb.ref('excluded.fame'),
          knownForIds: eb.ref('excluded.knownForIds'),
          topPopularity: eb.ref('excluded.topPopularity'),
        })),
      )
      .execute();
  }
  for (const batch of chunks(credits, 5000)) {
    await db
      .insertInto('moviePeople')
      .values(batch.map((c) => ({ ...c, job: 'Director' })))
      .execute();
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

/** The films of these people (directed, for the embedded catalog), with what ranks them. */
export async function filmsOfPeople(db: Conn, personIds: readonly number[]) {
  if (!personIds.length) return [];
  return db
    .selectFrom('moviePeople')
    .innerJoin('movies', 'movies.id', 'moviePeople.movieId')
    .select([
      'moviePeople.personId',
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
 * After a bulk change: rewrites films and people in popularity order, which search relies on
 * (see search.repository.ts), and refreshes the planner's statistics.
 */
export async function reorderAndAnalyze(db: Conn): Promise<void> {
  await sql`cluster movies using movies_popularity_idx`.execute(db);
  await sql`cluster people using people_fame_idx`.execute(db);
  await sql`analyze movies, people, movie_people, catalog_words`.execute(db);
}
