import { chunks } from '@chuck/db';
import {
  type Conn,
  moviesByKey,
  type NewMovieRow,
  renameKeys,
  takenIds,
  upsertMovies,
} from '../embedded/movies.repository.ts';
import { normalizeTitle } from '../normalize.ts';
import { DERIVED_ID_MIN, derivedId, movieKey, nextDerivedId } from './ids.ts';
import type { MovieRecord } from './movie-record.ts';

export type MovieOrigin = 'embedded' | 'file' | 'tmdb';

export interface SkippedRow {
  title: string;
  reason: string;
}

export interface SaveReport {
  saved: number;
  skipped: SkippedRow[];
  /** Keys of every film saved, for replacing an older import. */
  keys: string[];
}

export interface SaveOptions {
  origin: MovieOrigin;
  /** Leave films already in the catalog untouched (resumable imports); otherwise this origin's own are refreshed. */
  skipExisting?: boolean;
}

// Films per round trip: the queries take one array per column, so a batch may be large.
const BATCH = 5000;

/**
 * Writes films into the local catalog: one row per title and year, ids kept across re-imports.
 * People are derived separately (rebuildDerived) once a whole import is in.
 */
export async function saveMovies(
  db: Conn,
  records: readonly MovieRecord[],
  options: SaveOptions,
): Promise<SaveReport> {
  const report: SaveReport = { saved: 0, skipped: [], keys: [] };
  const unique = new Map<string, MovieRecord>();
  for (const record of records) {
    const key = movieKey(record.title, record.year);
    if (unique.has(key)) report.skipped.push({ title: label(record), reason: 'listed twice in this import' });
    else unique.set(key, record);
  }
  const renames = [...unique].flatMap(([key, r]) => (r.formerKey ? [{ from: r.formerKey, to: key }] : []));
  if (renames.length) await renameKeys(db, options.origin, renames);
  for (const batch of chunks([...unique], BATCH)) {
    const existing = await moviesByKey(
      db,
      batch.map(([key]) => key),
    );
    // An import refreshes only its own films: a site's file never loses a film to the embedded data.
    const fresh = batch.filter(([key, record]) => {
      const found = existing.get(key);
      if (!found || (!options.skipExisting && found.origin === options.origin)) return true;
      const from = found.origin === options.origin ? '' : ` (from ${found.origin})`;
      report.skipped.push({ title: label(record), reason: `already imported${from}` });
      return false;
    });
    const ids = await assignIds(db, fresh, new Map([...existing].map(([key, found]) => [key, found.id])));
    const rows: NewMovieRow[] = [];
    for (const [key, record] of fresh) {
      const id = ids.get(key);
      if (id === undefined)
        report.skipped.push({ title: label(record), reason: `id ${record.id} belongs to another film` });
      else rows.push(toRow(record, key, id, options.origin));
    }
    await upsertMovies(db, rows);
    report.saved += rows.length;
    report.keys.push(...rows.map((r) => r.key));
  }
  return report;
}

/**
 * Existing films keep their id; new ones get the source's id or one derived from the key (probing
 * upward past a collision). A source id held by a different film gets no id: the row is skipped.
 */
async function assignIds(
  db: Conn,
  batch: readonly [string, MovieRecord][],
  existing: Map<string, number>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const wanted = new Map<string, number>();
  for (const [key, record] of batch) {
    const id = existing.get(key);
    if (id !== undefined) ids.set(key, id);
    else wanted.set(key, record.id ?? derivedId(key));
  }
  const taken = await takenIds(db, [...wanted.values()]);
  for (const [key, first] of wanted) {
    let id = first;
    while (taken.has(id) && id >= DERIVED_ID_MIN) {
      id = nextDerivedId(id);
      if ((await takenIds(db, [id])).size) taken.add(id);
    }
    if (taken.has(id)) continue;
    taken.add(id);
    ids.set(key, id);
  }
  return ids;
}

function toRow(record: MovieRecord, key: string, id: number, origin: MovieOrigin): NewMovieRow {
  const { directors, altTitles, id: _sourceId, formerKey: _, ...facts } = record;
  const titleNorm = normalizeTitle(record.title);
  const altNorms = [...new Set(altTitles.map(normalizeTitle))].filter((t) => t && t !== titleNorm);
  return {
    ...facts,
    id,
    key,
    origin,
    titleNorm,
    altTitles,
    altNorms,
    altNorm: altNorms.join(' '),
    director: directors.length ? directors.join(', ') : null,
  };
}

function label(record: MovieRecord): string {
  return record.year ? `${record.title} (${record.year})` : record.title;
}
