import type { Db } from '@chuck/db';
import type { AppDeps, WriteDeps } from '../../context.ts';
import { notFound } from '../../errors.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { snapshotOf } from '../../lib/film-snapshot.ts';
import { toIso } from '../../lib/movie-fields.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { type Viewer, visibleMember } from '../../social/members/members.service.ts';
import { lockMember } from '../../support/identity/identity.service.ts';
import * as seen from '../seen/seen.service.ts';
import * as watchlist from '../watchlist/watchlist.service.ts';
import * as repo from './diary.repository.ts';
import type {
  CreateDiaryInput,
  DiaryEntry,
  DiaryPage,
  ListDiaryInput,
  MemberReviewsPage,
  SaveDiaryOutput,
  UpdateDiaryInput,
} from './diary.schema.ts';

const ENTRY_NOT_FOUND = 'Diary entry not found';

export function toDiaryEntry(row: repo.EntryRow): DiaryEntry {
  return {
    id: row.id,
    movieId: row.movieId,
    title: row.title,
    year: row.year,
    posterUrl: row.posterUrl,
    watchedOn: row.watchedOn,
    rating: row.ratingHalves === null ? null : row.ratingHalves / 2,
    rewatch: row.rewatch,
    review: row.review,
    tags: row.tags,
    public: row.public,
    createdAt: toIso(row.createdAt),
  };
}

function page<T extends { id: number }>(rows: T[], limit: number): { rows: T[]; nextCursor: string | null } {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  return { rows: kept, nextCursor: more ? String(kept.at(-1)!.id) : null };
}

export async function listDiary(db: Db, userId: string, input: ListDiaryInput): Promise<DiaryPage> {
  const { rows, nextCursor } = page(await repo.listEntries(db, userId, input), input.limit);
  return { entries: rows.map(toDiaryEntry), nextCursor };
}

/**
 * Puts a logged film on the seen list (and off the watchlist); a rated watch is the film's latest
 * judgement, so it becomes the film's rating, rated on the day watched (docs/product.md 'Stars and
 * thumbs'). Returns whether it left the watchlist; emits 'taste.changed' when the rating changed.
 */
async function markWatched(
  { db, effects }: WriteDeps,
  userId: string,
  film: { movieId: number; title: string; year: number | null; posterUrl: string | null },
  stars: number | null,
  watchedOn: string,
): Promise<boolean> {
  const { movieId, title, year, posterUrl } = film;
  const queued = await watchlist.takeItem(db, userId, movieId);
  const current = (await seen.ratingsOf(db, userId, [film.movieId])).get(film.movieId);
  const judgement = seen.rateInStars(stars, watchedOn, current);
  if (!seen.sameJudgement(current, judgement)) {
    await seen.upsertItems(db, userId, [
      {
        movieId,
        title,
        year,
        posterUrl: posterUrl ?? queued?.posterUrl ?? null,
        rating: queued?.rating ?? null,
        description: queued?.description ?? null,
        watchOptions: queued?.watchOptions ? JSON.stringify(queued.watchOptions) : null,
        ...judgement,
      },
    ]);
    await effects.emit(db, { type: 'taste.changed', userId });
  }
  return Boolean(queued);
}

/** The catalog film an entry is for: the id given, else the same title (and year) in the catalog. */
async function filmFor(catalog: AppDeps['catalog'], input: CreateDiaryInput) {
  if (input.movieId !== undefined) {
    const [card] = await catalog.films([input.movieId]);
    if (!card) throw notFound('Movie not found');
    return snapshotOf(card);
  }
  const match = await catalog.matchTitle(input.title, input.year ?? null);
  return match && match.similarity === 1 ? snapshotOf(match.film) : null;
}

/** docs/product.md §4 'Diary': log a watch; the film goes on the seen list and off the watchlist. */
export async function createEntry(
  deps: Pick<AppDeps, 'db' | 'effects' | 'catalog'>,
  userId: string,
  input: CreateDiaryInput,
): Promise<SaveDiaryOutput> {
  const film = await filmFor(deps.catalog, input);
  return inTransaction(deps.db, async (trx) => {
    await lockMember(trx, userId);
    const [row] = await repo.insertEntries(trx, userId, [
      {
        movieId: film?.movieId ?? null,
        title: film?.title ?? input.title,
        year: film ? film.year : (input.year ?? null),
        posterUrl: film?.posterUrl ?? null,
        watchedOn: input.watchedOn,
        ratingHalves: seen.halvesOf(input.rating),
        rewatch: input.rewatch ?? false,
        review: input.review ?? null,
        tags: input.tags ?? [],
        public: input.public ?? false,
      },
    ]);
    const removedFromWatchlist = film
      ? await markWatched(
          { db: trx, effects: deps.effects },
          userId,
          film,
          input.rating ?? null,
          input.watchedOn,
        )
      : false;
    return { entry: toDiaryEntry(row!), removedFromWatchlist };
  });
}

export async function updateEntry(
  { db, effects }: WriteDeps,
  userId: string,
  { id, rating, ...fields }: UpdateDiaryInput,
): Promise<SaveDiaryOutput> {
  return inTransaction(db, async (trx) => {
    await lockMember(trx, userId);
    const row = await repo.updateEntry(trx, userId, id, {
      ...fields,
      ...(rating !== undefined && { ratingHalves: seen.halvesOf(rating) }),
    });
    if (!row) throw notFound(ENTRY_NOT_FOUND);
    // A new rating is the film's latest judgement: its thumbs follow (README 'Stars and thumbs').
    const removedFromWatchlist =
      row.movieId !== null && rating != null
        ? await markWatched(
            { db: trx, effects },
            userId,
            { ...row, movieId: row.movieId },
            rating,
            row.watchedOn,
          )
        : false;
    return { entry: toDiaryEntry(row), removedFromWatchlist };
  });
}

/** Deleting a watch leaves the seen list as it is: having seen the film is still true. */
export async function deleteEntry(
  { db }: WriteDeps,
  userId: string,
  id: number,
): Promise<{ deleted: boolean }> {
  if (!(await repo.deleteEntry(db, userId, id))) throw notFound(ENTRY_NOT_FOUND);
  return { deleted: true };
}

/** docs/product.md §3: a member's public reviews, for whoever the profile's visibility lets see the page. */
export async function memberReviews(
  db: Db,
  viewer: Viewer,
  input: { userId: string; before?: Cursor; limit: number },
): Promise<MemberReviewsPage> {
  await visibleMember(db, viewer, input.userId, 'Member not found');
  const { rows, nextCursor } = page(
    await repo.publicReviews(db, input.userId, input.before, input.limit),
    input.limit,
  );
  return {
    reviews: rows.map((row) => {
      const { public: _p, tags: _t, createdAt: _c, ...entry } = toDiaryEntry(row);
      return { ...entry, review: entry.review ?? '' };
    }),
    nextCursor,
  };
}

export type { NewEntry } from './diary.repository.ts';
// The diary's rows as the import and export use them (they write, compare and undo entries).
export {
  allEntries,
  deleteImported,
  insertEntries,
  updateEntry as updateEntryRow,
} from './diary.repository.ts';
