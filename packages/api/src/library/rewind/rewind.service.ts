import { TMDB_GENRES } from '@chuck/catalog';
import type { Db } from '@chuck/db';
import { type Viewer, visibleMember } from '../../social/members/members.service.ts';
import * as repo from './rewind.repository.ts';
import type { Rewind } from './rewind.schema.ts';

const GENRE_NAMES = new Map(TMDB_GENRES.map((g) => [g.id, g.name]));

/** docs/product.md §4 'Year in Rewind': the member's year, computed in SQL (rewind.repository.ts). */
export async function yearInRewind(db: Db, userId: string, year: number): Promise<Rewind> {
  const [stats, club] = await Promise.all([
    repo.yearStats(db, userId, year),
    repo.clubYear(db, userId, year),
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
