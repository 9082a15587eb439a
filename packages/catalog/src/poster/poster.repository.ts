import type { Db } from '@chuck/db';
import { isCatalogId } from '../catalog.ts';
import type { PosterFacts } from './poster-svg.ts';

/** The title and year a generated cover needs, or null for an unknown film. */
export async function findPosterFacts(db: Db, id: number): Promise<PosterFacts | null> {
  if (!isCatalogId(id)) return null;
  const row = await db
    .selectFrom('movies')
    .select(['id', 'title', 'year'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}
