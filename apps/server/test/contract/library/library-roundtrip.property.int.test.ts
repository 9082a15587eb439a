import { insertTestFilms } from '@chuck/api/testing';
import { perFile } from '@chuck/db/testing';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { startContractServer } from '../client.ts';

// docs/product.md §4 'Import and export': exporting, importing into a fresh account and exporting
// again gives the same file. Proved over generated diaries: catalog films and titles the catalog
// lacks, any date, half stars or none, rewatches, reviews (commas, quotes, newlines, spreadsheet
// formulas) and tags.

const FILMS = [
  { id: 1_952_000_001, title: 'Roundtrip Zeta', year: 1981 },
  { id: 1_952_000_002, title: 'Roundtrip, With A Comma', year: 1999 },
  { id: 1_952_000_003, title: 'Roundtrip "Quoted"', year: 2012 },
  { id: 1_952_000_004, title: '-Roundtrip Dash', year: 2020 },
];
// Titles no catalog has: kept in the diary by their title.
const TYPED = ['Zqx Home Movie Reel', '=Zqx Formula Reel', '@Zqx Handle Reel'];
const TAGS = ['rainy', 'cinema', 'with dad', 'watchlist', '=sum', 'élan'];

const DAY = 86_400_000;
const FROM = Date.UTC(2000, 0, 1);
const DAYS = Math.floor((Date.UTC(2026, 0, 1) - FROM) / DAY);

const film = fc.oneof(
  fc.constantFrom(...FILMS).map((f) => ({ movieId: f.id, title: f.title, year: f.year })),
  fc.record({
    title: fc.constantFrom(...TYPED),
    year: fc.option(fc.integer({ min: 1950, max: 2025 }), { nil: undefined }),
  }),
);
const review = fc.option(
  fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.constantFrom('=1+1', '+44 20', '-minus', '@everyone', "'=already quoted", 'line one\nline "two", end'),
  ),
  { nil: undefined },
);
const entry = fc.record({
  film,
  watchedOn: fc
    .integer({ min: 0, max: DAYS })
    .map((d) => new Date(FROM + d * DAY).toISOString().slice(0, 10)),
  rating: fc.option(
    fc.integer({ min: 1, max: 10 }).map((h) => h / 2),
    { nil: undefined },
  ),
  rewatch: fc.boolean(),
  review,
  tags: fc.uniqueArray(fc.constantFrom(...TAGS), { maxLength: 3 }),
});
// One entry per film and date: Letterboxd (and our import) merge rows of the same film and date.
const diary = fc.uniqueArray(entry, { maxLength: 8, selector: (e) => `${e.film.title}|${e.watchedOn}` });

describe('contract: export → import → export is the identity', () => {
  const s = perFile(() => startContractServer());
  beforeAll(() => insertTestFilms(s.deps.db, FILMS, 'roundtrip'));

  it('for any generated diary (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(diary, async (entries) => {
        // Two new accounts a run: the sign-up limit per address is not what is tested here.
        await s.deps.db.deleteFrom('rateLimits').execute();
        const first = await s.signUp();
        for (const { film, ...fields } of entries) {
          const logged = await first.client.POST('/user/diary', { body: { ...film, ...fields } });
          expect(logged.response.status).toBe(200);
        }
        const exported = (await first.client.GET('/user/export')).data!;
        if (!('csv' in exported)) throw new Error('The default export is a CSV');
        // One row per entry, after the header (a review's newlines stay inside its quotes).
        expect(exported.csv.match(/^\d{4}-\d\d-\d\d$/gm) ?? []).toEqual([]);
        expect(exported.csv.split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/).filter(Boolean)).toHaveLength(
          entries.length + 1,
        );
        const fresh = await s.signUp();
        const imported = await fresh.client.POST('/user/import', {
          body: { filename: exported.filename, csv: exported.csv },
        });
        expect(imported.response.status).toBe(200);
        const again = (await fresh.client.GET('/user/export')).data!;
        expect(again).toEqual({ filename: exported.filename, csv: exported.csv });
      }),
      { numRuns: Number(process.env.ROUNDTRIP_RUNS ?? 12), seed: Number(process.env.ROUNDTRIP_SEED ?? 18) },
    );
  });
});
