import { TMDB_GENRES } from '@chuck/catalog';
import type { Db } from '@chuck/db';
import { AppError } from '../../errors.ts';
import { RecentlyMade } from '../../lib/recently-made.ts';
import { FIRST_FILM_YEAR } from '../../shared/film-years.ts';
import { type Viewer, visibleMember } from '../../social/members/members.service.ts';
import { nightsWatchedIn } from '../nights/nights.service.ts';
import * as repo from './rewind.repository.ts';
import type { Rewind } from './rewind.schema.ts';

const GENRE_NAMES = new Map(TMDB_GENRES.map((g) => [g.id, g.name]));

/**
 * A year's diary statistics, kept per database while the diary's marks for that year stay the same
 * (a member of thousands of entries opens their year, then a friend does: one computation). The
 * catalog's runtimes, genres and directors can change under an unchanged diary, so an answer is kept
 * at most STATS_MAX_AGE_MS; the oldest go first past STATS_KEPT.
 */
const STATS_MAX_AGE_MS = 10 * 60_000;
const STATS_KEPT = 500;
const kept = new WeakMap<Db, RecentlyMade<string, repo.YearStats>>();

async function diaryStats(db: Db, userId: string, year: number, marks: string): Promise<repo.YearStats> {
  let byYear = kept.get(db);
  if (!byYear) {
    byYear = new RecentlyMade(STATS_KEPT, STATS_MAX_AGE_MS);
    kept.set(db, byYear);
  }
  // Keyed by the marks too: a changed diary is a new key, computed afresh. The statistics are read
  // after the marks, so a change in between is kept under the older marks and recomputed next time.
  return byYear.get(`${userId}:${year}:${marks}`, () => repo.yearStats(db, userId, year));
}

export async function yearInRewind(db: Db, userId: string, year: number): Promise<Rewind> {
  const club = await repo.yearMarks(db, userId, year);
  const [stats, movieNights] = await Promise.all([
    diaryStats(db, userId, year, club.diary),
    nightsWatchedIn(db, userId, year),
  ]);
  const byMonth = new Map((stats.months ?? []).map((m) => [m.month, m]));
  return {
    year,
    entries: stats.entries,
    films: stats.films,
    hours: Math.round(stats.minutes / 6) / 10,
    entriesWithoutRuntime: stats.withoutRuntime,
    perMonth: Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      entries: byMonth.get(i + 1)?.entries ?? 0,
      films: byMonth.get(i + 1)?.films ?? 0,
    })),
    topGenres: (stats.genres ?? []).map((g) => ({
      name: GENRE_NAMES.get(g.genreId) ?? 'Other',
      entries: g.entries,
    })),
    topDirectors: stats.directors ?? [],
    topDecades: stats.decades ?? [],
    highestRated: (stats.best ?? []).map(({ halves, ...film }) => ({ ...film, rating: halves / 2 })),
    mostRewatched: stats.rewatched ?? [],
    firstWatches: stats.firstWatches,
    rewatches: stats.rewatches,
    averageRating: stats.averageHalves === null ? null : Math.round(stats.averageHalves * 5) / 10,
    discsLent: club.lent,
    discsBorrowed: club.borrowed,
    creditsEarned: club.earned,
    creditsSpent: club.spent,
    newConnections: club.connections,
    movieNights,
  };
}

/**
 * Another member's Year in Rewind, for those their profile's visibility lets see them (docs/product.md
 * §3 'Social profile'); a hidden or unknown member is the same 404.
 */
export async function memberRewind(db: Db, viewer: Viewer, userId: string, year: number): Promise<Rewind> {
  const member = await visibleMember(db, viewer, userId, 'Member not found');
  return yearInRewind(db, member.id, year);
}

/**
 * A Year in Rewind anyone may see, for its link preview and card image (issue 29): the member's
 * name and the year's figures, or null when their profile is not public (a private Rewind shows
 * no figures to a crawler), they are unknown, or the year is not one.
 */
export async function publicRewind(
  db: Db,
  userId: string,
  year: number,
): Promise<{ name: string; rewind: Rewind } | null> {
  if (!Number.isInteger(year) || year < FIRST_FILM_YEAR || year > 9999 || userId.length > 100) return null;
  try {
    const member = await visibleMember(db, null, userId, 'Member not found');
    const name = member.displayName?.trim() || member.firstName?.trim() || 'A member';
    return { name, rewind: await yearInRewind(db, member.id, year) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
