import type { MoviesTable } from '@chuck/db';
import type { Selectable } from 'kysely';

/** One film on its way into the catalog, whatever its source (the embedded data, a file, TMDB): the facts of its `movies` row. */
export type MovieRecord = Pick<
  Selectable<MoviesTable>,
  | 'title'
  | 'year'
  | 'releaseDate'
  | 'overview'
  | 'runtime'
  | 'genreIds'
  | 'majorGenre'
  | 'creativeType'
  | 'source'
  | 'mpaaRating'
  | 'distributor'
  | 'voteAverage'
  | 'voteCount'
  | 'rottenTomatoes'
  | 'usGross'
  | 'worldwideGross'
  | 'productionBudget'
  | 'posterPath'
  | 'castNames'
  | 'wikipedia'
  | 'notability'
> & {
  /** A source id to keep (TMDB's); otherwise one is derived from title and year. */
  id?: number;
  /** Directors' names (the row keeps them comma-separated). */
  directors: string[];
  /** Other titles the film is known by (original and English). */
  altTitles: string[];
  /** The key an earlier import gave this film (before its year was corrected): it keeps its id. */
  formerKey?: string;
};

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
    castNames: [],
    wikipedia: null,
    notability: 0,
    altTitles: [],
  };
}
