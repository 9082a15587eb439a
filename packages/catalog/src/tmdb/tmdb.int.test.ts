import { createTestDb, perFile } from '@chuck/db/testing';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogError } from '../errors.ts';
import { createFakeTmdb, tmdbError } from '../testing/fake-tmdb.ts';
import { perFileMsw } from '../testing/per-file-msw.ts';
import { createTmdbCatalog } from './tmdb-catalog.ts';
import { createTmdbClient, TMDB_API_BASE, type TmdbConfig } from './tmdb-client.ts';

// TMDB specifics: authentication, caching, retries and errors (shared behaviour is in
// catalog.behaviour.int.test.ts). TMDB itself is faked at the HTTP boundary.
const fake = createFakeTmdb({ apiKey: 'key-1', readToken: 'token-1' });
const server = perFileMsw(fake.handlers);
const handle = perFile(() => createTestDb());
afterEach(async () => {
  fake.requests.length = 0;
  await handle.db.deleteFrom('catalogCache').execute();
});

const catalog = (config: TmdbConfig = { apiKey: 'key-1' }) =>
  createTmdbCatalog(createTmdbClient(handle.db, config));
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a CatalogError');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(CatalogError);
      return error as CatalogError;
    },
  );

describe('TMDB catalog', () => {
  it('authenticates with the v3 key as api_key, or the read token as a Bearer token', async () => {
    await catalog({ apiKey: 'key-1' }).searchMovies('jaws');
    expect(fake.requests.at(-1)?.searchParams.get('api_key')).toBe('key-1');
    await catalog({ readToken: 'token-1' }).searchMovies('alien');
    expect(fake.requests.at(-1)?.searchParams.has('api_key')).toBe(false);
  });

  it('serves repeated requests from the database cache until they expire', async () => {
    const tmdb = catalog();
    const first = await tmdb.searchMovies('godfather');
    expect(await catalog().searchMovies('godfather')).toEqual(first);
    expect(fake.requests).toHaveLength(1);
    const cached = await handle.db.selectFrom('catalogCache').select('key').execute();
    expect(cached.map((c) => c.key)).toEqual([expect.not.stringContaining('key-1')]);

    await handle.db
      .updateTable('catalogCache')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    await tmdb.searchMovies('godfather');
    expect(fake.requests).toHaveLength(2);
  });

  it('retries once after a server error', async () => {
    let calls = 0;
    server.use(
      http.get(`${TMDB_API_BASE}/search/movie`, () => {
        calls++;
        return calls === 1 ? new HttpResponse(null, { status: 503 }) : undefined;
      }),
    );
    expect((await catalog().searchMovies('jaws'))[0]?.title).toBe('Jaws');
    expect(calls).toBe(2);
  });

  it('gives up after a second server error', async () => {
    server.use(http.get(`${TMDB_API_BASE}/search/movie`, () => new HttpResponse('oops', { status: 500 })));
    expect((await failure(catalog().searchMovies('jaws'))).kind).toBe('unavailable');
  });

  it('reports a refused key and rate limiting distinctly', async () => {
    expect((await failure(catalog({ apiKey: 'wrong' }).searchMovies('jaws'))).kind).toBe('auth');
    server.use(
      http.get(`${TMDB_API_BASE}/search/movie`, () => {
        const response = tmdbError(429, 25, 'Your request count (41) is over the allowed limit of 40.');
        response.headers.set('retry-after', '7');
        return response;
      }),
    );
    const limited = await failure(catalog().searchMovies('jaws'));
    expect(limited).toMatchObject({ kind: 'rate_limited', retryAfter: 7 });
  });

  it('times out a TMDB that does not answer', async () => {
    server.use(
      http.get(`${TMDB_API_BASE}/search/multi`, async () => {
        await delay(2_000);
        return HttpResponse.json({ page: 1, results: [] });
      }),
    );
    const started = Date.now();
    const error = await failure(catalog({ apiKey: 'key-1', timeoutMs: 100 }).searchMulti('jaws'));
    expect(error.kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('treats an unexpected answer as unavailable', async () => {
    server.use(http.get(`${TMDB_API_BASE}/movie/:id`, () => new HttpResponse('<html>', { status: 200 })));
    expect((await failure(catalog().getMovie(603))).kind).toBe('unavailable');
  });

  it('leaves out TV shows, and names TV titles in known_for', async () => {
    server.use(
      http.get(`${TMDB_API_BASE}/search/multi`, () =>
        HttpResponse.json({
          page: 1,
          results: [
            { id: 1399, media_type: 'tv', name: 'Game of Thrones', first_air_date: '2011-04-17' },
            {
              id: 1223786,
              media_type: 'person',
              name: 'Emilia Clarke',
              known_for_department: 'Acting',
              profile_path: null,
              known_for: [
                { id: 1399, media_type: 'tv', name: 'Game of Thrones', first_air_date: '2011-04-17' },
              ],
            },
          ],
        }),
      ),
    );
    expect(await catalog().searchMulti('clarke')).toEqual([
      {
        id: 1223786,
        type: 'person',
        name: 'Emilia Clarke',
        profile_path: null,
        known_for_department: 'Acting',
        known_for: [
          { id: 1399, type: 'tv', name: 'Game of Thrones', release_date: '2011-04-17', poster_path: null },
        ],
      },
    ]);
  });

  it('lists where to watch with links and logos, by region, crediting JustWatch', async () => {
    const us = 'https://www.themoviedb.org/movie/603/watch?locale=US';
    const logo = (slug: string) => `https://image.tmdb.org/t/p/w92/logo-${slug}.jpg`;
    expect(await catalog().watchProviders(603, 'us')).toEqual({
      streaming: [{ name: 'Max', url: us, logoUrl: logo('max') }],
      rent: [
        { name: 'Apple TV', url: us, logoUrl: logo('apple-tv') },
        { name: 'Amazon Video', url: us, logoUrl: logo('amazon-video') },
      ],
      buy: expect.any(Array),
      attribution: 'Watch options by JustWatch',
    });
    const gb = 'https://www.themoviedb.org/movie/603/watch?locale=GB';
    expect(await catalog().watchProviders(603, 'GB')).toEqual({
      streaming: [{ name: 'Netflix', url: gb, logoUrl: logo('netflix') }],
      rent: [],
      buy: [{ name: 'Sky Store', url: gb, logoUrl: logo('sky-store') }],
      attribution: 'Watch options by JustWatch',
    });
    expect(await catalog().watchProviders(604, 'US')).toEqual({
      streaming: [],
      rent: [],
      buy: [],
      attribution: null,
    });
  });

  it('uses TMDB poster sizes: w92 for films, w45 for people', async () => {
    const [movie] = await catalog().searchMovies('jaws');
    expect(movie?.poster_path).toBe('https://image.tmdb.org/t/p/w92/lxM6kqilAdpdhqUl2biYp5frUxE.jpg');
    const person = (await catalog().searchMulti('spielberg')).find((r) => r.type === 'person');
    expect(person).toMatchObject({
      profile_path: 'https://image.tmdb.org/t/p/w45/tZxcg19YQ3e8fJ0pOs7hjlnmmr6.jpg',
    });
  });
});
