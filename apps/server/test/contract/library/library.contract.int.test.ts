import { flairAwardOf, insertTestFilms } from '@chuck/api/testing';
import { perFile } from '@chuck/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedUp, startContractServer } from '../client.ts';

// Made-up films far above the embedded catalog's ids, so nothing else shares their titles.
const FILMS = [
  { id: 1_950_000_001, title: 'Contract Zeta One', year: 1991 },
  { id: 1_950_000_002, title: 'Contract Zeta Two', year: 1992 },
  { id: 1_950_000_003, title: 'The Contract Zeta Three', year: 1993 },
];

const watchOptions = {
  streaming: [{ name: 'Netflix', url: 'https://www.netflix.com/title/1' }],
  rent: [{ name: 'Apple TV', url: 'https://tv.apple.com/x', price: '$3.99' }],
  buy: [],
};

/** The film the watchlist and seen-list tests send, as the film pages send it. */
const alien = { movieId: 12, title: 'Alien', posterUrl: null, year: 1979, rating: '8.5' };

const item = {
  id: expect.any(Number),
  movieId: expect.any(Number),
  title: expect.any(String),
  posterUrl: expect.toBeOneOf([expect.any(String), null]),
  year: expect.toBeOneOf([expect.any(Number), null]),
  rating: expect.toBeOneOf([expect.any(String), null]),
  description: expect.toBeOneOf([expect.any(String), null]),
  watchOptions: { streaming: expect.any(Array), rent: expect.any(Array), buy: expect.any(Array) },
};

describe('contract: members’ library', () => {
  const s = perFile(() => startContractServer());
  const alice = signedUp(s);
  const bob = signedUp(s);
  beforeAll(() => insertTestFilms(s.deps.db, FILMS, 'contract'));

  describe('watchlist', () => {
    it('POST /user/watchlist → queued at the front; both payloads; already queued says so', async () => {
      const first = await alice.client.POST('/user/watchlist', {
        body: {
          movieId: 11,
          title: 'Heat',
          posterUrl: 'https://image.tmdb.org/t/p/w500/heat.jpg',
          year: 1995,
          rating: '8.3',
          sessionId: 's-0a0b0c0d-11111111-22222222-33333333',
        },
      });
      expect(first.response.status).toBe(200);
      expect(first.data).toEqual({
        alreadyQueued: false,
        message: 'Heat has been added to the front of your queue',
        item: { ...item, movieId: 11, title: 'Heat', position: 1, addedAt: expect.any(String) },
      });
      const second = await alice.client.POST('/user/watchlist', {
        body: {
          ...alien,
          description: 'In space.',
          watchOptions,
        },
      });
      expect(second.data?.item).toMatchObject({ movieId: 12, position: 1, watchOptions });
      const third = await alice.client.POST('/user/watchlist', {
        body: {
          movieId: 13,
          title: 'Jaws',
          posterUrl: null,
          year: 1975,
          rating: null,
          description: null,
          watchOptions: null,
        },
      });
      expect(third.data?.item.watchOptions).toEqual({ streaming: [], rent: [], buy: [] });

      const again = await alice.client.POST('/user/watchlist', { body: { movieId: 11, title: 'Heat' } });
      expect(again.response.status).toBe(200);
      expect(again.data).toMatchObject({
        alreadyQueued: true,
        message: 'Heat is already in your queue at #3',
      });
    });

    it('POST /user/watchlist → 400 with the field named; 401 anonymously', async () => {
      const bad = await alice.client.POST('/user/watchlist', { body: { movieId: 'abc', title: 'Heat' } });
      expect(bad.response.status).toBe(400);
      expect(bad.error).toMatchObject({ message: 'movieId: movieId must be a whole number' });
      const noTitle = await alice.client.POST('/user/watchlist', { body: { movieId: 5 } as never });
      expect(noTitle.response.status).toBe(400);
      expect(noTitle.error?.message).toBe('title: title is required');
      const anon = await s.anonymous.POST('/user/watchlist', { body: { movieId: 5, title: 'X' } });
      expect(anon.response.status).toBe(401);
      expect(anon.error?.message).toContain('Unauthorized');
    });

    it('GET /user/watchlist → the caller’s queue, front first; 401 anonymously', async () => {
      const { data } = await alice.client.GET('/user/watchlist');
      expect(data?.map((i) => [i.movieId, i.position])).toEqual([
        [13, 1],
        [12, 2],
        [11, 3],
      ]);
      expect(data?.[0]).toEqual({ ...item, position: 1, addedAt: expect.any(String) });
      expect((await bob.client.GET('/user/watchlist')).data).toEqual([]);
      expect((await s.anonymous.GET('/user/watchlist')).response.status).toBe(401);
    });

    it('PUT /user/watchlist/order → the queue in the member’s order; 400 on repeats; 401 anonymously', async () => {
      const { data } = await alice.client.PUT('/user/watchlist/order', { body: { movieIds: [11, 12, 13] } });
      expect(data?.map((i) => i.movieId)).toEqual([11, 12, 13]);
      const repeated = await alice.client.PUT('/user/watchlist/order', { body: { movieIds: [11, 11] } });
      expect(repeated.response.status).toBe(400);
      // Another member's order touches nothing of Alice's.
      await bob.client.PUT('/user/watchlist/order', { body: { movieIds: [13, 12, 11] } });
      expect((await alice.client.GET('/user/watchlist')).data?.map((i) => i.movieId)).toEqual([11, 12, 13]);
      expect(
        (await s.anonymous.PUT('/user/watchlist/order', { body: { movieIds: [] } })).response.status,
      ).toBe(401);
    });

    it('DELETE /user/watchlist/{movieId} → removed or not; never another member’s; 400 on a bad id; 401', async () => {
      const other = await bob.client.DELETE('/user/watchlist/{movieId}', {
        params: { path: { movieId: 13 } },
      });
      expect(other.data).toEqual({ removed: false });
      const mine = await alice.client.DELETE('/user/watchlist/{movieId}', {
        params: { path: { movieId: 13 } },
      });
      expect(mine.data).toEqual({ removed: true });
      const bad = await alice.client.DELETE('/user/watchlist/{movieId}', {
        params: { path: { movieId: 'x' as unknown as number } },
      });
      expect(bad.response.status).toBe(400);
      const anon = await s.anonymous.DELETE('/user/watchlist/{movieId}', {
        params: { path: { movieId: 11 } },
      });
      expect(anon.response.status).toBe(401);
      expect((await alice.client.GET('/user/watchlist')).data?.map((i) => i.movieId)).toEqual([11, 12]);
    });
  });

  describe('seen list', () => {
    it('POST /user/seen → the seen item, off the watchlist; re-rating updates; 400; 401', async () => {
      const { data } = await alice.client.POST('/user/seen', {
        body: {
          ...alien,
          userRating: 'thumbs_up',
        },
      });
      expect(data).toEqual({
        removedFromWatchlist: true,
        item: {
          ...item,
          movieId: 12,
          userRating: 'thumbs_up',
          // A thumb on an unrated film rates it 4 stars (2 for a thumbs down), today.
          stars: 4,
          ratedOn: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
          seenAt: expect.any(String),
          watchOptions,
        },
      });
      const rerated = await alice.client.POST('/user/seen', {
        body: {
          ...alien,
          userRating: 'thumbs_down',
          sessionId: 's-0a0b0c0d-11111111-22222222-33333333',
        },
      });
      expect(rerated.data).toMatchObject({
        removedFromWatchlist: false,
        item: { userRating: 'thumbs_down', stars: 2 },
      });
      const bad = await alice.client.POST('/user/seen', {
        body: { movieId: 12, title: 'Alien', userRating: 'not_interested' as 'thumbs_up' },
      });
      expect(bad.response.status).toBe(400);
      expect(bad.error?.message).toBe('userRating: userRating must be thumbs_up or thumbs_down');
      const anon = await s.anonymous.POST('/user/seen', {
        body: { movieId: 1, title: 'X', userRating: 'thumbs_up' },
      });
      expect(anon.response.status).toBe(401);
      expect((await alice.client.GET('/user/watchlist')).data?.map((i) => i.movieId)).toEqual([11]);
    });

    it('GET /user/seen → the caller’s list only; 401 anonymously', async () => {
      const { data } = await alice.client.GET('/user/seen');
      expect(data).toEqual([
        {
          ...item,
          movieId: 12,
          userRating: 'thumbs_down',
          stars: 2,
          ratedOn: expect.any(String),
          seenAt: expect.any(String),
        },
      ]);
      expect((await bob.client.GET('/user/seen')).data).toEqual([]);
      expect((await s.anonymous.GET('/user/seen')).response.status).toBe(401);
    });

    it('DELETE /user/seen/{movieId} → removed; never another member’s; 401', async () => {
      expect(
        (await bob.client.DELETE('/user/seen/{movieId}', { params: { path: { movieId: 12 } } })).data,
      ).toEqual({ removed: false });
      expect(
        (await s.anonymous.DELETE('/user/seen/{movieId}', { params: { path: { movieId: 12 } } })).response
          .status,
      ).toBe(401);
      expect(
        (await alice.client.DELETE('/user/seen/{movieId}', { params: { path: { movieId: 12 } } })).data,
      ).toEqual({ removed: true });
      expect((await alice.client.GET('/user/seen')).data).toEqual([]);
    });
  });

  describe('social profile', () => {
    const profile = {
      userId: expect.any(String),
      displayName: expect.toBeOneOf([expect.any(String), null]),
      bio: expect.toBeOneOf([expect.any(String), null]),
      favoriteGenres: expect.any(Array),
      watchingGoals: expect.toBeOneOf([expect.any(String), null]),
      connectionPreference: expect.any(String),
      visibility: expect.any(String),
      shelfAlerts: expect.any(Boolean),
      town: expect.toBeOneOf([expect.any(Object), null]),
      updatedAt: expect.toBeOneOf([expect.any(String), null]),
    };

    it('GET /social/profile → an empty profile before the first save; 401 anonymously', async () => {
      const { data } = await alice.client.GET('/social/profile');
      expect(data).toEqual({
        ...profile,
        userId: alice.user.id,
        displayName: null,
        favoriteGenres: [],
        updatedAt: null,
      });
      expect((await s.anonymous.GET('/social/profile')).response.status).toBe(401);
    });

    it('POST /social/profile → saved, genres split from comma-separated text; 400 on limits; 401', async () => {
      const { data } = await alice.client.POST('/social/profile', {
        body: {
          displayName: 'Alice',
          bio: 'Tapes.',
          favoriteGenres: 'Horror, Noir, ,Comedy',
          watchingGoals: 'classic_cinema',
        },
      });
      expect(data).toEqual({
        ...profile,
        userId: alice.user.id,
        displayName: 'Alice',
        favoriteGenres: ['Horror', 'Noir', 'Comedy'],
        watchingGoals: 'classic_cinema',
        connectionPreference: 'any',
      });
      const long = await alice.client.POST('/social/profile', { body: { displayName: 'x'.repeat(51) } });
      expect(long.response.status).toBe(400);
      expect(long.error?.message).toBe('displayName: displayName is at most 50 characters');
      const crlf = await alice.client.POST('/social/profile', { body: { displayName: 'Alice\nBcc: x' } });
      expect(crlf.response.status).toBe(400);
      expect(crlf.error?.message).toBe(
        'displayName: Names cannot contain line breaks or other control characters',
      );
      expect(
        (await s.anonymous.POST('/social/profile', { body: { displayName: 'x' } })).response.status,
      ).toBe(401);
      expect((await bob.client.GET('/social/profile')).data?.displayName).toBeNull();
    });

    it('PUT /social/profile → updates only the fields sent; 400 on a bad option; 401', async () => {
      const { data } = await alice.client.PUT('/social/profile', {
        body: { connectionPreference: 'similar_taste', favoriteGenres: ['Western'] },
      });
      expect(data).toMatchObject({
        displayName: 'Alice',
        favoriteGenres: ['Western'],
        connectionPreference: 'similar_taste',
      });
      const bad = await alice.client.PUT('/social/profile', {
        body: { watchingGoals: 'everything' as 'hidden_gems' },
      });
      expect(bad.response.status).toBe(400);
      expect((await s.anonymous.PUT('/social/profile', { body: {} })).response.status).toBe(401);
    });
  });

  describe('Watching Soon', () => {
    it('PUT /profile/watching-soon → titled picks renumbered 1..n; 400 over 3 or long text; 401', async () => {
      const { data } = await alice.client.PUT('/profile/watching-soon', {
        body: {
          movies: [
            {
              movieId: 21,
              title: 'Second pick',
              year: 2001,
              posterUrl: null,
              description: 'Soon!',
              position: 2,
            },
            { movieId: null, title: '', year: null, posterUrl: null, description: '', position: 1 },
            { movieId: 23, title: 'Third pick', year: null, posterUrl: null, description: null, position: 3 },
          ],
        },
      });
      expect(data).toEqual([
        {
          id: expect.any(Number),
          userId: alice.user.id,
          movieId: 21,
          title: 'Second pick',
          year: 2001,
          posterUrl: null,
          description: 'Soon!',
          position: 1,
          addedAt: expect.any(String),
        },
        expect.objectContaining({ movieId: 23, position: 2 }),
      ]);
      const tooMany = await alice.client.PUT('/profile/watching-soon', {
        body: { movies: [1, 2, 3, 4].map((n) => ({ movieId: n, title: `Pick ${n}` })) },
      });
      expect(tooMany.response.status).toBe(400);
      expect(tooMany.error?.message).toBe('Pick at most 3 movies for Watching Soon.');
      const long = await alice.client.PUT('/profile/watching-soon', {
        body: { movies: [{ title: 'A', description: 'x'.repeat(281) }] },
      });
      expect(long.response.status).toBe(400);
      expect(
        (await s.anonymous.PUT('/profile/watching-soon', { body: { movies: [] } })).response.status,
      ).toBe(401);
    });

    it('GET /profile/watching-soon → own picks; 401 anonymously', async () => {
      expect((await alice.client.GET('/profile/watching-soon')).data?.map((p) => p.title)).toEqual([
        'Second pick',
        'Third pick',
      ]);
      expect((await bob.client.GET('/profile/watching-soon')).data).toEqual([]);
      expect((await s.anonymous.GET('/profile/watching-soon')).response.status).toBe(401);
    });

    it('GET /profile/{userId}/watching-soon → the picks for those the member’s visibility lets see them; 404 for an unknown or hidden member', async () => {
      const path = { params: { path: { userId: alice.user.id } } };
      const hidden = await s.anonymous.GET('/profile/{userId}/watching-soon', path);
      expect(hidden.response.status).toBe(404);
      expect(hidden.error?.message).toBe('Member not found');
      expect((await bob.client.GET('/profile/{userId}/watching-soon', path)).data).toHaveLength(2);
      await alice.client.POST('/social/profile', { body: { visibility: 'public' } });
      const { data } = await s.anonymous.GET('/profile/{userId}/watching-soon', path);
      expect(data?.map((p) => [p.position, p.title])).toEqual([
        [1, 'Second pick'],
        [2, 'Third pick'],
      ]);
      const unknown = await s.anonymous.GET('/profile/{userId}/watching-soon', {
        params: { path: { userId: 'nobody' } },
      });
      expect(unknown.response.status).toBe(404);
      expect(unknown.error?.message).toBe('Member not found');
    });
  });

  describe('flair', () => {
    const award = flairAwardOf(expect.toBeOneOf(['common', 'rare', 'epic', 'legendary']));

    it('POST /profile/flair/check → newly awarded + all, idempotent; 401 anonymously', async () => {
      const first = await alice.client.POST('/profile/flair/check', {});
      expect(first.response.status).toBe(200);
      expect(first.data?.newlyAwarded.length).toBeGreaterThan(0);
      expect(first.data?.awards[0]).toEqual(award);
      const again = await alice.client.POST('/profile/flair/check', {});
      expect(again.data).toEqual({ newlyAwarded: [], awards: first.data?.awards });
      expect((await s.anonymous.POST('/profile/flair/check', {})).response.status).toBe(401);
    });

    it('POST /profile/easter-egg → recorded once, the legendary badge awarded; 401 anonymously', async () => {
      const found = await alice.client.POST('/profile/easter-egg', {});
      expect(found.data).toEqual({
        firstTime: true,
        message: expect.any(String),
        newlyAwarded: [{ ...award, flair: { ...award.flair, code: 'easter_egg', rarity: 'legendary' } }],
      });
      expect((await alice.client.POST('/profile/easter-egg', {})).data).toMatchObject({
        firstTime: false,
        newlyAwarded: [],
      });
      expect((await s.anonymous.POST('/profile/easter-egg', {})).response.status).toBe(401);
    });

    it('GET /profile/flair → the caller’s awards only; 401 anonymously', async () => {
      const { data } = await alice.client.GET('/profile/flair');
      expect(data?.map((a) => a.flair.code)).toContain('easter_egg');
      expect(data?.[0]).toEqual(award);
      expect((await bob.client.GET('/profile/flair')).data).toEqual([]);
      expect((await s.anonymous.GET('/profile/flair')).response.status).toBe(401);
    });
  });

  describe('import and export', () => {
    const csv = [
      'Date,Name,Year,Letterboxd URI,Rating',
      '2024-01-01,Contract Zeta One,1991,https://boxd.it/a,4',
      '2024-01-02,"The Contract Zeta Three",1993,https://boxd.it/b,1.5',
      '2024-01-03,Not A Real Film,1990,https://boxd.it/c,5',
    ].join('\n');

    it('POST /user/import → a report; re-import imports nothing new; 400 on an unknown file; 401', async () => {
      const first = await bob.client.POST('/user/import', { body: { filename: 'ratings.csv', csv } });
      expect(first.response.status).toBe(200);
      expect(first.data).toEqual({
        format: 'letterboxd',
        imported: 2,
        alreadyPresent: 0,
        unmatched: [
          { file: 'ratings.csv', row: 4, title: 'Not A Real Film', year: 1990, reason: 'Not in the catalog' },
        ],
        unmatchedTotal: 1,
        diaryEntries: 0,
        importId: expect.any(Number),
      });
      const again = await bob.client.POST('/user/import', { body: { filename: 'ratings.csv', csv } });
      expect(again.data).toMatchObject({ imported: 0, alreadyPresent: 2 });
      expect((await bob.client.GET('/user/seen')).data?.map((i) => [i.title, i.userRating])).toEqual(
        expect.arrayContaining([
          ['Contract Zeta One', 'thumbs_up'],
          ['The Contract Zeta Three', 'thumbs_down'],
        ]),
      );
      expect((await alice.client.GET('/user/seen')).data).toEqual([]);

      const unknown = await bob.client.POST('/user/import', { body: { csv: 'foo,bar\n1,2' } });
      expect(unknown.response.status).toBe(400);
      expect(unknown.error?.message).toMatch(/doesn't look like a Letterboxd or IMDb export/);
      expect((await s.anonymous.POST('/user/import', { body: { csv } })).response.status).toBe(401);
    });

    it('GET /user/export → {filename, csv} in Letterboxd’s import columns; 401 anonymously', async () => {
      const { data } = await bob.client.GET('/user/export');
      expect(data?.filename).toMatch(/\.csv$/);
      const lines = data && 'csv' in data ? data.csv.trimEnd().split('\r\n') : [];
      expect(lines[0]).toBe('Title,Year,Rating,WatchedDate,Rewatch,Tags,Review,Shown On Member Page');
      // Seen films with no diary entry: their one rating in stars, as the file gave it; no watch date.
      expect(lines.slice(1).sort()).toEqual([
        'Contract Zeta One,1991,4,,,,,',
        'The Contract Zeta Three,1993,1.5,,,,,',
      ]);
      expect((await s.anonymous.GET('/user/export')).response.status).toBe(401);
    });
  });
});
