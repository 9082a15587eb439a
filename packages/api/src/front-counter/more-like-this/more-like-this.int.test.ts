import { catalogTemplate } from '@chuck/catalog/testing';
import { perFile } from '@chuck/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSessionId } from '../../shared/session-id.ts';
import { createTestContext, errorOf } from '../../testing/index.ts';
import { createGenerationQueue, SWAMPED } from '../recommendations/generation-queue.ts';
import { MORE_LIKE_THIS_SIZE } from './more-like-this.schema.ts';
import { moreLikeThis } from './more-like-this.service.ts';

// A film page's 'More like this' (docs/product.md §2 'Film page'), on the embedded catalog.
const t = perFile(() => createTestContext(catalogTemplate));
let alienId: number;
beforeAll(async () => {
  const { results } = await t.caller(null).catalog.searchMovies({ q: 'Alien', limit: 1 });
  alienId = results[0]!.id;
});

describe('moreLikeThis.forFilm', () => {
  it("gives a visitor 6 films like this one, from Chuck's recommender, never the film itself", async () => {
    const picks = await t.caller(null).moreLikeThis.forFilm({ id: alienId });
    expect(picks).toHaveLength(MORE_LIKE_THIS_SIZE);
    expect(new Set(picks.map((p) => p.movieId)).size).toBe(MORE_LIKE_THIS_SIZE);
    expect(picks.map((p) => p.movieId)).not.toContain(alienId);
    // Embedded films: the generated cover, and the score the recommender's quality floor asks for.
    expect(picks.map((p) => p.posterUrl)).toEqual(picks.map((p) => `/api/posters/${p.movieId}.svg`));
    expect(picks.filter((p) => Number(p.rating) < 6)).toEqual([]);
    // The same engine as the recommendations: a visitor whose only favourite is Alien is offered these.
    const sessionId = newSessionId();
    await t.caller(null).preferences.save({ sessionId, topMovies: ['Alien'] });
    const batch = await t.caller(null).recommendations.generate({ sessionId });
    expect(picks.slice(0, batch.length).map((p) => p.movieId)).toEqual(batch.map((p) => p.movieId));
  });

  it('never offers a member a film they saw or disliked', async () => {
    const member = await t.createMember();
    const first = await t.caller(member).moreLikeThis.forFilm({ id: alienId });
    const [liked, seenDisliked, dismissed, disliked] = first;
    // Seen with either thumb, and rated down or dismissed without being seen.
    for (const [film, userRating] of [
      [liked, 'thumbs_up'],
      [seenDisliked, 'thumbs_down'],
    ] as const) {
      const { movieId, title, year } = film!;
      await t.caller(member).seen.mark({ movieId, title, year, userRating });
    }
    const sessionId = newSessionId();
    for (const [film, rating] of [
      [dismissed, 'not_interested'],
      [disliked, 'thumbs_down'],
    ] as const) {
      await t.caller(member).ratings.rate({ sessionId, movieTitle: film!.title, rating });
    }

    const again = await t.caller(member).moreLikeThis.forFilm({ id: alienId });
    expect(again).toHaveLength(MORE_LIKE_THIS_SIZE);
    const off = [liked, seenDisliked, dismissed, disliked].map((p) => p!.movieId);
    expect(again.filter((p) => off.includes(p.movieId))).toEqual([]);
    // Another member's list changes nothing for a visitor.
    expect((await t.caller(null).moreLikeThis.forFilm({ id: alienId })).map((p) => p.movieId)).toEqual(
      first.map((p) => p.movieId),
    );
  });

  it("waits in Chuck's line like a batch of picks: a full line is a 429 with Chuck's words", async () => {
    const generations = createGenerationQueue({ running: 1, waiting: 0 });
    let finish = () => {};
    const busy = generations.run('someone else', () => new Promise<void>((resolve) => (finish = resolve)));
    await expect(moreLikeThis({ ...t.deps, generations }, null, '10.0.0.1', alienId)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: SWAMPED,
    });
    finish();
    await busy;
    expect(await moreLikeThis({ ...t.deps, generations }, null, '10.0.0.1', alienId)).toHaveLength(
      MORE_LIKE_THIS_SIZE,
    );
  });

  it("is a 404 'Movie not found' for an id the catalog does not hold", async () => {
    expect(await errorOf(t.caller(null).moreLikeThis.forFilm({ id: 999_999_999 }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Movie not found',
    });
  });
});
