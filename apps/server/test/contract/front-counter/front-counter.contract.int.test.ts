import { normalizeTitle } from '@chuck/catalog';
import { perFile } from '@chuck/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { startContractServer } from '../client.ts';

// A small shelf of made-up science-fiction films, far above the embedded catalog's ids.
const NAMES = [
  'Seed',
  'Alpha',
  'Bravo',
  'Charlie',
  'Delta',
  'Echo',
  'Foxtrot',
  'Golf',
  'Hotel',
  'India',
  'Juliet',
  'Kilo',
  'Lima',
];
const FILMS = NAMES.map((name, i) => ({
  id: 1_960_000_001 + i,
  title: `Counter ${name}`,
  year: 1990 + i,
  director: `Director ${i % 6}`,
}));

const newSessionId = () => {
  const hex = crypto.randomUUID().replace(/-/g, '');
  return `s-${hex.slice(0, 8)}-${hex.slice(8, 16)}-${hex.slice(16, 24)}-${hex.slice(24, 32)}`;
};

const recommendation = {
  id: expect.any(Number),
  movieId: expect.any(Number),
  title: expect.stringMatching(/^Counter /),
  year: expect.any(Number),
  rating: '7.8',
  description: expect.any(String),
  posterUrl: expect.stringMatching(/^\/api\/posters\/\d+\.svg$/),
  userRating: null,
  watchOptions: { streaming: [], rent: [], buy: [] },
  // No Accept-Language: the store's home; the embedded catalog has no provider data to credit.
  watchRegion: 'US',
  watchAttribution: null,
  reason: expect.stringContaining('Counter Seed'),
  batch: 1,
  createdAt: expect.any(String),
};

describe('contract: the front counter', () => {
  const s = perFile(() => startContractServer());
  beforeAll(async () => {
    await s.deps.db
      .insertInto('movies')
      .values(
        FILMS.map((f) => ({
          ...f,
          key: `contract:${f.id}`,
          origin: 'test',
          titleNorm: normalizeTitle(f.title),
          genreIds: [28, 878],
          majorGenre: 'Action',
          creativeType: 'Science Fiction',
          voteAverage: 7.8,
          voteCount: 60_000,
        })),
      )
      .execute();
  });

  describe('preferences', () => {
    it('POST /preferences → {sessionId, topMovies}; GET /preferences/{sessionId} reads it back', async () => {
      const sessionId = newSessionId();
      const saved = await s.anonymous.POST('/preferences', {
        body: { sessionId, topMovies: [' Counter Seed ', '', 'Some film we do not stock'] },
      });
      expect(saved.response.status).toBe(200);
      expect(saved.data).toEqual({ sessionId, topMovies: ['Counter Seed', 'Some film we do not stock'] });
      const read = await s.anonymous.GET('/preferences/{sessionId}', { params: { path: { sessionId } } });
      expect(read.data).toEqual(saved.data);
    });

    it("POST /preferences → 400 in the product's words when every title is blank; 400 on a bad session id", async () => {
      const blank = await s.anonymous.POST('/preferences', {
        body: { sessionId: newSessionId(), topMovies: ['', ' '] },
      });
      expect(blank.response.status).toBe(400);
      expect(blank.error).toMatchObject({ message: 'Please enter at least one of your favorite movies.' });
      const tooMany = await s.anonymous.POST('/preferences', {
        body: { sessionId: newSessionId(), topMovies: ['a1', 'b2', 'c3', 'd4'] },
      });
      expect(tooMany.response.status).toBe(400);
      const bad = await s.anonymous.POST('/preferences', { body: { sessionId: 'nope', topMovies: ['x1'] } });
      expect(bad.response.status).toBe(400);
      expect(bad.error?.message).toContain('sessionId');
    });

    it('GET/POST /user/preferences → {topMovies}; empty at first; 401 when anonymous; 400 when blank', async () => {
      const { client } = await s.signUp();
      expect((await client.GET('/user/preferences')).data).toEqual({ topMovies: [] });
      const saved = await client.POST('/user/preferences', {
        body: { topMovies: ['Counter Seed', 'Counter Alpha'] },
      });
      expect(saved.data).toEqual({ topMovies: ['Counter Seed', 'Counter Alpha'] });
      expect((await client.GET('/user/preferences')).data).toEqual({
        topMovies: ['Counter Seed', 'Counter Alpha'],
      });
      expect((await client.POST('/user/preferences', { body: { topMovies: [''] } })).response.status).toBe(
        400,
      );
      const other = await s.signUp();
      expect((await other.client.GET('/user/preferences')).data).toEqual({ topMovies: [] });
      for (const res of [
        await s.anonymous.GET('/user/preferences'),
        await s.anonymous.POST('/user/preferences', { body: { topMovies: ['Counter Seed'] } }),
      ]) {
        expect(res.response.status).toBe(401);
        expect(res.error?.message).toContain('Unauthorized');
      }
    });
  });

  describe('watch region', () => {
    it('GET /preferences/{sessionId}/watch-region → the browser language’s country until one is picked', async () => {
      const sessionId = newSessionId();
      const read = (language: string) =>
        s.anonymous.GET('/preferences/{sessionId}/watch-region', {
          params: { path: { sessionId } },
          headers: { 'accept-language': language },
        });
      expect((await read('en-GB,en;q=0.9')).data).toEqual({ region: 'GB', chosen: false });
      expect((await read('fr-CA')).data).toEqual({ region: 'CA', chosen: false });
      expect((await read('*')).data).toEqual({ region: 'US', chosen: false });

      // POST /preferences/watch-region keeps a pick with the saved top 3.
      const early = await s.anonymous.POST('/preferences/watch-region', {
        body: { sessionId, region: 'GB' },
      });
      expect(early.response.status).toBe(400);
      expect(early.error?.message).toBe('Save your top 3 movies first, then pick where you watch.');
      await s.anonymous.POST('/preferences', { body: { sessionId, topMovies: ['Counter Seed'] } });
      const picked = await s.anonymous.POST('/preferences/watch-region', {
        body: { sessionId, region: 'au' },
      });
      expect(picked.data).toEqual({ region: 'AU', chosen: true });
      expect((await read('en-GB')).data).toEqual({ region: 'AU', chosen: true });
      const [card] =
        (await s.anonymous.POST('/recommendations/generate', { body: { sessionId } })).data ?? [];
      expect(card?.watchRegion).toBe('AU');

      const unknown = await s.anonymous.POST('/preferences/watch-region', {
        body: { sessionId, region: 'ZZ' },
      });
      expect(unknown.response.status).toBe(400);
      expect(unknown.error?.message).toBe('region: pick one of the listed countries, e.g. US or GB');
    });
  });

  describe('recommendations and ratings', () => {
    it('POST /recommendations/generate → 400 without a top 3', async () => {
      const res = await s.anonymous.POST('/recommendations/generate', {
        body: { sessionId: newSessionId() },
      });
      expect(res.response.status).toBe(400);
      expect(res.error).toMatchObject({
        message:
          "Failed to generate recommendations. Please make sure you've entered your top 3 movies first.",
      });
    });

    it('generate → 5 cards; GET /recommendations/{sessionId} lists them; rate → the card with its thumbs', async () => {
      const sessionId = newSessionId();
      await s.anonymous.POST('/preferences', { body: { sessionId, topMovies: ['Counter Seed'] } });
      const generated = await s.anonymous.POST('/recommendations/generate', { body: { sessionId } });
      expect(generated.response.status).toBe(200);
      expect(generated.data).toHaveLength(5);
      for (const card of generated.data!) expect(card).toEqual(recommendation);
      const listed = await s.anonymous.GET('/recommendations/{sessionId}', {
        params: { path: { sessionId } },
      });
      expect(listed.data).toEqual(generated.data);

      const pick = generated.data![0]!;
      const rated = await s.anonymous.POST('/recommendations/{id}/rate', {
        params: { path: { id: pick.id } },
        body: { rating: 'thumbs_down', sessionId, recommendationId: pick.id },
      });
      expect(rated.data).toEqual({ ...pick, userRating: 'thumbs_down' });
      const more = await s.anonymous.POST('/recommendations/generate', { body: { sessionId } });
      expect(more.data?.map((r) => r.batch)).toEqual([2, 2, 2, 2, 2]);
      expect(more.data?.map((r) => r.movieId)).not.toContain(pick.movieId);

      const ratings = await s.anonymous.GET('/ratings/{sessionId}', { params: { path: { sessionId } } });
      expect(ratings.data).toEqual([
        {
          id: expect.any(Number),
          sessionId,
          movieTitle: pick.title,
          movieId: pick.movieId,
          rating: 'thumbs_down',
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      ]);
    });

    it('GET /recommendations/{sessionId} lists the picks for the current top 3: new favourites, a new list', async () => {
      const sessionId = newSessionId();
      const list = async () =>
        (await s.anonymous.GET('/recommendations/{sessionId}', { params: { path: { sessionId } } })).data;
      await s.anonymous.POST('/preferences', { body: { sessionId, topMovies: ['Counter Seed'] } });
      const first = await s.anonymous.POST('/recommendations/generate', { body: { sessionId } });
      await s.anonymous.POST('/preferences', { body: { sessionId, topMovies: ['Counter Alpha'] } });
      expect(await list()).toEqual([]);
      const next = await s.anonymous.POST('/recommendations/generate', { body: { sessionId } });
      expect(await list()).toEqual(next.data);
      expect(next.data?.some((r) => first.data?.some((f) => f.movieId === r.movieId))).toBe(false);
      await s.anonymous.POST('/preferences', { body: { sessionId, topMovies: ['Counter Seed'] } });
      expect(await list()).toEqual(first.data);
    });

    it('POST /recommendations/{id}/rate → 404 for anyone but its owner; 400 on a bad rating or id', async () => {
      const sessionId = newSessionId();
      await s.anonymous.POST('/preferences', { body: { sessionId, topMovies: ['Counter Seed'] } });
      const [pick] = (await s.anonymous.POST('/recommendations/generate', { body: { sessionId } })).data!;
      const stranger = await s.anonymous.POST('/recommendations/{id}/rate', {
        params: { path: { id: pick!.id } },
        body: { rating: 'thumbs_up', sessionId: newSessionId() },
      });
      expect(stranger.response.status).toBe(404);
      const member = await s.signUp();
      const asMember = await member.client.POST('/recommendations/{id}/rate', {
        params: { path: { id: pick!.id } },
        body: { rating: 'thumbs_up', sessionId: newSessionId() },
      });
      expect(asMember.response.status).toBe(404);
      const badRating = await s.anonymous.POST('/recommendations/{id}/rate', {
        params: { path: { id: pick!.id } },
        body: { rating: 'meh' as 'thumbs_up', sessionId },
      });
      expect(badRating.response.status).toBe(400);
      const mismatch = await s.anonymous.POST('/recommendations/{id}/rate', {
        params: { path: { id: pick!.id } },
        body: { rating: 'thumbs_up', sessionId, recommendationId: pick!.id + 1 },
      });
      expect(mismatch.response.status).toBe(400);
      const res = await fetch(`${s.baseUrl}/recommendations/abc/rate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: new URL(s.baseUrl).origin },
        body: JSON.stringify({ rating: 'thumbs_up', sessionId }),
      });
      expect(res.status).toBe(400);
    });

    it("a member's thumbs-up records the film as seen; GET /user/seen shows it", async () => {
      const { client } = await s.signUp();
      await client.POST('/user/preferences', { body: { topMovies: ['Counter Seed'] } });
      const sessionId = newSessionId();
      const [pick] = (await client.POST('/recommendations/generate', { body: { sessionId } })).data!;
      await client.POST('/recommendations/{id}/rate', {
        params: { path: { id: pick!.id } },
        body: { rating: 'thumbs_up', sessionId },
      });
      const seen = await client.GET('/user/seen');
      expect(seen.data).toEqual([
        expect.objectContaining({ movieId: pick!.movieId, userRating: 'thumbs_up' }),
      ]);
      expect(
        (
          await client.GET('/recommendations/{sessionId}', {
            params: { path: { sessionId: newSessionId() } },
          })
        ).data,
      ).toHaveLength(5);
    });

    it('POST /ratings → the rating; 400 on a blank title or unknown rating', async () => {
      const sessionId = newSessionId();
      const ok = await s.anonymous.POST('/ratings', {
        body: { sessionId, movieTitle: 'counter alpha', rating: 'thumbs_up' },
      });
      expect(ok.data).toMatchObject({
        sessionId,
        movieTitle: 'counter alpha',
        movieId: FILMS[1]!.id,
        rating: 'thumbs_up',
      });
      const blank = await s.anonymous.POST('/ratings', {
        body: { sessionId, movieTitle: ' ', rating: 'thumbs_up' },
      });
      expect(blank.response.status).toBe(400);
      const unknown = await s.anonymous.POST('/ratings', {
        body: { sessionId, movieTitle: 'Counter Alpha', rating: 'love' as 'thumbs_up' },
      });
      expect(unknown.response.status).toBe(400);
      const bad = await s.anonymous.GET('/ratings/{sessionId}', { params: { path: { sessionId: 'nope' } } });
      expect(bad.response.status).toBe(400);
    });
  });

  describe('analytics', () => {
    it('POST /analytics/track-visitor counts a visitor once; the counts are {count}', async () => {
      const before = (await s.anonymous.GET('/analytics/visitor-count')).data!.count;
      const first = await s.anonymous.POST('/analytics/track-visitor', {
        body: { visitorId: 'contract-visitor-1' },
      });
      expect(first.data).toEqual({ count: before + 1 });
      await s.anonymous.POST('/analytics/track-visitor', { body: { visitorId: 'contract-visitor-1' } });
      expect((await s.anonymous.GET('/analytics/visitor-count')).data).toEqual({ count: before + 1 });
      const short = await s.anonymous.POST('/analytics/track-visitor', { body: { visitorId: 'short' } });
      expect(short.response.status).toBe(400);
    });

    it('GET /analytics/profile-count counts member accounts', async () => {
      const before = (await s.anonymous.GET('/analytics/profile-count')).data!.count;
      await s.signUp();
      expect((await s.anonymous.GET('/analytics/profile-count')).data).toEqual({ count: before + 1 });
    });
  });
});
