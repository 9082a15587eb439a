/**
 * The movie catalog contract. Field names follow docs/product.md §3, which follows
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
  /** 'YYYY-MM-DD'; 'YYYY' when only the year is known (many embedded films); null when unknown. */
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

/** A person credited on a film, with the id of their page. */
export interface Credit {
  id: number;
  name: string;
}

export interface MovieDetails extends MovieResult {
  /** Directors' names, comma-separated when there are several. */
  director: string | null;
  /** The directors, with their ids. */
  directors: Credit[];
  /** The top-billed cast, in billing order (at most TOP_BILLED). */
  cast: Credit[];
  /** Minutes. */
  runtime: number | null;
  genres: Genre[];
  vote_count: number;
  /** The film's English Wikipedia article, when known. */
  wikipedia_url: string | null;
}

export const TOP_BILLED = 8;

export interface PersonDetails extends PersonResult {
  /** Films they made, most famous first. */
  movies: MovieResult[];
  /** Films they directed, newest first. */
  directed: MovieResult[];
  /** Films they appear in, newest first. */
  appeared_in: MovieResult[];
}

export interface WatchOption {
  name: string;
  url?: string;
  /** The provider's logo (a TMDB image), when the provider data has one. */
  logoUrl?: string;
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

/**
 * A film as Chuck (the recommender and the chat) reasons with it: what films are compared on.
 * Internal, so camelCase, unlike the results above (shaped as docs/product.md §3 has them).
 */
export interface Film {
  id: number;
  title: string;
  year: number | null;
  /** Directors' names, comma-separated when there are several. */
  director: string | null;
  /** TMDB genre ids. */
  genreIds: number[];
  /** The embedded data's aisle, creative type, source material and certificate; null from TMDB. */
  majorGenre: string | null;
  creativeType: string | null;
  source: string | null;
  mpaaRating: string | null;
  /** 0-10. */
  voteAverage: number | null;
  voteCount: number;
  /** 0-100. */
  rottenTomatoes: number | null;
  runtime: number | null;
}

/** A film as a pick is shown: the facts plus what a card needs. */
export interface FilmCard extends Film {
  overview: string;
  /** A real poster's full URL, or null for the generated cover. */
  posterPath: string | null;
}

/** A film with the titles a library import matches a file's rows by (docs/product.md §4). */
export interface TitledFilm {
  id: number;
  title: string;
  titleNorm: string;
  year: number | null;
  overview: string;
  /** A real poster's full URL, or null for the generated cover. */
  posterPath: string | null;
  /** 0-10. */
  voteAverage: number | null;
  voteCount: number;
  /** Directors' names, comma-separated when there are several. */
  director: string | null;
  /** Alternate titles (original and English), normalised. */
  altNorms: string[];
}

interface TitleMatch {
  film: FilmCard;
  /** 1 for the same (normalised) title; otherwise how close the spelling is (trigram similarity, 0-1). */
  similarity: number;
}

export interface FilmQuery {
  /** Only films related to a taste, by any of these; absent → any film. */
  related?: {
    genreIds: readonly number[];
    directors?: readonly string[];
    /** (title, year) pairs Chuck shelves under `genreIds` where the catalog's own genres miss them. */
    titles?: readonly { title: string; year: number }[];
  };
  /** The related directors' films first, then the listed titles, then the best known; else best known first. */
  relatedFirst?: boolean;
  fromYear?: number | null;
  toYear?: number | null;
  minVoteAverage?: number;
  minVoteCount?: number;
  exclude?: readonly number[];
  /** Only these films (a person's, say); absent → any film. */
  onlyIds?: readonly number[];
  /** Films with none of these genres ('no horror'). */
  withoutGenreIds?: readonly number[];
  /** Minutes; a film whose runtime is unknown never answers a runtime limit. */
  minRuntime?: number | null;
  maxRuntime?: number | null;
  /** 'rating': the best rated first (unrated films never); else the best known first. */
  order?: 'renown' | 'rating';
  limit: number;
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

  // What Chuck reads films through.
  /** The films with these ids that the catalog holds, in no particular order. */
  films(ids: readonly number[]): Promise<FilmCard[]>;
  /**
   * The film a typed title names: the same normalised title, the release year nearest `year`
   * first, then the best known; else (unless `exactOnly`) the closest spelling. Undefined when
   * nothing is close.
   */
  matchTitle(
    title: string,
    year: number | null,
    options?: { exactOnly?: boolean },
  ): Promise<TitleMatch | undefined>;
  /** Films answering the query, best known first: their facts only (cards come from `films`). */
  findFilms(query: FilmQuery): Promise<Film[]>;
  /** The newest release year in the catalog; null when it holds no film. */
  newestYear(): Promise<number | null>;

  // What the library import matches a file's rows against: the catalog's own table, whichever the
  // source (TMDB is asked only about the rows it lacks, through `searchMovies`).
  /** The films whose normalised title, or one of their alternate titles, is one of `titleNorms`. */
  filmsTitled(titleNorms: readonly string[]): Promise<TitledFilm[]>;
  /** The films with these ids, in no particular order; an unknown id is left out. */
  titledFilms(ids: readonly number[]): Promise<TitledFilm[]>;
  /**
   * At most `limit` films whose title holds every one of `words` (normalised), from a year of
   * `year` ± 1 (any year when null), best known first.
   */
  filmsWithTitleWords(words: readonly string[], year: number | null, limit: number): Promise<TitledFilm[]>;
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
