import type { Db } from '@chuck/db';
import { sql } from 'kysely';
import type { Film, FilmCard } from './film.ts';

/** The `movies` columns the recommender compares films on. */
const factColumns = [
  'id',
  'title',
  'year',
  'director',
  'genreIds',
  'majorGenre',
  'creativeType',
  'source',
  'mpaaRating',
  'voteAverage',
  'voteCount',
  'rottenTomatoes',
  'runtime',
] as const;
/** ...and what a pick's card shows. */
export const filmColumns = [...factColumns, 'overview', 'posterPath'] as const;

/** One array parameter however many ids (a member may have rated hundreds of films). */
const idIn = (ids: readonly number[]) => sql<boolean>`id = any(${sql.val([...ids])}::integer[])`;

export async function filmsByIds(db: Db, ids: readonly number[]): Promise<FilmCard[]> {
  if (!ids.length) return [];
  return db.selectFrom('movies').select(filmColumns).where(idIn(ids)).execute();
}

/** Films whose normalised title is exactly `titleNorm`, the release year closest to `year` first, then the best known. */
export async function filmsTitled(
  db: Db,
  titleNorm: string,
  year: number | null,
  limit = 1,
): Promise<FilmCard[]> {
  let query = db.selectFrom('movies').select(filmColumns).where('titleNorm', '=', titleNorm);
  if (year !== null) query = query.orderBy(sql`abs(coalesce(year, 0) - ${year})`);
  return query.orderBy('voteCount', 'desc').orderBy('id').limit(limit).execute();
}

/** The closest title by trigram similarity (typos, a missing word), with how close it is (0-1). */
export async function closestTitle(
  db: Db,
  titleNorm: string,
): Promise<{ film: FilmCard; similarity: number } | undefined> {
  const row = await db
    .selectFrom('movies')
    .select([...filmColumns, sql<number>`similarity(title_norm, ${titleNorm})`.as('similarity')])
    .where(sql<boolean>`title_norm % ${titleNorm}`)
    .orderBy('similarity', 'desc')
    .orderBy('voteCount', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  const { similarity, ...film } = row;
  return { film, similarity: Number(similarity) };
}

export interface CandidateQuery {
  /** Films sharing one of these genres... */
  genreIds: readonly number[];
  /** ...or directed by one of these people... */
  directors: readonly string[];
  /** ...or one of these (title, year) pairs. */
  titles: readonly { title: string; year: number }[];
  exclude: readonly number[];
  minVoteAverage: number;
  minVoteCount: number;
  limit: number;
}

/**
 * A bounded pool of plausible picks, chosen by the database so scoring stays cheap however big
 * the catalog: good enough films related to the taste; the favourites' directors first, then the
 * films shelved in the taste's aisles by Chuck's shelf knowledge, then the best known.
 */
export async function candidateFilms(db: Db, q: CandidateQuery): Promise<Film[]> {
  const byDirector = sql<boolean>`coalesce(string_to_array(director, ', ') && ${sql.val([...q.directors])}::text[], false)`;
  // Two array parameters, not a pair per title: with a few hundred bound parameters PGlite
  // returned nothing and then stalled.
  const onShelf = q.titles.length
    ? sql<boolean>`(lower(title), year) in (select * from unnest(${sql.val(q.titles.map((t) => t.title.toLowerCase()))}::text[], ${sql.val(q.titles.map((t) => t.year))}::integer[]))`
    : undefined;
  return db
    .selectFrom('movies')
    .select(factColumns)
    .where('voteAverage', '>=', q.minVoteAverage)
    .where('voteCount', '>=', q.minVoteCount)
    .where(sql<boolean>`id <> all(${sql.val([...q.exclude])}::integer[])`)
    .where(
      sql<boolean>`(genre_ids && ${sql.val([...q.genreIds])}::integer[] or ${byDirector} or ${onShelf ?? sql`false`})`,
    )
    .orderBy(byDirector, 'desc')
    .$if(onShelf !== undefined, (qb) => qb.orderBy(onShelf!, 'desc'))
    .orderBy('voteCount', 'desc')
    .orderBy('id')
    .limit(q.limit)
    .execute();
}

/** Titles of films, for telling a language model what not to suggest. */
export async function titlesOf(
  db: Db,
  ids: readonly number[],
): Promise<{ title: string; year: number | null }[]> {
  if (!ids.length) return [];
  return db.selectFrom('movies').select(['title', 'year']).where(idIn(ids)).execute();
}

/** The best-known films that are good enough, for when nothing is known about a taste. */
export async function bestKnownFilms(
  db: Db,
  q: Pick<CandidateQuery, 'exclude' | 'limit'> & { voteAverage: number; voteCount: number },
): Promise<Film[]> {
  return db
    .selectFrom('movies')
    .select(factColumns)
    .where('voteAverage', '>=', q.voteAverage)
    .where('voteCount', '>=', q.voteCount)
    .where(sql<boolean>`id <> all(${sql.val([...q.exclude])}::integer[])`)
    .orderBy('voteCount', 'desc')
    .orderBy('id')
    .limit(q.limit)
    .execute();
}
