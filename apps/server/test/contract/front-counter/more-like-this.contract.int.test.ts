import { newSessionId } from '@chuck/api/client';
import { catalogTemplate } from '@chuck/catalog/testing';
import { perFile } from '@chuck/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody, signedUp, startContractServer } from '../client.ts';

// A film page's 'More like this' (issue 28): six films from Chuck's recommender, for anyone; a
// member never sees a film they saw or disliked.
describe('contract: more like this', () => {
  const s = perFile(() => startContractServer({}, catalogTemplate));
  const dana = signedUp(s);
  let alienId: number;
  beforeAll(async () => {
    const found = await s.anonymous.GET('/tmdb/search', { params: { query: { q: 'alien', limit: 1 } } });
    alienId = found.data!.results[0]!.id;
  });

  const moreLike = (client: typeof s.anonymous, id: number) =>
    client.GET('/tmdb/movie/{id}/more-like-this', { params: { path: { id } } });

  it('GET /tmdb/movie/{id}/more-like-this → 6 film cards for a visitor, never the film itself', async () => {
    const { data, response } = await moreLike(s.anonymous, alienId);
    expect(response.status).toBe(200);
    expect(data).toHaveLength(6);
    expect(data!.map((f) => f.movieId)).not.toContain(alienId);
    expect(data![0]).toEqual({
      movieId: expect.any(Number),
      title: expect.any(String),
      year: expect.any(Number),
      rating: expect.stringMatching(/^\d+\.\d$/),
      description: expect.any(String),
      posterUrl: expect.any(String),
    });
  });

  it("a member's seen and thumbs-down films are left out", async () => {
    const [first, second] = (await moreLike(s.anonymous, alienId)).data!;
    const seen = await dana.client.POST('/user/seen', {
      body: { movieId: first!.movieId, title: first!.title, year: first!.year, userRating: 'thumbs_up' },
    });
    expect(seen.response.status).toBe(200);
    const rated = await dana.client.POST('/ratings', {
      body: { sessionId: newSessionId(), movieTitle: second!.title, rating: 'thumbs_down' },
    });
    expect(rated.response.status).toBe(200);
    const { data } = await moreLike(dana.client, alienId);
    expect(data).toHaveLength(6);
    expect(data!.map((f) => f.movieId)).not.toContain(first!.movieId);
    expect(data!.map((f) => f.movieId)).not.toContain(second!.movieId);
  });

  it('→ 400 for an id that is not a number, 404 for one the catalog does not hold', async () => {
    const bad = await s.anonymous.GET('/tmdb/movie/{id}/more-like-this', {
      params: { path: { id: 'abc' as unknown as number } },
    });
    expect(bad.response.status).toBe(400);
    expect(bad.error).toEqual(errorBody('id: id must be a number'));
    const missing = await moreLike(s.anonymous, 999_999_999);
    expect(missing.response.status).toBe(404);
    expect(missing.error).toEqual(errorBody('Movie not found'));
  });
});
