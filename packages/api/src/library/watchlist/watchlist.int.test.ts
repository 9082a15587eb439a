import { perFile } from '@chuck/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../support/identity/identity.ts';
import { createTestContext, refusal } from '../../testing/index.ts';
import { recordSeen } from '../seen/seen.service.ts';

const film = (movieId: number, title = `Film ${movieId}`) => ({
  movieId,
  title,
  posterUrl: `https://image.tmdb.org/t/p/w500/${movieId}.jpg`,
  year: 1999,
  rating: '7.5',
});

describe('watchlist and seen list', () => {
  const t = perFile(() => createTestContext());
  let alice: SessionUser;
  let bob: SessionUser;
  beforeAll(async () => {
    alice = await t.createMember();
    bob = await t.createMember();
  });

  it('refuses anonymous callers on every procedure', async () => {
    const anon = t.caller(null);
    const calls = [
      () => anon.watchlist.list(),
      () => anon.watchlist.add(film(1)),
      () => anon.watchlist.remove({ movieId: 1 }),
      () => anon.watchlist.reorder({ movieIds: [1] }),
      () => anon.seen.list(),
      () => anon.seen.mark({ ...film(1), userRating: 'thumbs_up' }),
      () => anon.seen.remove({ movieId: 1 }),
    ];
    for (const call of calls) await expect(call()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('queues new films at the front and says when a film is already queued', async () => {
    const me = t.caller(alice);
    const first = await me.watchlist.add({
      ...film(101, 'Heat'),
      sessionId: 's-00000000-11111111-22222222-33333333',
    });
    expect(first).toMatchObject({
      alreadyQueued: false,
      message: 'Heat has been added to the front of your queue',
      item: { movieId: 101, title: 'Heat', position: 1, rating: '7.5', year: 1999 },
    });
    // The profile page's payload: description and watchOptions (null) instead of a sessionId.
    await me.watchlist.add({ ...film(102), description: 'A film.', watchOptions: null });
    await me.watchlist.add({
      ...film(103),
      watchOptions: {
        streaming: [{ name: 'Netflix', url: 'https://netflix.com/x' }],
        rent: [{ name: 'Apple TV', price: '3.99' }],
        buy: [],
      },
    });
    const queue = await me.watchlist.list();
    expect(queue.map((i) => [i.movieId, i.position])).toEqual([
      [103, 1],
      [102, 2],
      [101, 3],
    ]);
    expect(queue[0]!.watchOptions).toEqual({
      streaming: [{ name: 'Netflix', url: 'https://netflix.com/x' }],
      rent: [{ name: 'Apple TV', price: '3.99' }],
      buy: [],
    });
    expect(queue[1]).toMatchObject({
      description: 'A film.',
      watchOptions: { streaming: [], rent: [], buy: [] },
      addedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const again = await me.watchlist.add(film(101, 'Heat'));
    expect(again).toMatchObject({ alreadyQueued: true, message: 'Heat is already in your queue at #3' });
    expect((await me.watchlist.list()).map((i) => i.movieId)).toEqual([103, 102, 101]);
  });

  it('accepts numbers as strings and blanks as nothing, and refuses bad input with a readable message', async () => {
    const me = t.caller(bob);
    const added = await me.watchlist.add({
      movieId: '205' as unknown as number,
      title: '  Padded  ',
      posterUrl: '',
      year: '2001' as unknown as number,
      rating: 8.25 as unknown as string,
    });
    expect(added.item).toMatchObject({
      movieId: 205,
      title: 'Padded',
      posterUrl: null,
      year: 2001,
      rating: '8.25',
    });
    expect(await refusal(me.watchlist.add({ ...film(1), title: ' ' }))).toBe('title: title is required');
    expect(await refusal(me.watchlist.add({ ...film(0) }))).toBe(
      'movieId: movieId must be a positive number',
    );
    expect(await refusal(me.watchlist.add({ ...film(1), posterUrl: 'javascript:alert(1)' }))).toMatch(
      /posterUrl/,
    );
    expect(
      await refusal(
        me.watchlist.add({
          ...film(1),
          watchOptions: { streaming: [{ name: 'X', url: 'javascript:x' }], rent: [], buy: [] },
        }),
      ),
    ).toMatch(/url must be an http\(s\) URL/);
    await expect(me.watchlist.add({ ...film(1), sessionId: 'not-a-session' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await me.watchlist.list()).map((i) => i.movieId)).toEqual([205]);
  });

  it('reorders the queue as the member says, keeping films the new order left out', async () => {
    const me = t.caller(alice);
    const reordered = await me.watchlist.reorder({ movieIds: [101, 999, 103] });
    expect(reordered.map((i) => [i.movieId, i.position])).toEqual([
      [101, 1],
      [103, 2],
      [102, 3],
    ]);
    await me.watchlist.add(film(104));
    expect((await me.watchlist.list()).map((i) => i.movieId)).toEqual([104, 101, 103, 102]);
    expect(await refusal(me.watchlist.reorder({ movieIds: [101, 101] }))).toMatch(/only once/);
  });

  it('removes only the caller’s own films', async () => {
    const stranger = t.caller(bob);
    expect(await stranger.watchlist.remove({ movieId: 104 })).toEqual({ removed: false });
    await stranger.watchlist.reorder({ movieIds: [102, 101] });
    expect((await t.caller(alice).watchlist.list()).map((i) => i.movieId)).toEqual([104, 101, 103, 102]);
    expect((await stranger.watchlist.list()).map((i) => i.movieId)).toEqual([205]);

    expect(await t.caller(alice).watchlist.remove({ movieId: 104 })).toEqual({ removed: true });
    expect(await t.caller(alice).watchlist.remove({ movieId: 104 })).toEqual({ removed: false });
  });

  it('marking a film seen takes it off the watchlist and keeps the queued details', async () => {
    const me = t.caller(alice);
    const result = await me.seen.mark({ movieId: 103, title: 'Film 103', userRating: 'thumbs_up' });
    expect(result.removedFromWatchlist).toBe(true);
    expect(result.item).toMatchObject({
      movieId: 103,
      userRating: 'thumbs_up',
      posterUrl: 'https://image.tmdb.org/t/p/w500/103.jpg',
      watchOptions: { streaming: [{ name: 'Netflix', url: 'https://netflix.com/x' }] },
      seenAt: expect.any(String),
    });
    expect((await me.watchlist.list()).map((i) => i.movieId)).toEqual([101, 102]);

    // Re-rating updates the rating; the film is still seen once.
    const again = await me.seen.mark({ ...film(103), userRating: 'thumbs_down' });
    expect(again).toMatchObject({ removedFromWatchlist: false, item: { userRating: 'thumbs_down' } });
    expect((await me.seen.list()).map((i) => [i.movieId, i.userRating])).toEqual([[103, 'thumbs_down']]);
    expect(await refusal(me.seen.mark({ ...film(5), userRating: 'meh' as 'thumbs_up' }))).toBe(
      'userRating: userRating must be thumbs_up or thumbs_down',
    );
  });

  it('recordSeen (also the recommendations flow) upserts and leaves the watchlist, also inside a transaction', async () => {
    await recordSeen(t.deps, alice.id, {
      movieId: 101,
      title: 'Heat',
      posterUrl: null,
      year: 1995,
      rating: '8.3',
      description: null,
      userRating: 'thumbs_up',
    });
    await t.db.transaction().execute((trx) =>
      recordSeen({ ...t.deps, db: trx }, alice.id, {
        movieId: 101,
        title: 'Heat',
        posterUrl: null,
        year: 1995,
        rating: '8.3',
        description: 'Re-rated.',
        userRating: 'thumbs_down',
      }),
    );
    const me = t.caller(alice);
    expect((await me.watchlist.list()).map((i) => i.movieId)).toEqual([102]);
    const seen = await me.seen.list();
    expect(seen.map((i) => [i.movieId, i.userRating])).toEqual([
      [101, 'thumbs_down'],
      [103, 'thumbs_down'],
    ]);
    // The queued copy's poster stays when the rating call has none.
    expect(seen[0]).toMatchObject({
      posterUrl: 'https://image.tmdb.org/t/p/w500/101.jpg',
      description: 'Re-rated.',
    });
  });

  it('seen lists are private and removal touches only the caller’s list', async () => {
    expect(await t.caller(bob).seen.list()).toEqual([]);
    expect(await t.caller(bob).seen.remove({ movieId: 101 })).toEqual({ removed: false });
    expect(await t.caller(alice).seen.remove({ movieId: 101 })).toEqual({ removed: true });
    expect((await t.caller(alice).seen.list()).map((i) => i.movieId)).toEqual([103]);
  });
});
