/**
 * The movie catalog contract. Field names follow the product spec (section 3), which follows
 * TMDB's snake_case, so REST clients written against TMDB-shaped data keep working.
 */

export interface Genre {
  id: number;
  name: string;
}

export interface MovieResult {
  id: number;
  type: 'movie';
  title: string;
  /** A full image URL: TMDB's w92 size, or the generated retro cover for embedded films. */
  poster_path: string | null;
  /** 'YYYY-MM-DD', or null when unknown. */
  release_date: string | null;
  /** 0-10; null when nobody has rated it. */
  vote_average: number | null;
  overview: string;
}

export interface KnownFor {
  id: number;
  type: 'movie' | 'tv';
  /** Films have a title, TV shows a name. */
  title?: string;
  name?: string;
  release_date?: string | null;
  poster_path?: string | null;
}

export interface PersonResult {
  id: number;
  type: 'person';
  name: string;
  /** A full image URL (TMDB's w45 size), or null. */
  profile_path: string | null;
  known_for_department: string | null;
  /** Their best-known titles, best first. */
  known_for: KnownFor[];
}

export type SearchResult = MovieResult | PersonResult;

export interface MovieDetails extends MovieResult {
  /** Directors' names, comma-separated when there are several. */
  director: string | null;
  /** Minutes. */
  runtime: number | null;
  genres: Genre[];
  vote_count: number;
}

export interface PersonDetails extends PersonResult {
  /** Films they made, most famous first. */
  movies: MovieResult[];
}

export interface WatchOption {
  name: string;
  url?: string;
  /** Only when the provider data carries one; never made up. */
  price?: string;
}

export interface WatchProviders {
  streaming: WatchOption[];
  rent: WatchOption[];
  buy: WatchOption[];
  /** Credit the data source must be shown with (TMDB's data comes from JustWatch); null when empty. */
  attribution: string | null;
}

export interface SearchOptions {
  /** At most this many results (1-20; default 20). */
  limit?: number;
}

export interface Catalog {
  readonly source: 'embedded' | 'tmdb';
  searchMovies(query: string, options?: SearchOptions): Promise<MovieResult[]>;
  /** Films and people together, best match first. */
  searchMulti(query: string, options?: SearchOptions): Promise<SearchResult[]>;
  /** Null when the id is unknown. */
  getMovie(id: number): Promise<MovieDetails | null>;
  /** Null when the id is unknown. */
  getPerson(id: number): Promise<PersonDetails | null>;
  /** Where to stream, rent or buy a film in a region (ISO 3166-1, e.g. 'US'). */
  watchProviders(id: number, region: string): Promise<WatchProviders>;
}

export const MAX_RESULTS = 20;

/** Clamps a requested result count to 1..20. */
export function resultLimit(options?: SearchOptions): number {
  const limit = Math.trunc(options?.limit ?? MAX_RESULTS);
  return Math.min(MAX_RESULTS, Math.max(1, limit));
}

/** A film with no known watch options: every group empty, nothing invented. */
export function noWatchProviders(): WatchProviders {
  return { streaming: [], rent: [], buy: [], attribution: null };
}

/** Ids are positive 32-bit integers in both sources; anything else names no film or person. */
export function isCatalogId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
}
