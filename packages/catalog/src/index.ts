export {
  type Catalog,
  type Credit,
  type Film,
  type FilmCard,
  type FilmQuery,
  type Genre,
  isCatalogId,
  type KnownFor,
  MAX_RESULTS,
  type MovieDetails,
  type MovieResult,
  noWatchProviders,
  type PersonDetails,
  type PersonResult,
  type SearchOptions,
  type SearchResult,
  type TitledFilm,
  TOP_BILLED,
  type WatchOption,
  type WatchProviders,
} from './catalog.ts';
export { type CatalogOptions, createCatalog } from './create-catalog.ts';
export { dataTemplatePath } from './embedded/data-template.ts';
export { type EmbeddedImportResult, importEmbeddedCatalog } from './embedded/import-embedded.ts';
export { CatalogError, type CatalogErrorKind } from './errors.ts';
export { filmPageIds } from './film-pages/film-pages.repository.ts';
export { TMDB_GENRES } from './genres.ts';
export {
  generatedPosterUrl,
  resizePosterUrl,
  TMDB_IMAGE_BASE,
  type TmdbImageSize,
  tmdbImageUrl,
} from './images.ts';
// The CSV reader and writer of the catalog's file import, which the library import shares.
export { CsvError, type CsvValue, parseCsv, parseCsvInSlices, toCsv } from './lib/csv.ts';
export { editDistance } from './lib/edit-distance.ts';
export { normalizeText, normalizeTitle, type ParsedQuery, parseQuery } from './normalize.ts';
export { findPosterFacts } from './poster/poster.repository.ts';
export { type PosterFacts, posterSvg } from './poster/poster-svg.ts';
export type { TmdbConfig } from './tmdb/tmdb-client.ts';
