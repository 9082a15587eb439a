/** One film on its way into the catalog, whatever its source (the embedded data, a file, TMDB). */
export interface MovieRecord {
  /** A source id to keep (TMDB's); otherwise one is derived from title and year. */
  id?: number;
  title: string;
  year: number | null;
  releaseDate: string | null;
  overview: string;
  /** Directors' names. */
  directors: string[];
  runtime: number | null;
  genreIds: number[];
  majorGenre: string | null;
  creativeType: string | null;
  source: string | null;
  mpaaRating: string | null;
  distributor: string | null;
  voteAverage: number | null;
  voteCount: number;
  rottenTomatoes: number | null;
  usGross: number | null;
  worldwideGross: number | null;
  productionBudget: number | null;
  /** A real poster's full URL, if the source has one. */
  posterPath: string | null;
}

/** A record with every optional fact unknown. */
export function emptyRecord(title: string): MovieRecord {
  return {
    title,
    year: null,
    releaseDate: null,
    overview: '',
    directors: [],
    runtime: null,
    genreIds: [],
    majorGenre: null,
    creativeType: null,
    source: null,
    mpaaRating: null,
    distributor: null,
    voteAverage: null,
    voteCount: 0,
    rottenTomatoes: null,
    usGross: null,
    worldwideGross: null,
    productionBudget: null,
    posterPath: null,
  };
}
