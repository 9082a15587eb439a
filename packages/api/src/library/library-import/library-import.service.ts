import { type Catalog, CsvError, generatedPosterUrl, normalizeTitle, parseCsv, toCsv } from '@chuck/catalog';
import type { Db, SeenRating } from '@chuck/db';
import { chunks } from '@chuck/db';
import type { AppDeps } from '../../context.ts';
import { invalid } from '../../errors.ts';
import type { FilmFields } from '../../lib/movie-fields.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { lockMember } from '../../support/auth/auth.service.ts';
import { enforce } from '../../support/rate-limits/rate-limits.service.ts';
import * as seen from '../seen/seen.service.ts';
import * as watchlist from '../watchlist/watchlist.service.ts';
import {
  type CatalogFilm,
  exportRows,
  type ImportRow,
  pickFilm,
  readLibraryFile,
} from './library-formats.ts';
import * as repo from './library-import.repository.ts';
import {
  type ExportOutput,
  type ImportLibraryInput,
  type ImportReport,
  MAX_UNMATCHED_LISTED,
} from './library-import.schema.ts';

const IMPORT_LIMIT = {
  max: 20,
  windowSeconds: 60 * 60,
  message: 'That is a lot of imports in a row. Please wait a while and try again.',
};
/** Rows the TMDB provider is asked about when the local catalog has no match (it is rate-limited). */
const MAX_REMOTE_LOOKUPS = 100;
const WRITE_CHUNK = 1000;

type Film = FilmFields;

type Matched = { row: ImportRow; film: Film };
type Unmatched = { row: ImportRow; reason: string };

/** Matches rows to catalog films by normalised title and year: the local table first, then TMDB. */
async function matchRows(
  db: Db,
  catalog: Catalog,
  rows: readonly ImportRow[],
): Promise<{ matched: Matched[]; unmatched: Unmatched[] }> {
  const keys = (row: ImportRow) =>
    [row.title, row.altTitle].filter((t): t is string => Boolean(t)).map(normalizeTitle);
  const films = await repo.filmsByTitleNorm(db, rows.flatMap(keys));
  const byNorm = new Map<string, typeof films>();
  for (const film of films) byNorm.set(film.titleNorm, [...(byNorm.get(film.titleNorm) ?? []), film]);

  const matched: Matched[] = [];
  const unmatched: Unmatched[] = [];
  let remoteLookups = 0;
  for (const row of rows) {
    const candidates = [...new Set(keys(row).flatMap((k) => byNorm.get(k) ?? []))];
    const pick = pickFilm(row, candidates);
    if ('film' in pick) {
      const f = pick.film;
      matched.push({
        row,
        film: {
          movieId: f.id,
          title: f.title,
          posterUrl: f.posterPath ?? generatedPosterUrl(f.id),
          year: f.year,
          rating: f.voteAverage === null ? null : f.voteAverage.toFixed(1),
          description: f.overview || null,
        },
      });
      continue;
    }
    if (catalog.source === 'tmdb' && !candidates.length && remoteLookups < MAX_REMOTE_LOOKUPS) {
      remoteLookups += 1;
      const film = await searchRemote(catalog, row);
      if (film) {
        matched.push({ row, film });
        continue;
      }
    }
    unmatched.push({ row, reason: pick.reason });
  }
  return { matched, unmatched };
}

async function searchRemote(catalog: Catalog, row: ImportRow): Promise<Film | null> {
  const results = await catalog.searchMovies(row.year ? `${row.title} ${row.year}` : row.title, {
    limit: 10,
  });
  const norm = normalizeTitle(row.title);
  const candidates: (CatalogFilm & { result: (typeof results)[number] })[] = results
    .filter((r) => normalizeTitle(r.title) === norm)
    .map((r, i) => ({
      id: r.id,
      title: r.title,
      year: r.release_date ? Number(r.release_date.slice(0, 4)) : null,
      // Search order is the provider's relevance: earlier is better known.
      voteCount: results.length - i,
      result: r,
    }));
  const pick = pickFilm(row, candidates);
  if (!('film' in pick)) return null;
  const r = pick.film.result;
  return {
    movieId: r.id,
    title: r.title,
    posterUrl: r.poster_path,
    year: pick.film.year,
    rating: r.vote_average === null ? null : r.vote_average.toFixed(1),
    description: r.overview || null,
  };
}

/**
 * Imports a Letterboxd or IMDb export. Seen rows go first (marking seen takes a film off the
 * queue), then the queue in file order, so the last row ends at the front. Films already present
 * as the file has them are counted, not touched: importing the same file twice changes nothing.
 */
export async function importLibrary(
  ctx: Pick<AppDeps, 'db' | 'catalog' | 'effects'>,
  userId: string,
  input: ImportLibraryInput,
): Promise<ImportReport> {
  let records: string[][];
  try {
    records = parseCsv(input.csv);
  } catch (error) {
    if (error instanceof CsvError) throw invalid(`The file is not valid CSV: ${error.message}.`);
    throw error;
  }
  const { format, rows } = readLibraryFile(records, input.filename);
  await enforce(ctx.db, `library-import:${userId}`, IMPORT_LIMIT);

  const problems: Unmatched[] = rows.filter((r) => r.problem).map((row) => ({ row, reason: row.problem! }));
  const { matched, unmatched } = await matchRows(
    ctx.db,
    ctx.catalog,
    rows.filter((r) => !r.problem),
  );

  const { imported, alreadyPresent } = await inTransaction(ctx.db, async (trx) => {
    await lockMember(trx, userId);
    let imported = 0;
    let alreadyPresent = 0;

    // The last rating of a film wins (diaries are in date order).
    const ratings = new Map<number, { film: Film; userRating: SeenRating }>();
    for (const { row, film } of matched) {
      if (row.list === 'seen') ratings.set(film.movieId, { film, userRating: row.userRating! });
    }
    alreadyPresent += matched.filter((m) => m.row.list === 'seen').length - ratings.size;
    const current = await seen.ratingsOf(trx, userId, [...ratings.keys()]);
    const changed = [...ratings.values()].filter(
      ({ film, userRating }) => current.get(film.movieId) !== userRating,
    );
    alreadyPresent += ratings.size - changed.length;
    imported += changed.length;
    for (const part of chunks(changed, WRITE_CHUNK)) {
      await seen.upsertItems(
        trx,
        userId,
        part.map(({ film, userRating }) => ({ ...film, watchOptions: null, userRating })),
      );
      await watchlist.deleteItems(
        trx,
        userId,
        part.map(({ film }) => film.movieId),
      );
    }

    const queue = new Map<number, Film>();
    for (const { row, film } of matched) {
      if (row.list === 'watchlist' && !queue.has(film.movieId)) queue.set(film.movieId, film);
    }
    alreadyPresent += matched.filter((m) => m.row.list === 'watchlist').length - queue.size;
    const queued = await watchlist.queuedMovieIds(trx, userId, [...queue.keys()]);
    const toQueue = [...queue.values()].filter((film) => !queued.has(film.movieId));
    alreadyPresent += queued.size;
    imported += toQueue.length;
    for (const part of chunks(toQueue, WRITE_CHUNK)) {
      await watchlist.insertAtFront(
        trx,
        userId,
        part.map((film) => ({ ...film, watchOptions: null })),
      );
    }

    if (imported + alreadyPresent > 0) await ctx.effects.emit(trx, { type: 'library.imported', userId });
    if (imported > 0) await ctx.effects.emit(trx, { type: 'taste.changed', userId });
    return { imported, alreadyPresent };
  });

  const notImported = [...problems, ...unmatched].sort((a, b) => a.row.row - b.row.row);
  return {
    format,
    imported,
    alreadyPresent,
    unmatched: notImported.slice(0, MAX_UNMATCHED_LISTED).map(({ row, reason }) => ({
      row: row.row,
      title: row.title,
      year: row.year,
      reason,
    })),
    unmatchedTotal: notImported.length,
    diaryEntries: 0,
    importId: null,
  };
}

export async function exportLibrary(db: Db, userId: string, now = new Date()): Promise<ExportOutput> {
  const [queue, seenList] = await Promise.all([
    watchlist.listWatchlist(db, userId),
    seen.listSeen(db, userId),
  ]);
  return {
    filename: `chucks-video-store-library-${now.toISOString().slice(0, 10)}.csv`,
    csv: toCsv(exportRows(queue, seenList)),
  };
}

// Filled in next: the preview and undo of an import.
export async function previewImport(
  _ctx: Pick<AppDeps, 'db' | 'catalog'>,
  _userId: string,
  _input: ImportLibraryInput,
): Promise<import('./library-import.schema.ts').ImportPreview> {
  throw invalid('Import preview is not ready yet.');
}
export async function undoImport(
  _ctx: WriteDepsStub,
  _userId: string,
  _id: number,
): Promise<import('./library-import.schema.ts').UndoImportOutput> {
  throw invalid('Undo is not ready yet.');
}
type WriteDepsStub = Pick<AppDeps, 'db' | 'effects'>;
