import { sql } from 'kysely';
import type { Film, FilmCard, FilmQuery } from '../catalog.ts';
import type { Conn } from './movies.repository.ts';

// The `movies` table as Chuck reads it (through the catalog): films by id and title, and the
// bounded pools his recommender and chat choose from.

/** The columns films are compared on... */
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
/** ...and what a card shows. */
const cardColumns = [...factColumns, 'overview', 'posterPath'] as const;

/** One array parameter however many ids (a member may have rated hundreds of films). */
const idIn = (ids: readonly number[]) => sql<boolean>`id = any(${sql.val([...ids])}::integer[])`;

/** Films by id, as cards, with their release date (what a known-for entry shows). */
export async function filmsByIds(db: Conn, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('movies')
    .select([...cardColumns, 'releaseDate'])
    .where(idIn(ids))
    .execute();
}

/**
 * Films whose normalised title, or one of their alternate titles ('amelie', 'seven samurai'), is
 * exactly `titleNorm`: the release year closest to `year` first, then the one spelt as `typed`
 * (article included), then the best known.
 */
export async function filmTitled(
  db: Conn,
  titleNorm: string,
  year: number | null,
  typed?: string,
): Promise<FilmCard | undefined> {
  let query = db
    .selectFrom('movies')
    .select(cardColumns)
    .where((eb) =>
      eb.or([eb('titleNorm', '=', titleNorm), sql<boolean>`alt_norms @> ${sql.val([titleNorm])}::text[]`]),
    );
  if (year !== null) query = query.orderBy(sql`abs(coalesce(year, 0) - ${year})`);
  // 'heat' is Heat (1995) before The Heat (2013), which is better known.
  if (typed) query = query.orderBy(sql`lower(title) = ${typed.trim().toLowerCase()}`, 'desc');
  return query.orderBy('popularity', 'desc').orderBy('id').limit(1).executeTakeFirst();
}

/** The closest title by trigram similarity (typos, a missing word), with how close it is (0-1). */
export async function closestTitle(
  db: Conn,
  titleNorm: string,
): Promise<{ film: FilmCard; similarity: number } | undefined> {
  const row = await db
    .selectFrom('movies')
    .select([...cardColumns, sql<number>`similarity(title_norm, ${titleNorm})`.as('similarity')])
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

/**
 * A bounded pool of films, chosen by the database so scoring stays cheap however big the catalog.
 * The vote floors come first: the index on vote_count keeps them to the few percent of films
 * that meet them.
 */
export async function findFilms(db: Conn, q: FilmQuery): Promise<Film[]> {
  const related = q.related;
  const byDirector = related?.directors?.length
    ? sql<boolean>`coalesce(string_to_array(director, ', ') && ${sql.val([...related.directors])}::text[], false)`
    : undefined;
  // Two array parameters, not a pair per title: with a few hundred bound parameters PGlite
  // returned nothing and then stalled.
  const onShelf = related?.titles?.length
    ? sql<boolean>`(lower(title), year) in (select * from unnest(${sql.val(related.titles.map((t) => t.title.toLowerCase()))}::text[], ${sql.val(related.titles.map((t) => t.year))}::integer[]))`
    : undefined;
  const byGenre = related?.genreIds.length
    ? sql<boolean>`genre_ids && ${sql.val([...related.genreIds])}::integer[]`
    : undefined;
  const relations = [byGenre, byDirector, onShelf].filter((r) => r !== undefined);
  return (
    db
      .selectFrom('movies')
      .select(factColumns)
      .$if(q.minVoteAverage !== undefined, (qb) => qb.where('voteAverage', '>=', q.minVoteAverage!))
      .$if(q.minVoteCount !== undefined, (qb) => qb.where('voteCount', '>=', q.minVoteCount!))
      .$if(q.exclude !== undefined, (qb) =>
        qb.where(sql<boolean>`id <> all(${sql.val([...q.exclude!])}::integer[])`),
      )
      .$if(related !== undefined, (qb) =>
        qb.where(relations.length ? sql<boolean>`(${sql.join(relations, sql` or `)})` : sql<boolean>`false`),
      )
      .$if(q.fromYear != null, (qb) => qb.where('year', '>=', q.fromYear!))
      .$if(q.toYear != null, (qb) => qb.where('year', '<=', q.toYear!))
      .$if(q.onlyIds !== undefined, (qb) => qb.where(idIn(q.onlyIds!)))
      .$if(!!q.withoutGenreIds?.length, (qb) =>
        qb.where(sql<boolean>`not (genre_ids && ${sql.val([...q.withoutGenreIds!])}::integer[])`),
      )
      .$if(q.minRuntime != null, (qb) => qb.where('runtime', '>=', q.minRuntime!))
      .$if(q.maxRuntime != null, (qb) => qb.where('runtime', '<=', q.maxRuntime!))
      .$if(q.order === 'rating', (qb) =>
        qb.where('voteAverage', 'is not', null).orderBy('voteAverage', 'desc'),
      )
      .$if(q.relatedFirst === true && byDirector !== undefined, (qb) => qb.orderBy(byDirector!, 'desc'))
      .$if(q.relatedFirst === true && onShelf !== undefined, (qb) => qb.orderBy(onShelf!, 'desc'))
      .$if(walksVotes(q), (qb) => qb.orderBy('voteCount', 'desc'))
      .$if(!walksVotes(q), (qb) => qb.orderBy(sql`vote_count + 0`, 'desc'))
      // Among films nobody rated (most of the Wikipedia list), the better known (docs/catalog.md).
      .orderBy('popularity', 'desc')
      .orderBy('id')
      .limit(q.limit)
      .execute()
  );
}

/**
 * Whether the pool may be read by walking the vote_count index from the top. Not for 'newer than
 * 2015' with no vote floor: the vote data ends around 2010, so the films asked for are nearly all
 * at the very end of that walk (measured: 25 ms, past 33,000 older films); ordering by an expression
 * the index does not hold lets the planner take the year index and sort the few thousand it finds
 * (2.5 ms). With a vote floor, or no lower year bound, the walk stayed short in every question measured.
 */
function walksVotes(q: FilmQuery): boolean {
  return q.fromYear == null || (q.minVoteCount ?? 0) > 0;
}

/** The newest release year on the shelf. */
export async function newestYear(db: Conn): Promise<number | null> {
  const row = await db
    .selectFrom('movies')
    .select(sql<number | null>`max(year)`.as('year'))
    .executeTakeFirst();
  return row?.year ?? null;
}
