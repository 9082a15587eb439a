import * as seen from '../seen/seen.service.ts';
import { type Film, rowKey as keyOf, type Matched } from './import-matching.ts';
import type { ImportRow } from './library-formats.ts';
import type { ImportPreview } from './library-import.schema.ts';
import type { PreviewLines } from './preview-lines.ts';

const THUMB_WORDS = { thumbs_up: 'liked', thumbs_down: 'disliked' } as const;

/** A rating as the preview words it: '3.5 stars (liked)', '3 stars (neither liked nor disliked)'. */
function ratingWords({ starsHalves }: seen.Judgement): string {
  if (starsHalves === null) return 'not rated';
  const stars = starsHalves / 2;
  const thumbs = seen.thumbsOf(starsHalves);
  return `${stars} star${stars === 1 ? '' : 's'} (${thumbs ? THUMB_WORDS[thumbs] : 'neither liked nor disliked'})`;
}

/**
 * The seen list: each matched film once, with the rating its rows give it: an undated rating
 * (ratings.csv, IMDb) wins over the diary's, else the latest watch's.
 */
function judgeFilms(matched: readonly Matched[]) {
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
  return judged;
}

export type SeenChange = { film: Film; judgement: seen.Judgement; before: seen.Judgement | null };

/** What the member's library holds of the file's films, read before planning. */
export interface SeenLibrary {
  current: ReadonlyMap<number, seen.Judgement>;
  queued: ReadonlySet<number>;
  /** The member's top-3 favourites: a warning when one would turn Disliked. */
  favouriteIds: ReadonlySet<number | null>;
}

/**
 * The seen list's changes: each film's rating by the one rule (film-rating.ts), the preview's words
 * for it, and which rated films stay on the watchlist (an IMDb file, keepOnWatchlist).
 */
export function planSeen(
  { say, out }: PreviewLines,
  matched: readonly Matched[],
  { current, queued, favouriteIds }: SeenLibrary,
  format: ImportPreview['format'],
  keepOnWatchlist: boolean,
): { seenChanges: SeenChange[]; keptQueued: Set<number> } {
  const judged = judgeFilms(matched);
  const seenChanges: SeenChange[] = [];
  const keptQueued = new Set<number>();
  for (const { film, stars, ratedOn, rows: filmRows, conflict } of judged.values()) {
    const before = current.get(film.movieId) ?? null;
    const judgement = seen.rateInStars(stars, ratedOn, before ?? undefined);
    const changes = !seen.sameJudgement(before ?? undefined, judgement);
    if (changes) seenChanges.push({ film, judgement, before });
    const turnsDown =
      seen.thumbsOf(judgement.starsHalves) === 'thumbs_down' &&
      seen.thumbsOf(before?.starsHalves ?? null) !== 'thumbs_down';
    const warning =
      turnsDown && favouriteIds.has(film.movieId)
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
  return { seenChanges, keptQueued };
}
