import type { Taste } from '@chuck/clerk';
import type { AppDeps } from '../../context.ts';
import { type FilmSnapshot, snapshotOf } from '../../lib/film-snapshot.ts';
import { getMovie } from '../catalog/catalog.service.ts';
import * as repo from './more-like-this.repository.ts';
import { MORE_LIKE_THIS_SIZE } from './more-like-this.schema.ts';

type Deps = Pick<AppDeps, 'db' | 'catalog' | 'clerk' | 'generations'>;

/**
 * A film page's 'More like this' (docs/product.md §2 'Film page'): Chuck's recommender run with this
 * film as the only favourite. For a member, never a film they saw or disliked; their dislikes also
 * push the picks away (their likes do not pull: the picks are about this film, not their taste).
 * The engine waits in Chuck's line like a batch of picks: with a language model every film page
 * would otherwise be a model call nobody bounds. `caller` is the member's id or the visitor's address.
 */
export async function moreLikeThis(
  deps: Deps,
  user: { id: string } | null,
  caller: string,
  movieId: number,
): Promise<FilmSnapshot[]> {
  const movie = await getMovie(deps.catalog, movieId); // an unknown film is a 404, not staff picks
  const offLimits = user ? await repo.seenOrDisliked(deps.db, user.id) : [];
  const taste: Taste = {
    favourites: [{ title: movie.title, movieId: movie.id }],
    // A seen film neither liked nor disliked is only excluded: it neither pulls nor pushes.
    ratings: offLimits.flatMap(({ title, movieId, rating }) =>
      rating && rating !== 'thumbs_up' ? [{ title, movieId, rating }] : [],
    ),
    exclude: offLimits.map((f) => f.movieId),
  };
  const picks = await deps.generations.run(`more-like-this:${caller}:${movie.id}`, () =>
    deps.clerk.recommend(deps.catalog, taste, MORE_LIKE_THIS_SIZE),
  );
  // The engines promise this already; checked again because it is the feature's one rule.
  const excluded = new Set([movie.id, ...taste.exclude]);
  return picks.filter((p) => !excluded.has(p.film.id)).map((p) => snapshotOf(p.film));
}
