import type { Db } from '@chuck/db';
import { sql } from 'kysely';

/** Catalog films whose normalised title is one of `titleNorms`. */
export async function filmsByTitleNorm(db: Db, titleNorms: readonly string[]) {
  if (!titleNorms.length) return [];
  return db
    .selectFrom('movies')
    .select(['id', 'title', 'titleNorm', 'year', 'overview', 'posterPath', 'voteAverage', 'voteCount'])
    .where(sql<boolean>`title_norm = any(${sql.val([...new Set(titleNorms)])}::text[])`)
    .execute();
}
