import type { Db } from '@chuck/db';
import { chunks } from '@chuck/db';
import { takenIds } from '../embedded/movies.repository.ts';
import { CatalogError } from '../errors.ts';
import type { TmdbClient } from '../tmdb/tmdb-client.ts';
import { readMovieFile } from './file-source.ts';
import type { MovieRecord } from './movie-record.ts';
import { rebuildDerived } from './rebuild-derived.ts';
import { type MovieOrigin, type SkippedRow, saveMovies } from './save-movies.ts';
import { fetchTmdbMovie, listTmdbMovies } from './tmdb-source.ts';

export interface ImportReport {
  saved: number;
  skipped: SkippedRow[];
  warnings: string[];
}

export type Progress = (message: string) => void;

const BATCH = 500;
/** Films fetched from TMDB between saves: an interrupted import loses at most this many. */
const TMDB_BATCH = 20;

/**
 * Loads a JSON or CSV file into the catalog. Films already there (same title and year) are
 * skipped, so an interrupted import can simply be run again.
 */
export async function importFile(db: Db, path: string, progress: Progress): Promise<ImportReport> {
  const file = readMovieFile(path);
  const report: ImportReport = { saved: 0, skipped: [...file.skipped], warnings: file.warnings };
  progress(`${path}: ${file.records.length} films to import, ${file.skipped.length} rows unusable`);
  let done = 0;
  for (const batch of chunks(file.records, BATCH)) {
    await save(db, batch, 'file', report);
    done += batch.length;
    progress(`  ${done}/${file.records.length} processed, ${report.saved} new`);
  }
  await finish(db, progress);
  return report;
}

/** Loads the first `pages` pages of TMDB's popular and top-rated lists, with each film's details. */
export async function importTmdbLists(
  db: Db,
  tmdb: TmdbClient,
  pages: number,
  progress: Progress,
): Promise<ImportReport> {
  const report: ImportReport = { saved: 0, skipped: [], warnings: [] };
  const ids = await listTmdbMovies(tmdb, pages);
  const present = await takenIds(db, ids);
  const wanted = ids.filter((id) => !present.has(id));
  for (const id of ids)
    if (present.has(id)) report.skipped.push({ title: `TMDB ${id}`, reason: 'already imported' });
  progress(`TMDB: ${ids.length} films listed, ${wanted.length} not imported yet`);
  let done = 0;
  for (const batch of chunks(wanted, TMDB_BATCH)) {
    const records: MovieRecord[] = [];
    for (const id of batch) {
      const record = await withPatience(() => fetchTmdbMovie(tmdb, id), progress).catch((error: unknown) => {
        if (error instanceof CatalogError && error.kind === 'not_found') return null;
        throw error;
      });
      if (record) records.push(record);
      else report.skipped.push({ title: `TMDB ${id}`, reason: 'no longer on TMDB' });
    }
    await save(db, records, 'tmdb', report);
    done += batch.length;
    progress(`  ${done}/${wanted.length} fetched, ${report.saved} new`);
  }
  await finish(db, progress);
  return report;
}

async function save(
  db: Db,
  records: MovieRecord[],
  origin: MovieOrigin,
  report: ImportReport,
): Promise<void> {
  const saved = await saveMovies(db, records, { origin, skipExisting: true });
  report.saved += saved.saved;
  report.skipped.push(...saved.skipped);
}

async function finish(db: Db, progress: Progress): Promise<void> {
  progress('Updating people and the search index...');
  await db.transaction().execute((trx) => rebuildDerived(trx));
}

/** Waits out one TMDB rate limit (it says how long) before giving up. */
async function withPatience<T>(call: () => Promise<T>, progress: Progress): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof CatalogError) || error.kind !== 'rate_limited') throw error;
    const seconds = error.retryAfter ?? 10;
    progress(`  TMDB asks us to slow down; waiting ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    return call();
  }
}
