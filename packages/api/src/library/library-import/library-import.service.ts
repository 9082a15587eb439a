import { type Catalog, generatedPosterUrl, normalizeTitle, toCsv } from '@chuck/catalog';
import type { Db, SeenRating } from '@chuck/db';
import { chunks } from '@chuck/db';
import { strToU8, zipSync } from 'fflate';
import { listOwn } from '../../club/dvd-club/dvd-club.service.ts';
import type { AppDeps, WriteDeps } from '../../context.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { favouritesOf } from '../../front-counter/preferences/preferences.service.ts';
import type { FilmFields } from '../../lib/movie-fields.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { STARS_FOR_THUMB, thumbsFromStars } from '../../shared/diary-limits.ts';
import { lockMember } from '../../support/identity/identity.service.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { enforce } from '../../support/rate-limits/rate-limits.service.ts';
import * as diary from '../diary/diary.service.ts';
import * as seen from '../seen/seen.service.ts';
import { getSocialProfile } from '../social-profile/social-profile.service.ts';
import { listWatchingSoon } from '../watching-soon/watching-soon.service.ts';
import * as watchlist from '../watchlist/watchlist.service.ts';
import { importProgress, type ReportProgress } from './import-progress.ts';
import { readLetterboxdZip } from './letterboxd-zip.ts';
import {
  type CatalogFilm,
  exportRows,
  type ImportRow,
  letterboxdExportFiles,
  pickFilm,
  readCsvRecords,
  readLibraryFile,
} from './library-formats.ts';
import * as repo from './library-import.repository.ts';
import {
  type ExportOutput,
  type ImportCounts,
  type ImportLibraryInput,
  type ImportMatch,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportReport,
  MAX_PAST_IMPORTS,
  MAX_UNMATCHED_LISTED,
  type PastImports,
  type UndoImportOutput,
} from './library-import.schema.ts';

const IMPORT_LIMIT = {
  max: 20,
  windowSeconds: 60 * 60,
  message: 'That is a lot of imports in a row. Please wait a while and try again.',
};
/** Previews come before each import, and a member may look at a few files first. */
const PREVIEW_LIMIT = { ...IMPORT_LIMIT, max: 60 };
/** Rows the TMDB provider is asked about when the local catalog has no match (it is rate-limited). */
const MAX_REMOTE_LOOKUPS = 100;
/**
 * Titles looked up by their words (original titles, near misses), and near misses offered per row.
 * A title is looked up once however many of the file's CSVs hold it.
 */
const MAX_WORD_LOOKUPS = 500;
const MAX_SUGGESTIONS = 3;
const MIN_WORD_MATCH_CHARS = 5;
const WRITE_CHUNK = 1000;

type Film = FilmFields;
type Suggestion = { movieId: number; title: string; year: number | null };
type Matched = { row: ImportRow; film: Film };
type Unmatched = { row: ImportRow; reason: string; suggestions: Suggestion[] };

/** A rating as the preview words it: '3.5 stars (liked)'. */
function ratingWords({ starsHalves, userRating }: seen.Judgement): string {
  const thumbs = userRating === 'thumbs_up' ? 'liked' : 'disliked';
  if (starsHalves === null) return thumbs;
  const stars = starsHalves / 2;
  return `${stars} star${stars === 1 ? '' : 's'} (${thumbsFromStars(stars) ? thumbs : `${thumbs} as before`})`;
}

type MovieRow = Awaited<ReturnType<typeof repo.filmsByTitleNorm>>[number];
const filmOf = (f: MovieRow): Film => ({
  movieId: f.id,
  title: f.title,
  posterUrl: f.posterPath ?? generatedPosterUrl(f.id),
  year: f.year,
  rating: f.voteAverage === null ? null : f.voteAverage.toFixed(1),
  description: f.overview || null,
});

/** A row of a file (a zip's rows are numbered per CSV): its file and number. */
const rowKey = (r: { file: string | null; row: number }) => `${r.file ?? ''}\n${r.row}`;

/**
 * The films the member picked in the preview (near misses accepted), checked against the file: each
 * names a row of it that can be imported, once. Row key → the film's id.
 */
function pickedRows(rows: readonly ImportRow[], matches: readonly ImportMatch[] = []): Map<string, number> {
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
async function matchRows(
  db: Db,
  catalog: Catalog,
  rows: readonly ImportRow[],
  picked: ReadonlyMap<string, number>,
  /** Told how many rows have been checked (most of a large file's time is here and in saving). */
  checked: (rows: number) => void,
): Promise<{ matched: Matched[]; unmatched: Unmatched[] }> {
  const keys = (row: ImportRow) =>
    [row.title, row.altTitle].filter((t): t is string => Boolean(t)).map(normalizeTitle);
  const [films, pickedFilms] = await Promise.all([
    repo.filmsByTitleNorm(db, rows.filter((r) => !picked.has(rowKey(r))).flatMap(keys)),
    repo.filmsByIds(db, [...picked.values()]),
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
  const lookups = new Map<string, Promise<MovieRow[]>>();
  const nearFilms = (words: string[], year: number | null) => {
    const key = `${words.join(' ')}|${year ?? ''}`;
    if (!lookups.has(key) && lookups.size >= MAX_WORD_LOOKUPS) return null;
    if (!lookups.has(key)) lookups.set(key, repo.filmsWithWords(db, words, year, MAX_SUGGESTIONS + 1));
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
function nearestYears(candidates: readonly MovieRow[], year: number | null): Suggestion[] {
  const distance = (f: MovieRow) => (year === null || f.year === null ? 0 : Math.abs(f.year - year));
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
  db: Db,
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
    tags: [],
    problem: null,
  }));
  const { matched, unmatched } = await matchRows(db, catalog, importRows, new Map(), () => {});
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

/** The upload read into rows, with the member's picks checked against them (no database needed). */
async function readFile(input: ImportLibraryInput): Promise<ImportFile> {
  const file = await readRows(input);
  return { ...file, picked: pickedRows(file.rows, input.matches) };
}
type ImportFile = ReturnType<typeof readLibraryFile> & { picked: Map<string, number> };

async function readRows(input: ImportLibraryInput) {
  if (input.zip !== undefined) return readLetterboxdZip(input.zip, input.filename);
  if (input.csv === undefined) throw invalid('Send the file: csv (its text) or zip (base64).');
  return readLibraryFile(await readCsvRecords(input.csv), input.filename);
}

/** What an import changes, worked out against the member's library as it is now. */
interface Plan {
  format: ImportPreview['format'];
  rows: ImportPreviewRow[];
  diaryInserts: diary.NewEntry[];
  diaryUpdates: { id: number; patch: DiaryFields; before: DiaryFields }[];
  seenChanges: { film: Film; judgement: seen.Judgement; before: seen.Judgement | null }[];
  queueAdds: Film[];
  /** Rated films that stay on the watchlist (an IMDb file, keepOnWatchlist): not taken off it. */
  keptQueued: Set<number>;
  /** What the file says about its films (URI, IMDb id, its title and year, dates), for the export. */
  linkChanges: { link: repo.FilmLink; before: repo.FilmLink | null }[];
}
type DiaryFields = Pick<diary.NewEntry, 'ratingHalves' | 'rewatch' | 'review' | 'tags'>;

/**
 * A diary entry's key: its film and date, and its Letterboxd URI when it has one (two watches of one
 * day are two entries; a review row and its diary row share the URI and are one).
 */
const diaryKey = (uri: string | null, movieId: number | null, title: string, watchedOn: string) => {
  const watch = movieId !== null ? `m${movieId}|${watchedOn}` : `t${title.toLowerCase()}|${watchedOn}`;
  return uri ? `${watch}|u${uri}` : watch;
};
const sameFields = (a: DiaryFields, b: DiaryFields) =>
  a.ratingHalves === b.ratingHalves &&
  a.rewatch === b.rewatch &&
  a.review === b.review &&
  a.tags.join('\n') === b.tags.join('\n');

/**
 * docs/product.md §4 'Import and export'. Dated rows are diary entries (the same film and date as an
 * existing entry updates it, so re-importing changes nothing); every matched seen row puts its film on
 * the seen list with the thumbs README 'Stars and thumbs' gives it (an undated rating, as ratings.csv
 * has, wins over the diary's; else the latest watch's); the queue rows go to the front of the watchlist.
 */
async function planImport(
  db: Db,
  catalog: Catalog,
  userId: string,
  { format, rows, picked }: ImportFile,
  progress: ReportProgress,
  keepOnWatchlist = true,
): Promise<Plan> {
  // A zip's rows come from several files: a row is its file and number, ordered as the files were read.
  const keyOf = rowKey;
  const rank = new Map(rows.map((r, i) => [keyOf(r), i]));
  const byRank = (a: { file: string | null; row: number }, b: { file: string | null; row: number }) =>
    rank.get(keyOf(a))! - rank.get(keyOf(b))!;
  const out = new Map<string, ImportPreviewRow>();
  const say = (
    row: ImportRow,
    fields: Partial<ImportPreviewRow> & Pick<ImportPreviewRow, 'list' | 'action'>,
  ) =>
    out.set(keyOf(row), {
      file: row.file,
      row: row.row,
      title: row.title,
      year: row.year,
      match: null,
      reason: null,
      rating: row.ratingText,
      warning: null,
      suggestions: [],
      merged: false,
      leavesWatchlist: false,
      ...fields,
    });
  const listOf = (row: ImportRow) => (row.watchedOn ? 'diary' : row.list);

  const problems = rows.filter((r) => r.problem);
  for (const row of problems) say(row, { list: listOf(row), action: 'skip', reason: row.problem });
  const { matched, unmatched } = await matchRows(
    db,
    catalog,
    rows.filter((r) => !r.problem),
    picked,
    (checked) => progress('matching', problems.length + checked, rows.length),
  );
  const ids = [...new Set(matched.map((m) => m.film.movieId))];
  const [current, queued, entries, favourites, links] = await Promise.all([
    seen.ratingsOf(db, userId, ids),
    watchlist.queuedMovieIds(db, userId, ids),
    diary.allEntries(db, userId),
    favouritesOf(db, { kind: 'member', userId }),
    repo.filmLinks(db, userId, ids),
  ]);
  const favouriteIds = new Set(favourites.map((f) => f.movieId));

  // The diary: dated rows, matched or not (a film the catalog lacks is kept by its title).
  // An entry logged here has no URI: a file's row of the same film and date updates it.
  const existing = new Map(
    entries.flatMap((e) => {
      const key = diaryKey(e.letterboxdUri, e.movieId, e.title, e.watchedOn);
      return e.letterboxdUri ? [[key, e] as const] : [[key, e] as const, [`${key}|any`, e] as const];
    }),
  );
  const planned = new Map<
    string,
    { row: ImportRow; insert?: diary.NewEntry; update?: Plan['diaryUpdates'][number] }
  >();
  const dated = [
    ...matched.map((m) => ({ row: m.row, film: m.film as Film | null, suggestions: [] as Suggestion[] })),
    ...unmatched.map((u) => ({ row: u.row, film: null, suggestions: u.suggestions })),
  ]
    .filter((d) => d.row.watchedOn)
    .sort((a, b) => byRank(a.row, b.row));
  for (const { row, film, suggestions } of dated) {
    const watchedOn = row.watchedOn!;
    const key = diaryKey(row.uri, film?.movieId ?? null, film?.title ?? row.title, watchedOn);
    const fields: DiaryFields = {
      ratingHalves: seen.halvesOf(row.stars),
      rewatch: row.rewatch,
      review: row.review,
      tags: row.tags,
    };
    const match = film ? { movieId: film.movieId, title: film.title, year: film.year } : null;
    const earlier = planned.get(key);
    if (earlier) {
      // Letterboxd merges rows of the same film and date into one entry; the later row's values win.
      say(earlier.row, {
        list: 'diary',
        action: 'skip',
        match,
        merged: true,
        reason: `Same film and date as ${row.file && row.file !== earlier.row.file ? `${row.file}, ` : ''}row ${row.row}: merged`,
      });
    }
    const before =
      existing.get(key) ??
      existing.get(`${diaryKey(null, film?.movieId ?? null, film?.title ?? row.title, watchedOn)}|any`);
    if (before) {
      const was: DiaryFields = {
        ratingHalves: before.ratingHalves,
        rewatch: before.rewatch,
        review: before.review,
        tags: before.tags,
      };
      if (sameFields(was, fields)) {
        planned.set(key, { row });
        say(row, { list: 'diary', action: 'skip', match, reason: 'Already in your diary' });
      } else {
        planned.set(key, { row, update: { id: before.id, patch: fields, before: was } });
        say(row, {
          list: 'diary',
          action: 'update',
          match,
          reason: `Updates your diary entry of ${watchedOn}`,
        });
      }
      continue;
    }
    planned.set(key, {
      row,
      insert: {
        movieId: film?.movieId ?? null,
        title: film?.title ?? row.title,
        year: film ? film.year : row.year,
        posterUrl: film?.posterUrl ?? null,
        watchedOn,
        ...fields,
        public: false,
        loggedOn: row.loggedOn,
        letterboxdUri: row.uri,
      },
    });
    say(row, {
      list: 'diary',
      action: 'add',
      match,
      suggestions,
      reason: film ? null : 'Not in the catalog: kept in your diary by its title, not on the seen list',
    });
  }

  // The seen list: each matched film once, with the rating its rows give it: an undated rating
  // (ratings.csv, IMDb) wins over the diary's, else the latest watch's.
  const judged = new Map<
    number,
    {
      film: Film;
      stars: number | null;
      ratedOn: string | null;
      undated: boolean;
      date: string;
      rows: ImportRow[];
      /** Two undated rows of the film that disagree: what the preview says will happen. */
      conflict: string | null;
    }
  >();
  for (const { row, film } of matched.filter((m) => m.row.list === 'seen')) {
    const at = judged.get(film.movieId) ?? {
      film,
      stars: null,
      ratedOn: null,
      undated: false,
      date: '',
      rows: [],
      conflict: null,
    };
    at.rows.push(row);
    if (row.stars !== null) {
      const date = row.watchedOn ?? '';
      if (!row.watchedOn && at.undated && at.stars !== row.stars) {
        const place = (r: ImportRow) => `${r.file ? `${r.file}, ` : ''}row ${r.row}`;
        const earlier = at.rows.find((r) => !r.watchedOn && r.stars === at.stars)!;
        at.conflict = `${film.title} is rated twice: ${place(earlier)} says ${at.stars} stars, ${place(row)} ${row.stars}; the later row is kept`;
      }
      if (!row.watchedOn) Object.assign(at, { stars: row.stars, ratedOn: row.ratedOn, undated: true });
      else if (!at.undated && date >= at.date) Object.assign(at, { stars: row.stars, ratedOn: date, date });
    }
    judged.set(film.movieId, at);
  }
  const seenChanges: Plan['seenChanges'] = [];
  const keptQueued = new Set<number>();
  for (const { film, stars, ratedOn, rows: filmRows, conflict } of judged.values()) {
    const before = current.get(film.movieId) ?? null;
    const judgement = seen.rateInStars(stars, ratedOn, before ?? undefined);
    const changes = !seen.sameJudgement(before ?? undefined, judgement);
    if (changes) seenChanges.push({ film, judgement, before });
    const userRating = judgement.userRating;
    const warning =
      userRating === 'thumbs_down' && before?.userRating !== 'thumbs_down' && favouriteIds.has(film.movieId)
        ? `${film.title} is one of your top-3 favourites and would turn Disliked (${stars} stars)`
        : conflict;
    // Issue 29: an IMDb rating never takes a film off the watchlist silently: the row says which.
    const onQueue = queued.has(film.movieId);
    const keep = onQueue && format === 'imdb' && keepOnWatchlist;
    if (keep) keptQueued.add(film.movieId);
    const queueWord = !onQueue
      ? null
      : keep
        ? 'stays on your watchlist'
        : format === 'imdb'
          ? 'takes it off your watchlist (you chose not to keep it there)'
          : 'takes it off your watchlist';
    const rated = !changes
      ? null
      : before === null
        ? `Marks it seen: ${ratingWords(judgement)}`
        : `Changes your rating from ${ratingWords(before)} to ${ratingWords(judgement)}`;
    const effect = rated && queueWord ? `${rated}; ${queueWord}` : rated;
    const match = { movieId: film.movieId, title: film.title, year: film.year };
    // Marking a film seen takes it off the watchlist; an IMDb rating may not mean the member watched
    // it, so the preview says so and offers keepOnWatchlist.
    const leavesWatchlist = format === 'imdb' && changes && queued.has(film.movieId);
    let told = false;
    for (const row of filmRows) {
      const ratingRow = row.stars !== null;
      if (row.watchedOn) {
        const said = out.get(keyOf(row))!;
        out.set(keyOf(row), {
          ...said,
          reason: [said.reason, told ? null : effect].filter(Boolean).join('; ') || null,
          warning: ratingRow ? warning : null,
          leavesWatchlist: leavesWatchlist && !told,
        });
        told ||= effect !== null;
        continue;
      }
      if (!told && changes) {
        say(row, {
          list: 'seen',
          action: before === null ? 'add' : 'update',
          match,
          reason: effect,
          warning,
          leavesWatchlist,
        });
        told = true;
      } else {
        say(row, {
          list: 'seen',
          action: 'skip',
          match,
          reason: 'Already on your seen list as the file has it',
        });
      }
    }
  }

  // The watchlist, in file order.
  const queueAdds = new Map<number, Film>();
  for (const { row, film } of matched.filter((m) => m.row.list === 'watchlist')) {
    const match = { movieId: film.movieId, title: film.title, year: film.year };
    if (queued.has(film.movieId) || queueAdds.has(film.movieId)) {
      say(row, { list: 'watchlist', action: 'skip', match, reason: 'Already on your watchlist' });
    } else {
      queueAdds.set(film.movieId, film);
      say(row, { list: 'watchlist', action: 'add', match });
    }
  }
  for (const { row, reason, suggestions } of unmatched.filter((u) => !u.row.watchedOn)) {
    say(row, { list: row.list, action: 'skip', reason, suggestions });
  }

  return {
    format,
    rows: [...out.values()].sort(byRank),
    diaryInserts: [...planned.values()].flatMap((p) => (p.insert ? [p.insert] : [])),
    diaryUpdates: [...planned.values()].flatMap((p) => (p.update ? [p.update] : [])),
    seenChanges,
    queueAdds: [...queueAdds.values()],
    keptQueued,
    linkChanges: linkChanges(matched, links),
  };
}

/**
 * What the file says about each matched film (issue 29), merged over what earlier files said: its
 * Letterboxd URI (a film-level row's: a diary row's URI is the entry's), IMDb id, own title and year,
 * and the days watched.csv and watchlist.csv give. Only the links that change.
 */
function linkChanges(matched: readonly Matched[], links: readonly repo.FilmLink[]): Plan['linkChanges'] {
  const before = new Map(links.map((l) => [l.movieId, l]));
  const after = new Map<number, repo.FilmLink>();
  for (const { row, film } of matched) {
    const was = after.get(film.movieId) ??
      before.get(film.movieId) ?? {
        movieId: film.movieId,
        letterboxdUri: null,
        imdbConst: null,
        title: null,
        year: null,
        watchedOn: null,
        listedOn: null,
      };
    const filmRow = !row.watchedOn;
    after.set(film.movieId, {
      ...was,
      title: row.title,
      year: row.year,
      letterboxdUri: (filmRow && row.uri) || was.letterboxdUri,
      imdbConst: row.imdbConst ?? was.imdbConst,
      watchedOn: (filmRow && row.list === 'seen' && row.markedOn) || was.watchedOn,
      listedOn: (row.list === 'watchlist' && row.markedOn) || was.listedOn,
    });
  }
  const same = (a: repo.FilmLink, b: repo.FilmLink) =>
    (Object.keys(a) as (keyof repo.FilmLink)[]).every((k) => a[k] === b[k]);
  return [...after.values()].flatMap((link) => {
    const was = before.get(link.movieId) ?? null;
    return was && same(was, link) ? [] : [{ link, before: was }];
  });
}

/** POST /user/import/preview: the plan, row by row (every row); nothing is written. */
export async function previewImport(
  ctx: Pick<AppDeps, 'db' | 'catalog' | 'bus'>,
  userId: string,
  input: ImportLibraryInput,
): Promise<ImportPreview> {
  const file = await readFile(input);
  await enforce(ctx.db, `library-preview:${userId}`, PREVIEW_LIMIT);
  const progress = importProgress(ctx.bus, userId, 'preview');
  const plan = await planImport(ctx.db, ctx.catalog, userId, file, progress, input.keepOnWatchlist);
  const rows = previewOrder(plan.rows);
  const count = (action: ImportPreviewRow['action'], of = rows) =>
    of.filter((r) => r.action === action).length;
  const files = [...new Set(rows.map((r) => r.file))].map((name) => {
    const of = rows.filter((r) => r.file === name);
    return {
      file: name,
      rows: of.length,
      add: count('add', of),
      update: count('update', of),
      skip: count('skip', of),
      unmatched: of.filter(isNotImported).length,
    };
  });
  return {
    format: plan.format,
    rows,
    files,
    totals: { add: count('add'), update: count('update'), skip: count('skip') },
    warnings: [...new Set(rows.flatMap((r) => (r.warning ? [r.warning] : [])))],
  };
}

/** A zip's CSVs as the preview lists them: what a member checks first (the diary, reviews) first. */
const PREVIEW_FILES = ['diary.csv', 'reviews.csv', 'ratings.csv', 'watched.csv', 'watchlist.csv'];
function previewOrder(rows: readonly ImportPreviewRow[]): ImportPreviewRow[] {
  const rank = (file: string | null) => {
    const i = PREVIEW_FILES.indexOf(file?.slice(file.lastIndexOf('/') + 1) ?? '');
    return i === -1 ? PREVIEW_FILES.length : i;
  };
  // Array.prototype.sort is stable: rows of one file keep their order.
  return [...rows].sort((a, b) => rank(a.file) - rank(b.file));
}

/** What an applied import replaced: its undo puts exactly this back (diary entries it added carry its id). */
interface UndoLog {
  diary: { id: number; before: DiaryFields }[];
  /** `before` was thumbs alone (a string) in undo logs written before issue 29's stars. */
  seen: { film: Film; before: seen.Judgement | null }[];
  taken: (Film & { id: number; watchOptions: string | null; position: number; addedAt: string })[];
  queued: number[];
  /** Absent from logs written before issue 29's film links. */
  links?: { movieId: number; before: repo.FilmLink | null }[];
}

/**
 * Applies an import (the plan the preview showed, worked out again inside the transaction): seen
 * films first (marking seen takes a film off the queue), then the diary, then the queue in file
 * order, so the last row ends at the front. Records what it replaced, for undo.
 */
export async function importLibrary(
  ctx: Pick<AppDeps, 'db' | 'catalog' | 'effects' | 'bus'>,
  userId: string,
  input: ImportLibraryInput,
): Promise<ImportReport> {
  const file = await readFile(input);
  await enforce(ctx.db, `library-import:${userId}`, IMPORT_LIMIT);

  const progress = importProgress(ctx.bus, userId, 'apply');
  const { plan, importId } = await inTransaction(ctx.db, async (trx) => {
    await lockMember(trx, userId);
    const plan = await planImport(trx, ctx.catalog, userId, file, progress, input.keepOnWatchlist);
    const changes =
      plan.diaryInserts.length +
      plan.diaryUpdates.length +
      plan.seenChanges.length +
      plan.queueAdds.length +
      plan.linkChanges.length;
    let saved = 0;
    const savedMore = (n: number) => {
      saved += n;
      progress('saving', saved, changes);
    };
    if (!changes) {
      if (plan.rows.some((r) => r.match)) await ctx.effects.emit(trx, { type: 'library.imported', userId });
      return { plan, importId: null };
    }
    const importId = await repo.insertImport(
      trx,
      userId,
      plan.format,
      input.filename ?? null,
      countsOf(plan.rows),
    );
    const undo: UndoLog = { diary: [], seen: [], taken: [], queued: [], links: [] };
    savedMore(0);

    for (const part of chunks(plan.seenChanges, WRITE_CHUNK)) {
      await seen.upsertItems(
        trx,
        userId,
        part.map(({ film, judgement }) => ({ ...film, watchOptions: null, ...judgement })),
      );
      const taken = await watchlist.takeItems(
        trx,
        userId,
        part.map(({ film }) => film.movieId).filter((id) => !plan.keptQueued.has(id)),
      );
      undo.taken.push(
        ...taken.map(({ watchOptions, addedAt, ...item }) => ({
          ...item,
          watchOptions: watchOptions ? JSON.stringify(watchOptions) : null,
          addedAt: addedAt.toISOString(),
        })),
      );
      savedMore(part.length);
    }
    undo.seen = plan.seenChanges.map(({ film, before }) => ({ film, before }));
    for (const part of chunks(plan.diaryInserts, WRITE_CHUNK)) {
      await diary.insertEntries(
        trx,
        userId,
        part.map((entry) => ({ ...entry, importId })),
      );
      savedMore(part.length);
    }
    for (const { id, patch, before } of plan.diaryUpdates) {
      await diary.updateEntryRow(trx, userId, id, patch);
      undo.diary.push({ id, before });
      savedMore(1);
    }
    for (const part of chunks(plan.queueAdds, WRITE_CHUNK)) {
      await watchlist.insertAtFront(
        trx,
        userId,
        part.map((film) => ({ ...film, watchOptions: null })),
      );
      savedMore(part.length);
    }
    undo.queued = plan.queueAdds.map((film) => film.movieId);
    for (const part of chunks(plan.linkChanges, WRITE_CHUNK)) {
      await repo.upsertFilmLinks(
        trx,
        userId,
        part.map((c) => c.link),
      );
      savedMore(part.length);
    }
    undo.links = plan.linkChanges.map(({ link, before }) => ({ movieId: link.movieId, before }));
    await repo.saveUndo(trx, importId, undo);

    await ctx.effects.emit(trx, { type: 'library.imported', userId });
    if (plan.seenChanges.length) await ctx.effects.emit(trx, { type: 'taste.changed', userId });
    return { plan, importId };
  });

  const notImported = plan.rows.filter(isNotImported);
  const { imported, alreadyPresent, diaryEntries } = countsOf(plan.rows);
  return {
    format: plan.format,
    imported,
    alreadyPresent,
    unmatched: notImported.slice(0, MAX_UNMATCHED_LISTED).map(({ file, row, title, year, reason }) => ({
      file,
      row,
      title,
      year,
      reason: reason ?? 'Not imported',
    })),
    unmatchedTotal: notImported.length,
    diaryEntries,
    importId,
  };
}

/** A row the import leaves out: skipped and matching no film (a row merged into another is imported). */
const isNotImported = (r: ImportPreviewRow) => r.action === 'skip' && !r.match && !r.merged;

/** The report's counts (kept with the import, so the list of past imports says the same). */
function countsOf(rows: readonly ImportPreviewRow[]): ImportCounts {
  return {
    imported: rows.filter((r) => r.action !== 'skip').length,
    alreadyPresent: rows.filter((r) => r.action === 'skip' && r.match).length,
    unmatched: rows.filter(isNotImported).length,
    diaryEntries: rows.filter((r) => r.list === 'diary' && r.action !== 'skip').length,
  };
}

const UNDO_HOURS = 24;

/** GET /user/imports: the member's imports, latest first; only the last can be undone, within 24 hours. */
export async function pastImports(db: Db, userId: string): Promise<PastImports> {
  const rows = await repo.memberImports(db, userId, MAX_PAST_IMPORTS);
  return rows.map((row, i) => ({
    id: row.id,
    appliedAt: row.createdAt.toISOString(),
    format: row.format as PastImports[number]['format'],
    filename: row.filename,
    counts: (row.counts as ImportCounts | null) ?? null,
    undoneAt: row.undoneAt?.toISOString() ?? null,
    undoable: i === 0 && row.undoneAt === null && row.recent,
    undoUntil: new Date(row.createdAt.getTime() + UNDO_HOURS * 3600_000).toISOString(),
  }));
}

/** An undo log's `before`: thumbs alone in logs written before the stars (issue 29), as 4 or 2 stars. */
function judgementOf(before: seen.Judgement | SeenRating): seen.Judgement {
  if (typeof before !== 'string') return before;
  return {
    userRating: before,
    starsHalves: seen.halvesOf(STARS_FOR_THUMB[before]),
    ratedOn: null,
    fromThumbs: true,
  };
}

const NO_UNDO = 'Import not found';
const UNDO_WINDOW = 'An import can be undone for 24 hours after it was applied; this one can no longer be.';

/** POST /user/import/{id}/undo: the member's last import, within 24 hours, put back exactly as it was. */
export async function undoImport(
  { db, effects }: WriteDeps,
  userId: string,
  id: number,
): Promise<UndoImportOutput> {
  return inTransaction(db, async (trx) => {
    await lockMember(trx, userId);
    const last = await repo.lastImport(trx, userId);
    if (!last || !(await repo.isMemberImport(trx, userId, id))) throw notFound(NO_UNDO);
    if (last.id !== id) throw conflict('Only your last import can be undone.');
    if (last.undoneAt) throw conflict('That import has already been undone.');
    if (!last.undoable) throw conflict(UNDO_WINDOW);
    const undo = last.undo as UndoLog;

    const diaryEntries = await diary.deleteImported(trx, userId, id);
    for (const { id: entryId, before } of undo.diary)
      await diary.updateEntryRow(trx, userId, entryId, before);
    await watchlist.deleteItems(trx, userId, undo.queued);
    const added = undo.seen.filter((s) => s.before === null).map((s) => s.film.movieId);
    await seen.deleteItems(trx, userId, added);
    const changed = undo.seen.flatMap(({ film, before }) =>
      before ? [{ ...film, watchOptions: null, ...judgementOf(before) }] : [],
    );
    for (const part of chunks(changed, WRITE_CHUNK)) await seen.upsertItems(trx, userId, part);
    await watchlist.restoreItems(trx, userId, undo.taken);
    const links = undo.links ?? [];
    await repo.deleteFilmLinks(
      trx,
      userId,
      links.filter((l) => l.before === null).map((l) => l.movieId),
    );
    await repo.upsertFilmLinks(
      trx,
      userId,
      links.flatMap((l) => (l.before ? [l.before] : [])),
    );
    await repo.markUndone(trx, id);
    if (undo.seen.length) await effects.emit(trx, { type: 'taste.changed', userId });
    return {
      diaryEntries: diaryEntries + undo.diary.length,
      seen: undo.seen.length,
      watchlist: undo.queued.length + undo.taken.length,
    };
  });
}

export async function exportLibrary(db: Db, userId: string, now = new Date()): Promise<ExportOutput> {
  const [queue, seenList, entries] = await Promise.all([
    watchlist.listWatchlist(db, userId),
    seen.listSeen(db, userId),
    diary.allEntries(db, userId),
  ]);
  return {
    filename: `chucks-video-store-library-${now.toISOString().slice(0, 10)}.csv`,
    csv: toCsv(exportRows(queue, seenList, entries.map(diary.toDiaryEntry))),
  };
}

/**
 * GET /user/export?format=zip (docs/product.md §4 'Import and export'): Letterboxd's export CSVs,
 * which its importer and ours read back, and backup.json with everything of the member's library.
 */
export async function exportLibraryZip(
  db: Db,
  user: SessionUser,
  now = new Date(),
): Promise<{ filename: string; zip: string }> {
  const [queue, seenList, entries, watchingSoon, profile, collection, links] = await Promise.all([
    watchlist.listWatchlist(db, user.id),
    seen.listSeen(db, user.id),
    diary.allEntries(db, user.id),
    listWatchingSoon(db, user.id),
    getSocialProfile(db, user.id),
    listOwn(db, user),
    repo.filmLinks(db, user.id),
  ]);
  const diaryEntries = entries.map(diary.toDiaryEntry);
  const kept = entries.map((e, i) => ({
    ...diaryEntries[i]!,
    loggedOn: e.loggedOn,
    letterboxdUri: e.letterboxdUri,
  }));
  const files: Record<string, Uint8Array> = {};
  const csvs = letterboxdExportFiles(queue, seenList, kept, new Map(links.map((l) => [l.movieId, l])));
  for (const [name, rows] of Object.entries(csvs)) {
    files[name] = strToU8(toCsv(rows));
  }
  const backup = {
    exportedAt: now.toISOString(),
    profile,
    watchlist: queue,
    seen: seenList,
    diary: diaryEntries,
    watchingSoon,
    collection,
  };
  files['backup.json'] = strToU8(JSON.stringify(backup, null, 2));
  return {
    filename: `chucks-video-store-library-${now.toISOString().slice(0, 10)}.zip`,
    zip: Buffer.from(zipSync(files)).toString('base64'),
  };
}
