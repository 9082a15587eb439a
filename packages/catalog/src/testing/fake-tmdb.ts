import { HttpResponse, http, type RequestHandler } from 'msw';
import { TMDB_GENRES } from '../genres.ts';
import { normalizeText } from '../normalize.ts';
import { TMDB_API_BASE } from '../tmdb/tmdb-client.ts';
import {
  FIXTURE_MOVIES,
  FIXTURE_PEOPLE,
  FIXTURE_PROVIDERS,
  type FixtureMovie,
  type FixturePerson,
} from './tmdb-fixtures.ts';

export interface FakeTmdbOptions {
  /** The key (or read token) the fake accepts; anything else gets TMDB's 401. */
  apiKey?: string;
  readToken?: string;
  baseUrl?: string;
}

export interface FakeTmdb {
  handlers: RequestHandler[];
  /** Every request that reached the fake, in order. */
  requests: URL[];
}

/**
 * TMDB's v3 API over the fixtures, for msw: search (every query word must start a title word, as
 * TMDB matches), details with credits, people and watch providers, and TMDB's error bodies.
 */
export function createFakeTmdb(options: FakeTmdbOptions = {}): FakeTmdb {
  const base = options.baseUrl ?? TMDB_API_BASE;
  const requests: URL[] = [];

  const guard =
    (handler: (url: URL, params: Record<string, string>) => Response) =>
    ({
      request,
      params,
    }: {
      request: Request;
      params: Record<string, string | readonly string[] | undefined>;
    }) => {
      const url = new URL(request.url);
      requests.push(url);
      const bearer = request.headers.get('authorization');
      const authorised =
        (options.readToken && bearer === `Bearer ${options.readToken}`) ||
        (options.apiKey && url.searchParams.get('api_key') === options.apiKey);
      if (!authorised) return tmdbError(401, 7, 'Invalid API key: You must be granted a valid key.');
      return handler(url, params as Record<string, string>);
    };

  return {
    requests,
    handlers: [
      http.get(
        `${base}/search/movie`,
        guard((url) => {
          const year = url.searchParams.get('primary_release_year');
          const movies = matching(FIXTURE_MOVIES, (m) => m.title, url).filter(
            (m) => !year || m.release_date.startsWith(year),
          );
          return HttpResponse.json(page(movies.map(movieJson)));
        }),
      ),
      http.get(
        `${base}/search/multi`,
        guard((url) => {
          const movies = matching(FIXTURE_MOVIES, (m) => m.title, url).map((m) => ({
            ...movieJson(m),
            media_type: 'movie',
          }));
          const people = matching(FIXTURE_PEOPLE, (p) => p.name, url).map(personJson);
          return HttpResponse.json(page([...people, ...movies].sort((a, b) => b.popularity - a.popularity)));
        }),
      ),
      http.get(
        `${base}/search/person`,
        guard((url) => HttpResponse.json(page(matching(FIXTURE_PEOPLE, (p) => p.name, url).map(personJson)))),
      ),
      // Discover: genres (any of 'a|b', every one of 'a,b'), vote and release date floors, by votes.
      http.get(
        `${base}/discover/movie`,
        guard((url) => {
          const param = (name: string) => url.searchParams.get(name);
          const genres = param('with_genres');
          const anyGenre = genres?.split('|').map(Number);
          const everyGenre = genres?.split(',').map(Number);
          const movies = FIXTURE_MOVIES.filter(
            (m) =>
              (!genres ||
                (genres.includes('|')
                  ? anyGenre!.some((g) => m.genre_ids.includes(g))
                  : everyGenre!.every((g) => m.genre_ids.includes(g)))) &&
              m.vote_count >= Number(param('vote_count.gte') ?? 0) &&
              m.vote_average >= Number(param('vote_average.gte') ?? 0) &&
              m.release_date >= (param('primary_release_date.gte') ?? '') &&
              m.release_date <= (param('primary_release_date.lte') ?? '9999'),
          ).sort((a, b) => b.vote_count - a.vote_count);
          const pageNo = Number(param('page') ?? 1);
          return HttpResponse.json({
            page: pageNo,
            results: movies.slice((pageNo - 1) * 20, pageNo * 20).map(movieJson),
            total_pages: Math.ceil(movies.length / 20),
            total_results: movies.length,
          });
        }),
      ),
      // Lists (/movie/popular, /movie/top_rated): every fixture film, 2 to a page.
      ...['popular', 'top_rated'].map((list) =>
        http.get(
          `${base}/movie/${list}`,
          guard((url) => {
            const pageNo = Number(url.searchParams.get('page') ?? 1);
            const sorted = [...FIXTURE_MOVIES].sort((a, b) =>
              list === 'popular' ? b.popularity - a.popularity : b.vote_average - a.vote_average,
            );
            const results = sorted.slice((pageNo - 1) * 2, pageNo * 2).map(movieJson);
            return HttpResponse.json({
              page: pageNo,
              results,
              total_pages: Math.ceil(sorted.length / 2),
              total_results: sorted.length,
            });
          }),
        ),
      ),
      http.get(
        `${base}/movie/:id/watch/providers`,
        guard((_, { id }) => {
          const movie = FIXTURE_MOVIES.find((m) => m.id === Number(id));
          if (!movie) return notFound();
          const providers = (names: string[] = []) =>
            names.map((provider_name, i) => ({
              logo_path: `/logo-${provider_name.toLowerCase().replace(/\W+/g, '-')}.jpg`,
              provider_id: 100 + i,
              provider_name,
              display_priority: i,
            }));
          const results = Object.fromEntries(
            Object.entries(FIXTURE_PROVIDERS[movie.id] ?? {}).map(([region, offer]) => [
              region,
              {
                link: `https://www.themoviedb.org/movie/${movie.id}/watch?locale=${region}`,
                ...(offer.flatrate && { flatrate: providers(offer.flatrate) }),
                ...(offer.rent && { rent: providers(offer.rent) }),
                ...(offer.buy && { buy: providers(offer.buy) }),
              },
            ]),
          );
          return HttpResponse.json({ id: movie.id, results });
        }),
      ),
      http.get(
        `${base}/movie/:id`,
        guard((url, { id }) => {
          const movie = FIXTURE_MOVIES.find((m) => m.id === Number(id));
          if (!movie) return notFound();
          const { genre_ids, ...rest } = movieJson(movie);
          const body: Record<string, unknown> = {
            ...rest,
            genres: TMDB_GENRES.filter((g) => genre_ids.includes(g.id)),
            runtime: movie.runtime,
            status: 'Released',
            tagline: '',
          };
          if (url.searchParams.get('append_to_response')?.split(',').includes('credits')) {
            body.credits = {
              cast: [],
              crew: movie.directors.map((d) => ({
                ...d,
                department: 'Directing',
                job: 'Director',
                credit_id: `c${d.id}`,
              })),
            };
          }
          return HttpResponse.json(body);
        }),
      ),
      http.get(
        `${base}/person/:id`,
        guard((url, { id }) => {
          const person = FIXTURE_PEOPLE.find((p) => p.id === Number(id));
          if (!person) return notFound();
          const { known_for: _, media_type: __, ...body } = personJson(person);
          const directed = FIXTURE_MOVIES.filter((m) => m.directors.some((d) => d.id === person.id));
          return HttpResponse.json({
            ...body,
            biography: '',
            ...(url.searchParams.get('append_to_response')?.includes('movie_credits') && {
              movie_credits: {
                cast: [],
                crew: directed.map((m) => ({ ...movieJson(m), department: 'Directing', job: 'Director' })),
              },
            }),
          });
        }),
      ),
    ],
  };
}

function matching<T>(items: readonly T[], name: (item: T) => string, url: URL): T[] {
  const words = normalizeText(url.searchParams.get('query') ?? '')
    .split(' ')
    .filter(Boolean);
  if (!words.length) return [];
  return items.filter((item) => {
    const own = normalizeText(name(item)).split(' ');
    return words.every((w) => own.some((o) => o.startsWith(w)));
  });
}

function movieJson(movie: FixtureMovie) {
  const { directors: _, runtime: __, ...fields } = movie;
  return { adult: false, original_language: 'en', video: false, ...fields };
}

function personJson(person: FixturePerson) {
  return {
    adult: false,
    gender: 2,
    id: person.id,
    media_type: 'person',
    name: person.name,
    original_name: person.name,
    popularity: person.popularity,
    known_for_department: person.known_for_department,
    profile_path: person.profile_path,
    known_for: person.known_for.flatMap((id) => {
      const movie = FIXTURE_MOVIES.find((m) => m.id === id);
      return movie ? [{ ...movieJson(movie), media_type: 'movie' }] : [];
    }),
  };
}

function page<T>(results: T[]) {
  return { page: 1, results, total_pages: results.length ? 1 : 0, total_results: results.length };
}

function notFound(): Response {
  return tmdbError(404, 34, 'The resource you requested could not be found.');
}

export function tmdbError(status: number, code: number, message: string): Response {
  return HttpResponse.json({ success: false, status_code: code, status_message: message }, { status });
}
