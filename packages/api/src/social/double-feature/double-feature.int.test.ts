import { catalogTemplate } from '@chuck/catalog/testing';
import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { newSessionId } from '../../shared/session-id.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { connectMembers, createTestContext, errorOf } from '../../testing/index.ts';
import { DOUBLE_FEATURE_SIZE, MEMBER_NOT_FOUND, NOT_CONNECTED } from './double-feature.schema.ts';

// Double Feature (docs/product.md §3), through the procedure, on the embedded catalog.
const t = perFile(() => createTestContext(catalogTemplate));

const connect = (a: SessionUser, b: SessionUser) => connectMembers(t, a, b);

async function pair() {
  const a = await t.createMember();
  const b = await t.createMember();
  await t.caller(a).preferences.saveMine({ topMovies: ['The Matrix', 'Alien', 'Die Hard'] });
  await t.caller(b).preferences.saveMine({ topMovies: ['Toy Story', 'The Terminator', 'Jurassic Park'] });
  await connect(a, b);
  return { a, b };
}

/** Every film the member saw or rated, by catalog id. */
async function seenOrRated(user: SessionUser): Promise<Set<number>> {
  const seen = await t.db.selectFrom('seenItems').select('movieId').where('userId', '=', user.id).execute();
  const rated = await t.db
    .selectFrom('movieRatings')
    .select('movieId')
    .where('userId', '=', user.id)
    .where('movieId', 'is not', null)
    .execute();
  return new Set([...seen, ...rated].map((r) => r.movieId!));
}

describe('doubleFeature.forMember', () => {
  it('gives 6 films for the two, each from a favourite of each, with its card', async () => {
    const { a, b } = await pair();
    const picks = await t.caller(a).doubleFeature.forMember({ memberId: b.id });
    expect(picks).toHaveLength(DOUBLE_FEATURE_SIZE);
    expect(new Set(picks.map((p) => p.movieId)).size).toBe(DOUBLE_FEATURE_SIZE);
    const titles = (list: string[]) => expect.stringMatching(new RegExp(`^(${list.join('|')})$`));
    for (const pick of picks) {
      expect(pick).toEqual({
        movieId: expect.any(Number),
        title: expect.any(String),
        year: expect.any(Number),
        rating: expect.stringMatching(/^\d+\.\d$/),
        description: expect.any(String),
        posterUrl: `/api/posters/${pick.movieId}.svg`,
        because: {
          mine: { movieId: expect.any(Number), title: titles(['The Matrix', 'Alien', 'Die Hard']) },
          theirs: {
            movieId: expect.any(Number),
            title: titles(['Toy Story', 'The Terminator', 'Jurassic Park']),
          },
        },
        onShelf: null,
      });
    }
    // The other side sees the same films, from their side.
    const theirs = await t.caller(b).doubleFeature.forMember({ memberId: a.id });
    expect(new Set(theirs.map((p) => p.movieId))).toEqual(new Set(picks.map((p) => p.movieId)));
  });

  it('never returns a film either member has seen or dismissed', async () => {
    const { a, b } = await pair();
    const first = await t.caller(a).doubleFeature.forMember({ memberId: b.id });
    const [p0, p1, p2, p3] = first;
    await t
      .caller(a)
      .seen.mark({ movieId: p0!.movieId, title: p0!.title, year: p0!.year, userRating: 'thumbs_up' });
    await t
      .caller(b)
      .seen.mark({ movieId: p1!.movieId, title: p1!.title, year: p1!.year, userRating: 'thumbs_down' });
    const sessionId = newSessionId();
    await t.caller(b).ratings.rate({ sessionId, movieTitle: p2!.title, rating: 'not_interested' });
    await t.caller(a).ratings.rate({ sessionId, movieTitle: p3!.title, rating: 'thumbs_down' });

    const again = await t.caller(a).doubleFeature.forMember({ memberId: b.id });
    expect(again).toHaveLength(DOUBLE_FEATURE_SIZE);
    const off = new Set([...(await seenOrRated(a)), ...(await seenOrRated(b))]);
    expect(off.size).toBeGreaterThanOrEqual(4);
    expect(again.filter((p) => off.has(p.movieId))).toEqual([]);
    expect(again.map((p) => p.movieId)).not.toContain(p0!.movieId);
  });

  it('marks a pick with the rentable copies on the shelf', async () => {
    const { a, b } = await pair();
    const [first] = await t.caller(a).doubleFeature.forMember({ memberId: b.id });
    const lender = await t.createMember();
    for (let i = 0; i < 2; i += 1) {
      await t.caller(lender).dvdClub.create({
        format: 'DVD',
        condition: 'Good',
        visibility: 'rentable',
        title: first!.title,
        year: first!.year,
        movieId: first!.movieId,
      });
    }
    const picks = await t.caller(a).doubleFeature.forMember({ memberId: b.id });
    expect(picks.find((p) => p.movieId === first!.movieId)?.onShelf).toEqual({ count: 2 });
  });

  it('is 403 for a member you are not connected with, 404 for an unknown one, 401 for a visitor', async () => {
    const { a, b } = await pair();
    const stranger = await t.createMember();
    expect(await errorOf(t.caller(a).doubleFeature.forMember({ memberId: stranger.id }))).toMatchObject({
      code: 'FORBIDDEN',
      message: NOT_CONNECTED,
    });
    expect(await errorOf(t.caller(a).doubleFeature.forMember({ memberId: 'nobody-here' }))).toMatchObject({
      code: 'NOT_FOUND',
      message: MEMBER_NOT_FOUND,
    });
    expect((await errorOf(t.caller(null).doubleFeature.forMember({ memberId: b.id }))).code).toBe(
      'UNAUTHORIZED',
    );
    // A suggestion (a film both own), or a request not yet accepted, is no connection.
    const suggested = await t.createMember();
    const film = {
      format: 'DVD',
      condition: 'Good',
      visibility: 'public',
      title: 'Home Movie Twice',
      year: 1999,
    } as const;
    for (const owner of [a, suggested]) await t.caller(owner).dvdClub.create(film);
    expect((await errorOf(t.caller(a).doubleFeature.forMember({ memberId: suggested.id }))).code).toBe(
      'FORBIDDEN',
    );
    await t.caller(a).connections.request({ memberId: suggested.id });
    expect((await errorOf(t.caller(suggested).doubleFeature.forMember({ memberId: a.id }))).code).toBe(
      'FORBIDDEN',
    );
    // A removed connection is no connection.
    await t.caller(b).connections.remove({ memberId: a.id });
    expect((await errorOf(t.caller(a).doubleFeature.forMember({ memberId: b.id }))).code).toBe('FORBIDDEN');
  });
});
