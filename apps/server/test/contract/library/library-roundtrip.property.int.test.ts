import { insertTestFilms } from '@chuck/api/testing';
import { parseCsv, toCsv } from '@chuck/catalog';
import { perFile } from '@chuck/db/testing';
import fc from 'fast-check';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { startContractServer } from '../client.ts';

// docs/product.md §4 'Import and export': exporting, importing into a fresh account and exporting
// again gives the same file. Proved over generated diaries: catalog films and titles the catalog
// lacks, any date, half stars or none, rewatches, reviews (commas, quotes, newlines, spreadsheet
// formulas) shown on the member page or not, and tags.

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
  public: fc.boolean(),
  tags: fc.uniqueArray(fc.constantFrom(...TAGS), { maxLength: 3 }),
});
// One entry per film and date: Letterboxd (and our import) merge rows of the same film and date.
const diary = fc.uniqueArray(entry, { maxLength: 8, selector: (e) => `${e.film.title}|${e.watchedOn}` });

// Issue 29: Letterboxd's own export (its five CSVs) in and out. Unicode titles; a film Letterboxd
// dates a year after the catalog does (its title and year are written back as the file had them).
const LB_FILMS = [
  { id: 1_952_100_001, title: 'Roundtrip Amélie', year: 2001 },
  { id: 1_952_100_002, title: 'Roundtrip 千と千尋', year: 2001 },
  { id: 1_952_100_003, title: 'Roundtrip Boot, Das', year: 1981 },
  { id: 1_952_100_004, title: 'Roundtrip Casablanca', year: 1942, fileYear: 1943 },
  { id: 1_952_100_005, title: 'Roundtrip Żółć', year: 1999 },
  { id: 1_952_100_006, title: 'Roundtrip Ñu', year: 2015 },
];
const LB_TAGS = ['rainy', 'with dad', 'cinéma', '映画'];
const day = (max: number) =>
  fc.integer({ min: 0, max }).map((d) => new Date(FROM + d * DAY).toISOString().slice(0, 10));
const stars = fc.integer({ min: 1, max: 10 }).map((h) => h / 2);
const lbEntry = fc.record({
  // Few dates, so the same film is often logged twice on one day (two entries, two URIs).
  watchedOn: day(3),
  loggedOn: day(DAYS),
  rated: fc.boolean(),
  stars,
  rewatch: fc.boolean(),
  tags: fc.uniqueArray(fc.constantFrom(...LB_TAGS), { maxLength: 2 }),
  review: fc.option(fc.constantFrom('Loved it.', 'Ünïcode — “quotes”, commas', 'two\nlines'), { nil: null }),
});
// Each film is on the watchlist, seen (rated or not, with or without diary entries), or absent.
const lbFilm = fc.record({
  where: fc.constantFrom('watchlist', 'seen', 'absent'),
  listedOn: day(DAYS),
  watchedOn: day(DAYS),
  rating: fc.option(fc.record({ stars, ratedOn: day(DAYS) }), { nil: null }),
  entries: fc.array(lbEntry, { maxLength: 3 }),
});
const lbExport = fc.record({
  films: fc.tuple(...LB_FILMS.map(() => lbFilm)),
  // The watchlist's order, oldest added first, as Letterboxd writes it.
  order: fc.shuffledSubarray(
    LB_FILMS.map((_, i) => i),
    { minLength: LB_FILMS.length },
  ),
  // profile.csv's favourites: films of the export, by their Letterboxd URI.
  favourites: fc.uniqueArray(fc.integer({ min: 0, max: LB_FILMS.length - 1 }), { maxLength: 3 }),
});
type LbExport = typeof lbExport extends fc.Arbitrary<infer T> ? T : never;

/**
 * The five CSVs of a Letterboxd export, as its cells (a diary rating only on a rated film), and
 * profile.csv's favourites (those on the watchlist or seen, named by the URI their row carries).
 */
function letterboxdFiles({ films, order, favourites }: LbExport): Record<string, string[][]> {
  const rows = { diary: [] as string[][], reviews: [] as string[][], ratings: [] as string[][] };
  const watched: string[][] = [];
  const watchlist: string[][] = [];
  let uri = 0;
  for (const i of order) {
    const film = LB_FILMS[i]!;
    const at = films[i]!;
    const name = [film.title, String(film.fileYear ?? film.year)];
    if (at.where === 'watchlist') watchlist.push([at.listedOn, ...name, `https://boxd.it/w${i}`]);
    if (at.where !== 'seen') continue;
    watched.push([at.watchedOn, ...name, `https://boxd.it/f${i}`]);
    if (at.rating)
      rows.ratings.push([at.rating.ratedOn, ...name, `https://boxd.it/f${i}`, String(at.rating.stars)]);
    for (const e of at.entries) {
      uri += 1;
      const cells = [
        e.loggedOn,
        ...name,
        `https://boxd.it/d${uri}`,
        at.rating && e.rated ? String(e.stars) : '',
        e.rewatch ? 'Yes' : '',
        e.tags.join(', '),
        e.watchedOn,
      ];
      rows.diary.push(cells);
      // reviews.csv has the review before the tags and the watched date.
      if (e.review) rows.reviews.push([...cells.slice(0, 6), e.review, ...cells.slice(6)]);
    }
  }
  const head = ['Date', 'Name', 'Year', 'Letterboxd URI'];
  const diaryHead = [...head, 'Rating', 'Rewatch', 'Tags', 'Watched Date'];
  return {
    'diary.csv': [diaryHead, ...rows.diary],
    'reviews.csv': [[...head, 'Rating', 'Rewatch', 'Review', 'Tags', 'Watched Date'], ...rows.reviews],
    'ratings.csv': [[...head, 'Rating'], ...rows.ratings],
    'watched.csv': [head, ...watched],
    'watchlist.csv': [head, ...watchlist],
    'profile.csv': [
      ['Favorite Films'],
      [
        favourites
          .filter((i) => films[i]!.where !== 'absent')
          .map((i) => `https://boxd.it/${films[i]!.where === 'seen' ? 'f' : 'w'}${i}`)
          .join(', '),
      ],
    ],
  };
}

// Issue 29: an IMDb ratings export (IMDb's own columns) in, our export out. Its films are in the test
// catalog (by IMDb's Title: the original title is what the catalog may lack); one a year off, titles
// with accents, commas and quotes.
const IMDB_FILMS = [
  { id: 1_952_200_001, title: 'Imdbtrip Léon', year: 1994, const: 'tt9520001' },
  {
    id: 1_952_200_002,
    title: 'Imdbtrip Spirited Away',
    year: 2001,
    const: 'tt9520002',
    original: 'Imdbtrip 千と千尋の神隠し',
  },
  { id: 1_952_200_003, title: 'Imdbtrip Casablanca', year: 1942, const: 'tt9520003', fileYear: 1943 },
  { id: 1_952_200_004, title: 'Imdbtrip "Heat", Again', year: 1995, const: 'tt9520004' },
  { id: 1_952_200_005, title: 'Imdbtrip Żółć', year: 1999, const: 'tt9520005' },
  { id: 1_952_200_006, title: 'Imdbtrip Ñu', year: 2015, const: 'tt9520006' },
];
const IMDB_HEADER = [
  'Const',
  'Your Rating',
  'Date Rated',
  'Title',
  'Original Title',
  'URL',
  'Title Type',
  'IMDb Rating',
  'Runtime (mins)',
  'Year',
  'Genres',
  'Num Votes',
  'Release Date',
  'Directors',
];
const imdbRating = fc.record({
  yourRating: fc.integer({ min: 1, max: 10 }),
  dateRated: day(DAYS),
  // The columns IMDb describes the title with: read for matching at most, never kept.
  titleType: fc.constantFrom('Movie', 'movie', 'TV Movie'),
  imdbRating: fc.integer({ min: 10, max: 99 }).map((n) => (n / 10).toFixed(1)),
  runtime: fc.option(fc.integer({ min: 60, max: 240 }).map(String), { nil: '' }),
  genres: fc.uniqueArray(fc.constantFrom('Drama', 'Crime', 'Romance', 'Animation'), {
    minLength: 1,
    maxLength: 3,
  }),
  numVotes: fc.integer({ min: 5, max: 3_000_000 }).map(String),
  releaseDate: day(DAYS),
  directors: fc.constantFrom('', 'Ann Imdb', 'Ann Imdb, Bo Imdb'),
});
// Each film rated once or not at all, in any order (IMDb lists a title once).
const imdbExport = fc.record({
  ratings: fc.tuple(...IMDB_FILMS.map(() => fc.option(imdbRating, { nil: null }))),
  order: fc.shuffledSubarray(
    IMDB_FILMS.map((_, i) => i),
    { minLength: IMDB_FILMS.length },
  ),
});
type ImdbExport = typeof imdbExport extends fc.Arbitrary<infer T> ? T : never;

const imdbYear = (film: (typeof IMDB_FILMS)[number]) => String(film.fileYear ?? film.year);

/** IMDb's ratings.csv, as its cells. */
function imdbFile({ ratings, order }: ImdbExport): string[][] {
  return [
    IMDB_HEADER,
    ...order.flatMap((i) => {
      const film = IMDB_FILMS[i]!;
      const r = ratings[i];
      if (!r) return [];
      return [
        [
          film.const,
          String(r.yourRating),
          r.dateRated,
          film.title,
          film.original ?? film.title,
          `https://www.imdb.com/title/${film.const}/`,
          r.titleType,
          r.imdbRating,
          r.runtime,
          imdbYear(film),
          r.genres.join(', '),
          r.numVotes,
          r.releaseDate,
          r.directors,
        ],
      ];
    }),
  ];
}

/** A zip's CSVs, each as its header and its rows of cells. */
function tablesOf(zipBase64: string): Record<string, string[][]> {
  const files = unzipSync(Buffer.from(zipBase64, 'base64'));
  const out: Record<string, string[][]> = {};
  for (const [name, bytes] of Object.entries(files)) {
    if (name.endsWith('.csv')) out[name] = parseCsv(strFromU8(bytes)).filter((r) => r.some((c) => c !== ''));
  }
  return out;
}

/**
 * A zip's CSVs as rows; every file but the watchlist compared as a set of rows (it alone has an
 * order). Given `like` (another zip), each file is read in that zip's columns only: the fields both
 * carry (our reviews.csv adds whether a review shows on the member page).
 */
function csvsOf(zipBase64: string, like?: string): Record<string, string[]> {
  const shape = like ? tablesOf(like) : {};
  const out: Record<string, string[]> = {};
  for (const [name, [header = [], ...rows]] of Object.entries(tablesOf(zipBase64))) {
    const columns = shape[name]?.[0] ?? header;
    const at = columns.map((column) => header.indexOf(column));
    const lines = rows.map((r) => JSON.stringify(at.map((i) => r[i] ?? '')));
    out[name] = [JSON.stringify(columns), ...(name === 'watchlist.csv' ? lines : lines.sort())];
  }
  return out;
}
const zipOf = (files: Record<string, string[][]>) =>
  Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, rows]) => [name, strToU8(toCsv(rows))]))),
  ).toString('base64');

describe('contract: export → import → export is the identity', () => {
  const s = perFile(() => startContractServer());
  beforeAll(async () => {
    await insertTestFilms(s.deps.db, FILMS, 'roundtrip');
    const catalogFilms = LB_FILMS.map(({ id, title, year }) => ({ id, title, year }));
    await insertTestFilms(s.deps.db, catalogFilms, 'roundtrip-letterboxd');
    const imdbFilms = IMDB_FILMS.map(({ id, title, year }) => ({ id, title, year }));
    await insertTestFilms(s.deps.db, imdbFilms, 'roundtrip-imdb');
  });

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

  it('for any generated Letterboxd export, all five CSVs (fast-check; issue 29)', async () => {
    await fc.assert(
      fc.asyncProperty(lbExport, async (x) => {
        await s.deps.db.deleteFrom('rateLimits').execute();
        const original = zipOf(letterboxdFiles(x));
        const first = await s.signUp();
        const imported = await first.client.POST('/user/import', {
          body: { filename: 'letterboxd.zip', zip: original },
        });
        expect(imported.response.status).toBe(200);
        const exported = (await first.client.GET('/user/export', { params: { query: { format: 'zip' } } }))
          .data!;
        if (!('zip' in exported)) throw new Error('Asked for a zip');
        // export(import(x)) is x: every field of every row, the watchlist in its order.
        expect(csvsOf(exported.zip, original)).toEqual(csvsOf(original));

        // The export into a fresh account exports the same files; applying it again changes nothing.
        const fresh = await s.signUp();
        const body = { filename: exported.filename, zip: exported.zip };
        expect((await fresh.client.POST('/user/import', { body })).response.status).toBe(200);
        const again = (await fresh.client.GET('/user/export', { params: { query: { format: 'zip' } } }))
          .data!;
        if (!('zip' in again)) throw new Error('Asked for a zip');
        expect(csvsOf(again.zip, original)).toEqual(csvsOf(original));
        expect(csvsOf(again.zip)).toEqual(csvsOf(exported.zip));
        const twice = await fresh.client.POST('/user/import', { body });
        expect(twice.data).toMatchObject({ imported: 0, importId: null });
      }),
      { numRuns: Number(process.env.ROUNDTRIP_RUNS ?? 8), seed: Number(process.env.ROUNDTRIP_SEED ?? 29) },
    );
  });

  it('for any generated IMDb ratings export: every field both formats carry comes back (fast-check; issue 29)', async () => {
    const zipExport = async (member: Awaited<ReturnType<typeof s.signUp>>) => {
      const exported = (await member.client.GET('/user/export', { params: { query: { format: 'zip' } } }))
        .data!;
      if (!('zip' in exported)) throw new Error('Asked for a zip');
      return exported;
    };
    await fc.assert(
      fc.asyncProperty(imdbExport, async (x) => {
        await s.deps.db.deleteFrom('rateLimits').execute();
        const original = imdbFile(x);
        const csv = toCsv(original);
        const first = await s.signUp();
        const imported = await first.client.POST('/user/import', { body: { filename: 'ratings.csv', csv } });
        expect(imported.data).toMatchObject({ format: 'imdb', unmatchedTotal: 0 });
        const exported = await zipExport(first);

        // export(import(x)) read back in IMDb's columns: the title and year as IMDb wrote them, the
        // day rated, and the 1-10 rating exactly (a half star is one point).
        const tables = tablesOf(exported.zip);
        const rows = (name: string) => tables[name]!.slice(1);
        const shared = (r: Record<string, string>) =>
          JSON.stringify([r.Title, r.Year, r['Your Rating'], r['Date Rated']]);
        const fromExport = rows('ratings.csv').map(([date, name, year, uri, rating]) => {
          expect(uri).toBe('');
          return shared({
            Title: name!,
            Year: year!,
            'Your Rating': String(Number(rating) * 2),
            'Date Rated': date!,
          });
        });
        const fromFile = original
          .slice(1)
          .map((r) => shared(Object.fromEntries(IMDB_HEADER.map((column, i) => [column, r[i]!]))));
        expect(fromExport.sort()).toEqual(fromFile.sort());
        // Every rated film is seen, by the file's own title; nothing was logged or queued.
        expect(
          rows('watched.csv')
            .map(([, name, year]) => JSON.stringify([name, year]))
            .sort(),
        ).toEqual(
          original
            .slice(1)
            .map((r) => JSON.stringify([r[3], r[9]]))
            .sort(),
        );
        for (const name of ['diary.csv', 'reviews.csv', 'watchlist.csv']) expect(rows(name)).toEqual([]);
        // The same file again changes nothing.
        expect(
          (await first.client.POST('/user/import', { body: { filename: 'ratings.csv', csv } })).data,
        ).toMatchObject({ imported: 0, importId: null });

        // The export into a fresh account exports the same files; applying it again changes nothing.
        const fresh = await s.signUp();
        const body = { filename: exported.filename, zip: exported.zip };
        expect((await fresh.client.POST('/user/import', { body })).data).toMatchObject({ unmatchedTotal: 0 });
        expect(csvsOf((await zipExport(fresh)).zip)).toEqual(csvsOf(exported.zip));
        expect((await fresh.client.POST('/user/import', { body })).data).toMatchObject({
          imported: 0,
          importId: null,
        });
      }),
      { numRuns: Number(process.env.ROUNDTRIP_RUNS ?? 8), seed: Number(process.env.ROUNDTRIP_SEED ?? 30) },
    );
  });
});
