import { catalogTemplate } from '@chuck/catalog/testing';
import { perFile } from '@chuck/db/testing';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { newSessionId } from '../../shared/session-id.ts';
import { createTestContext } from '../../testing/index.ts';
import { NO_PREFERENCES, RECOMMENDATION_NOT_FOUND, type Recommendation } from './recommendations.schema.ts';

const t = perFile(() => createTestContext(catalogTemplate));

async function rejection(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

const anon = () => t.caller(null);

async function visitorWithPicks(topMovies = ['The Matrix', 'Alien', 'Heat']) {
  const sessionId = newSessionId();
  await anon().preferences.save({ sessionId, topMovies });
  const picks = await anon().recommendations.generate({ sessionId });
  return { sessionId, picks };
}

function expectCard(r: Recommendation) {
  expect(r).toEqual({
    id: expect.any(Number),
    movieId: expect.any(Number),
    title: expect.any(String),
    year: expect.any(Number),
    rating: expect.stringMatching(/^\d+\.\d$/),
    description: expect.stringMatching(/film/),
    posterUrl: `/api/posters/${r.movieId}.svg`,
    userRating: null,
    // The embedded catalog has no provider data, and none is made up.
    watchOptions: { streaming: [], rent: [], buy: [] },
    watchRegion: 'US',
    watchAttribution: null,
    reason: expect.any(String),
    batch: expect.any(Number),
    createdAt: expect.any(String),
  });
}

describe('POST /recommendations/generate and GET /recommendations/{sessionId}', () => {
  it("refuses without a top 3, in the product's words", async () => {
    const error = await rejection(anon().recommendations.generate({ sessionId: newSessionId() }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(NO_PREFERENCES);
    const ann = await t.createMember();
    expect(
      (await rejection(t.caller(ann).recommendations.generate({ sessionId: newSessionId() }))).message,
    ).toBe(NO_PREFERENCES);
  });

  it('gives a visitor 5 cards with reasons, kept in order, never a favourite', async () => {
    const { sessionId, picks } = await visitorWithPicks();
    expect(picks).toHaveLength(5);
    for (const pick of picks) {
      expectCard(pick);
      expect(pick.batch).toBe(1);
      expect(pick.reason).toMatch(/The Matrix|Alien/);
      expect(['The Matrix', 'Alien']).not.toContain(pick.title);
    }
    expect(await anon().recommendations.list({ sessionId })).toEqual(picks);
    expect(await anon().recommendations.list({ sessionId: newSessionId() })).toEqual([]);
  });

  it('makes one batch at a time per visitor: parallel calls beyond the first are 429s that store nothing', async () => {
    const { sessionId } = await visitorWithPicks();
    const calls = await Promise.allSettled(
      Array.from({ length: 10 }, () => anon().recommendations.generate({ sessionId })),
    );
    const made = calls.filter((call) => call.status === 'fulfilled');
    const refused = calls.flatMap((call) => (call.status === 'rejected' ? [call.reason as TRPCError] : []));
    expect(made).toHaveLength(1);
    expect(refused).toHaveLength(9);
    for (const error of refused) {
      expect(error.code).toBe('TOO_MANY_REQUESTS');
      expect(error.message).toBe('Chuck is still pulling your last picks. Give him a moment.');
    }
    expect(await anon().recommendations.list({ sessionId })).toHaveLength(10);
  });

  it("'Get more' appends a fresh batch; a thumbs-down film never returns", async () => {
    const { sessionId, picks } = await visitorWithPicks();
    const disliked = picks[0]!;
    const rated = await anon().recommendations.rate({
      id: disliked.id,
      recommendationId: disliked.id,
      sessionId,
      rating: 'thumbs_down',
    });
    expect(rated).toMatchObject({ id: disliked.id, userRating: 'thumbs_down' });
    const more = await anon().recommendations.generate({ sessionId });
    expect(more).toHaveLength(5);
    expect(more.every((r) => r.batch === 2)).toBe(true);
    const all = await anon().recommendations.list({ sessionId });
    expect(all.map((r) => r.id)).toEqual([...picks, ...more].map((r) => r.id));
    expect(new Set(all.map((r) => r.movieId)).size).toBe(10);
    expect(all.find((r) => r.id === disliked.id)?.userRating).toBe('thumbs_down');
    const third = await anon().recommendations.generate({ sessionId });
    expect(third.map((r) => r.movieId)).not.toContain(disliked.movieId);
    expect(await anon().ratings.list({ sessionId })).toEqual([
      expect.objectContaining({
        movieTitle: disliked.title,
        movieId: disliked.movieId,
        rating: 'thumbs_down',
        sessionId,
      }),
    ]);
  });

  it('changing the top 3 replaces the picks with ones for the new favourites; ratings and exclusions hold', async () => {
    const family = ['Toy Story', 'Finding Nemo', 'Shrek'];
    const horror = ['Halloween', 'The Exorcist', 'Scream'];
    const { sessionId, picks: familyPicks } = await visitorWithPicks(family);
    const disliked = familyPicks[0]!;
    await anon().recommendations.rate({ id: disliked.id, sessionId, rating: 'thumbs_down' });
    const passed = familyPicks[1]!;
    await anon().recommendations.rate({ id: passed.id, sessionId, rating: 'not_interested' });

    // New favourites: the family picks leave the list at once, before any new batch.
    await anon().preferences.save({ sessionId, topMovies: horror });
    expect(await anon().recommendations.list({ sessionId })).toEqual([]);
    const horrorPicks = await anon().recommendations.generate({ sessionId });
    expect(horrorPicks).toHaveLength(5);
    for (const pick of horrorPicks) {
      expect(pick.reason).toMatch(/Halloween|The Exorcist|Scream/);
      expect(familyPicks.map((p) => p.movieId)).not.toContain(pick.movieId);
    }
    // The batch numbers run on; the list is only the new favourites' picks.
    expect(horrorPicks.every((r) => r.batch === 2)).toBe(true);
    expect((await anon().recommendations.list({ sessionId })).map((r) => r.id)).toEqual(
      horrorPicks.map((r) => r.id),
    );
    // The thumbs stay given (and keep the disliked film out of every later batch).
    expect((await anon().ratings.list({ sessionId })).map((r) => [r.movieId, r.rating]).sort()).toEqual(
      [
        [disliked.movieId, 'thumbs_down'],
        [passed.movieId, 'not_interested'],
      ].sort(),
    );
    const more = await anon().recommendations.generate({ sessionId });
    expect(more.map((r) => r.movieId)).not.toContain(disliked.movieId);
    expect(more.map((r) => r.movieId)).not.toContain(passed.movieId);

    // The same favourites in another order (and case) are the same favourites: nothing changes.
    await anon().preferences.save({ sessionId, topMovies: ['scream', 'Halloween', 'The Exorcist'] });
    expect((await anon().recommendations.list({ sessionId })).map((r) => r.id)).toEqual(
      [...horrorPicks, ...more].map((r) => r.id),
    );

    // Back to the family films: their picks (with the thumbs given) are there again.
    await anon().preferences.save({ sessionId, topMovies: family });
    const back = await anon().recommendations.list({ sessionId });
    expect(back.map((r) => r.id)).toEqual(familyPicks.map((r) => r.id));
    expect(back.find((r) => r.id === disliked.id)?.userRating).toBe('thumbs_down');
  });

  it("a member's changed top 3 replaces their picks too", async () => {
    const ann = await t.createMember();
    const sessionId = newSessionId();
    await t.caller(ann).preferences.saveMine({ topMovies: ['The Godfather', 'Goodfellas'] });
    const before = await t.caller(ann).recommendations.generate({ sessionId });
    await t.caller(ann).preferences.saveMine({ topMovies: ['Toy Story', 'Shrek'] });
    expect(await t.caller(ann).recommendations.list({ sessionId })).toEqual([]);
    const after = await t.caller(ann).recommendations.generate({ sessionId });
    expect(await t.caller(ann).recommendations.list({ sessionId })).toEqual(after);
    expect(after.some((r) => before.some((b) => b.movieId === r.movieId))).toBe(false);
  });

  it('only the owner may rate a recommendation; bad input is a 400 that changes nothing', async () => {
    const { sessionId, picks } = await visitorWithPicks(['Toy Story']);
    const pick = picks[0]!;
    const stranger = await rejection(
      anon().recommendations.rate({ id: pick.id, sessionId: newSessionId(), rating: 'thumbs_up' }),
    );
    expect(stranger.code).toBe('NOT_FOUND');
    expect(stranger.message).toBe(RECOMMENDATION_NOT_FOUND);
    const member = await t.createMember();
    expect(
      (
        await rejection(
          t
            .caller(member)
            .recommendations.rate({ id: pick.id, sessionId: newSessionId(), rating: 'thumbs_up' }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (await rejection(anon().recommendations.rate({ id: 99_999_999, sessionId, rating: 'thumbs_up' }))).code,
    ).toBe('NOT_FOUND');
    const mismatch = await rejection(
      anon().recommendations.rate({
        id: pick.id,
        recommendationId: pick.id + 1,
        sessionId,
        rating: 'thumbs_up',
      }),
    );
    expect(mismatch.code).toBe('BAD_REQUEST');
    expect(
      (await rejection(anon().recommendations.rate({ id: pick.id, sessionId, rating: 'meh' as 'thumbs_up' })))
        .code,
    ).toBe('BAD_REQUEST');
    expect((await anon().recommendations.list({ sessionId }))[0]!.userRating).toBeNull();
  });

  it("a member's recommendations are theirs whatever session id is sent, and private", async () => {
    const ann = await t.createMember();
    const bob = await t.createMember();
    await t.caller(ann).preferences.saveMine({ topMovies: ['The Godfather', 'Goodfellas'] });
    const picks = await t.caller(ann).recommendations.generate({ sessionId: newSessionId() });
    expect(picks).toHaveLength(5);
    expect(await t.caller(ann).recommendations.list({ sessionId: newSessionId() })).toEqual(picks);
    expect(await t.caller(bob).recommendations.list({ sessionId: newSessionId() })).toEqual([]);
    expect(
      (
        await rejection(
          t
            .caller(bob)
            .recommendations.rate({ id: picks[0]!.id, sessionId: newSessionId(), rating: 'thumbs_up' }),
        )
      ).code,
    ).toBe('NOT_FOUND');
  });

  it('a member rating up or down has seen the film; not interested does not; seen and queued films are never offered', async () => {
    const ann = await t.createMember();
    const sessionId = newSessionId();
    await t.caller(ann).preferences.saveMine({ topMovies: ['Toy Story', 'Finding Nemo'] });
    const [first, second, third] = await t.caller(ann).recommendations.generate({ sessionId });
    await t.caller(ann).recommendations.rate({ id: first!.id, sessionId, rating: 'thumbs_up' });
    await t.caller(ann).recommendations.rate({ id: second!.id, sessionId, rating: 'not_interested' });
    const seen = await t.caller(ann).seen.list();
    expect(seen).toEqual([
      expect.objectContaining({
        movieId: first!.movieId,
        title: first!.title,
        posterUrl: first!.posterUrl,
        year: first!.year,
        rating: first!.rating,
        userRating: 'thumbs_up',
      }),
    ]);
    expect(third).toBeDefined();

    // A film on the watchlist or the seen list (added elsewhere) is not offered either.
    const toyStory2 = await t.db
      .selectFrom('movies')
      .select(['id', 'title'])
      .where('title', '=', 'Toy Story 2')
      .executeTakeFirstOrThrow();
    const shrek = await t.db
      .selectFrom('movies')
      .select(['id', 'title'])
      .where('title', '=', 'Shrek')
      .executeTakeFirstOrThrow();
    await t.caller(ann).watchlist.add({ movieId: toyStory2.id, title: toyStory2.title });
    await t.caller(ann).seen.mark({ movieId: shrek.id, title: shrek.title, userRating: 'thumbs_down' });
    const offered = new Set<number>();
    for (let i = 0; i < 3; i++) {
      for (const r of await t.caller(ann).recommendations.generate({ sessionId })) offered.add(r.movieId);
    }
    expect(offered.has(toyStory2.id)).toBe(false);
    expect(offered.has(shrek.id)).toBe(false);
  });
});

describe('POST /ratings and GET /ratings/{sessionId}', () => {
  it('rates by title, matched to the catalog; rating again replaces; free text is kept', async () => {
    const sessionId = newSessionId();
    const up = await anon().ratings.rate({ sessionId, movieTitle: 'the matrix', rating: 'thumbs_up' });
    expect(up).toEqual({
      id: expect.any(Number),
      sessionId,
      movieTitle: 'the matrix',
      movieId: expect.any(Number),
      rating: 'thumbs_up',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    await anon().ratings.rate({ sessionId, movieTitle: 'The Matrix', rating: 'not_interested' });
    await anon().ratings.rate({ sessionId, movieTitle: 'A home movie of my cat', rating: 'thumbs_down' });
    const list = await anon().ratings.list({ sessionId });
    expect(list.map((r) => [r.movieTitle, r.rating, r.movieId === null])).toEqual([
      ['A home movie of my cat', 'thumbs_down', true],
      ['The Matrix', 'not_interested', false],
    ]);
    expect(await anon().ratings.list({ sessionId: newSessionId() })).toEqual([]);
  });

  it('a rated film shows its thumbs on the recommendation card too', async () => {
    const { sessionId, picks } = await visitorWithPicks(['Alien']);
    await anon().ratings.rate({ sessionId, movieTitle: picks[1]!.title, rating: 'thumbs_up' });
    expect((await anon().recommendations.list({ sessionId }))[1]!.userRating).toBe('thumbs_up');
  });

  it('a member rating a film up or down marks it seen, privately', async () => {
    const ann = await t.createMember();
    const bob = await t.createMember();
    const sessionId = newSessionId();
    const rating = await t
      .caller(ann)
      .ratings.rate({ sessionId, movieTitle: 'Alien', rating: 'thumbs_down' });
    expect(rating.sessionId).toBeNull();
    await t
      .caller(ann)
      .ratings.rate({ sessionId, movieTitle: 'Heat 2: The Unmade Sequel', rating: 'thumbs_up' });
    await t.caller(ann).ratings.rate({ sessionId, movieTitle: 'The Matrix', rating: 'not_interested' });
    expect((await t.caller(ann).seen.list()).map((s) => [s.title, s.userRating])).toEqual([
      ['Alien', 'thumbs_down'],
    ]);
    expect(await t.caller(ann).ratings.list({ sessionId })).toHaveLength(3);
    expect(await t.caller(bob).ratings.list({ sessionId })).toEqual([]);
    expect(await anon().ratings.list({ sessionId })).toEqual([]);
  });

  it('rejects a blank title, an unknown rating and a malformed session id', async () => {
    const sessionId = newSessionId();
    for (const input of [
      { sessionId, movieTitle: '  ', rating: 'thumbs_up' },
      { sessionId, movieTitle: 'Alien', rating: 'love_it' },
      { sessionId: 'nope', movieTitle: 'Alien', rating: 'thumbs_up' },
    ]) {
      expect((await rejection(anon().ratings.rate(input as never))).code).toBe('BAD_REQUEST');
    }
    expect(await anon().ratings.list({ sessionId })).toEqual([]);
  });
});

describe('signing up with a visitor session brings the front counter along', () => {
  it("moves the visitor's top 3, recommendations and ratings to the new member", async () => {
    const { sessionId, picks } = await visitorWithPicks(['Toy Story', 'Shrek']);
    await anon().recommendations.rate({ id: picks[0]!.id, sessionId, rating: 'thumbs_up' });
    await anon().ratings.rate({ sessionId, movieTitle: 'Alien', rating: 'not_interested' });

    const user = await t.caller(null).auth.register({
      email: `claim.${sessionId}@example.com`,
      password: 'long enough 123',
      sessionId,
    });
    const member = t.caller({ ...user });
    expect(await member.preferences.getMine()).toEqual({ topMovies: ['Toy Story', 'Shrek'] });
    const theirs = await member.recommendations.list({ sessionId: newSessionId() });
    expect(theirs.map((r) => r.movieId)).toEqual(picks.map((r) => r.movieId));
    expect(theirs[0]!.userRating).toBe('thumbs_up');
    expect((await member.ratings.list({ sessionId })).map((r) => r.movieTitle).sort()).toEqual(
      ['Alien', picks[0]!.title].sort(),
    );
    // The session keeps nothing behind, and the member's next batch follows on.
    expect(await anon().recommendations.list({ sessionId })).toEqual([]);
    expect(await anon().preferences.getForSession({ sessionId })).toMatchObject({ topMovies: [] });
    const next = await member.recommendations.generate({ sessionId });
    expect(next.every((r) => r.batch === 2)).toBe(true);
    expect(next.some((r) => picks.some((p) => p.movieId === r.movieId))).toBe(false);
  });

  it('where both were offered the same film, the member keeps one card (with the thumbs given)', async () => {
    const ann = await t.createMember();
    await t.caller(ann).preferences.saveMine({ topMovies: ['Toy Story', 'Shrek'] });
    const mine = await t.caller(ann).recommendations.generate({ sessionId: newSessionId() });
    const { sessionId, picks } = await visitorWithPicks(['Toy Story', 'Shrek']);
    const shared = picks.find((p) => mine.some((m) => m.movieId === p.movieId))!;
    expect(shared).toBeDefined();
    await anon().recommendations.rate({ id: shared.id, sessionId, rating: 'thumbs_down' });
    await t.visitorSignedIn(sessionId, ann.id);
    const list = await t.caller(ann).recommendations.list({ sessionId });
    expect(list.filter((r) => r.movieId === shared.movieId)).toEqual([
      expect.objectContaining({ userRating: 'thumbs_down', batch: 1 }),
    ]);
    expect(new Set(list.map((r) => r.movieId)).size).toBe(list.length);
  });
});
