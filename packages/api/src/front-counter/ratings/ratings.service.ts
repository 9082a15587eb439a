import type { Db, Thumb } from '@chuck/db';
import type { AppDeps, WriteDeps } from '../../context.ts';
import type { Reaction } from '../../effects/events.ts';
import { type FilmSnapshot, snapshotOf } from '../../lib/film-snapshot.ts';
import { toIso } from '../../lib/movie-fields.ts';
import type { Owner } from '../../lib/owner.ts';
import { inTransaction } from '../../lib/transaction.ts';
import * as repo from './ratings.repository.ts';
import type { MovieRating, RateMovieInput } from './ratings.schema.ts';

type RatingRow = Awaited<ReturnType<typeof repo.upsertRating>>;

function toMovieRating(row: RatingRow): MovieRating {
  return { ...row, createdAt: toIso(row.createdAt), updatedAt: toIso(row.updatedAt) };
}

/** A film being rated: the title as named, and the catalog film when it is one. */
export interface RatedFilm {
  title: string;
  movieId: number | null;
  snapshot: FilmSnapshot | null;
}

/**
 * Stores a thumbs rating (in the caller's transaction) and tells the rest of the store about a
 * catalog film's (effects.ts: the owner's recommendation of the film shows it, and a member rating
 * a film up or down has seen it).
 */
export async function recordRating({ db, effects }: WriteDeps, owner: Owner, film: RatedFilm, rating: Thumb) {
  const row = await repo.upsertRating(db, owner, { movieTitle: film.title, movieId: film.movieId, rating });
  if (film.snapshot) await effects.emit(db, { type: 'film.rated', owner, film: film.snapshot, rating });
  if (owner.kind === 'member') await effects.emit(db, { type: 'taste.changed', userId: owner.userId });
  return row;
}

/** Rates a film by title, matched to the catalog where possible (free text is kept as typed). */
export async function rateMovie(
  deps: Pick<AppDeps, 'db' | 'catalog' | 'clerk' | 'effects'>,
  owner: Owner,
  input: Pick<RateMovieInput, 'movieTitle' | 'rating'>,
): Promise<MovieRating> {
  const film = await deps.clerk.resolveTitle(deps.catalog, input.movieTitle);
  const rated: RatedFilm = {
    title: input.movieTitle,
    movieId: film?.id ?? null,
    snapshot: film ? snapshotOf(film) : null,
  };
  const row = await inTransaction(deps.db, (trx) =>
    recordRating({ ...deps, db: trx }, owner, rated, input.rating),
  );
  return toMovieRating(row);
}

/** What the owner rated, for Chuck's sense of their taste. */
export function ratingsForTaste(db: Db, owner: Owner) {
  return repo.ratingsForTaste(db, owner);
}

export async function listRatings(db: Db, owner: Owner): Promise<MovieRating[]> {
  return (await repo.listRatings(db, owner)).map(toMovieRating);
}

export const claimVisitorRatings: Reaction<'visitor.signed-in'> = (trx, { sessionId, userId }) =>
  repo.claimRatings(trx, sessionId, userId);
