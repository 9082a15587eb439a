import { deflatedNewlines, lyingZip } from '@chuck/api/test-zips';
import { insertTestFilms } from '@chuck/api/testing';
import { perFile } from '@chuck/db/testing';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody, type Member, signedUp, startContractServer } from '../client.ts';

// Made-up films far above the embedded catalog's ids: two of one year share the words 'Import Zebra',
// so a diary row titled 'Import Zebra' is a near miss with both as suggestions.
const NIGHT = 1_952_000_001;
const DAY = 1_952_000_002;
const FILMS = [
  { id: NIGHT, title: 'Contract Import Zebra Night', year: 2003, voteCount: 80 },
  { id: DAY, title: 'Contract Import Zebra Day', year: 2003, voteCount: 20 },
];

const diaryCsv = (...rows: string[]) =>
  ['Date,Name,Year,Letterboxd URI,Rating,Rewatch,Watched Date', ...rows].join('\n');
const zipOf = (files: Record<string, string>) =>
  Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))),
  ).toString('base64');

describe('contract: library import (near misses, bad input)', () => {
  const s = perFile(() => startContractServer());
  const dana = signedUp(s);
  const eve = signedUp(s);
  const fred = signedUp(s);
  beforeAll(() => insertTestFilms(s.deps.db, FILMS, 'contract-import'));

  /** The member's diary, seen list and watchlist, as the REST paths answer them. */
  const library = async (member: Member) => ({
    diary: (await member.client.GET('/user/diary', { params: { query: {} } })).data?.entries,
    seen: (await member.client.GET('/user/seen')).data,
    watchlist: (await member.client.GET('/user/watchlist')).data,
  });

  it('POST /user/import(/preview) with matches → the near miss the member picked is imported as that film; 400 for a row or film that is not there; 401', async () => {
    const body = {
      filename: 'diary.csv',
      csv: diaryCsv('2023-05-02,Import Zebra,2003,u,2.5,Yes,2023-05-01'),
    };
    const preview = await dana.client.POST('/user/import/preview', { body });
    expect(preview.response.status).toBe(200);
    expect(preview.data?.rows[0]).toMatchObject({
      file: 'diary.csv',
      row: 2,
      match: null,
      suggestions: [
        { movieId: NIGHT, title: 'Contract Import Zebra Night', year: 2003 },
        { movieId: DAY, title: 'Contract Import Zebra Day', year: 2003 },
      ],
    });

    const matches = [{ file: 'diary.csv', row: 2, movieId: DAY }];
    const picked = await dana.client.POST('/user/import/preview', { body: { ...body, matches } });
    expect(picked.data?.rows[0]).toMatchObject({
      action: 'add',
      match: { movieId: DAY, title: 'Contract Import Zebra Day', year: 2003 },
      suggestions: [],
    });

    const wrongRow = await dana.client.POST('/user/import', {
      body: { ...body, matches: [{ file: 'diary.csv', row: 5, movieId: DAY }] },
    });
    expect(wrongRow.response.status).toBe(400);
    expect(wrongRow.error?.message).toBe(
      'matches: diary.csv, row 5 is not a row of the file. Nothing was imported.',
    );
    const unknownFilm = await dana.client.POST('/user/import', {
      body: { ...body, matches: [{ file: 'diary.csv', row: 2, movieId: 1_952_999_999 }] },
    });
    expect(unknownFilm.response.status).toBe(400);
    expect(unknownFilm.error?.message).toBe(
      'matches: film 1952999999 is not in the catalog. Nothing was imported.',
    );
    const notANumber = await dana.client.POST('/user/import', {
      body: { ...body, matches: [{ file: 'diary.csv', row: 2.5, movieId: DAY }] },
    });
    expect(notANumber.response.status).toBe(400);
    expect(notANumber.error?.message).toBe('matches.0.row: row must be a whole number');
    expect(await library(dana)).toEqual({ diary: [], seen: [], watchlist: [] });

    const applied = await dana.client.POST('/user/import', { body: { ...body, matches } });
    expect(applied.response.status).toBe(200);
    expect(applied.data).toMatchObject({ imported: 1, diaryEntries: 1, unmatchedTotal: 0 });
    const { diary, seen } = await library(dana);
    expect(diary?.map((e) => [e.movieId, e.title, e.watchedOn, e.rating, e.rewatch])).toEqual([
      [DAY, 'Contract Import Zebra Day', '2023-05-01', 2.5, true],
    ]);
    // 2½ stars: the film's rating, so neither liked nor disliked (no thumbs: they follow the stars).
    expect(seen?.map((i) => [i.movieId, i.userRating, i.stars])).toEqual([[DAY, null, 2.5]]);

    expect((await s.anonymous.POST('/user/import', { body: { ...body, matches } })).response.status).toBe(
      401,
    );
  });

  it('GET /user/imports → past imports, latest first, only the last undoable; after its undo, undone; 401', async () => {
    const first = await fred.client.POST('/user/import', {
      body: {
        filename: 'diary.csv',
        csv: diaryCsv('2023-05-02,Contract Import Zebra Night,2003,u,4,,2023-05-01'),
      },
    });
    const second = await fred.client.POST('/user/import', {
      body: {
        filename: 'my diary.csv',
        csv: diaryCsv(
          '2023-06-02,Contract Import Zebra Day,2003,u,3,,2023-06-01',
          '2023-06-03,No Such Film Anywhere Zzq,1901,u,3,,2023-06-02',
        ),
      },
    });
    const { response, data } = await fred.client.GET('/user/imports');
    expect(response.status).toBe(200);
    expect(data).toEqual([
      {
        id: second.data!.importId,
        appliedAt: expect.any(String),
        format: 'letterboxd',
        filename: 'my diary.csv',
        counts: { imported: 2, alreadyPresent: 0, unmatched: 0, diaryEntries: 2 },
        undoneAt: null,
        undoable: true,
        undoUntil: expect.any(String),
      },
      expect.objectContaining({ id: first.data!.importId, filename: 'diary.csv', undoable: false }),
    ]);
    const [latest] = data!;
    expect(Date.parse(latest!.undoUntil) - Date.parse(latest!.appliedAt)).toBe(24 * 3600_000);

    await fred.client.POST('/user/import/{id}/undo', { params: { path: { id: latest!.id } } });
    const after = await fred.client.GET('/user/imports');
    expect(after.data?.[0]).toMatchObject({ id: latest!.id, undoable: false, undoneAt: expect.any(String) });
    // Someone else's list is their own: a new member has none.
    expect((await dana.client.GET('/user/imports')).data?.map((i) => i.id)).not.toContain(latest!.id);

    expect((await s.anonymous.GET('/user/imports')).response.status).toBe(401);
  });

  it('POST /user/import with a zip holding an impossible rating or date, a foreign file or over 10 MB → 400 naming the file and row; nothing written', async () => {
    const watchlist = 'Date,Name,Year,Letterboxd URI\n2023-01-01,Contract Import Zebra Night,2003,u\n';
    const refusal = async (filename: string, zip: string) => {
      const { response, error } = await eve.client.POST('/user/import', { body: { filename, zip } });
      expect(response.status).toBe(400);
      return error?.message;
    };
    expect(
      await refusal(
        'rating.zip',
        zipOf({
          'watchlist.csv': watchlist,
          'diary.csv': diaryCsv(
            '2023-05-02,Contract Import Zebra Day,2003,u,3.5,,2023-05-01',
            '2023-05-03,Contract Import Zebra Night,2003,u,6,,2023-05-02',
          ),
        }),
      ),
    ).toBe('rating.zip/diary.csv, row 3: the rating "6" is not 0.5-5 stars in halves. Nothing was imported.');
    expect(
      await refusal(
        'date.zip',
        zipOf({
          'watchlist.csv': watchlist,
          'diary.csv': diaryCsv('2023-05-02,Contract Import Zebra Day,2003,u,3.5,,2023-02-30'),
        }),
      ),
    ).toBe(
      'date.zip/diary.csv, row 2: the date "2023-02-30" is not a real date (YYYY-MM-DD). Nothing was imported.',
    );
    expect(await refusal('imdb.zip', zipOf({ 'ratings.csv': 'Const,Title,Your Rating\ntt1,X,7\n' }))).toBe(
      'imdb.zip/ratings.csv is not a Letterboxd export file.',
    );
    expect(await refusal('notes.zip', zipOf({ 'profile.csv': 'Username\neve\n' }))).toMatch(
      /^notes\.zip is not a Letterboxd export: it holds none of watched\.csv, ratings\.csv, diary\.csv, reviews\.csv, watchlist\.csv\./,
    );
    expect(await refusal('huge.zip', Buffer.alloc(10 * 1024 * 1024 + 1).toString('base64'))).toBe(
      'huge.zip is larger than 10 MB: upload its CSVs one at a time (e.g. diary.csv).',
    );
    expect(await library(eve)).toEqual({ diary: [], seen: [], watchlist: [] });
  });

  it('POST /user/import(/preview) with a zip that unpacks past 20 MB, whatever its header claims → 413 naming the file; nothing written', async () => {
    const bomb = lyingZip([
      { name: 'diary.csv', deflated: deflatedNewlines(diaryCsv(), 100), claimedSize: 1000 },
    ]).toString('base64');
    const message =
      'diary.csv in bomb.zip unpacks to more than 20 MB, more than any Letterboxd export holds. Nothing was imported.';
    for (const path of ['/user/import/preview', '/user/import'] as const) {
      const { response, error } = await eve.client.POST(path, { body: { filename: 'bomb.zip', zip: bomb } });
      expect(response.status).toBe(413);
      expect(error).toEqual({ ...errorBody(message), code: 'PAYLOAD_TOO_LARGE' });
    }
    expect(await library(eve)).toEqual({ diary: [], seen: [], watchlist: [] });
  });
});
