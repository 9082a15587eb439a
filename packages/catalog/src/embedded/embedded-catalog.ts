import type { Db } from '@chuck/db';
import {
  type Catalog,
  type MovieResult,
  type PersonResult,
  resultLimit,
  type SearchResult,
  TOP_BILLED,
} from '../catalog.ts';
import { genresOf } from '../genres.ts';
import { generatedPosterUrl } from '../images.ts';
import { normalizeTitle, type ParsedQuery, parseQuery } from '../normalize.ts';
import { withSharedParts } from '../shared-parts.ts';
import { closestTitle, filmsByIds, filmTitled, findFilms, newestYear } from './films.repository.ts';
import { type Conn, filmsOfPeople, findMovie, findPerson, movieCredits } from './movies.repository.ts';
import { resolveTerms, termLookups, unknownWords } from './query-terms.ts';
import { byRenown } from './renown.ts';
import {
  inSearchTransaction,
  lookupWords,
  type MovieHit,
  type PersonHit,
  type SearchConn,
  searchMovieTitles,
  searchPeopleNames,
  type TitleQuery,
} from './search.repository.ts';

type PlannedQuery = Omit<TitleQuery, 'limit'>;

/**
 * The catalog kept in our own database: the embedded films, or a site's own import. It has no
 * streaming or shop data, and none is made up (no `watchProviders`: see withSharedParts).
 */
export function createEmbeddedCatalog(db: Db): Catalog {
  /** The query's words resolved against the catalog's vocabulary (half-typed words, then typos). */
  async function plan(trx: SearchConn, query: ParsedQuery): Promise<PlannedQuery> {
    const lookups = termLookups(query.text);
    const plain = await lookupWords(trx, lookups);
    const typos = await lookupWords(trx, unknownWords(lookups, plain), 'typos');
    return { ...query, terms: resolveTerms(lookups, [...plain, ...typos]) };
  }

  async function movieHits(trx: SearchConn, query: PlannedQuery, limit: number): Promise<MovieHit[]> {
    const hits = await searchMovieTitles(trx, { ...query, limit });
    // A year that narrows to nothing was probably part of the title ('Blade Runner 2049').
    if (hits.length || query.year === null) return hits;
    const whole = await plan(trx, { text: `${query.text} ${query.year}`, year: null });
    return searchMovieTitles(trx, { ...whole, limit });
  }

  /** People as results, with the films they are known for (kept on each person by the import). */
  async function withKnownFor(conn: Conn, people: readonly PersonFacts[]): Promise<PersonResult[]> {
    const ids = people.flatMap((p) => p.knownForIds);
    const films = new Map((await filmsByIds(conn, ids)).map((f) => [f.id, f]));
    return people.map((person) => ({
      id: person.id,
      type: 'person',
      name: person.name,
      profile_path: person.profilePath,
      known_for_department: person.knownForDepartment,
      known_for: person.knownForIds.flatMap((id) => {
        const film = films.get(id);
        if (!film) return [];
        return [
          {
            id,
            type: 'movie',
            title: film.title,
            release_date: releaseOf(film),
            poster_path: posterOf(film),
          },
        ];
      }),
    }));
  }

  return withSharedParts(db, {
    source: 'embedded',

    async searchMovies(query, options) {
      const parsed = parseQuery(query);
      if (parsed.text.length < 2) return [];
      const hits = await inSearchTransaction(db, async (trx) =>
        movieHits(trx, await plan(trx, parsed), resultLimit(options)),
      );
      return hits.map(toMovieResult);
    },

    async searchMulti(query, options) {
      const parsed = parseQuery(query);
      if (parsed.text.length < 2) return [];
      const limit = resultLimit(options);
      const { movies, people, persons } = await inSearchTransaction(db, async (trx) => {
        const planned = await plan(trx, parsed);
        const movies = await movieHits(trx, planned, limit);
        // A year in the query is about films; people are matched on the words alone.
        const people = parsed.year === null ? await searchPeopleNames(trx, { ...planned, limit }) : [];
        return { movies, people, persons: await withKnownFor(trx, people) };
      });
      const ranked = [
        ...movies.map((hit) => ({ tier: hit.tier, popularity: hit.popularity, result: toMovieResult(hit) })),
        // Among films, a person is as well known as their best-known film.
        ...people.map((hit, i) => ({ tier: hit.tier, popularity: hit.topPopularity, result: persons[i]! })),
      ];
      // Closest match first; between equally close ones, the better known.
      ranked.sort((a, b) => a.tier - b.tier || b.popularity - a.popularity);
      return ranked.slice(0, limit).map((r): SearchResult => r.result);
    },

    async getMovie(id) {
      const row = await findMovie(db, id);
      if (!row) return null;
      const credits = await movieCredits(db, id, TOP_BILLED);
      return {
        ...toMovieResult(row),
        director: row.director,
        ...credits,
        runtime: row.runtime,
        genres: genresOf(row.genreIds),
        vote_count: row.voteCount,
        wikipedia_url: row.wikipedia ? `https://en.wikipedia.org/wiki/${row.wikipedia}` : null,
      };
    },

    async getPerson(id) {
      const row = await findPerson(db, id);
      if (!row) return null;
      const [person] = await withKnownFor(db, [row]);
      const credits = await filmsOfPeople(db, [id]);
      const films = [...new Map(credits.map((f) => [f.id, f])).values()];
      const newestFirst = (job: string) =>
        credits
          .filter((f) => f.job === job)
          .sort((a, b) => (b.year ?? 0) - (a.year ?? 0) || b.popularity - a.popularity)
          .map(toMovieResult);
      return {
        ...person!,
        movies: films.sort(byRenown).map(toMovieResult),
        directed: newestFirst('Director'),
        appeared_in: newestFirst('Cast'),
      };
    },

    async films(ids) {
      return (await filmsByIds(db, ids)).map(({ releaseDate: _, ...card }) => card);
    },

    async matchTitle(title, year, options) {
      const norm = normalizeTitle(title);
      if (!norm) return undefined;
      const exact = await filmTitled(db, norm, year, title);
      if (exact) return { film: exact, similarity: 1 };
      // The closest spelling compares every title (no trigram index): skipped when not wanted.
      return options?.exactOnly ? undefined : closestTitle(db, norm);
    },

    findFilms: (query) => findFilms(db, query),

    newestYear: () => newestYear(db),
  });
}

type FilmFacts = Pick<
  MovieHit,
  'id' | 'title' | 'year' | 'releaseDate' | 'overview' | 'posterPath' | 'voteAverage'
>;
type PersonFacts = Pick<PersonHit, 'id' | 'name' | 'knownForDepartment' | 'profilePath' | 'knownForIds'>;

function toMovieResult(film: FilmFacts): MovieResult {
  return {
    id: film.id,
    type: 'movie',
    title: film.title,
    poster_path: posterOf(film),
    release_date: releaseOf(film),
    vote_average: film.voteAverage,
    overview: film.overview,
  };
}

/** The release date, or its year alone when that is all the catalog knows (no day is made up). */
function releaseOf(film: Pick<FilmFacts, 'year' | 'releaseDate'>): string | null {
  return film.releaseDate ?? (film.year === null ? null : String(film.year));
}

function posterOf(film: Pick<FilmFacts, 'id' | 'posterPath'>): string {
  return film.posterPath ?? generatedPosterUrl(film.id);
}
