import type { FilmCard } from './film.ts';
import type { Thumb } from './local/rank.ts';

export type { Thumb };

/** A title the visitor named or rated, with its catalog id when it was matched. */
export interface NamedFilm {
  title: string;
  movieId: number | null;
}

/** Everything the clerk knows about one visitor's taste. */
export interface Taste {
  /** Their top 3 (1 to 3 titles). */
  favourites: NamedFilm[];
  /** Every rating, oldest first. */
  ratings: (NamedFilm & { rating: Thumb })[];
  /** Films never to pick: already recommended, seen, on the watchlist. Favourites and rated films are excluded anyway. */
  exclude: readonly number[];
}

export interface Recommendation {
  film: FilmCard;
  /** One line in Chuck's voice naming the favourite or rating behind the pick. */
  reason: string;
  engine: 'local' | 'openai';
}

/** A catalog film a pick comes from. */
export interface SourceFilm {
  movieId: number;
  title: string;
}

/** Two members' tastes, for films both would enjoy together (a Double Feature). */
export interface PairTaste {
  mine: Taste;
  theirs: Taste;
}

/** A film for two: never a favourite, rated or excluded film of either, with a film of each it follows from. */
export interface PairPick {
  film: FilmCard;
  because: { mine: SourceFilm; theirs: SourceFilm };
  engine: 'local' | 'openai';
}

/** Picks per batch ('Get more' asks for another batch). */
export const BATCH_SIZE = 5;
