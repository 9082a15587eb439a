import { createCatalog } from '@chuck/catalog';
import { catalogTemplate, createFakeTmdb } from '@chuck/catalog/testing';
import type { TRPCError } from '@trpc/server';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildOpenApiDocument } from '../../openapi.ts';
import { appRouter } from '../../root.ts';
import { createTestContext, type TestContext } from '../../testing/index.ts';
import { createCallerFactory } from '../../trpc.ts';

const tmdb = createFakeTmdb({ apiKey: 'tmdb-key' });
const server = setupServer(...tmdb.handlers);
let t: TestContext;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  t = await createTestContext(catalogTemplate);
});
afterAll(async () => {
  server.close();
  await t?.close();
});

const anonymous = () => t.caller(null).catalog;
/** A caller whose catalog is TMDB (faked at the HTTP boundary). */
const withTmdb = () =>
  createCallerFactory(appRouter)({
    ...t.deps,
    catalog: createCatalog({ db: t.db, tmdb: { apiKey: 'tmdb-key' } }),
    user: null,
    sessionId: null,
    req: { ip: '127.0.0.1', setCookie: () => {} },
  }).catalog;
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected an error');
    },
    (error: unknown) => error as TRPCError,
  );

describe('GET /api/tmdb/search', () => {
  it('offers the Matrix trilogy for "matr"', async () => {
    const { results } = await anonymous().searchMovies({ q: 'matr' });
    expect(results.slice(0, 3).map((m) => m.title)).toEqual([
      'The Matrix',
      'The Matrix Reloaded',
      'The Matrix Revolutions',
    ]);
    expect(results[0]).toEqual({
      id: expect.any(Number),
      type: 'movie',
      title: 'The Matrix',
      poster_path: expect.stringMatching(/^\/api\/posters\/\d+\.svg$/),
      release_date: '1999-03-31',
      vote_average: 8.7,
      overview: expect.stringContaining('1999'),
    });
  });

  it('accepts the query parameter under the name `query`, and a limit as text', async () => {
    const { results } = await anonymous().searchMovies({
      query: 'godfater',
      limit: '2' as unknown as number,
    });
    expect(results.map((m) => m.title)).toEqual(['The Godfather', 'The Godfather: Part II']);
  });

  it('answers short queries with no results, without a lookup', async () => {
    const lookups = vi.spyOn(t.deps.catalog, 'searchMovies');
    expect(await anonymous().searchMovies({ q: '  m ' })).toEqual({ results: [] });
    expect(await anonymous().searchMovies({})).toEqual({ results: [] });
    expect(lookups).not.toHaveBeenCalled();
    lookups.mockRestore();
  });

  it('refuses queries over 100 characters and limits outside 1-20 with a readable message', async () => {
    const long = await rejection(anonymous().searchMovies({ q: 'x'.repeat(101) }));
    expect(long).toMatchObject({ code: 'BAD_REQUEST' });
    expect(long.message).toContain('100 characters');
    expect(await rejection(anonymous().searchMovies({ q: 'matrix', limit: 21 }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await anonymous().searchMovies({ q: 'the', limit: 20 })).results).toHaveLength(20);
  });
});

describe('GET /api/search', () => {
  it('returns Steven Spielberg as a person known for two of his films', async () => {
    const { results } = await anonymous().search({ q: 'spielberg' });
    expect(results[0]).toMatchObject({
      type: 'person',
      name: 'Steven Spielberg',
      known_for_department: 'Directing',
    });
    const person = results[0]!;
    expect(person.type === 'person' && person.known_for.length).toBeGreaterThanOrEqual(2);
  });

  it('mixes films and people', async () => {
    const { results } = await anonymous().search({ q: 'jaws', limit: 8 });
    expect(results[0]).toMatchObject({ type: 'movie', title: 'Jaws' });
  });
});

describe('GET /api/tmdb/movie/{id}', () => {
  it('adds director, runtime and genres', async () => {
    const [matrix] = (await anonymous().searchMovies({ q: 'the matrix', limit: 1 })).results;
    expect(await anonymous().getMovie({ id: matrix!.id })).toMatchObject({
      title: 'The Matrix',
      director: 'Andy Wachowski',
      runtime: 136,
      genres: [
        { id: 28, name: 'Action' },
        { id: 878, name: 'Science Fiction' },
      ],
    });
  });

  it("answers 404 'Movie not found' for an unknown id", async () => {
    expect(await rejection(anonymous().getMovie({ id: 12345 }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Movie not found',
    });
    expect(await rejection(anonymous().getMovie({ id: 'abc' as unknown as number }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('has no watch options for embedded films, and says so plainly', async () => {
    const [matrix] = (await anonymous().searchMovies({ q: 'the matrix', limit: 1 })).results;
    expect(await anonymous().watchProviders({ id: matrix!.id })).toEqual({
      streaming: [],
      rent: [],
      buy: [],
      attribution: null,
    });
  });
});

describe('with TMDB', () => {
  it('serves TMDB results through the same procedures', async () => {
    const { results } = await withTmdb().searchMovies({ q: 'jaws' });
    expect(results[0]).toMatchObject({
      id: 578,
      title: 'Jaws',
      poster_path: expect.stringContaining('/w92/'),
    });
    expect(await withTmdb().getMovie({ id: 578 })).toMatchObject({
      director: 'Steven Spielberg',
      runtime: 124,
    });
    expect(await rejection(withTmdb().getMovie({ id: 999_999 }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('turns TMDB outages and rate limits into messages people can act on', async () => {
    server.use(
      http.get('https://api.themoviedb.org/3/search/movie', () => new HttpResponse(null, { status: 502 })),
    );
    expect(await rejection(withTmdb().searchMovies({ q: 'outage' }))).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Movie search is unavailable right now. Please try again.',
    });
    server.use(
      http.get('https://api.themoviedb.org/3/search/multi', () => HttpResponse.json({}, { status: 429 })),
    );
    expect(await rejection(withTmdb().search({ q: 'busy' }))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Movie search is busy right now. Please try again in a moment.',
    });
    server.resetHandlers();
  });
});

describe('REST contract', () => {
  it('publishes the paths of product §7', () => {
    const paths = buildOpenApiDocument().paths ?? {};
    for (const path of [
      '/tmdb/search',
      '/tmdb/movie/{id}',
      '/search',
      '/tmdb/movie/{id}/watch-providers',
      '/tmdb/person/{id}',
    ]) {
      expect(paths[path]?.get, path).toBeDefined();
    }
  });
});
