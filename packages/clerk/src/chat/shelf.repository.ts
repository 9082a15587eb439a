import type { Db } from '@chuck/db';
import { sql } from 'kysely';
import type { FilmCard } from '../recommender/film.ts';
import { filmColumns } from '../recommender/films.repository.ts';

// The chat's own questions to the `movies` table: aisles (genre and era) and a director's films.

export interface AisleQuery {
  /** Films with any of these genres... */
  genreIds: readonly number[];
  /** ...or these (title, year) pairs the shelf knowledge files under them. */
  titles: readonly { title: string; year: number }[];
  fromYear: number | null;
  toYear: number | null;
  exclude: readonly number[];
  minVoteCount: number;
  limit: number;
}

/** The best-known films of an aisle (and era); with no genres, every film of the era. */
export async function aisleFilms(db: Db, q: AisleQuery): Promise<FilmCard[]> {
  let query = db
    .selectFrom('movies')
    .select(filmColumns)
    .where('voteCount', '>=', q.minVoteCount)
    .where(sql<boolean>`id <> all(${sql.val([...q.exclude])}::integer[])`);
  if (q.genreIds.length) {
    const related = [sql`genre_ids && ${sql.val([...q.genreIds])}::integer[]`];
    if (q.titles.length) {
      related.push(
        sql`(lower(title), year) in (${sql.join(q.titles.map((t) => sql`(${t.title.toLowerCase()}, ${t.year})`))})`,
      );
    }
    query = query.where(sql<boolean>`(${sql.join(related, sql` or `)})`);
  }
  if (q.fromYear !== null) query = query.where('year', '>=', q.fromYear);
  if (q.toYear !== null) query = query.where('year', '<=', q.toYear);
  return query.orderBy('voteCount', 'desc').orderBy('id').limit(q.limit).execute();
}

/** Films a director made (one of the names in `director`), best known first. */
export async function filmsDirectedBy(
  db: Db,
  name: string,
  options: { exclude: readonly number[]; limit: number },
): Promise<FilmCard[]> {
  return db
    .selectFrom('movies')
    .select(filmColumns)
    .where(sql<boolean>`string_to_array(director, ', ') @> array[${name}]::text[]`)
    .where(sql<boolean>`id <> all(${sql.val([...options.exclude])}::integer[])`)
    .orderBy('voteCount', 'desc')
    .orderBy('id')
    .limit(options.limit)
    .execute();
}

/** The newest release year on the shelf ('something recent' means recent for this catalog). */
export async function latestYear(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('movies')
    .select(sql<number | null>`max(year)`.as('year'))
    .executeTakeFirst();
  return row?.year ?? null;
}
