import { TMDB_GENRES } from '@chuck/catalog';
import type { Db } from '@chuck/db';
import * as repo from './rewind.repository.ts';
import type { Rewind } from './rewind.schema.ts';

const GENRE_NAMES = new Map(TMDB_GENRES.map((g) => [g.id, g.name]));
const n = (value: number | string | null) => Number(value ?? 0);
const film = (row: {
  movieId: number | null;
  title: string;
  year: number | null;
  posterUrl: string | null;
}) => ({
  movieId: row.movieId === null ? null : n(row.movieId),
  title: row.title,
  year: row.year === null ? null : n(row.year),
  posterUrl: row.posterUrl,
});

/** docs/product.md §4 'Year in Rewind': the member's year, computed in SQL (rewind.repository.ts). */
export async function yearInRewind(db: Db, userId: string, year: number): Promise<Rewind> {
  const [totals, months, genres, directors, decades, best, rewatched, club] = await Promise.all([
    repo.totals(db, userId, year),
    repo.perMonth(db, userId, year),
    repo.genres(db, userId, year),
    repo.directors(db, userId, year),
    repo.decades(db, userId, year),
    repo.highestRated(db, userId, year),
    repo.mostRewatched(db, userId, year),
    repo.clubYear(db, userId, year),
  ]);
  const byMonth = new Map(months.map((m) => [n(m.month), m]));
  return {
    year,
    entries: n(totals.entries),
    films: n(totals.films),
    hours: Math.round(n(totals.minutes) / 6) / 10,
    entriesWithoutRuntime: n(totals.withoutRuntime),
    perMonth: Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      entries: n(byMonth.get(i + 1)?.entries ?? 0),
      films: n(byMonth.get(i + 1)?.films ?? 0),
    })),
    topGenres: genres.map((g) => ({
      name: GENRE_NAMES.get(n(g.genreId)) ?? 'Other',
      entries: n(g.entries),
    })),
    topDirectors: directors.map((d) => ({ name: d.name, entries: n(d.entries) })),
    topDecades: decades.map((d) => ({ decade: n(d.decade), entries: n(d.entries) })),
    highestRated: best.map((row) => ({ ...film(row), rating: n(row.halves) / 2 })),
    mostRewatched: rewatched.map((row) => ({ ...film(row), watches: n(row.watches) })),
    firstWatches: n(totals.firstWatches),
    rewatches: n(totals.rewatches),
    averageRating: totals.averageHalves === null ? null : Math.round(n(totals.averageHalves) * 5) / 10,
    discsLent: n(club.lent),
    discsBorrowed: n(club.borrowed),
    creditsEarned: n(club.earned),
    creditsSpent: n(club.spent),
    newConnections: n(club.connections),
  };
}
