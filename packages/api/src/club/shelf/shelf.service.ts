import type { Db, DiscFormat } from '@chuck/db';
import { nameOf } from '../../lib/display-name.ts';
import type { SessionUser } from '../../support/auth/auth.ts';
import * as shelf from './shelf.repository.ts';
import type { AvailabilityInput, FilmAvailability, ShelfInput, ShelfPage } from './shelf.schema.ts';

/** More words than this add nothing but cost: the rest are ignored. */
const MAX_SEARCH_WORDS = 5;

export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  return search.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

export function totalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

export async function listShelf(db: Db, viewer: SessionUser | null, input: ShelfInput): Promise<ShelfPage> {
  const filters = { words: searchWords(input.search), format: input.format, condition: input.condition };
  const [total, rows] = await Promise.all([
    shelf.countShelf(db, filters),
    shelf.listShelf(db, filters, { limit: input.limit, offset: (input.page - 1) * input.limit }),
  ]);
  return {
    movies: rows.map((row) => ({
      id: row.id,
      ownerId: row.ownerId,
      ownerName: nameOf(row, 'owner'),
      title: row.title,
      year: row.year,
      director: row.director,
      runtimeMinutes: row.runtimeMinutes,
      genre: row.genre,
      format: row.format,
      condition: row.condition,
      notes: row.notes,
      movieId: row.movieId,
      posterUrl: row.posterUrl,
      onLoan: Boolean(row.onLoan),
      isOwn: viewer !== null && row.ownerId === viewer.id,
    })),
    pagination: { total, page: input.page, totalPages: totalPages(total, input.limit), limit: input.limit },
  };
}

/**
 * 'On the shelf' for films shown elsewhere (recommendations, watchlist, Watching Soon): per film asked
 * for, in the order asked, how many other members have it rentable and a copy to request now.
 */
export async function availability(
  db: Db,
  viewer: SessionUser | null,
  input: AvailabilityInput,
): Promise<{ movies: FilmAvailability[] }> {
  const exclude = viewer?.id ?? null;
  const movieIds = [...new Set(input.movieIds)];
  const titles = [...new Set(input.titles.map((t) => t.toLowerCase()))];
  const lookups: shelf.AvailabilityKey[] = [];
  if (movieIds.length) lookups.push({ by: 'movieId', values: movieIds });
  if (titles.length) lookups.push({ by: 'title', values: titles });
  const found = await Promise.all(
    lookups.map(async (key) => {
      const [counts, firsts] = await Promise.all([
        shelf.countCopies(db, key, exclude),
        shelf.firstAvailable(db, key, exclude),
      ]);
      return {
        by: key.by,
        counts: new Map(counts.map((c) => [c.key, c])),
        firsts: new Map(firsts.map((f) => [f.key, f])),
      };
    }),
  );
  const answer = (by: 'movieId' | 'title', key: string) => {
    const hit = found.find((f) => f.by === by);
    const count = hit?.counts.get(key);
    const first = hit?.firsts.get(key);
    return {
      owners: count?.owners ?? 0,
      copies: count?.copies ?? 0,
      firstAvailable: first
        ? {
            id: first.id,
            ownerId: first.ownerId,
            ownerName: nameOf(first, 'owner'),
            format: first.format,
            condition: first.condition,
          }
        : null,
    };
  };
  return {
    movies: [
      ...input.movieIds.map((movieId) => ({ movieId, title: null, ...answer('movieId', String(movieId)) })),
      ...input.titles.map((title) => ({ movieId: null, title, ...answer('title', title.toLowerCase()) })),
    ],
  };
}

/** A rentable disc as Chuck talks about it in the chat: the listing's facts and the owner's display name. */
export interface DiscForChat {
  title: string;
  year: number | null;
  director: string | null;
  genre: string | null;
  runtimeMinutes: number | null;
  format: DiscFormat;
  ownerName: string;
  movieId: number | null;
  onLoan: boolean;
}

type ChatRow = Awaited<ReturnType<typeof shelf.newestDiscs>>[number];

function forChat(row: ChatRow): DiscForChat {
  const { ownerId, ownerFirstName, ownerLastName, ownerDisplayName, onLoan, ...disc } = row;
  return { ...disc, ownerName: nameOf(row, 'owner'), onLoan: Boolean(onLoan) };
}

/** Rentable discs of a film (by catalog id, or by a title like it), closest titles first. */
export async function discsOfFilm(
  db: Db,
  film: { title: string; movieId: number | null },
  limit: number,
): Promise<DiscForChat[]> {
  return (await shelf.discsOfFilm(db, film, limit)).map(forChat);
}

/** The newest rentable discs, those matching `search` (as the shelf page searches) when given. */
export async function newestDiscs(db: Db, limit: number, search?: string): Promise<DiscForChat[]> {
  return (await shelf.newestDiscs(db, searchWords(search), limit)).map(forChat);
}
