import type { Db } from '@chuck/db';
import type { MovieRecord } from '../import/movie-record.ts';
import { rebuildDerived } from '../import/rebuild-derived.ts';
import { saveMovies } from '../import/save-movies.ts';
import { deleteMoviesNotIn, getMeta, lockCatalogImports, setMeta } from './movies.repository.ts';
import { EMBEDDED_CATALOG_VERSION, loadVegaMovies } from './vega-movies.ts';

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
    /** Where movies.json is, for bundles that ship it outside node_modules; found in vega-datasets otherwise. */
    moviesPath?: string;
  } = {},
): Promise<EmbeddedImportResult> {
  return importCatalogVersion(db, EMBEDDED_CATALOG_VERSION, () => loadVegaMovies(options.moviesPath));
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
    const saved = await saveMovies(trx, records, { origin: 'embedded' });
    await deleteMoviesNotIn(trx, 'embedded', saved.keys);
    const { people } = await rebuildDerived(trx);
    await setMeta(trx, EMBEDDED_VERSION_KEY, version);
    return { imported: true, version, movies: saved.saved, people };
  });
}
