import type { Catalog } from '@chuck/catalog';
import { createTestCatalog, perFileMsw, type TestCatalog } from '@chuck/catalog/testing';
import { delay, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClerk } from './clerk.ts';
import { meetsFloor, QUALITY_FLOOR } from './recommender/local/rank.ts';
import { SHELF_ENTRIES, withShelfGenres } from './recommender/local/shelf-knowledge.ts';
import type { Recommendation, Taste } from './recommender/taste.ts';
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

async function tasteOf(titles: string[], extra: Partial<Taste> = {}): Promise<Taste> {
  const favourites = await Promise.all(titles.map(async (title) => ({ title, movieId: await idOf(title) })));
  return { favourites, ratings: [], exclude: [], ...extra };
}

const titles = (picks: Recommendation[]) => picks.map((p) => p.film.title);

describe('resolveTitle', () => {
  it('matches exact titles in any case, with or without the article, and a year', async () => {
    const matrix = await local.resolveTitle(catalog, 'The Matrix');
    expect(matrix).toMatchObject({ title: 'The Matrix', year: 1999 });
    expect((await local.resolveTitle(catalog, 'the matrix'))?.id).toBe(matrix!.id);
    expect((await local.resolveTitle(catalog, 'Matrix'))?.id).toBe(matrix!.id);
    expect(await local.resolveTitle(catalog, 'Alien (1979)')).toMatchObject({ title: 'Alien', year: 1979 });
  });

  it('forgives a typo, but keeps free text and the wrong year unmatched', async () => {
    expect(await local.resolveTitle(catalog, 'The Godfathr')).toMatchObject({ title: 'The Godfather' });
    expect(await local.resolveTitle(catalog, 'my uncle’s wedding video')).toBeNull();
    expect(await local.resolveTitle(catalog, 'Psycho (1975)')).toBeNull();
  });
});

describe('local engine', () => {
  it('keeps picking known, well-rated films for classic favourites though most of the catalog is unrated', async () => {
    // The merged catalog holds some 30,000 films nobody rated (the Wikipedia list): none of them
    // may crowd out the films people know.
    const taste = await tasteOf(['The Godfather', 'Casablanca', 'Star Wars']);
    const picks = await local.recommend(catalog, taste);
    expect(picks).toHaveLength(5);
    for (const pick of picks) {
      expect(pick.film.voteCount).toBeGreaterThanOrEqual(1_000);
      expect(pick.film.voteAverage ?? 0).toBeGreaterThanOrEqual(6);
    }
  });

  it('gives 5 picks with reasons naming a favourite, never a favourite itself, the same each time', async () => {
    const taste = await tasteOf(['The Matrix', 'Alien', 'Die Hard: With a Vengeance']);
    const picks = await local.recommend(catalog, taste);
    expect(picks).toHaveLength(5);
    const favouriteIds = taste.favourites.map((f) => f.movieId);
    for (const pick of picks) {
      expect(favouriteIds).not.toContain(pick.film.id);
      expect(pick.engine).toBe('local');
      expect(pick.reason).toMatch(/The Matrix|Alien|Die Hard/);
    }
    expect((await local.recommend(catalog, taste)).map((p) => p.film.id)).toEqual(
      picks.map((p) => p.film.id),
    );
  });

  it("'Get more' with the first batch excluded gives 5 fresh picks", async () => {
    const taste = await tasteOf(['The Matrix', 'Alien']);
    const first = await local.recommend(catalog, taste);
    const more = await local.recommend(catalog, { ...taste, exclude: first.map((p) => p.film.id) });
    expect(more).toHaveLength(5);
    expect(more.map((p) => p.film.id).filter((id) => first.some((p) => p.film.id === id))).toEqual([]);
  });

  it('never offers a rated film again, and a thumbs-down pushes its kind away', async () => {
    const taste = await tasteOf(['Toy Story', 'Finding Nemo', 'Shrek']);
    const disliked = (await local.recommend(catalog, taste, 1))[0]!;
    // The same request without the rating, the film merely left out: only the push differs.
    const baseline = await local.recommend(catalog, { ...taste, exclude: [disliked.film.id] }, 10);
    const after = await local.recommend(
      catalog,
      {
        ...taste,
        ratings: [{ title: disliked.film.title, movieId: disliked.film.id, rating: 'thumbs_down' }],
      },
      10,
    );
    expect(after.map((p) => p.film.id)).not.toContain(disliked.film.id);
    const akin = (p: Recommendation) =>
      (disliked.film.director !== null && p.film.director === disliked.film.director) ||
      p.film.title.startsWith(disliked.film.title.split(/[:\d]/)[0]!.trim());
    const rank = (list: Recommendation[], p: Recommendation) => {
      const at = list.findIndex((x) => x.film.id === p.film.id);
      return at < 0 ? list.length : at;
    };
    const akinBefore = baseline.filter(akin);
    expect(akinBefore.length).toBeGreaterThan(0);
    for (const p of akinBefore) expect(rank(after, p)).toBeGreaterThanOrEqual(rank(baseline, p));
    expect(akinBefore.some((p) => rank(after, p) > rank(baseline, p))).toBe(true);
  });

  it('a thumbs-up is named as the reason for what it leads to', async () => {
    // A thumbs-up of another kind than the favourite (with the Wikipedia genres, The Incredibles
    // is as much a cartoon as Toy Story, which then leads every pick).
    const taste = await tasteOf(['Toy Story'], {
      ratings: [{ title: 'The Terminator', movieId: await idOf('The Terminator'), rating: 'thumbs_up' }],
    });
    const picks = await local.recommend(catalog, taste, 10);
    expect(picks.some((p) => /thumb.*The Terminator|The Terminator.*thumb/i.test(p.reason))).toBe(true);
  });

  it('copes with hundreds of ratings and favourites spanning every shelf aisle', async () => {
    const rated = await catalog.findFilms({ limit: 400 });
    // Crime, animation and war: every film of Chuck's shelf knowledge is a candidate.
    const taste = await tasteOf(['Goodfellas', 'Toy Story', 'Saving Private Ryan'], {
      ratings: rated.map((m, i) => ({
        title: m.title,
        movieId: m.id,
        rating: (['thumbs_up', 'thumbs_down', 'not_interested'] as const)[i % 3]!,
      })),
    });
    const picks = await local.recommend(catalog, taste);
    expect(picks).toHaveLength(5);
    const ratedIds = new Set(rated.map((m) => m.id));
    expect(picks.filter((p) => ratedIds.has(p.film.id))).toEqual([]);
  });

  it('with only titles the catalog does not know, offers staff favourites and says so', async () => {
    const picks = await local.recommend(catalog, {
      favourites: [{ title: 'My cousin’s short film', movieId: null }],
      ratings: [],
      exclude: [],
    });
    expect(picks).toHaveLength(5);
    expect(picks[0]!.reason).toMatch(/couldn't find My cousin’s short film/);
  });
});

/**
 * The judged picks: would a video-store clerk call these a good match? Printed for a person to
 * judge, and checked against a criterion written down here: each pick meets the quality floor,
 * is not a seed, and shares a genre or director with a seed; and at least 7 of the first 10 carry
 * the seeds' defining genre (Animation for the family seeds, Crime for the gangster seeds; the
 * embedded data lacks both, so they come from Chuck's shelf knowledge, checked below).
 */
describe('judged picks: the first 10 (two batches)', () => {
  const cases = [
    { seeds: ['Toy Story', 'Finding Nemo', 'Shrek'], genre: 16, label: 'animated' },
    { seeds: ['The Godfather', 'Goodfellas', 'Casino'], genre: 80, label: 'crime' },
  ];

  it('every film in the shelf knowledge is in the embedded catalog', async () => {
    const rows = await catalog.findFilms({
      related: { genreIds: [], titles: SHELF_ENTRIES },
      limit: SHELF_ENTRIES.length * 2,
    });
    const present = new Set(rows.map((r) => `${r.title.toLowerCase()}|${r.year}`));
    const missing = SHELF_ENTRIES.filter((e) => !present.has(`${e.title.toLowerCase()}|${e.year}`));
    expect(missing).toEqual([]);
  });

  for (const { seeds, genre, label } of cases) {
    it(`${seeds.join(', ')} → at least 7 of 10 ${label} picks, all related`, async () => {
      const taste = await tasteOf(seeds);
      const first = await local.recommend(catalog, taste);
      const second = await local.recommend(catalog, { ...taste, exclude: first.map((p) => p.film.id) });
      const picks = [...first, ...second];
      const films = await catalog.films(picks.map((p) => p.film.id));
      const seedFilms = await catalog.films(taste.favourites.map((f) => f.movieId!));
      const genresOf = (f: (typeof films)[number]) => withShelfGenres(f.genreIds, f.title, f.year);
      const seedGenres = new Set(seedFilms.flatMap(genresOf));
      const seedDirectors = new Set(seedFilms.map((f) => f.director));

      console.log(
        `\nJudged picks for ${seeds.join(', ')}:\n${picks
          .map((p, i) => {
            const f = films.find((x) => x.id === p.film.id)!;
            return `${String(i + 1).padStart(2)}. ${f.title} (${f.year}) — ${f.director ?? 'unknown director'}; ${f.majorGenre ?? '?'}/${f.creativeType ?? '?'}; ${f.voteAverage}/10 from ${f.voteCount} votes\n    ${p.reason}`;
          })
          .join('\n')}`,
      );

      expect(picks).toHaveLength(10);
      expect(new Set(picks.map((p) => p.film.id)).size).toBe(10);
      for (const f of films) {
        expect(seeds).not.toContain(f.title);
        expect(meetsFloor(f, QUALITY_FLOOR)).toBe(true);
        expect(genresOf(f).some((g) => seedGenres.has(g)) || seedDirectors.has(f.director)).toBe(true);
      }
      expect(films.filter((f) => genresOf(f).includes(genre)).length).toBeGreaterThanOrEqual(7);
    });
  }
});

describe('OpenAI engine (mocked at the HTTP boundary)', () => {
  const suggestions = (items: { title: string; year: number | null; reason?: string }[]) =>
    JSON.stringify({ recommendations: items.map((i) => ({ reason: `Chuck says: ${i.title}`, ...i })) });
  const clerkWith = (timeoutMs = 2_000) => {
    const onFallback = vi.fn();
    const clerk = createClerk({
      openai: { ...FAKE_OPENAI, timeoutMs },
      onFallback,
    });
    return { clerk, onFallback };
  };

  it('asks for structured output and keeps every suggestion that is a catalog film, with its reason', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      fakeChatCompletions(async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return completion(
          suggestions([
            { title: 'Blade Runner', year: 1982 },
            { title: 'Terminator 2: Judgment Day', year: 1991 },
            { title: 'Predator', year: 1987 },
            { title: 'RoboCop', year: 1987 },
            { title: 'Total Recall', year: 1990 },
            { title: 'Minority Report', year: 2002 },
          ]),
        );
      }),
    );
    const { clerk, onFallback } = clerkWith();
    expect(clerk.engine).toBe('openai');
    const picks = await clerk.recommend(catalog, await tasteOf(['The Matrix', 'Alien']));
    expect(onFallback).not.toHaveBeenCalled();
    expect(titles(picks)).toEqual([
      'Blade Runner',
      'Terminator 2: Judgment Day',
      'Predator',
      'RoboCop',
      'Total Recall',
    ]);
    expect(picks.every((p) => p.engine === 'openai' && p.film.id > 0)).toBe(true);
    expect(picks[0]!.reason).toBe('Chuck says: Blade Runner');
    expect(body).toMatchObject({ model: 'gpt-test', response_format: { type: 'json_schema' } });
    expect(JSON.stringify(body.messages)).toContain('The Matrix');
  });

  it('drops made-up titles and favourites, and fills the batch from the local engine', async () => {
    server.use(
      fakeChatCompletions(() =>
        completion(
          suggestions([
            { title: 'The Matrix 5: Neo Forever', year: 2031 },
            { title: 'Alien', year: 1979 },
            { title: 'Blade Runner', year: 1982 },
            { title: 'Galaxy Quest 2', year: 2004 },
          ]),
        ),
      ),
    );
    const { clerk, onFallback } = clerkWith();
    const taste = await tasteOf(['The Matrix', 'Alien']);
    const picks = await clerk.recommend(catalog, taste);
    expect(onFallback).not.toHaveBeenCalled();
    expect(picks).toHaveLength(5);
    expect(picks[0]).toMatchObject({ engine: 'openai', film: { title: 'Blade Runner' } });
    expect(picks.slice(1).every((p) => p.engine === 'local')).toBe(true);
    expect(titles(picks)).not.toContain('Alien');
    expect(titles(picks).join()).not.toMatch(/Neo Forever|Galaxy Quest 2/);
    expect(new Set(picks.map((p) => p.film.id)).size).toBe(5);
  });

  it('falls back to the local engine when the model is too slow', async () => {
    server.use(
      fakeChatCompletions(async () => {
        await delay(3_000);
        return completion(suggestions([{ title: 'Blade Runner', year: 1982 }]));
      }),
    );
    const { clerk, onFallback } = clerkWith(200);
    const taste = await tasteOf(['The Matrix', 'Alien']);
    const started = Date.now();
    const picks = await clerk.recommend(catalog, taste);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(onFallback).toHaveBeenCalledOnce();
    expect(picks.map((p) => p.film.id)).toEqual(
      (await local.recommend(catalog, taste)).map((p) => p.film.id),
    );
  });

  it('falls back when the model answers with something that is not the schema, or an error', async () => {
    server.use(fakeChatCompletions(() => completion('{"films": "lots"}')));
    const { clerk, onFallback } = clerkWith();
    const taste = await tasteOf(['The Matrix']);
    expect((await clerk.recommend(catalog, taste)).every((p) => p.engine === 'local')).toBe(true);
    server.use(fakeChatCompletions(() => HttpResponse.json({ error: { message: 'no' } }, { status: 500 })));
    expect(await clerk.recommend(catalog, taste)).toHaveLength(5);
    expect(onFallback).toHaveBeenCalledTimes(2);
  });
});
