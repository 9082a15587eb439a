import type { Db } from '@chuck/db';
import { sql } from 'kysely';

export async function insertImport(
  db: Db,
  userId: string,
  format: string,
  filename: string | null,
  counts: unknown,
) {
  const row = await db
    .insertInto('libraryImports')
    .values({ userId, format, filename, undo: '{}', counts: JSON.stringify(counts) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function saveUndo(db: Db, id: number, undo: unknown): Promise<void> {
  await db
    .updateTable('libraryImports')
    .set({ undo: JSON.stringify(undo) })
    .where('id', '=', id)
    .execute();
}

const WITHIN_UNDO_WINDOW = sql<boolean>`created_at > now() - interval '24 hours'`;

/** The member's latest import (undone or not). */
export async function lastImport(db: Db, userId: string) {
  return db
    .selectFrom('libraryImports')
    .select(['id', 'undo', 'undoneAt', WITHIN_UNDO_WINDOW.as('undoable')])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The member's imports, latest first, with whether each is still within undo's 24 hours. */
export async function memberImports(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('libraryImports')
    .select(['id', 'format', 'filename', 'counts', 'createdAt', 'undoneAt', WITHIN_UNDO_WINDOW.as('recent')])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Is `id` one of the member's imports? (Anyone else's answers like an unknown id.) */
export async function isMemberImport(db: Db, userId: string, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('libraryImports')
    .select('id')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function markUndone(db: Db, id: number): Promise<void> {
  await db.updateTable('libraryImports').set({ undoneAt: sql`now()` }).where('id', '=', id).execute();
}

/** What an imported file said about a film (issue 29), as the export writes it back. */
export interface FilmLink {
  movieId: number;
  letterboxdUri: string | null;
  imdbConst: string | null;
  title: string | null;
  year: number | null;
  watchedOn: string | null;
  listedOn: string | null;
}
const linkColumns = [
  'movieId',
  'letterboxdUri',
  'imdbConst',
  'title',
  'year',
  sql<string | null>`to_char(watched_on, 'YYYY-MM-DD')`.as('watchedOn'),
  sql<string | null>`to_char(listed_on, 'YYYY-MM-DD')`.as('listedOn'),
] as const;

/** The member's film links, all of them (export) or of these films (an import's plan). */
export async function filmLinks(db: Db, userId: string, movieIds?: readonly number[]): Promise<FilmLink[]> {
  let query = db.selectFrom('filmLinks').select(linkColumns).where('userId', '=', userId);
  if (movieIds) {
    if (!movieIds.length) return [];
    query = query.where(sql<boolean>`movie_id = any(${sql.val([...movieIds])}::integer[])`);
  }
  return query.orderBy('movieId').execute();
}

export async function upsertFilmLinks(db: Db, userId: string, links: readonly FilmLink[]): Promise<void> {
  if (!links.length) return;
  await db
    .insertInto('filmLinks')
    .values(links.map((link) => ({ ...link, userId })))
    .onConflict((oc) =>
      oc.columns(['userId', 'movieId']).doUpdateSet((eb) => ({
        letterboxdUri: eb.ref('excluded.letterboxdUri'),
        imdbConst: eb.ref('excluded.imdbConst'),
        title: eb.ref('excluded.title'),
        year: eb.ref('excluded.year'),
        watchedOn: eb.ref('excluded.watchedOn'),
        listedOn: eb.ref('excluded.listedOn'),
      })),
    )
    .execute();
}

export async function deleteFilmLinks(db: Db, userId: string, movieIds: readonly number[]): Promise<void> {
  if (!movieIds.length) return;
  await db
    .deleteFrom('filmLinks')
    .where('userId', '=', userId)
    .where(sql<boolean>`movie_id = any(${sql.val([...movieIds])}::integer[])`)
    .execute();
}
