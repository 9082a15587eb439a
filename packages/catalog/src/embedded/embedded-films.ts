import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { genresOf } from '../genres.ts';
import { movieKey } from '../import/ids.ts';
import { emptyRecord, type MovieRecord } from '../import/movie-record.ts';
import { describeFilm } from './describe-film.ts';

/**
 * The embedded catalog: today's films (vega-datasets) merged with the Wikipedia list of American
 * films by `pnpm --filter @chuck/catalog catalog:build` (scripts/build-embedded-catalog.ts), and
 * committed as data/embedded-films.json.gz so an install needs nothing else. docs/catalog.md says
 * what it holds. Bump the version whenever the file changes: sites re-import on their next start.
 */
export const EMBEDDED_CATALOG_VERSION = 'embedded-films#1';

/** One film of the file; facts nobody knows are left out rather than written as null. */
export interface EmbeddedFilm {
  title: string;
  year: number | null;
  /** The title and year an earlier version of the catalog gave it, when changed: it keeps its id. */
  formerTitle?: string;
  formerYear?: number;
  releaseDate?: string;
  directors?: string[];
  /** Billing order. */
  cast?: string[];
  genreIds?: number[];
  majorGenre?: string;
  creativeType?: string;
  source?: string;
  mpaaRating?: string;
  distributor?: string;
  runtime?: number;
  voteAverage?: number;
  voteCount?: number;
  rottenTomatoes?: number;
  usGross?: number;
  worldwideGross?: number;
  productionBudget?: number;
  /** The English Wikipedia article's path. */
  wikipedia?: string;
  /** Estimated votes, for films nobody rated. */
  notability?: number;
  /** Other titles it is known by (original and English). */
  altTitles?: string[];
  /** The Wikipedia list's genre words: only while building (notability reads them). */
  listGenres?: string[];
}

/** The package's data file, found through the package itself so a bundled server finds it too. */
function embeddedFilmsPath(): string {
  return createRequire(import.meta.url).resolve('@chuck/catalog/data/embedded-films.json.gz');
}

export function readEmbeddedFilms(path = embeddedFilmsPath()): EmbeddedFilm[] {
  // Our own file, written by the build script and checked by embedded-films.test.ts.
  return JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as EmbeddedFilm[];
}

/** The file's films as records for the importer. */
export function loadEmbeddedFilms(path?: string): MovieRecord[] {
  return readEmbeddedFilms(path).map(toRecord);
}

function toRecord(film: EmbeddedFilm): MovieRecord {
  const record: MovieRecord = {
    ...emptyRecord(film.title),
    year: film.year,
    releaseDate: film.releaseDate ?? null,
    directors: film.directors ?? [],
    castNames: film.cast ?? [],
    genreIds: film.genreIds ?? [],
    majorGenre: film.majorGenre ?? null,
    creativeType: film.creativeType ?? null,
    source: film.source ?? null,
    mpaaRating: film.mpaaRating ?? null,
    distributor: film.distributor ?? null,
    runtime: film.runtime ?? null,
    voteAverage: film.voteAverage ?? null,
    voteCount: film.voteCount ?? 0,
    rottenTomatoes: film.rottenTomatoes ?? null,
    usGross: film.usGross ?? null,
    worldwideGross: film.worldwideGross ?? null,
    productionBudget: film.productionBudget ?? null,
    wikipedia: film.wikipedia ?? null,
    notability: film.notability ?? 0,
    altTitles: film.altTitles ?? [],
  };
  if (film.formerTitle !== undefined || film.formerYear !== undefined)
    record.formerKey = movieKey(film.formerTitle ?? film.title, film.formerYear ?? film.year);
  record.overview = describeFilm({ ...record, genres: genresOf(record.genreIds).map((g) => g.name) });
  return record;
}
