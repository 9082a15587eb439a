import type { z } from 'zod';
import {
  type Catalog,
  isCatalogId,
  type KnownFor,
  type MovieDetails,
  type MovieResult,
  noWatchProviders,
  type PersonDetails,
  type PersonResult,
  resultLimit,
  type SearchOptions,
  type SearchResult,
  type WatchOption,
  type WatchProviders,
} from '../catalog.ts';
import { CatalogError } from '../errors.ts';
import { tmdbImageUrl } from '../images.ts';
import { normalizeTitle, parseQuery } from '../normalize.ts';
import type { TmdbClient } from './tmdb-client.ts';
import {
  type TmdbMovie,
  type TmdbPerson,
  ZKnownForItem,
  ZMovieDetails,
  ZMovieSearch,
  ZMultiSearch,
  ZPersonDetails,
  ZWatchProviders,
} from './tmdb-schemas.ts';

const HOUR = 60 * 60;
const TTL = { search: 6 * HOUR, details: 24 * HOUR, providers: 12 * HOUR };
const KNOWN_FOR = 3;
/** TMDB requires crediting JustWatch wherever its watch-provider data is shown. */
const JUSTWATCH_ATTRIBUTION = 'Watch options by JustWatch';

/** The catalog backed by TMDB's API (when the site has a TMDB key). */
export function createTmdbCatalog(tmdb: TmdbClient): Catalog {
  const searchParams = { include_adult: false, language: 'en-US', page: 1 };

  async function details<T extends z.ZodType>(path: string, schema: T, params: Record<string, string> = {}) {
    try {
      return await tmdb({ path, params: { language: 'en-US', ...params }, schema, ttlSeconds: TTL.details });
    } catch (error) {
      if (error instanceof CatalogError && error.kind === 'not_found') return null;
      throw error;
    }
  }

  return {
    source: 'tmdb',

    async searchMovies(query: string, options?: SearchOptions): Promise<MovieResult[]> {
      const { text, year } = parseQuery(query);
      if (text.length < 2) return [];
      const search = (q: string, primary_release_year?: number) =>
        tmdb({
          path: '/search/movie',
          params: { ...searchParams, query: q, primary_release_year },
          schema: ZMovieSearch,
          ttlSeconds: TTL.search,
        });
      // 'alien 1979': TMDB narrows by year itself; if nothing is left the year was part of the title.
      let page = year === null ? await search(query.trim()) : await search(withoutYear(query, year), year);
      if (year !== null && !page.results.length) page = await search(query.trim());
      return page.results.slice(0, resultLimit(options)).map(toMovieResult);
    },

    async searchMulti(query: string, options?: SearchOptions): Promise<SearchResult[]> {
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

    async getMovie(id: number): Promise<MovieDetails | null> {
      if (!isCatalogId(id)) return null;
      const movie = await details(`/movie/${id}`, ZMovieDetails, { append_to_response: 'credits' });
      if (!movie) return null;
      const directors = (movie.credits?.crew ?? []).filter((c) => c.job === 'Director').map((c) => c.name);
      return {
        ...toMovieResult(movie),
        director: directors.length ? [...new Set(directors)].join(', ') : null,
        runtime: movie.runtime || null,
        genres: movie.genres ?? [],
        vote_count: movie.vote_count ?? 0,
      };
    },

    async getPerson(id: number): Promise<PersonDetails | null> {
      if (!isCatalogId(id)) return null;
      const person = await details(`/person/${id}`, ZPersonDetails, { append_to_response: 'movie_credits' });
      if (!person) return null;
      const credits = [...(person.movie_credits?.crew ?? []), ...(person.movie_credits?.cast ?? [])];
      const films = [...new Map(credits.map((c) => [c.id, c])).values()].sort(
        (a, b) => (b.vote_count ?? 0) - (a.vote_count ?? 0),
      );
      return {
        ...toPersonResult(person),
        known_for: films.slice(0, KNOWN_FOR).map(toKnownForMovie),
        movies: films.slice(0, 20).map(toMovieResult),
      };
    },

    async watchProviders(id: number, region: string): Promise<WatchProviders> {
      if (!isCatalogId(id)) return noWatchProviders();
      const answer = await details(`/movie/${id}/watch/providers`, ZWatchProviders);
      const local = answer?.results[region.toUpperCase()];
      if (!local) return noWatchProviders();
      // TMDB gives one link per film and region: its page listing every option.
      const options = (list: { provider_name: string }[] | null | undefined): WatchOption[] =>
        (list ?? []).map((p) =>
          local.link ? { name: p.provider_name, url: local.link } : { name: p.provider_name },
        );
      const streaming = dedupe([...options(local.flatrate), ...options(local.free), ...options(local.ads)]);
      const result = { streaming, rent: options(local.rent), buy: options(local.buy) };
      const empty = !result.streaming.length && !result.rent.length && !result.buy.length;
      return { ...result, attribution: empty ? null : JUSTWATCH_ATTRIBUTION };
    },
  };
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
