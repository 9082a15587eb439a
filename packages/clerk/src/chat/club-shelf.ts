import { titleMatch } from './text.ts';

/**
 * A rentable disc on the members' DVD Club shelf (docs/product.md §2 'Shelf'), as Chuck may mention
 * it: the facts its owner listed, the format, and the owner's display name as the shelf shows it.
 */
export interface ShelfDisc {
  title: string;
  year: number | null;
  director: string | null;
  genre: string | null;
  runtimeMinutes: number | null;
  format: string;
  ownerName: string;
  /** The catalog film it was added from, when known. */
  movieId: number | null;
  /** Lent out right now. */
  onLoan: boolean;
}

/**
 * The members' shelf, read-only. The chat service passes it in with each question: Chuck has no
 * database of his own. Each call is one query, and the local engine makes at most one per question.
 */
export interface ClubShelf {
  /**
   * Rentable discs listed under `movieId` or titled like `title` (typos and extra words pass), the
   * closest titles first: a wide net, `copiesOf` keeps the ones that are the film.
   */
  discsOf(film: FilmKey, limit: number): Promise<ShelfDisc[]>;
  /** The most recently listed rentable discs; with `search`, those whose title, director or genre hold its words. */
  newest(limit: number, search?: string): Promise<ShelfDisc[]>;
}

export interface FilmKey {
  title: string;
  movieId: number | null;
}

/** The discs that are this film: listed under its catalog id, or titled as it (or a misspelling). */
export function copiesOf(discs: readonly ShelfDisc[], film: FilmKey): ShelfDisc[] {
  return discs.filter((disc) => {
    if (film.movieId !== null && disc.movieId === film.movieId) return true;
    const match = titleMatch(film.title, disc.title);
    return match === 'exact' || match === 'close';
  });
}
