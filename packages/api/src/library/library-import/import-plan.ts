import type { Catalog } from '@chuck/catalog';
import type { Db, PreferredMovie } from '@chuck/db';
import { favouritesOf } from '../../front-counter/preferences/preferences.service.ts';
import * as diary from '../diary/diary.service.ts';
import * as seen from '../seen/seen.service.ts';
import * as watchlist from '../watchlist/watchlist.service.ts';
import { type LinkChange, linkChanges } from './film-links.ts';
import { type Film, type Matched, matchRows, type Unmatched } from './import-matching.ts';
import type { ReportProgress } from './import-progress.ts';
import type { ImportRow, ReadResult } from './library-formats.ts';
import * as repo from './library-import.repository.ts';
import type { ImportPreview, ImportPreviewRow } from './library-import.schema.ts';
import { type DiaryUpdate, planDiary } from './plan-diary.ts';
import { planSeen, type SeenChange } from './plan-seen.ts';
import { type PreviewLines, previewLines } from './preview-lines.ts';
import {
  type FoundFavourites,
  findFavourites,
  type ProfileFavourites,
  planFavourites,
} from './profile-favourites.ts';

/**
 * The upload read into rows, with the member's picks (row key → film id) checked against them, and
 * a Letterboxd zip's profile favourites.
 */
export type ImportFile = ReadResult & { picked: Map<string, number>; favourites: ProfileFavourites | null };

/**
 * The catalog films the file names: each row's (or why none) and the profile's favourites'. Found
 * before an import's transaction, not inside it: the catalog reads outside any caller's transaction
 * (on PGlite it would wait for the one connection the transaction holds), and what it answers does
 * not depend on the member's library.
 */
export interface ImportMatches {
  matched: Matched[];
  unmatched: Unmatched[];
  favourites: FoundFavourites | null;
}

/** Matches the file's rows, and its profile's favourites, to catalog films (import-matching.ts). */
export async function matchImport(
  catalog: Catalog,
  { rows, picked, favourites: profile }: ImportFile,
  progress: ReportProgress,
): Promise<ImportMatches> {
  const problems = rows.filter((r) => r.problem).length;
  const { matched, unmatched } = await matchRows(
    catalog,
    rows.filter((r) => !r.problem),
    picked,
    (checked) => progress('matching', problems + checked, rows.length),
  );
  const favourites = profile && (await findFavourites(catalog, profile, matched));
  return { matched, unmatched, favourites };
}

/** What an import changes, worked out against the member's library as it is now. */
export interface Plan {
  format: ImportPreview['format'];
  rows: ImportPreviewRow[];
  diaryInserts: diary.NewEntry[];
  diaryUpdates: DiaryUpdate[];
  seenChanges: SeenChange[];
  queueAdds: Film[];
  /** Rated films that stay on the watchlist (an IMDb file, keepOnWatchlist): not taken off it. */
  keptQueued: Set<number>;
  /** What the file says about its films (URI, IMDb id, its title and year, dates), for the export. */
  linkChanges: LinkChange[];
  /** The profile's favourites as the member's Top 3 Favorites (they had none); empty: unchanged. */
  favourites: PreferredMovie[];
}

/**
 * docs/product.md §4 'Import and export': what an import of the file changes, against the member's
 * library as it is now, and the preview's line for every row. Dated rows are diary entries
 * (planDiary); every matched seen row puts its film on the seen list with the rating its rows give it
 * (planSeen); the queue rows go to the front of the watchlist (planQueue); what the file says of
 * its films is kept for the export (linkChanges); a profile's favourites fill the member's Top 3
 * Favorites when they have none (planFavourites).
 */
export async function planImport(
  db: Db,
  userId: string,
  { format, rows }: ImportFile,
  { matched, unmatched, favourites: found }: ImportMatches,
  keepOnWatchlist = true,
): Promise<Plan> {
  const lines = previewLines(rows);
  const listOf = (row: ImportRow) => (row.watchedOn ? 'diary' : row.list);
  const problems = rows.filter((r) => r.problem);
  for (const row of problems) lines.say(row, { list: listOf(row), action: 'skip', reason: row.problem });
  const ids = [...new Set(matched.map((m) => m.film.movieId))];
  const [current, queued, entries, favourites, links] = await Promise.all([
    seen.ratingsOf(db, userId, ids),
    watchlist.queuedMovieIds(db, userId, ids),
    diary.allEntries(db, userId),
    favouritesOf(db, { kind: 'member', userId }),
    repo.filmLinks(db, userId, ids),
  ]);
  const favouriteIds = new Set(favourites.map((f) => f.movieId));
  const { inserts, updates } = planDiary(lines, matched, unmatched, entries);
  const { seenChanges, keptQueued } = planSeen(
    lines,
    matched,
    { current, queued, favouriteIds },
    format,
    keepOnWatchlist,
  );
  const queueAdds = planQueue(lines, matched, unmatched, queued);
  const top3 = found && planFavourites(found, favourites.length > 0);
  // Every row has its line now.
  return {
    format,
    rows: [...lines.inFileOrder(), ...(top3 ? [top3.line] : [])],
    diaryInserts: inserts,
    diaryUpdates: updates,
    seenChanges,
    queueAdds,
    keptQueued,
    linkChanges: linkChanges(matched, links),
    favourites: top3?.save ?? [],
  };
}

/** The watchlist, in file order: films not queued yet go to the front; the rest are said. */
function planQueue(
  { say }: PreviewLines,
  matched: readonly Matched[],
  unmatched: readonly Unmatched[],
  queued: ReadonlySet<number>,
): Film[] {
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
  return [...queueAdds.values()];
}
