import { createTestDb, perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { emptyRecord, type MovieRecord } from '../import/movie-record.ts';
import { rebuildDerived } from '../import/rebuild-derived.ts';
import { saveMovies } from '../import/save-movies.ts';
import { seedSyntheticCatalog } from '../testing/synthetic.ts';
import { createEmbeddedCatalog } from './embedded-catalog.ts';
import { importCatalogVersion, importEmbeddedCatalog } from './import-embedded.ts';

const handle = perFile(() => createTestDb());

const film = (title: string, year: number, director: string, votes = 100): MovieRecord => ({
  ...emptyRecord(title),
  year,
  releaseDate: `${year}-01-01`,
  directors: [director],
  voteCount: votes,
});
const ids = async () =>
  Object.fromEntries(
    (await handle.db.selectFrom('movies').select(['title', 'id']).orderBy('title').execute()).map((r) => [
      r.title,
      r.id,
    ]),
  );

describe('embedded catalog import', () => {
  it('imports a version once, and a newer one over it keeping ids', async () => {
    const v1 = [
      film('Alpha', 1990, 'Ann Director'),
      film('Beta', 1991, 'Ann Director'),
      film('Gamma', 1992, 'Bo Maker'),
    ];
    const first = await importCatalogVersion(handle.db, 'test#1', () => v1);
    expect(first).toMatchObject({ imported: true, movies: 3, people: 2 });
    const before = await ids();

    expect(await importCatalogVersion(handle.db, 'test#1', () => v1)).toMatchObject({ imported: false });

    const v2 = [
      film('Alpha', 1990, 'Ann Director', 500),
      film('Beta', 1991, 'Ann Director'),
      film('Delta', 1993, 'Cy Auteur'),
    ];
    expect(await importCatalogVersion(handle.db, 'test#2', () => v2)).toMatchObject({
      imported: true,
      movies: 3,
    });
    const after = await ids();
    expect(after.Alpha).toBe(before.Alpha);
    expect(after.Beta).toBe(before.Beta);
    expect(after).not.toHaveProperty('Gamma');
    const people = await handle.db.selectFrom('people').select(['name', 'fame']).orderBy('name').execute();
    expect(people).toEqual([
      { name: 'Ann Director', fame: 600 },
      { name: 'Cy Auteur', fame: 100 },
    ]);
  });

  it('leaves films imported from elsewhere alone', async () => {
    await saveMovies(handle.db, [film('Epsilon', 2001, 'Di Rector')], { origin: 'file' });
    await rebuildDerived(handle.db);
    await importCatalogVersion(handle.db, 'test#3', () => [
      film('Alpha', 1990, 'Ann Director'),
      film('Epsilon', 2001, 'Someone Else'),
    ]);
    expect(Object.keys(await ids())).toEqual(['Alpha', 'Epsilon']);
    const epsilon = await handle.db
      .selectFrom('movies')
      .select(['origin', 'director'])
      .where('title', '=', 'Epsilon')
      .execute();
    expect(epsilon).toEqual([{ origin: 'file', director: 'Di Rector' }]);
  });

  it('lets only one of several starting processes do the import', async () => {
    const results = await Promise.all([importEmbeddedCatalog(handle.db), importEmbeddedCatalog(handle.db)]);
    expect(results.filter((r) => r.imported)).toHaveLength(1);
    const count = await handle.db
      .selectFrom('movies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(35_000);
    expect(await importEmbeddedCatalog(handle.db)).toMatchObject({ imported: false });
  }, 240_000); // two imports of some 35,000 films, one after the other

  it('derives directors and casts as people with their films', async () => {
    const rows = await handle.db
      .selectFrom('people')
      .innerJoin('moviePeople', 'moviePeople.personId', 'people.id')
      .innerJoin('movies', 'movies.id', 'moviePeople.movieId')
      .select(['people.name', 'people.knownForDepartment', 'movies.title'])
      .where('people.name', '=', 'Steven Spielberg')
      .execute();
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.map((r) => r.title)).toContain('Jaws');
    expect(rows[0]!.knownForDepartment).toBe('Directing');
    const hanks = await handle.db
      .selectFrom('people')
      .innerJoin('moviePeople', 'moviePeople.personId', 'people.id')
      .innerJoin('movies', 'movies.id', 'moviePeople.movieId')
      .select(['people.knownForDepartment', 'movies.title', 'moviePeople.job', 'moviePeople.billing'])
      .where('people.name', '=', 'Tom Hanks')
      .execute();
    expect(hanks.find((r) => r.title === 'Forrest Gump')).toMatchObject({
      knownForDepartment: 'Acting',
      job: 'Cast',
      billing: 0,
    });
  });

  it('keeps search right at a larger, synthetic scale', async () => {
    await seedSyntheticCatalog(handle.db, 40_000);
    const count = await handle.db
      .selectFrom('movies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(40_000);
    const catalog = createEmbeddedCatalog(handle.db);
    expect((await catalog.searchMovies('matr', { limit: 3 })).map((m) => m.title)).toEqual([
      'The Matrix',
      'The Matrix Reloaded',
      'The Matrix Revolutions',
    ]);
    expect(await seedSyntheticCatalog(handle.db, 40_000)).toBe(0);
  }, 240_000);
});
