import type { Db } from '@chuck/db';
import type { MovieRecord } from '../import/movie-record.ts';
import { rebuildDerived } from '../import/rebuild-derived.ts';
import { saveMovies } from '../import/save-movies.ts';
import { EMBEDDED_CATALOG_VERSION, loadEmbeddedFilms } from './embedded-films.ts';
import {
  createBulkIndexes,
  deleteMoviesNotIn,
  dropBulkIndexes,
  getMeta,
  lockCatalogImports,
  noMovies,
  setMeta,
} from './movies.repository.ts';

const EMBEDDED_VERSION_KEY = 'embedded_version';

export interface EmbeddedImportResult {
  /** False when this version was already in the database. */
  imported: boolean;
  version: string;
  movies: number;
  people: number;
}

/**
 * Loads the embedded films into the database unless this version is already there. Safe to call
 * on every start and from several processes at once; a newer version replaces the older rows
 * (films imported from files or TMDB are left alone).
 */
export async function importEmbeddedCatalog(
  db: Db,
  options: {
    /** Where the films file is, for bundles that ship it elsewhere; found in this package otherwise. */
    filmsPath?: string;
  } = {},
): Promise<EmbeddedImportResult> {
  return importCatalogVersion(db, EMBEDDED_CATALOG_VERSION, () => loadEmbeddedFilms(options.filmsPath));
}

/** The import itself, for any version of the embedded films (tests use small made-up ones). */
export async function importCatalogVersion(
  db: Db,
  version: string,
  load: () => MovieRecord[],
): Promise<EmbeddedImportResult> {
  const unchanged = { imported: false, version, movies: 0, people: 0 };
  if ((await getMeta(db, EMBEDDED_VERSION_KEY)) === version) return unchanged;
  const records = load();
  return db.transaction().execute(async (trx) => {
    await lockCatalogImports(trx);
    if ((await getMeta(trx, EMBEDDED_VERSION_KEY)) === version) return unchanged;
    // On a first start the films go in best known first, the order search wants, so the table
    // need not be rewritten in that order afterwards (seconds saved on a first start).
    const inOrder = await noMovies(trx);
    const byPopularity = [...records].sort((a, b) => popularityOf(b) - popularityOf(a));
    await dropBulkIndexes(trx);
    const saved = await saveMovies(trx, byPopularity, { origin: 'embedded' });
    await deleteMoviesNotIn(trx, 'embedded', saved.keys);
    const { people } = await rebuildDerived(trx, { inOrder });
    await createBulkIndexes(trx);
    await setMeta(trx, EMBEDDED_VERSION_KEY, version);
    return { imported: true, version, movies: saved.saved, people };
  });
}

/** As the `popularity` column computes it (migration 2026_11_28_1600). */
function popularityOf(record: MovieRecord): number {
  return Math.max(record.voteCount, (record.usGross ?? 0) / 1000, record.notability);
}
