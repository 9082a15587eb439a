import { createTestDb, perFile } from '@chuck/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalog, PersonResult } from '../catalog.ts';
import { catalogTemplate } from '../testing/embedded-test-catalog.ts';
import { createEmbeddedCatalog } from './embedded-catalog.ts';

// Search quality over the real embedded catalog: forgiving about case, accents, punctuation,
// articles and typos, prefix matches first, then the better known.
const handle = perFile(() => createTestDb(catalogTemplate));
let catalog: Catalog;
beforeAll(() => {
  catalog = createEmbeddedCatalog(handle.db);
});

const titles = async (query: string, limit = 8) =>
  (await catalog.searchMovies(query, { limit })).map((m) => m.title);

describe('embedded search', () => {
  it("offers the whole Matrix trilogy for 'matr', best known first", async () => {
    expect((await titles('matr')).slice(0, 3)).toEqual([
      'The Matrix',
      'The Matrix Reloaded',
      'The Matrix Revolutions',
    ]);
  });

  it("finds The Godfather films despite the typo in 'godfater'", async () => {
    expect((await titles('godfater')).slice(0, 3)).toEqual([
      'The Godfather',
      'The Godfather: Part II',
      'The Godfather: Part III',
    ]);
  });

  it.each([
    ['termnator', 'The Terminator'],
    ['matirx', 'The Matrix'],
    ['jurrasic park', 'Jurassic Park'],
    ['shawshank redemtion', 'The Shawshank Redemption'],
    ['pulp fction', 'Pulp Fiction'],
    ['indiana jnes', 'Indiana Jones and the Last Crusade'],
  ])('forgives the typo in %s', async (query, title) => {
    expect(await titles(query)).toContain(title);
  });

  it.each([
    ['matrix', 'The Matrix'],
    ['THE MATRIX', 'The Matrix'],
    ['amelie', 'Amélie'],
    ['deja vu', 'Déjà Vu'],
    ['leon the professional', 'Léon: The Professional'],
    ['schindlers list', "Schindler's List"],
    ['e.t.', 'ET: The Extra-Terrestrial'],
    ['charge of the light brigade', 'The Charge of the Light Brigade'],
  ])('ignores case, accents, punctuation and articles: %s', async (query, title) => {
    expect((await titles(query))[0]).toBe(title);
  });

  it('puts the exact title first, then titles starting with the query', async () => {
    const found = await titles('alien');
    expect(found[0]).toBe('Alien');
    expect(found.slice(1, 3)).toEqual(expect.arrayContaining(['Aliens']));
  });

  it('ranks prefix matches above titles that only contain the word', async () => {
    const found = await titles('star', 20);
    const firstInner = found.findIndex((t) => !/^star/i.test(t));
    const lastPrefix = found.findLastIndex((t) => /^star/i.test(t));
    expect(lastPrefix).toBeLessThan(firstInner === -1 ? Number.POSITIVE_INFINITY : firstInner);
  });

  it('narrows by year, and reads a year that narrows to nothing as part of the title', async () => {
    expect(await titles('king kong 1933')).toEqual(['King Kong']);
    expect((await catalog.searchMovies('king kong 1933'))[0]?.release_date?.slice(0, 4)).toBe('1933');
    expect(await titles('1941')).toContain('1941');
  });

  it('finds Steven Spielberg as a person known for two or more of his films', async () => {
    const [first] = await catalog.searchMulti('spielberg');
    expect(first).toMatchObject({
      type: 'person',
      name: 'Steven Spielberg',
      known_for_department: 'Directing',
    });
    const knownFor = (first as PersonResult).known_for.map((k) => k.title);
    expect(knownFor.length).toBeGreaterThanOrEqual(2);
    expect(knownFor).toContain("Schindler's List");
  });

  it('finds people despite typos, the better known first', async () => {
    const people = (await catalog.searchMulti('spielburg')).filter((r) => r.type === 'person');
    expect(people[0]).toMatchObject({ name: 'Steven Spielberg' });
    const martins = (await catalog.searchMulti('martin', { limit: 20 }))
      .filter((r): r is PersonResult => r.type === 'person')
      .map((p) => p.name);
    expect(martins[0]).toBe('Martin Scorsese');
  });

  it('gives embedded films a generated poster and an honest overview', async () => {
    const [matrix] = await catalog.searchMovies('the matrix', { limit: 1 });
    expect(matrix!.poster_path).toBe(`/api/posters/${matrix!.id}.svg`);
    expect(matrix!.overview).toBe(
      'A 1999 science fiction action film directed by Andy Wachowski, from an original screenplay, starring Keanu Reeves and Laurence Fishburne. Rated R, 136 minutes.',
    );
  });

  it.each([
    ['le fabuleux destin damelie poulain', 'Amélie'],
    ['shichinin no samurai', 'Seven Samurai'],
    ['seven samurai', 'Seven Samurai'],
    ['per qualche dollaro in piu', 'For a Few Dollars More'],
    ['das leben der anderen', 'The Lives of Others'],
  ])('finds a film by its alternate title: %s', async (query, title) => {
    expect((await titles(query))[0]).toBe(title);
  });

  it('holds the films of the Wikipedia list, found by their first letters', async () => {
    expect((await titles('oppen'))[0]).toBe('Oppenheimer');
    expect(await titles('get out')).toContain('Get Out');
    const dune = await catalog.searchMovies('dune 2021');
    expect(dune[0]).toMatchObject({ title: 'Dune', release_date: '2021' });
  });

  it("ranks films nobody rated by their notability: 'star' shows Star Wars before a silent short", async () => {
    const found = await catalog.searchMovies('star', { limit: 10 });
    const starWars = found.findIndex((m) => m.title === 'Star Wars');
    expect(starWars).toBeGreaterThanOrEqual(0);
    expect(starWars).toBeLessThan(3);
    const silent = found.findIndex((m) => Number(m.release_date?.slice(0, 4)) < 1930);
    if (silent >= 0) expect(starWars).toBeLessThan(silent);
  });

  it('finds actors as well as directors, known for their best-known films', async () => {
    const [first] = await catalog.searchMulti('tom hanks');
    expect(first).toMatchObject({ type: 'person', name: 'Tom Hanks', known_for_department: 'Acting' });
    expect((first as PersonResult).known_for.map((k) => k.title)).toContain('Forrest Gump');
  });

  it('returns nothing for gibberish', async () => {
    expect(await catalog.searchMulti('zzxqv qqwwj')).toEqual([]);
  });
});
