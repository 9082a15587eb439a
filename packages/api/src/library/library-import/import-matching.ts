import { type Catalog, generatedPosterUrl, normalizeTitle, type TitledFilm } from '@chuck/catalog';
import { invalid } from '../../errors.ts';
import type { FilmFields } from '../../lib/movie-fields.ts';
import { type CatalogFilm, type ImportRow, pickFilm } from './library-formats.ts';
import type { ImportMatch } from './library-import.schema.ts';

// Which catalog film each row of an import means (docs/product.md §4 'Import and export'): the
// member's picks, the title and year, the title's words, then TMDB; near misses for the rest.

/** Rows the TMDB provider is asked about when the local catalog has no match (it is rate-limited). */
const MAX_REMOTE_LOOKUPS = 100;
/**
 * Titles looked up by their words (original titles, near misses), and near misses offered per row.
 * A title is looked up once however many of the file's CSVs hold it.
 */
const MAX_WORD_LOOKUPS = 500;
const MAX_SUGGESTIONS = 3;
const MIN_WORD_MATCH_CHARS = 5;

export type Film = FilmFields;
export type Suggestion = { movieId: number; title: string; year: number | null };
export type Matched = { row: ImportRow; film: Film };
export type Unmatched = { row: ImportRow; reason: string; suggestions: Suggestion[] };

const filmOf = (f: TitledFilm): Film => ({
  movieId: f.id,
  title: f.title,
  posterUrl: f.posterPath ?? generatedPosterUrl(f.id),
  year: f.year,
  rating: f.voteAverage === null ? null : f.voteAverage.toFixed(1),
  description: f.overview || null,
});

/** A row of a file (a zip's rows are numbered per CSV): its file and number. */
export const rowKey = (r: { file: string | null; row: number }) => `${r.file ?? ''}\n${r.row}`;

/**
 * The films the member picked in the preview (near misses accepted), checked against the file: each
 * names a row of it that can be imported, once. Row key → the film's id.
 */
export function pickedRows(
  rows: readonly ImportRow[],
  matches: readonly ImportMatch[] = [],
): Map<string, number> {
  const byKey = new Map(rows.map((r) => [rowKey(r), r]));
  const picked = new Map<string, number>();
  for (const match of matches) {
    const key = rowKey({ file: match.file ?? null, row: match.row });
    const place = `${match.file ? `${match.file}, ` : ''}row ${match.row}`;
    const row = byKey.get(key);
    if (!row) throw invalid(`matches: ${place} is not a row of the file. Nothing was imported.`);
    if (row.problem)
      throw invalid(`matches: ${place} cannot be imported (${row.problem}). Nothing was imported.`);
    if (picked.has(key)) throw invalid(`matches: ${place} is picked twice. Nothing was imported.`);
    picked.set(key, match.movieId);
  }
  return picked;
}

/**
 * Matches rows to catalog films: the member's picks first; then the normalised title (or the file's
 * original title) and year in the local table; then, for titles it lacks, films of about that year
 * holding all the title's words (the catalog's original title: 'Amélie'), taken when there is exactly
 * one, else offered as suggestions; then TMDB.
 */
export async function matchRows(
  catalog: Catalog,
  rows: readonly ImportRow[],
  picked: ReadonlyMap<string, number>,
  /** Told how many rows have been checked (most of a large file's time is here and in saving). */
  checked: (rows: number) => void,
): Promise<{ matched: Matched[]; unmatched: Unmatched[] }> {
  const keys = (row: ImportRow) =>
    [row.title, row.altTitle].filter((t): t is string => Boolean(t)).map(normalizeTitle);
  const [films, pickedFilms] = await Promise.all([
    catalog.filmsTitled(rows.filter((r) => !picked.has(rowKey(r))).flatMap(keys)),
    catalog.titledFilms([...picked.values()]),
  ]);
  const byNorm = new Map<string, typeof films>();
  for (const film of films)
    for (const norm of [film.titleNorm, ...film.altNorms])
      byNorm.set(norm, [...(byNorm.get(norm) ?? []), film]);
  const byId = new Map(pickedFilms.map((f) => [f.id, f]));
  for (const id of picked.values()) {
    if (!byId.has(id)) throw invalid(`matches: film ${id} is not in the catalog. Nothing was imported.`);
  }

  const matched: Matched[] = [];
  const unmatched: Unmatched[] = [];
  let remoteLookups = 0;
  const lookups = new Map<string, Promise<TitledFilm[]>>();
  const nearFilms = (words: string[], year: number | null) => {
    const key = `${words.join(' ')}|${year ?? ''}`;
    if (!lookups.has(key) && lookups.size >= MAX_WORD_LOOKUPS) return null;
    if (!lookups.has(key)) lookups.set(key, catalog.filmsWithTitleWords(words, year, MAX_SUGGESTIONS + 1));
    return lookups.get(key)!;
  };
  // Diary and review rows first, so the lookups' limits go to the rows a member most wants matched;
  // the answer keeps file order (the watchlist's order depends on it).
  const order = rows.map((row, i) => ({ row, i })).sort((a, b) => dated(b.row) - dated(a.row) || a.i - b.i);
  const place = new Map(rows.map((row, i) => [row, i]));
  for (const [n, { row }] of order.entries()) {
    checked(n);
    const pick = picked.get(rowKey(row));
    if (pick !== undefined) {
      matched.push({ row, film: filmOf(byId.get(pick)!) });
      continue;
    }
    const candidates = [...new Set(keys(row).flatMap((k) => byNorm.get(k) ?? []))];
    const found = pickFilm(row, candidates);
    if ('film' in found) {
      matched.push({ row, film: filmOf(found.film) });
      continue;
    }
    // The same title in other years (pickFilm refused them): offered, the closest years first.
    let suggestions: Suggestion[] = nearestYears(candidates, row.year);
    const words = normalizeTitle(row.title).split(' ').filter(Boolean);
    const lookup = !candidates.length && words.length ? nearFilms(words, row.year) : null;
    if (lookup) {
      const near = await lookup;
      // Taken only when it is the one film of that very year and the title is more than a short
      // word ('Up' must not become 'Up in the Air'); otherwise these are suggestions.
      const sameYear = near.filter((f) => row.year !== null && f.year === row.year);
      if (sameYear.length === 1 && words.join('').length >= MIN_WORD_MATCH_CHARS) {
        matched.push({ row, film: filmOf(sameYear[0]!) });
        continue;
      }
      suggestions = near
        .slice(0, MAX_SUGGESTIONS)
        .map((f) => ({ movieId: f.id, title: f.title, year: f.year }));
    }
    if (catalog.source === 'tmdb' && !candidates.length && remoteLookups < MAX_REMOTE_LOOKUPS) {
      remoteLookups += 1;
      const film = await searchRemote(catalog, row);
      if (film) {
        matched.push({ row, film });
        continue;
      }
    }
    const reason = suggestions.length ? `${found.reason}; did you mean one of these?` : found.reason;
    unmatched.push({ row, reason, suggestions });
  }
  checked(rows.length);
  const inFileOrder = (a: { row: ImportRow }, b: { row: ImportRow }) => place.get(a.row)! - place.get(b.row)!;
  return { matched: matched.sort(inFileOrder), unmatched: unmatched.sort(inFileOrder) };
}

const dated = (row: ImportRow) => (row.watchedOn ? 1 : 0);

/** Films of the row's title but another year, as near misses: the closest years first. */
function nearestYears(candidates: readonly TitledFilm[], year: number | null): Suggestion[] {
  const distance = (f: TitledFilm) => (year === null || f.year === null ? 0 : Math.abs(f.year - year));
  return [...candidates]
    .sort((a, b) => distance(a) - distance(b) || b.voteCount - a.voteCount)
    .slice(0, MAX_SUGGESTIONS)
    .map((f) => ({ movieId: f.id, title: f.title, year: f.year }));
}

/**
 * The catalog film each titled row means, matched exactly as an import matches its rows (a list's
 * import reads its films this way): the film, or why there is none.
 */
export async function matchFilms(
  catalog: Catalog,
  rows: readonly { row: number; title: string; year: number | null }[],
): Promise<{ row: number; film: Film | null; reason: string | null }[]> {
  const importRows: ImportRow[] = rows.map((r) => ({
    file: null,
    row: r.row,
    title: r.title,
    altTitle: null,
    directors: [],
    year: r.year,
    list: 'watchlist',
    watchedOn: null,
    stars: null,
    ratedOn: null,
    markedOn: null,
    loggedOn: null,
    uri: null,
    imdbConst: null,
    ratingText: null,
    rewatch: false,
    review: null,
    reviewShown: false,
    tags: [],
    problem: null,
  }));
  const { matched, unmatched } = await matchRows(catalog, importRows, new Map(), () => {});
  const films = new Map(matched.map((m) => [m.row.row, m.film]));
  const reasons = new Map(unmatched.map((u) => [u.row.row, u.reason]));
  return rows.map((r) => ({
    row: r.row,
    film: films.get(r.row) ?? null,
    reason: reasons.get(r.row) ?? null,
  }));
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
