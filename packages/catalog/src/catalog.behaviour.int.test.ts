import { createTestDb, perFile } from '@chuck/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalog, MovieResult, PersonResult, TitledFilm } from './catalog.ts';
import { createCatalog } from './create-catalog.ts';
import { normalizeTitle } from './normalize.ts';
import { catalogTemplate } from './testing/embedded-test-catalog.ts';
import { createFakeTmdb } from './testing/fake-tmdb.ts';
import { perFileMsw } from './testing/per-file-msw.ts';

// The same promises from both providers: the embedded catalog and TMDB (faked at the HTTP
// boundary with msw). Provider-specific behaviour is tested beside each provider.
const tmdbKey = 'test-api-key';
const tmdb = createFakeTmdb({ apiKey: tmdbKey });
perFileMsw(tmdb.handlers);
const handle = perFile(() => createTestDb(catalogTemplate));

const providers: [name: Catalog['source'], make: () => Catalog][] = [
  ['embedded', () => createCatalog({ db: handle.db })],
  ['tmdb', () => createCatalog({ db: handle.db, tmdb: { apiKey: tmdbKey } })],
];

describe.each(providers)('%s catalog', (source, make) => {
  let catalog: Catalog;
  beforeAll(() => {
    catalog = make();
  });

  it('says where its data comes from', () => {
    expect(catalog.source).toBe(source);
  });

  it("offers The Matrix trilogy for 'matr'", async () => {
    const titles = (await catalog.searchMovies('matr')).map((m) => m.title);
    expect(titles.slice(0, 3)).toEqual(
      expect.arrayContaining(['The Matrix', 'The Matrix Reloaded', 'The Matrix Revolutions']),
    );
  });

  it('returns movie results in the product shape, with absolute poster URLs', async () => {
    const [matrix] = await catalog.searchMovies('the matrix', { limit: 1 });
    expect(matrix).toEqual({
      id: expect.any(Number),
      type: 'movie',
      title: 'The Matrix',
      poster_path: expect.stringMatching(
        source === 'tmdb' ? /^https:\/\/image\.tmdb\.org\/t\/p\/w92\/.+/ : /^\/api\/posters\/\d+\.svg$/,
      ),
      release_date: '1999-03-31',
      vote_average: expect.any(Number),
      overview: expect.stringMatching(/\w/),
    } satisfies MovieResult);
  });

  it('caps results at the limit, and at 20', async () => {
    expect(await catalog.searchMovies('the', { limit: 2 })).toHaveLength(2);
    expect((await catalog.searchMovies('the', { limit: 500 })).length).toBeLessThanOrEqual(20);
  });

  it('ignores queries under two characters', async () => {
    const before = tmdb.requests.length;
    expect(await catalog.searchMovies(' m ')).toEqual([]);
    expect(await catalog.searchMulti('')).toEqual([]);
    expect(tmdb.requests.length).toBe(before);
  });

  it('is case-insensitive', async () => {
    const [upper] = await catalog.searchMovies('GODFATHER', { limit: 1 });
    expect(upper?.title).toBe('The Godfather');
  });

  it('narrows by a year in the query', async () => {
    const results = await catalog.searchMovies('alien 1979');
    expect(results[0]).toMatchObject({ title: 'Alien', release_date: '1979-05-25' });
    expect(results.map((m) => m.title)).not.toContain('Aliens');
  });

  it('finds directors as people, with what they are known for', async () => {
    const results = await catalog.searchMulti('spielberg');
    const person = results.find((r): r is PersonResult => r.type === 'person');
    expect(person).toMatchObject({ name: 'Steven Spielberg', known_for_department: 'Directing' });
    expect(person!.known_for.length).toBeGreaterThanOrEqual(2);
    expect(person!.known_for.every((k) => typeof (k.title ?? k.name) === 'string')).toBe(true);
  });

  it('mixes films into multi search', async () => {
    const results = await catalog.searchMulti('godfather', { limit: 8 });
    expect(results[0]).toMatchObject({ type: 'movie', title: 'The Godfather' });
  });

  it('gives film details with director, runtime and genres', async () => {
    const [matrix] = await catalog.searchMovies('the matrix', { limit: 1 });
    const details = await catalog.getMovie(matrix!.id);
    expect(details).toMatchObject({
      ...matrix,
      director: expect.stringContaining('Wachowski'),
      runtime: 136,
      genres: expect.arrayContaining([
        { id: 28, name: 'Action' },
        { id: 878, name: 'Science Fiction' },
      ]),
      vote_count: expect.any(Number),
    });
  });

  it('has no details for an unknown id', async () => {
    expect(await catalog.getMovie(999_999_999)).toBeNull();
    expect(await catalog.getMovie(-1)).toBeNull();
  });

  it('gives a person with their films', async () => {
    const person = (await catalog.searchMulti('spielberg')).find((r) => r.type === 'person')!;
    const details = await catalog.getPerson(person.id);
    expect(details?.name).toBe('Steven Spielberg');
    expect(details?.movies.map((m) => m.title)).toContain('Jaws');
    expect(await catalog.getPerson(999_999_999)).toBeNull();
  });

  it('answers watch providers in three groups, never invented', async () => {
    const [matrix] = await catalog.searchMovies('the matrix', { limit: 1 });
    const providers = await catalog.watchProviders(matrix!.id, 'US');
    expect(providers).toEqual({
      streaming: expect.any(Array),
      rent: expect.any(Array),
      buy: expect.any(Array),
      attribution: source === 'tmdb' ? expect.stringContaining('JustWatch') : null,
    });
    if (source === 'embedded')
      expect([...providers.streaming, ...providers.rent, ...providers.buy]).toEqual([]);
    expect(await catalog.watchProviders(matrix!.id, 'ZZ')).toMatchObject({
      streaming: [],
      rent: [],
      buy: [],
    });
  });

  it("gives Chuck's films by id with their facts and card; unknown ids are left out", async () => {
    const [matrix] = await catalog.searchMovies('the matrix', { limit: 1 });
    expect(await catalog.films([matrix!.id, 999_999_999])).toEqual([
      expect.objectContaining({
        id: matrix!.id,
        title: 'The Matrix',
        year: 1999,
        director: expect.stringContaining('Wachowski'),
        genreIds: expect.arrayContaining([28, 878]),
        runtime: 136,
        voteCount: expect.any(Number),
        overview: expect.stringMatching(/\w/),
      }),
    ]);
    expect(await catalog.films([])).toEqual([]);
  });

  it('matches a typed title: the same title nearest the year, else the closest spelling', async () => {
    expect(await catalog.matchTitle('matrix', null)).toMatchObject({
      film: { title: 'The Matrix', year: 1999 },
      similarity: 1,
    });
    expect(await catalog.matchTitle('Alien', 1980)).toMatchObject({ film: { title: 'Alien', year: 1979 } });
    const close = await catalog.matchTitle('the matrix reload', null);
    expect(close?.film.title).toBe('The Matrix Reloaded');
    expect(close?.similarity).toBeGreaterThan(0.5);
    expect(close?.similarity).toBeLessThan(1);
    expect(await catalog.matchTitle('zzqx flurb', null)).toBeUndefined();
    expect(await catalog.matchTitle(' !? ', null)).toBeUndefined();
  });

  it('finds films of a genre, best known first, above the floors and without the excluded', async () => {
    const all = await catalog.findFilms({ related: { genreIds: [878] }, minVoteCount: 9_000, limit: 50 });
    expect(all.map((f) => f.title)).toContain('The Matrix');
    const matrix = all.find((f) => f.title === 'The Matrix')!;
    const films = await catalog.findFilms({
      related: { genreIds: [878] },
      minVoteCount: 9_000,
      exclude: [matrix.id],
      limit: 50,
    });
    expect(films.length).toBeGreaterThan(1);
    expect(films.map((f) => f.id)).not.toContain(matrix.id);
    for (const film of films) {
      expect(film.genreIds).toContain(878);
      expect(film.voteCount).toBeGreaterThanOrEqual(9_000);
    }
    expect(films.map((f) => f.voteCount)).toEqual(films.map((f) => f.voteCount).sort((a, b) => b - a));
  });

  it("puts a taste's directors first, and keeps to the years asked for", async () => {
    const films = await catalog.findFilms({
      related: { genreIds: [27], directors: ['Steven Spielberg'] },
      relatedFirst: true,
      limit: 40,
    });
    const spielberg = films.findIndex((f) => !f.director?.includes('Steven Spielberg'));
    expect(spielberg).toBeGreaterThan(1);
    expect(films.slice(0, spielberg).map((f) => f.title)).toEqual(
      expect.arrayContaining(['Jaws', 'Jurassic Park']),
    );
    expect(films.slice(spielberg).every((f) => f.genreIds.includes(27))).toBe(true);

    const nineties = await catalog.findFilms({
      related: { genreIds: [], directors: ['Steven Spielberg'] },
      fromYear: 1990,
      toYear: 1999,
      limit: 10,
    });
    expect(nineties.map((f) => f.title)).toContain("Schindler's List");
    expect(nineties.map((f) => f.title)).not.toContain('Jaws');
    expect(nineties.every((f) => f.year! >= 1990 && f.year! <= 1999)).toBe(true);
  });

  it('finds the best known films when no taste is given', async () => {
    const films = await catalog.findFilms({ minVoteAverage: 8, minVoteCount: 10_000, limit: 3 });
    expect(films).toHaveLength(3);
    expect(films.every((f) => f.voteAverage! >= 8)).toBe(true);
  });

  it('knows its newest release year', async () => {
    expect(await catalog.newestYear()).toBeGreaterThanOrEqual(2010);
  });

  it('answers an id that names no film or person without asking its source', async () => {
    const before = tmdb.requests.length;
    expect(await catalog.getMovie(2 ** 31)).toBeNull();
    expect(await catalog.getPerson(-1)).toBeNull();
    expect(await catalog.watchProviders(1.5, 'US')).toEqual({
      streaming: [],
      rent: [],
      buy: [],
      attribution: null,
    });
    expect(tmdb.requests.length).toBe(before);
  });

  // The library import's lookups read the catalog's own table, whichever the source.
  it('finds films by normalised or alternate title, several titles at once', async () => {
    const before = tmdb.requests.length;
    const films = await catalog.filmsTitled([normalizeTitle('Shichinin no samurai'), 'heat', 'heat']);
    expect(films.map((f) => `${f.title} (${f.year})`)).toEqual(
      expect.arrayContaining(['Seven Samurai (1954)', 'Heat (1995)', 'Heat (1972)']),
    );
    expect(films.find((f) => f.title === 'Seven Samurai')).toEqual({
      id: expect.any(Number),
      title: 'Seven Samurai',
      titleNorm: 'seven samurai',
      year: 1954,
      overview: expect.stringMatching(/\w/),
      posterPath: null,
      voteAverage: expect.any(Number),
      voteCount: expect.any(Number),
      director: 'Akira Kurosawa',
      altNorms: ['shichinin no samurai'],
    } satisfies TitledFilm);
    expect(await catalog.filmsTitled([])).toEqual([]);
    expect(await catalog.filmsTitled(['zzqx flurb'])).toEqual([]);
    expect(tmdb.requests.length).toBe(before);
  });

  it('gives films with their titles by id, each once; unknown ids are left out', async () => {
    const [samurai] = await catalog.filmsTitled(['seven samurai']);
    expect(await catalog.titledFilms([samurai!.id, samurai!.id, 1])).toEqual([samurai]);
    expect(await catalog.titledFilms([])).toEqual([]);
  });

  it("finds films holding a title's words, of about the year, best known first", async () => {
    const before = tmdb.requests.length;
    // 'Amélie' of 2001 is found from a year either side, not two years off.
    expect((await catalog.filmsWithTitleWords(['amelie'], 2000, 4)).map((f) => f.title)).toEqual(['Amélie']);
    expect(await catalog.filmsWithTitleWords(['amelie'], 2003, 4)).toEqual([]);
    const matrix = await catalog.filmsWithTitleWords(['matrix'], null, 3);
    expect(matrix.map((f) => f.title)).toEqual([
      'The Matrix',
      'The Matrix Reloaded',
      'The Matrix Revolutions',
    ]);
    expect(tmdb.requests.length).toBe(before);
  });
});
