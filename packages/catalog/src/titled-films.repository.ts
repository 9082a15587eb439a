import type { Db } from '@chuck/db';
import { sql } from 'kysely';
import type { TitledFilm } from './catalog.ts';

// The `movies` table as the library import matches a file's rows against it (through the catalog,
// whichever its source: docs/architecture.md, packages/catalog).

const titledColumns = [
  'id',
  'title',
  'titleNorm',
  'year',
  'overview',
  'posterPath',
  'voteAverage',
  'voteCount',
  'director',
  'altNorms',
] as const;

/** Films whose normalised title, or an alternate title ('Seven Samurai'), is one of `titleNorms`. */
export async function filmsTitled(db: Db, titleNorms: readonly string[]): Promise<TitledFilm[]> {
  if (!titleNorms.length) return [];
  const norms = sql.val([...new Set(titleNorms)]);
  return db
    .selectFrom('movies')
    .select(titledColumns)
    .where(sql<boolean>`(title_norm = any(${norms}::text[]) or alt_norms && ${norms}::text[])`)
    .execute();
}

/** Films by id (the near misses a member picked in an import's preview). */
export async function titledFilms(db: Db, ids: readonly number[]): Promise<TitledFilm[]> {
  if (!ids.length) return [];
  return db
    .selectFrom('movies')
    .select(titledColumns)
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/**
 * Films of about that year whose title holds every one of `words`, best known first: a film the
 * catalog keeps under its original title ('Le Fabuleux destin d'Amélie Poulain' for 'Amélie').
 */
export async function filmsWithTitleWords(
  db: Db,
  words: readonly string[],
  year: number | null,
  limit: number,
): Promise<TitledFilm[]> {
  let query = db
    .selectFrom('movies')
    .select(titledColumns)
    .where(sql<boolean>`title_words @> ${sql.val([...words])}::text[]`);
  if (year !== null) query = query.where('year', '>=', year - 1).where('year', '<=', year + 1);
  return query.orderBy('voteCount', 'desc').orderBy('id').limit(limit).execute();
}
