import type { Catalog } from '@chuck/catalog';
import { BATCH_SIZE } from '@chuck/clerk';
import type { PreferredMovie } from '@chuck/db';
import type { AppDeps } from '../../context.ts';
import type { Reaction } from '../../effects/events.ts';
import { invalid, notFound } from '../../errors.ts';
import { snapshotOf } from '../../lib/film-snapshot.ts';
import { toIso, type WatchOptions } from '../../lib/movie-fields.ts';
import { type Owner, ownerKey } from '../../lib/owner.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { favouriteKeys, favouritesOf, watchRegionOf } from '../preferences/preferences.service.ts';
import { ratingsForTaste, recordRating } from '../ratings/ratings.service.ts';
import * as repo from './recommendations.repository.ts';
import {
  NO_PREFERENCES,
  type RateRecommendationInput,
  RECOMMENDATION_NOT_FOUND,
  type Recommendation,
} from './recommendations.schema.ts';

type Deps = Pick<AppDeps, 'db' | 'catalog' | 'clerk' | 'effects' | 'generations'>;
type WatchProviders = Awaited<ReturnType<Catalog['watchProviders']>>;

/**
 * Chuck's next batch: from the owner's top 3 and every rating, never a film they were offered,
 * rated, saw or queued (for these favourites or earlier ones). The engine runs outside any
 * transaction (a language model can take seconds); only numbering and storing the batch is
 * serialised per owner. The batch remembers the favourites it was made for. Batches wait in a bounded
 * line, one at a time per owner (docs/architecture.md 'Hardening').
 */
export async function generateBatch(
  deps: Deps,
  owner: Owner,
  acceptLanguage?: string,
): Promise<Recommendation[]> {
  const favourites = await favouritesOf(deps.db, owner);
  if (!favourites.length) throw invalid(NO_PREFERENCES);
  const rows = await deps.generations.run(ownerKey(owner), () => makeBatch(deps, owner, favourites));
  return withWatchOptions(deps, owner, acceptLanguage, rows);
}

async function makeBatch(deps: Deps, owner: Owner, favourites: PreferredMovie[]) {
  const [rated, exclude] = await Promise.all([
    ratingsForTaste(deps.db, owner),
    repo.excludedMovieIds(deps.db, owner),
  ]);
  const picks = await deps.clerk.recommend(
    deps.catalog,
    {
      favourites,
      ratings: rated.map((r) => ({ title: r.movieTitle, movieId: r.movieId, rating: r.rating })),
      exclude,
    },
    BATCH_SIZE,
  );
  return inTransaction(deps.db, async (trx) => {
    await repo.lockOwner(trx, owner);
    const batch = (await repo.lastBatch(trx, owner)) + 1;
    return repo.insertBatch(
      trx,
      owner,
      batch,
      favouriteKeys(favourites),
      picks.map((p, i) => ({ ...snapshotOf(p.film), reason: p.reason, engine: p.engine, position: i + 1 })),
    );
  });
}

/**
 * The picks for the owner's current top 3: changing the favourites replaces the list (the earlier
 * picks come back if those favourites do). Nothing before a top 3 is saved.
 */
export async function listForOwner(
  deps: Deps,
  owner: Owner,
  acceptLanguage?: string,
): Promise<Recommendation[]> {
  const favourites = await favouritesOf(deps.db, owner);
  if (!favourites.length) return [];
  const rows = await repo.listRecommendations(deps.db, owner, favouriteKeys(favourites));
  return withWatchOptions(deps, owner, acceptLanguage, rows);
}

/**
 * Rates a recommendation for whoever it belongs to: the signed-in member who owns it, or the
 * visitor whose session id is sent. Anyone else is told it does not exist.
 */
export async function rateRecommendation(
  deps: Deps,
  user: { id: string } | null,
  input: Pick<RateRecommendationInput, 'id' | 'rating' | 'sessionId'>,
  acceptLanguage?: string,
): Promise<Recommendation> {
  const found = await repo.findRecommendation(deps.db, input.id);
  const owner: Owner | undefined =
    found?.userId && found.userId === user?.id
      ? { kind: 'member', userId: found.userId }
      : found?.sessionId && found.sessionId === input.sessionId
        ? { kind: 'visitor', sessionId: found.sessionId }
        : undefined;
  if (!found || !owner) throw notFound(RECOMMENDATION_NOT_FOUND);
  const snapshot = {
    movieId: found.movieId,
    title: found.title,
    year: found.year,
    rating: found.rating,
    description: found.description,
    posterUrl: found.posterUrl ?? '',
  };
  await inTransaction(deps.db, (trx) =>
    recordRating(
      { ...deps, db: trx },
      owner,
      { title: found.title, movieId: found.movieId, snapshot },
      input.rating,
    ),
  );
  const [rated] = await withWatchOptions(deps, owner, acceptLanguage, [
    { ...found, userRating: input.rating },
  ]);
  return rated!;
}

/** Each card's watch options, for the owner's country (docs/product.md §2 'Recommendations section'). */
async function withWatchOptions(
  deps: Deps,
  owner: Owner,
  acceptLanguage: string | undefined,
  rows: readonly repo.RecommendationRow[],
): Promise<Recommendation[]> {
  const { region } = await watchRegionOf(deps.db, owner, acceptLanguage);
  const ids = [...new Set(rows.map((r) => r.movieId))];
  const found = new Map(
    await Promise.all(ids.map(async (id) => [id, await watchOptionsOf(deps.catalog, id, region)] as const)),
  );
  return rows.map((row) => ({
    id: row.id,
    movieId: row.movieId,
    title: row.title,
    year: row.year,
    rating: row.rating,
    description: row.description,
    posterUrl: row.posterUrl,
    userRating: row.userRating,
    watchOptions: found.get(row.movieId)?.options ?? noOptions(),
    watchRegion: region,
    watchAttribution: found.get(row.movieId)?.attribution ?? null,
    reason: row.reason,
    batch: row.batch,
    createdAt: toIso(row.createdAt),
  }));
}

/**
 * Real provider data only, with the credit it must be shown with; a provider that fails or knows
 * nothing gives three empty lists and no credit.
 */
async function watchOptionsOf(
  catalog: Catalog,
  movieId: number,
  region: string,
): Promise<{ options: WatchOptions; attribution: string | null }> {
  let providers: WatchProviders;
  try {
    providers = await catalog.watchProviders(movieId, region);
  } catch {
    return { options: noOptions(), attribution: null };
  }
  const option = ({ name, url, price, logoUrl }: WatchProviders['buy'][number]) => ({
    name,
    ...(url ? { url } : {}),
    ...(price ? { price } : {}),
    ...(logoUrl ? { logoUrl } : {}),
  });
  return {
    options: {
      streaming: providers.streaming.map(({ price: _, ...rest }) => option(rest)),
      rent: providers.rent.map(option),
      buy: providers.buy.map(option),
    },
    attribution: providers.attribution,
  };
}

function noOptions(): WatchOptions {
  return { streaming: [], rent: [], buy: [] };
}

/** The owner's recommendation of a film they rated (anywhere) shows that rating. */
export const showRating: Reaction<'film.rated'> = (trx, { owner, film, rating }) =>
  repo.setUserRating(trx, owner, film.movieId, rating);

export const claimVisitorRecommendations: Reaction<'visitor.signed-in'> = (trx, { sessionId, userId }) =>
  repo.claimRecommendations(trx, sessionId, userId);
