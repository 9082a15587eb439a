import type { Db, PreferredMovie } from '@chuck/db';
import type { AppDeps } from '../../context.ts';
import type { Reaction } from '../../effects/events.ts';
import { invalid } from '../../errors.ts';
import type { Owner } from '../../lib/owner.ts';
import { isWatchRegion, regionFromAcceptLanguage, type WatchRegion } from '../../shared/watch-regions.ts';
import * as repo from './preferences.repository.ts';
import { NEED_ONE_MOVIE, TOP_3_BEFORE_REGION, type WatchRegionAnswer } from './preferences.schema.ts';

/** The owner's favourites with their catalog ids; empty when none are saved. */
export async function favouritesOf(db: Db, owner: Owner): Promise<PreferredMovie[]> {
  return (await repo.findPreferences(db, owner))?.topMovies ?? [];
}

/**
 * The favourites as a set of film keys: '#<movieId>' for a catalog film, the lower-cased title for
 * free text. Recommendations carry the keys of the favourites they were made for, so the list shows
 * the current top 3's picks (the same films in another order are the same favourites).
 */
export function favouriteKeys(movies: readonly PreferredMovie[]): string[] {
  const keys = movies.map((m) => (m.movieId !== null ? `#${m.movieId}` : m.title.toLowerCase()));
  return [...new Set(keys)].sort();
}

export async function topMoviesOf(db: Db, owner: Owner): Promise<string[]> {
  return (await favouritesOf(db, owner)).map((m) => m.title);
}

/**
 * Saves the top 3 (already trimmed and without blanks), each matched to a catalog film where one
 * fits; free text the catalog does not know is kept as typed. Returns the saved titles.
 */
export async function saveTopMovies(
  deps: Pick<AppDeps, 'db' | 'catalog' | 'clerk'>,
  owner: Owner,
  titles: readonly string[],
): Promise<string[]> {
  if (!titles.length) throw invalid(NEED_ONE_MOVIE);
  const movies = await Promise.all(
    titles.map(async (title) => ({
      title,
      movieId: (await deps.clerk.resolveTitle(deps.catalog, title))?.id ?? null,
    })),
  );
  await saveFavourites(deps.db, owner, movies);
  return movies.map((m) => m.title);
}

/**
 * Replaces the top 3 with films already matched (a Letterboxd profile's favourites, issue 29); an
 * empty list clears them (that import's undo).
 */
export async function saveFavourites(db: Db, owner: Owner, movies: readonly PreferredMovie[]): Promise<void> {
  await repo.savePreferences(db, owner, movies);
}

/**
 * The country watch options are looked up for: the one the owner picked, else their browser's
 * language's (Accept-Language), else the store's home.
 */
export async function watchRegionOf(
  db: Db,
  owner: Owner,
  acceptLanguage: string | undefined,
): Promise<WatchRegionAnswer> {
  const chosen = (await repo.findPreferences(db, owner))?.watchRegion;
  return chosen && isWatchRegion(chosen)
    ? { region: chosen, chosen: true }
    : { region: regionFromAcceptLanguage(acceptLanguage), chosen: false };
}

/** Keeps the owner's pick with their top 3 (the recommendations section, where it is offered, needs one). */
export async function chooseWatchRegion(
  db: Db,
  owner: Owner,
  region: WatchRegion,
): Promise<WatchRegionAnswer> {
  if (!(await repo.setWatchRegion(db, owner, region))) throw invalid(TOP_3_BEFORE_REGION);
  return { region, chosen: true };
}

export const claimVisitorPreferences: Reaction<'visitor.signed-in'> = (trx, { sessionId, userId }) =>
  repo.claimPreferences(trx, sessionId, userId);
