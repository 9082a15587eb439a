import { chunks } from '@chuck/db';
import type { z } from 'zod';
import {
  type Catalog,
  type Credit,
  type Film,
  type FilmCard,
  type FilmQuery,
  isCatalogId,
  type KnownFor,
  type MovieResult,
  noWatchProviders,
  type PersonResult,
  resultLimit,
  type SearchResult,
  TOP_BILLED,
  type WatchOption,
} from '../catalog.ts';
import { CatalogError } from '../errors.ts';
import { tmdbImageUrl } from '../images.ts';
import { TRIGRAM_THRESHOLD, trigramSimilarity } from '../lib/trigrams.ts';
import { normalizeText, normalizeTitle, parseQuery } from '../normalize.ts';
import type { LocalLookup } from '../shared-parts.ts';
import type { TmdbClient } from './tmdb-client.ts';
import {
  type TmdbMovie,
  type TmdbMovieDetails,
  type TmdbPerson,
  ZKnownForItem,
  ZMovieDetails,
  ZMovieSearch,
  ZMultiSearch,
  ZPersonDetails,
  ZPersonSearch,
  ZWatchProviders,
} from './tmdb-schemas.ts';

const HOUR = 60 * 60;
const TTL = { search: 6 * HOUR, details: 24 * HOUR, providers: 12 * HOUR };
const KNOWN_FOR = 3;
/** TMDB requires crediting JustWatch wherever its watch-provider data is shown. */
const JUSTWATCH_ATTRIBUTION = 'Watch options by JustWatch';
/** Film details asked of TMDB at once (a member may have rated hundreds of films). */
const DETAILS_AT_ONCE = 8;
/** Pages of 20 read from TMDB's discover list per pool: enough to choose from, few requests. */
const DISCOVER_PAGES = 5;
/** Directors whose filmographies a pool reads (each costs two requests). */
const MAX_DIRECTORS = 10;

/**
 * The catalog backed by TMDB's API (when the site has a TMDB key); createCatalog adds the lookups
 * of the catalog's own table (withSharedParts).
 */
export function createTmdbCatalog(tmdb: TmdbClient): Omit<Catalog, LocalLookup> {
  const searchParams = { include_adult: false, language: 'en-US', page: 1 };

  async function details<T extends z.ZodType>(path: string, schema: T, params: Record<string, string> = {}) {
    try {
      return await tmdb({ path, params: { language: 'en-US', ...params }, schema, ttlSeconds: TTL.details });
    } catch (error) {
      if (error instanceof CatalogError && error.kind === 'not_found') return null;
      throw error;
    }
  }

  const movieDetails = (id: number) =>
    details(`/movie/${id}`, ZMovieDetails, { append_to_response: 'credits' });
  const personDetails = (id: number) =>
    details(`/person/${id}`, ZPersonDetails, { append_to_response: 'movie_credits' });
  const searchTitles = (query: string, primary_release_year?: number) =>
    tmdb({
      path: '/search/movie',
      params: { ...searchParams, query, primary_release_year },
      schema: ZMovieSearch,
      ttlSeconds: TTL.search,
    });

  async function films(ids: readonly number[]): Promise<FilmCard[]> {
    const found: FilmCard[] = [];
    for (const batch of chunks(ids.filter(isCatalogId), DETAILS_AT_ONCE)) {
      for (const movie of await Promise.all(batch.map(movieDetails)))
        if (movie) found.push(filmCardOf(movie));
    }
    return found;
  }

  /** The films these people directed, by TMDB's credits (names matched as TMDB spells them). */
  async function filmsDirectedBy(names: readonly string[]): Promise<Film[]> {
    const directed = new Map<number, Film>();
    for (const name of names.slice(0, MAX_DIRECTORS)) {
      const found = await tmdb({
        path: '/search/person',
        params: { ...searchParams, query: name },
        schema: ZPersonSearch,
        ttlSeconds: TTL.search,
      });
      const person = found.results.find((p) => normalizeText(p.name) === normalizeText(name));
      const credits = person ? (await personDetails(person.id))?.movie_credits?.crew : undefined;
      for (const credit of credits ?? []) {
        if (credit.job !== 'Director') continue;
        const known = directed.get(credit.id)?.director;
        directed.set(credit.id, { ...filmOf(credit), director: known ? `${known}, ${name}` : name });
      }
    }
    return [...directed.values()];
  }

  /** TMDB's discover list, best known first: the films of any of `genreIds` (any film without). */
  async function discover(q: FilmQuery, genreIds: readonly number[], fits: (film: Film) => boolean) {
    const found: Film[] = [];
    for (let page = 1; page <= DISCOVER_PAGES && found.length < q.limit; page++) {
      const answer = await tmdb({
        path: '/discover/movie',
        params: {
          include_adult: false,
          language: 'en-US',
          sort_by: 'vote_count.desc',
          page,
          with_genres: genreIds.length ? genreIds.join('|') : undefined,
          'vote_average.gte': q.minVoteAverage,
          'vote_count.gte': q.minVoteCount,
          'primary_release_date.gte': q.fromYear == null ? undefined : `${q.fromYear}-01-01`,
          'primary_release_date.lte': q.toYear == null ? undefined : `${q.toYear}-12-31`,
        },
        schema: ZMovieSearch,
        ttlSeconds: TTL.search,
      });
      found.push(...answer.results.map(filmOf).filter(fits));
      if (page >= (answer.total_pages ?? page)) break;
    }
    return found;
  }

  return {
    source: 'tmdb',

    async searchMovies(query, options) {
      const { text, year } = parseQuery(query);
      if (text.length < 2) return [];
      // 'alien 1979': TMDB narrows by year itself; if nothing is left the year was part of the title.
      let page =
        year === null ? await searchTitles(query.trim()) : await searchTitles(withoutYear(query, year), year);
      if (year !== null && !page.results.length) page = await searchTitles(query.trim());
      return page.results.slice(0, resultLimit(options)).map(toMovieResult);
    },

    async searchMulti(query, options) {
      if (normalizeTitle(query).length < 2) return [];
      const page = await tmdb({
        path: '/search/multi',
        params: { ...searchParams, query: query.trim() },
        schema: ZMultiSearch,
        ttlSeconds: TTL.search,
      });
      return page.results
        .flatMap((item): SearchResult[] => {
          if (item.media_type === 'movie') return [toMovieResult(item)];
          if (item.media_type === 'person') return [toPersonResult(item)];
          return []; // TV shows are not part of this product
        })
        .slice(0, resultLimit(options));
    },

    async getMovie(id) {
      const movie = await movieDetails(id);
      if (!movie) return null;
      return {
        ...toMovieResult(movie),
        director: directorOf(movie),
        directors: uniqueById((movie.credits?.crew ?? []).filter((c) => c.job === 'Director')),
        cast: uniqueById(
          [...(movie.credits?.cast ?? [])].sort((a, b) => (a.order ?? 999) - (b.order ?? 999)),
        ).slice(0, TOP_BILLED),
        runtime: movie.runtime || null,
        genres: movie.genres ?? [],
        vote_count: movie.vote_count ?? 0,
        wikipedia_url: null,
      };
    },

    async getPerson(id) {
      const person = await personDetails(id);
      if (!person) return null;
      const credits = [...(person.movie_credits?.crew ?? []), ...(person.movie_credits?.cast ?? [])];
      const films = [...new Map(credits.map((c) => [c.id, c])).values()].sort(
        (a, b) => (b.vote_count ?? 0) - (a.vote_count ?? 0),
      );
      return {
        ...toPersonResult(person),
        known_for: films.slice(0, KNOWN_FOR).map(toKnownForMovie),
        movies: films.slice(0, 20).map(toMovieResult),
        directed: newestFirst((person.movie_credits?.crew ?? []).filter((c) => c.job === 'Director')).map(
          toMovieResult,
        ),
        appeared_in: newestFirst(person.movie_credits?.cast ?? []).map(toMovieResult),
      };
    },

    async watchProviders(id, region) {
      const answer = await details(`/movie/${id}/watch/providers`, ZWatchProviders);
      const local = answer?.results[region.toUpperCase()];
      if (!local) return noWatchProviders();
      // TMDB gives one link per film and region: its page listing every option.
      const options = (
        list: { provider_name: string; logo_path?: string | null }[] | null | undefined,
      ): WatchOption[] =>
        (list ?? []).map((p) => {
          const logoUrl = tmdbImageUrl(p.logo_path, 'w92');
          return {
            name: p.provider_name,
            ...(local.link ? { url: local.link } : {}),
            ...(logoUrl ? { logoUrl } : {}),
          };
        });
      const streaming = dedupe([...options(local.flatrate), ...options(local.free), ...options(local.ads)]);
      const result = { streaming, rent: options(local.rent), buy: options(local.buy) };
      const empty = !result.streaming.length && !result.rent.length && !result.buy.length;
      return { ...result, attribution: empty ? null : JUSTWATCH_ATTRIBUTION };
    },

    films,

    async matchTitle(title, year, options) {
      const norm = normalizeTitle(title);
      if (!norm) return undefined;
      const found = (await searchTitles(title.trim())).results.map(filmOf);
      const distance = (f: Film) => (year === null ? 0 : Math.abs((f.year ?? 0) - year));
      const [exact] = found
        .filter((f) => normalizeTitle(f.title) === norm)
        .sort((a, b) => distance(a) - distance(b) || byVotes(a, b));
      const [best] = exact
        ? [{ id: exact.id, similarity: 1 }]
        : options?.exactOnly
          ? []
          : found
              .map((f) => ({ ...f, similarity: trigramSimilarity(normalizeTitle(f.title), norm) }))
              .filter((f) => f.similarity >= TRIGRAM_THRESHOLD)
              .sort((a, b) => b.similarity - a.similarity || byVotes(a, b));
      if (!best) return undefined;
      const [film] = await films([best.id]);
      return film && { film, similarity: best.similarity };
    },

    async findFilms(q) {
      const exclude = new Set(q.exclude);
      const only = q.onlyIds && new Set(q.onlyIds);
      const without = q.withoutGenreIds ?? [];
      const fits = (f: Film) =>
        !exclude.has(f.id) &&
        (!only || only.has(f.id)) &&
        !f.genreIds.some((id) => without.includes(id)) &&
        // TMDB's lists carry no runtime: a runtime limit is never met by a film of unknown length.
        (q.minRuntime == null || (f.runtime !== null && f.runtime >= q.minRuntime)) &&
        (q.maxRuntime == null || (f.runtime !== null && f.runtime <= q.maxRuntime)) &&
        (q.order !== 'rating' || f.voteAverage !== null) &&
        (q.minVoteAverage === undefined || (f.voteAverage ?? -1) >= q.minVoteAverage) &&
        (q.minVoteCount === undefined || f.voteCount >= q.minVoteCount) &&
        (q.fromYear == null || (f.year !== null && f.year >= q.fromYear)) &&
        (q.toYear == null || (f.year !== null && f.year <= q.toYear));
      // `titles` is not asked for: TMDB's own genres already file the films Chuck's shelf lists.
      const genreIds = q.related?.genreIds ?? [];
      if (q.onlyIds) {
        // A person's films, say: looked up one by one (their details carry the runtime).
        const listed = (await films(q.onlyIds.slice(0, q.limit * 2))).filter(
          (f) => fits(f) && (!genreIds.length || f.genreIds.some((id) => genreIds.includes(id))),
        );
        return listed.sort(q.order === 'rating' ? byRating : byVotes).slice(0, q.limit);
      }
      const directed = (await filmsDirectedBy(q.related?.directors ?? [])).filter(fits);
      const discovered = !q.related || genreIds.length ? await discover(q, genreIds, fits) : [];
      const ranked = q.relatedFirst
        ? [...directed.sort(byVotes), ...discovered.sort(byVotes)]
        : [...directed, ...discovered].sort(byVotes);
      // A film found both ways is kept as found by its director, who is then known.
      const seen = new Set<number>();
      const found = ranked.filter((f) => !seen.has(f.id) && seen.add(f.id));
      if (q.order === 'rating') found.sort(byRating);
      return found.slice(0, q.limit);
    },

    // TMDB lists this year's releases: its newest year is this one.
    newestYear: async () => new Date().getUTCFullYear(),
  };
}

/** A TMDB film's facts (TMDB has no aisle, creative type, source material or certificate). */
function filmOf(movie: TmdbMovie): Film {
  return {
    id: movie.id,
    title: movie.title,
    year: yearOf(movie),
    director: null,
    genreIds: movie.genre_ids ?? [],
    majorGenre: null,
    creativeType: null,
    source: null,
    mpaaRating: null,
    // TMDB reports 0 for films nobody has rated.
    voteAverage: movie.vote_count ? (movie.vote_average ?? null) : null,
    voteCount: movie.vote_count ?? 0,
    rottenTomatoes: null,
    runtime: null,
  };
}

function filmCardOf(movie: TmdbMovieDetails): FilmCard {
  return {
    ...filmOf(movie),
    director: directorOf(movie),
    genreIds: (movie.genres ?? []).map((g) => g.id),
    runtime: movie.runtime || null,
    overview: movie.overview ?? '',
    posterPath: tmdbImageUrl(movie.poster_path, 'w500'),
  };
}

function uniqueById(people: readonly { id: number; name: string }[]): Credit[] {
  return [...new Map(people.map((p) => [p.id, { id: p.id, name: p.name }])).values()];
}

function newestFirst<T extends { id: number; release_date?: string | null }>(films: readonly T[]): T[] {
  return [...new Map(films.map((f) => [f.id, f])).values()].sort((a, b) =>
    (b.release_date ?? '').localeCompare(a.release_date ?? ''),
  );
}

/** Directors' names from a film's credits, comma-separated; null when none is credited. */
function directorOf(movie: TmdbMovieDetails): string | null {
  const directors = (movie.credits?.crew ?? []).filter((c) => c.job === 'Director').map((c) => c.name);
  return directors.length ? [...new Set(directors)].join(', ') : null;
}

function yearOf(movie: Pick<TmdbMovie, 'release_date'>): number | null {
  return movie.release_date ? Number(movie.release_date.slice(0, 4)) : null;
}

/** For sort(): the best known first, then by id (as the embedded catalog orders). */
function byVotes(a: Film, b: Film): number {
  return b.voteCount - a.voteCount || a.id - b.id;
}

function byRating(a: Film, b: Film): number {
  return (b.voteAverage ?? 0) - (a.voteAverage ?? 0) || byVotes(a, b);
}

function toMovieResult(movie: TmdbMovie): MovieResult {
  return {
    id: movie.id,
    type: 'movie',
    title: movie.title,
    poster_path: tmdbImageUrl(movie.poster_path, 'w92'),
    release_date: movie.release_date || null,
    // TMDB reports 0 for films nobody has rated.
    vote_average: movie.vote_count ? Math.round((movie.vote_average ?? 0) * 10) / 10 : null,
    overview: movie.overview ?? '',
  };
}

function toPersonResult(person: TmdbPerson): PersonResult {
  return {
    id: person.id,
    type: 'person',
    name: person.name,
    profile_path: tmdbImageUrl(person.profile_path, 'w45'),
    known_for_department: person.known_for_department ?? null,
    known_for: (person.known_for ?? []).flatMap((entry): KnownFor[] => {
      const item = ZKnownForItem.safeParse(entry);
      if (!item.success) return [];
      if (item.data.media_type === 'movie') return [toKnownForMovie(item.data)];
      const { id, name, first_air_date, poster_path } = item.data;
      return [
        {
          id,
          type: 'tv',
          name,
          release_date: first_air_date || null,
          poster_path: tmdbImageUrl(poster_path, 'w92'),
        },
      ];
    }),
  };
}

function toKnownForMovie(movie: TmdbMovie): KnownFor {
  return {
    id: movie.id,
    type: 'movie',
    title: movie.title,
    release_date: movie.release_date || null,
    poster_path: tmdbImageUrl(movie.poster_path, 'w92'),
  };
}

function dedupe(options: WatchOption[]): WatchOption[] {
  return [...new Map(options.map((o) => [o.name, o])).values()];
}

/** 'alien 1979' → 'alien': the raw words, so TMDB sees the user's own spelling. */
function withoutYear(query: string, year: number): string {
  return query
    .replace(new RegExp(`\\b${year}\\b`), ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
