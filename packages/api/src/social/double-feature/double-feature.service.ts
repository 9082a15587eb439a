import type { Taste } from '@chuck/clerk';
import type { Db } from '@chuck/db';
import type { AppDeps } from '../../context.ts';
import { forbidden, notFound } from '../../errors.ts';
import { favouritesOf } from '../../front-counter/preferences/preferences.service.ts';
import { snapshotOf } from '../../lib/film-snapshot.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { areConnected } from '../connections/connections.service.ts';
import { canSee } from '../members/members.service.ts';
import * as repo from './double-feature.repository.ts';
import {
  DOUBLE_FEATURE_SIZE,
  type DoubleFeaturePick,
  MEMBER_NOT_FOUND,
  NOT_CONNECTED,
} from './double-feature.schema.ts';

type Deps = Pick<AppDeps, 'db' | 'catalog' | 'clerk' | 'shelf'>;

/**
 * A Double Feature for the viewer and one connection (docs/product.md §3 'Double Feature'): films
 * neither has seen, rated or named a favourite (a film on either's watchlist may be picked: it is
 * one they mean to watch), chosen by Chuck's engine from both members' favourites and thumbs-ups,
 * each marked when a disc of it is rentable on the shelf.
 */
export async function doubleFeature(
  deps: Deps,
  viewer: SessionUser,
  memberId: string,
): Promise<DoubleFeaturePick[]> {
  const { db } = deps;
  if (!(await canSee(db, viewer, memberId))) throw notFound(MEMBER_NOT_FOUND);
  if (!(await areConnected(db, viewer.id, memberId))) throw forbidden(NOT_CONNECTED);
  const [mine, theirs] = await tastesOf(db, viewer.id, memberId);
  const picks = await deps.clerk.pairPicks(deps.catalog, { mine, theirs }, DOUBLE_FEATURE_SIZE);
  // The engines promise this already; checked again here because it is the feature's one rule.
  const taken = new Set([...mine.exclude, ...theirs.exclude]);
  const chosen = picks.filter((p) => !taken.has(p.film.id));
  const copies = await deps.shelf.copiesOf(
    db,
    viewer,
    chosen.map((p) => p.film.id),
  );
  return chosen.map((p) => {
    const snapshot = snapshotOf(p.film);
    const count = copies.get(p.film.id) ?? 0;
    return {
      ...snapshot,
      because: p.because,
      onShelf: count > 0 ? { count } : null,
    };
  });
}

/** Each member's taste as Chuck reads it: top 3, every thumb (seen list and rated picks), and what they saw. */
async function tastesOf(db: Db, viewerId: string, memberId: string): Promise<[Taste, Taste]> {
  const [viewerFavourites, memberFavourites, rated] = await Promise.all([
    favouritesOf(db, { kind: 'member', userId: viewerId }),
    favouritesOf(db, { kind: 'member', userId: memberId }),
    repo.ratedFilms(db, [viewerId, memberId]),
  ]);
  const tasteOf = (userId: string, favourites: Taste['favourites']): Taste => {
    const own = rated.filter((r) => r.userId === userId);
    return {
      favourites,
      // A seen film with neither thumb is only excluded: it shapes nothing.
      ratings: own.flatMap(({ title, movieId, rating }) => (rating ? [{ title, movieId, rating }] : [])),
      exclude: own.flatMap((r) => (r.movieId === null ? [] : [r.movieId])),
    };
  };
  return [tasteOf(viewerId, viewerFavourites), tasteOf(memberId, memberFavourites)];
}
