import type { Catalog } from '@chuck/catalog';
import { createTestCatalog, perFileMsw, type TestCatalog } from '@chuck/catalog/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClerk } from './clerk.ts';
import type { PairPick, Taste } from './recommender/taste.ts';
import { completion, FAKE_OPENAI, fakeChatCompletions } from './testing/index.ts';

const server = perFileMsw();

let shelf: TestCatalog;
let catalog: Catalog;
const local = createClerk();

beforeAll(async () => {
  shelf = await createTestCatalog();
  catalog = shelf.catalog;
}, 120_000);
afterAll(() => shelf?.close());

async function idOf(title: string): Promise<number> {
  const film = await local.resolveTitle(catalog, title);
  if (!film) throw new Error(`${title} is not in the embedded catalog`);
  return film.id;
}

async function tasteOf(favourites: string[], liked: string[] = [], exclude: string[] = []): Promise<Taste> {
  const named = (titles: string[]) =>
    Promise.all(titles.map(async (title) => ({ title, movieId: await idOf(title) })));
  return {
    favourites: await named(favourites),
    ratings: (await named(liked)).map((f) => ({ ...f, rating: 'thumbs_up' as const })),
    exclude: await Promise.all(exclude.map(idOf)),
  };
}

const ids = (picks: PairPick[]) => picks.map((p) => p.film.id);

describe('pairPicks, local engine', () => {
  it('gives 6 films neither member named, rated or excluded, each from a film of each', async () => {
    const mine = await tasteOf(['The Matrix', 'Alien'], ['Die Hard'], ['Aliens']);
    const theirs = await tasteOf(
      ['Toy Story', 'The Terminator'],
      ['Jurassic Park'],
      ['Terminator 2: Judgment Day'],
    );
    const picks = await local.pairPicks(catalog, { mine, theirs }, 6);
    expect(picks).toHaveLength(6);
    expect(new Set(ids(picks)).size).toBe(6);
    const off = new Set([
      ...[mine, theirs].flatMap((t) => [
        ...t.exclude,
        ...[...t.favourites, ...t.ratings].map((f) => f.movieId!),
      ]),
    ]);
    expect(ids(picks).filter((id) => off.has(id))).toEqual([]);
    const myFilms = new Set([...mine.favourites, ...mine.ratings].map((f) => f.movieId));
    const theirFilms = new Set([...theirs.favourites, ...theirs.ratings].map((f) => f.movieId));
    for (const pick of picks) {
      expect(myFilms.has(pick.because.mine.movieId)).toBe(true);
      expect(theirFilms.has(pick.because.theirs.movieId)).toBe(true);
      expect(pick.engine).toBe('local');
    }
    // Deterministic: the same two tastes, the same picks.
    expect(ids(await local.pairPicks(catalog, { mine, theirs }, 6))).toEqual(ids(picks));
  });

  it('is symmetric in the films it picks', async () => {
    const a = await tasteOf(['The Godfather', 'Goodfellas']);
    const b = await tasteOf(['Pulp Fiction', 'Casino']);
    const ab = await local.pairPicks(catalog, { mine: a, theirs: b }, 6);
    const ba = await local.pairPicks(catalog, { mine: b, theirs: a }, 6);
    expect(new Set(ids(ab))).toEqual(new Set(ids(ba)));
  });

  it('is empty when one member has no favourite or thumbs-up the catalog knows', async () => {
    const mine = await tasteOf(['The Matrix']);
    const theirs: Taste = {
      favourites: [{ title: 'My Home Video 1987', movieId: null }],
      ratings: [],
      exclude: [],
    };
    expect(await local.pairPicks(catalog, { mine, theirs }, 6)).toEqual([]);
  });
});

describe('pairPicks, OpenAI engine (mocked at the HTTP boundary)', () => {
  const suggestions = (items: { title: string; year: number | null }[]) =>
    JSON.stringify({ recommendations: items.map((i) => ({ reason: 'Chuck says so', ...i })) });

  it('keeps catalog films only, never one either member rated, and tops up from the local engine', async () => {
    let prompt = '';
    server.use(
      fakeChatCompletions(async ({ request }) => {
        prompt = JSON.stringify(((await request.json()) as { messages: unknown }).messages);
        return completion(
          suggestions([
            { title: 'Blade Runner', year: 1982 },
            { title: 'The Matrix 5: Neo Forever', year: 2031 },
            { title: 'Toy Story', year: 1995 },
            { title: 'Predator', year: 1987 },
          ]),
        );
      }),
    );
    const onFallback = vi.fn();
    const clerk = createClerk({ openai: { ...FAKE_OPENAI, timeoutMs: 2_000 }, onFallback });
    const mine = await tasteOf(['The Matrix', 'Alien']);
    const theirs = await tasteOf(['Toy Story', 'The Terminator']);
    const picks = await clerk.pairPicks(catalog, { mine, theirs }, 6);
    expect(onFallback).not.toHaveBeenCalled();
    expect(prompt).toContain('The Matrix');
    expect(prompt).toContain('The Terminator');
    expect(picks).toHaveLength(6);
    expect(picks.slice(0, 2).map((p) => [p.film.title, p.engine])).toEqual([
      ['Blade Runner', 'openai'],
      ['Predator', 'openai'],
    ]);
    expect(picks.slice(2).every((p) => p.engine === 'local')).toBe(true);
    expect(picks.map((p) => p.film.title)).not.toContain('Toy Story');
    expect(new Set(ids(picks)).size).toBe(6);
    expect(picks[0]!.because.mine.movieId).toBeGreaterThan(0);
  });
});
