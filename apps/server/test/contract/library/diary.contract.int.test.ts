import { insertTestFilms } from '@chuck/api/testing';
import { perFile } from '@chuck/db/testing';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedUp, startContractServer } from '../client.ts';

// Made-up films far above the embedded catalog's ids, so nothing else shares their titles.
const FILMS = [
  {
    id: 1_951_000_001,
    title: 'Diary Zeta One',
    year: 1991,
    runtime: 100,
    director: 'Ada Zeta',
    genreIds: [18],
  },
  {
    id: 1_951_000_002,
    title: 'Diary Zeta Two',
    year: 1984,
    runtime: 90,
    director: 'Ada Zeta',
    genreIds: [27],
  },
];

const entryShape = {
  id: expect.any(Number),
  movieId: expect.toBeOneOf([expect.any(Number), null]),
  title: expect.any(String),
  year: expect.toBeOneOf([expect.any(Number), null]),
  posterUrl: expect.toBeOneOf([expect.any(String), null]),
  watchedOn: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
  rating: expect.toBeOneOf([expect.any(Number), null]),
  rewatch: expect.any(Boolean),
  review: expect.toBeOneOf([expect.any(String), null]),
  tags: expect.any(Array),
  public: expect.any(Boolean),
  createdAt: expect.any(String),
};

describe('contract: the diary, Year in Rewind, import preview and undo', () => {
  const s = perFile(() => startContractServer());
  const alice = signedUp(s);
  const bob = signedUp(s);
  const carol = signedUp(s);
  beforeAll(() => insertTestFilms(s.deps.db, FILMS, 'contract'));

  describe('diary', () => {
    it('POST /user/diary → the entry; the film moves from the watchlist to seen, stars set the thumbs; 400s; 401', async () => {
      await alice.client.POST('/user/watchlist', { body: { movieId: FILMS[0]!.id, title: FILMS[0]!.title } });
      const { response, data } = await alice.client.POST('/user/diary', {
        body: {
          movieId: FILMS[0]!.id,
          title: FILMS[0]!.title,
          watchedOn: '2024-03-01',
          rating: 2.5,
          review: 'Slow, then wonderful.',
          tags: ['rainy'],
          public: true,
        },
      });
      expect(response.status).toBe(200);
      expect(data).toEqual({
        entry: { ...entryShape, movieId: FILMS[0]!.id, title: 'Diary Zeta One', rating: 2.5, public: true },
        removedFromWatchlist: true,
      });
      // The rated watch is the film's one rating; 2½ stars is neither liked nor disliked: no thumbs
      // (docs/product.md 'Stars and thumbs').
      const seen = (await alice.client.GET('/user/seen')).data;
      expect(seen?.map((i) => [i.movieId, i.userRating, i.stars, i.ratedOn])).toEqual([
        [FILMS[0]!.id, null, 2.5, '2024-03-01'],
      ]);
      const typed = await alice.client.POST('/user/diary', {
        body: { title: 'A Film Only I Have Seen', watchedOn: '2024-03-02', rewatch: true },
      });
      expect(typed.data?.entry).toEqual({ ...entryShape, movieId: null, rewatch: true, rating: null });

      for (const [body, message] of [
        [{ title: 'X', watchedOn: '2024-02-30' }, 'watchedOn is not a real date'],
        [{ title: 'X', watchedOn: '2024-03-01', rating: 3.25 }, 'rating goes in half stars (e.g. 3.5)'],
        [{ title: 'X', watchedOn: '2024-03-01', rating: 6 }, 'rating must be from 0.5 to 5 stars'],
        [
          { title: 'X', watchedOn: '2024-03-01', review: 'x'.repeat(2001) },
          'Reviews are at most 2000 characters',
        ],
        [{ title: '', watchedOn: '2024-03-01' }, 'title is required'],
      ] as const) {
        const bad = await alice.client.POST('/user/diary', { body: body as never });
        expect(bad.response.status).toBe(400);
        expect(bad.error?.message).toContain(message);
      }
      const unknown = await alice.client.POST('/user/diary', {
        body: { movieId: 1_959_999_999, title: 'Nope', watchedOn: '2024-03-01' },
      });
      expect(unknown.response.status).toBe(404);
      const anon = await s.anonymous.POST('/user/diary', { body: { title: 'X', watchedOn: '2024-03-01' } });
      expect(anon.response.status).toBe(401);
    });

    it('GET /user/diary → latest watch first, by year and month, cursor-paged; 400s; 401', async () => {
      await alice.client.POST('/user/diary', {
        body: { movieId: FILMS[1]!.id, title: FILMS[1]!.title, watchedOn: '2024-04-10', rating: 4 },
      });
      const all = await alice.client.GET('/user/diary', { params: { query: { year: 2024 } } });
      expect(all.response.status).toBe(200);
      expect(all.data?.entries.map((e) => e.watchedOn)).toEqual(['2024-04-10', '2024-03-02', '2024-03-01']);
      expect(all.data?.entries[0]).toEqual(entryShape);
      const march = await alice.client.GET('/user/diary', { params: { query: { year: 2024, month: 3 } } });
      expect(march.data?.entries).toHaveLength(2);
      const first = await alice.client.GET('/user/diary', { params: { query: { limit: 2 } } });
      expect(first.data?.entries).toHaveLength(2);
      const next = await alice.client.GET('/user/diary', {
        params: { query: { limit: 2, before: first.data!.nextCursor! } },
      });
      expect(next.data).toEqual({
        entries: [expect.objectContaining({ watchedOn: '2024-03-01' })],
        nextCursor: null,
      });
      expect((await bob.client.GET('/user/diary', { params: { query: {} } })).data?.entries).toEqual([]);

      const noYear = await alice.client.GET('/user/diary', { params: { query: { month: 3 } } });
      expect(noYear.response.status).toBe(400);
      expect(noYear.error?.message).toContain('month needs a year');
      const badMonth = await alice.client.GET('/user/diary', {
        params: { query: { year: 2024, month: 13 } },
      });
      expect(badMonth.response.status).toBe(400);
      expect((await s.anonymous.GET('/user/diary', { params: { query: {} } })).response.status).toBe(401);
    });

    it('PATCH /user/diary/{id} → the changed entry; a new rating sets the thumbs; 404 for another member; 400; 401', async () => {
      const { data } = await alice.client.GET('/user/diary', { params: { query: { year: 2024, month: 3 } } });
      const entry = data!.entries.find((e) => e.movieId === FILMS[0]!.id)!;
      const changed = await alice.client.PATCH('/user/diary/{id}', {
        params: { path: { id: entry.id } },
        body: { rating: 4.5, rewatch: true },
      });
      expect(changed.response.status).toBe(200);
      expect(changed.data?.entry).toEqual({ ...entryShape, id: entry.id, rating: 4.5, rewatch: true });
      expect(
        (await alice.client.GET('/user/seen')).data?.find((i) => i.movieId === FILMS[0]!.id)?.userRating,
      ).toBe('thumbs_up');
      const theirs = await bob.client.PATCH('/user/diary/{id}', {
        params: { path: { id: entry.id } },
        body: { review: 'pwned' },
      });
      expect(theirs.response.status).toBe(404);
      expect(theirs.error?.message).toBe('Diary entry not found');
      const bad = await alice.client.PATCH('/user/diary/{id}', {
        params: { path: { id: entry.id } },
        body: { watchedOn: 'yesterday' },
      });
      expect(bad.response.status).toBe(400);
      const anon = await s.anonymous.PATCH('/user/diary/{id}', {
        params: { path: { id: entry.id } },
        body: {},
      });
      expect(anon.response.status).toBe(401);
    });

    it('GET /members/{userId}/reviews → public reviews only, by the profile’s visibility; 404 hidden; 400', async () => {
      await alice.client.POST('/user/diary', {
        body: {
          title: 'Private Thoughts Film',
          watchedOn: '2024-05-01',
          review: 'Only for me',
          public: false,
        },
      });
      const seen = await bob.client.GET('/members/{userId}/reviews', {
        params: { path: { userId: alice.user.id } },
      });
      expect(seen.response.status).toBe(200);
      expect(seen.data).toEqual({
        reviews: [
          {
            id: expect.any(Number),
            movieId: FILMS[0]!.id,
            title: 'Diary Zeta One',
            year: 1991,
            posterUrl: expect.toBeOneOf([expect.any(String), null]),
            watchedOn: '2024-03-01',
            rating: 4.5,
            rewatch: true,
            review: 'Slow, then wonderful.',
          },
        ],
        nextCursor: null,
      });
      // A members-only page (the default) is a 404 for a visitor, as for an unknown member.
      const visitor = await s.anonymous.GET('/members/{userId}/reviews', {
        params: { path: { userId: alice.user.id } },
      });
      expect(visitor.response.status).toBe(404);
      const unknown = await bob.client.GET('/members/{userId}/reviews', {
        params: { path: { userId: 'nobody' } },
      });
      expect(unknown.response.status).toBe(404);
      const bad = await bob.client.GET('/members/{userId}/reviews', {
        params: { path: { userId: alice.user.id }, query: { limit: 0 } },
      });
      expect(bad.response.status).toBe(400);
    });

    it('DELETE /user/diary/{id} → deleted; the film stays seen; 404 twice and for another member; 401', async () => {
      const { data } = await alice.client.POST('/user/diary', {
        body: { movieId: FILMS[1]!.id, title: FILMS[1]!.title, watchedOn: '2024-06-01' },
      });
      const id = data!.entry.id;
      expect(
        (await bob.client.DELETE('/user/diary/{id}', { params: { path: { id } } })).response.status,
      ).toBe(404);
      const gone = await alice.client.DELETE('/user/diary/{id}', { params: { path: { id } } });
      expect(gone.response.status).toBe(200);
      expect(gone.data).toEqual({ deleted: true });
      expect(
        (await alice.client.DELETE('/user/diary/{id}', { params: { path: { id } } })).response.status,
      ).toBe(404);
      expect((await alice.client.GET('/user/seen')).data?.map((i) => i.movieId)).toContain(FILMS[1]!.id);
      expect(
        (await s.anonymous.DELETE('/user/diary/{id}', { params: { path: { id } } })).response.status,
      ).toBe(401);
      const bad = await alice.client.DELETE('/user/diary/{id}', { params: { path: { id: 'abc' as never } } });
      expect(bad.response.status).toBe(400);
    });
  });

  describe('Year in Rewind', () => {
    it('GET /user/rewind/{year} → the year’s statistics; an empty year is zeros; 400; 401', async () => {
      const { response, data } = await alice.client.GET('/user/rewind/{year}', {
        params: { path: { year: 2024 } },
      });
      expect(response.status).toBe(200);
      expect(data).toMatchObject({
        year: 2024,
        entries: 4,
        films: 4,
        firstWatches: 2,
        rewatches: 2,
        topDirectors: [{ name: 'Ada Zeta', entries: 2 }],
        topGenres: expect.arrayContaining([
          { name: 'Drama', entries: 1 },
          { name: 'Horror', entries: 1 },
        ]),
        topDecades: expect.arrayContaining([
          { decade: 1990, entries: 1 },
          { decade: 1980, entries: 1 },
        ]),
        highestRated: [
          expect.objectContaining({ title: 'Diary Zeta One', rating: 4.5 }),
          expect.objectContaining({ title: 'Diary Zeta Two', rating: 4 }),
        ],
        averageRating: 4.3,
        hours: 3.2,
        entriesWithoutRuntime: 2,
      });
      expect(data?.perMonth).toHaveLength(12);
      expect(data?.perMonth[2]).toEqual({ month: 3, entries: 2, films: 2 });
      const empty = await bob.client.GET('/user/rewind/{year}', { params: { path: { year: 1999 } } });
      expect(empty.data).toMatchObject({
        entries: 0,
        films: 0,
        hours: 0,
        averageRating: null,
        highestRated: [],
      });
      const bad = await alice.client.GET('/user/rewind/{year}', {
        params: { path: { year: 'next' as never } },
      });
      expect(bad.response.status).toBe(400);
      expect(
        (await s.anonymous.GET('/user/rewind/{year}', { params: { path: { year: 2024 } } })).response.status,
      ).toBe(401);
    });

    it('GET /members/{userId}/rewind/{year} → the member’s Year in Rewind, by the profile’s visibility; 404 hidden or unknown; 400', async () => {
      const own = await alice.client.GET('/user/rewind/{year}', { params: { path: { year: 2024 } } });
      const { response, data } = await bob.client.GET('/members/{userId}/rewind/{year}', {
        params: { path: { userId: alice.user.id, year: 2024 } },
      });
      expect(response.status).toBe(200);
      expect(data).toEqual(own.data);
      // A members-only page (the default) is a 404 for a visitor, as for an unknown member.
      const visitor = await s.anonymous.GET('/members/{userId}/rewind/{year}', {
        params: { path: { userId: alice.user.id, year: 2024 } },
      });
      expect(visitor.response.status).toBe(404);
      expect(visitor.error?.message).toBe('Member not found');
      const unknown = await bob.client.GET('/members/{userId}/rewind/{year}', {
        params: { path: { userId: 'nobody', year: 2024 } },
      });
      expect(unknown.response.status).toBe(404);
      const bad = await bob.client.GET('/members/{userId}/rewind/{year}', {
        params: { path: { userId: alice.user.id, year: 10_000 } },
      });
      expect(bad.response.status).toBe(400);
    });
  });

  describe('import preview and undo', () => {
    const csv = [
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
      '2023-02-01,Diary Zeta Two,1984,https://boxd.it/a,3.5,,,2023-01-31',
      '2023-02-02,Not A Real Film,1990,https://boxd.it/b,5,Yes,,2023-02-02',
    ].join('\n');

    it('POST /user/import/preview → row by row, nothing written; 400 naming the row; 401', async () => {
      const { response, data } = await bob.client.POST('/user/import/preview', {
        body: { filename: 'diary.csv', csv },
      });
      expect(response.status).toBe(200);
      expect(data).toEqual({
        format: 'letterboxd',
        rows: [
          {
            file: 'diary.csv',
            row: 2,
            title: 'Diary Zeta Two',
            year: 1984,
            match: { movieId: FILMS[1]!.id, title: 'Diary Zeta Two', year: 1984 },
            list: 'diary',
            action: 'add',
            reason: 'Marks it seen: 3.5 stars (liked)',
            rating: '3.5 stars',
            warning: null,
            suggestions: [],
            merged: false,
            leavesWatchlist: false,
          },
          expect.objectContaining({ row: 3, match: null, list: 'diary', action: 'add', rating: '5 stars' }),
        ],
        files: [{ file: 'diary.csv', rows: 2, add: 2, update: 0, skip: 0, unmatched: 0 }],
        totals: { add: 2, update: 0, skip: 0 },
        warnings: [],
      });
      expect((await bob.client.GET('/user/diary', { params: { query: {} } })).data?.entries).toEqual([]);
      const bad = await bob.client.POST('/user/import/preview', {
        body: { filename: 'diary.csv', csv: `${csv}\n2023-02-03,Diary Zeta One,1991,u,3.5,,,2023-13-01` },
      });
      expect(bad.response.status).toBe(400);
      expect(bad.error?.message).toBe(
        'diary.csv, row 4: the date "2023-13-01" is not a real date (YYYY-MM-DD). Nothing was imported.',
      );
      expect((await s.anonymous.POST('/user/import/preview', { body: { csv } })).response.status).toBe(401);
    });

    it('POST /user/import(/preview) with Letterboxd’s export zip (base64, over the 3 MB default body) → its CSVs’ rows; 400 naming the file; 401', async () => {
      // A stored file the import ignores makes the body larger than the server's 3 MB default.
      const padding = new Uint8Array(3 * 1024 * 1024).map((_, i) => (i * 7919) % 251);
      const zip = Buffer.from(
        zipSync({
          'diary.csv': strToU8(csv),
          'watchlist.csv': strToU8('Date,Name,Year,Letterboxd URI\n2023-01-01,Diary Zeta One,1991,u\n'),
          'padding.bin': [padding, { level: 0 }],
        }),
      ).toString('base64');
      expect(zip.length).toBeGreaterThan(3 * 1024 * 1024);
      const body = { filename: 'letterboxd.zip', zip };
      const preview = await carol.client.POST('/user/import/preview', { body });
      expect(preview.response.status).toBe(200);
      expect(preview.data).toMatchObject({ format: 'letterboxd', totals: { add: 3, update: 0, skip: 0 } });
      expect(preview.data!.rows.map((r) => [r.file, r.row, r.list, r.action])).toEqual([
        ['letterboxd.zip/diary.csv', 2, 'diary', 'add'],
        ['letterboxd.zip/diary.csv', 3, 'diary', 'add'],
        ['letterboxd.zip/watchlist.csv', 2, 'watchlist', 'add'],
      ]);
      const applied = await carol.client.POST('/user/import', { body });
      expect(applied.response.status).toBe(200);
      expect(applied.data).toEqual({
        format: 'letterboxd',
        imported: 3,
        alreadyPresent: 0,
        unmatched: [],
        unmatchedTotal: 0,
        diaryEntries: 2,
        importId: expect.any(Number),
      });
      expect((await carol.client.GET('/user/diary', { params: { query: {} } })).data?.entries).toHaveLength(
        2,
      );

      const notExport = Buffer.from(zipSync({ 'notes.txt': strToU8('hi') })).toString('base64');
      const refused = await carol.client.POST('/user/import', {
        body: { filename: 'notes.zip', zip: notExport },
      });
      expect(refused.response.status).toBe(400);
      expect(refused.error?.message).toMatch(/^notes\.zip is not a Letterboxd export/);
      const tooBig = Buffer.alloc(10 * 1024 * 1024 + 1).toString('base64');
      const huge = await carol.client.POST('/user/import/preview', {
        body: { filename: 'huge.zip', zip: tooBig },
      });
      expect(huge.response.status).toBe(400);
      expect(huge.error?.message).toBe(
        'huge.zip is larger than 10 MB: upload its CSVs one at a time (e.g. diary.csv).',
      );
      expect((await s.anonymous.POST('/user/import', { body })).response.status).toBe(401);
    });

    it('POST /user/import/{id}/undo → what the import changed is put back; 404 for others; 409 twice; 401', async () => {
      const applied = await bob.client.POST('/user/import', { body: { filename: 'diary.csv', csv } });
      expect(applied.data).toMatchObject({ imported: 2, diaryEntries: 2, importId: expect.any(Number) });
      const id = applied.data!.importId!;
      expect((await bob.client.GET('/user/diary', { params: { query: {} } })).data?.entries).toHaveLength(2);

      expect(
        (await alice.client.POST('/user/import/{id}/undo', { params: { path: { id } } })).response.status,
      ).toBe(404);
      const undone = await bob.client.POST('/user/import/{id}/undo', { params: { path: { id } } });
      expect(undone.response.status).toBe(200);
      expect(undone.data).toEqual({ diaryEntries: 2, seen: 1, watchlist: 0 });
      expect((await bob.client.GET('/user/diary', { params: { query: {} } })).data?.entries).toEqual([]);
      expect((await bob.client.GET('/user/seen')).data?.map((i) => i.movieId)).not.toContain(FILMS[1]!.id);
      const twice = await bob.client.POST('/user/import/{id}/undo', { params: { path: { id } } });
      expect(twice.response.status).toBe(409);
      expect(twice.error?.message).toBe('That import has already been undone.');
      expect(
        (await s.anonymous.POST('/user/import/{id}/undo', { params: { path: { id } } })).response.status,
      ).toBe(401);
    });

    it('GET /user/export → diary rows with dates, half stars, rewatches and reviews; formulas neutralised', async () => {
      await alice.client.POST('/user/diary', {
        body: {
          title: 'Formula Film',
          watchedOn: '2024-07-01',
          review: '=HYPERLINK("http://x")',
          rating: 3.5,
        },
      });
      const { data } = await alice.client.GET('/user/export');
      const lines = data && 'csv' in data ? data.csv.trimEnd().split('\r\n') : [];
      expect(lines[0]).toBe('Title,Year,Rating,WatchedDate,Rewatch,Tags,Review,Shown On Member Page');
      expect(lines).toContain('Diary Zeta One,1991,4.5,2024-03-01,Yes,rainy,"Slow, then wonderful.",Yes');
      // A review not shown on the member page (the diary's default): the last column is empty.
      expect(lines).toContain(`Formula Film,,3.5,2024-07-01,,,"'=HYPERLINK(""http://x"")",`);
    });

    it('GET /user/export?format=zip → {filename, zip}: Letterboxd’s CSVs and backup.json; 400 for another format; 401', async () => {
      const { response, data } = await alice.client.GET('/user/export', {
        params: { query: { format: 'zip' } },
      });
      expect(response.status).toBe(200);
      expect(data).toEqual({ filename: expect.stringMatching(/\.zip$/), zip: expect.any(String) });
      if (!data || !('zip' in data)) throw new Error('Asked for a zip');
      const files = unzipSync(Buffer.from(data.zip, 'base64'));
      expect(Object.keys(files).sort()).toEqual([
        'backup.json',
        'diary.csv',
        'profile.csv',
        'ratings.csv',
        'reviews.csv',
        'watched.csv',
        'watchlist.csv',
      ]);
      expect(strFromU8(files['diary.csv']!)).toContain(',Diary Zeta One,1991,,4.5,Yes,rainy,2024-03-01');
      expect(JSON.parse(strFromU8(files['backup.json']!))).toMatchObject({
        profile: expect.any(Object),
        watchlist: expect.any(Array),
        seen: expect.any(Array),
        diary: expect.arrayContaining([expect.objectContaining({ title: 'Diary Zeta One' })]),
        watchingSoon: expect.any(Array),
        collection: expect.any(Array),
      });
      const csv = await alice.client.GET('/user/export', { params: { query: { format: 'csv' } } });
      expect(csv.data).toEqual({ filename: expect.stringMatching(/\.csv$/), csv: expect.any(String) });
      const bad = await alice.client.GET('/user/export', {
        params: { query: { format: 'tar' as 'zip' } },
      });
      expect(bad.response.status).toBe(400);
      expect(bad.error?.message).toMatch(/format must be 'csv' or 'zip'/);
      expect(
        (await s.anonymous.GET('/user/export', { params: { query: { format: 'zip' } } })).response.status,
      ).toBe(401);
    });
  });
});
