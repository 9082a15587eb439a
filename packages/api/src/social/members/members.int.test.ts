import type { Db } from '@chuck/db';
import { perFile } from '@chuck/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../support/identity/identity.ts';
import { createTestContext } from '../../testing/index.ts';

const t = perFile(() => createTestContext());

type Thumb = 'thumbs_up' | 'thumbs_down';

/** Thumbs on the seen list, one per film id. */
async function seen(db: Db, user: SessionUser, films: Record<number, Thumb>): Promise<void> {
  const rows = Object.entries(films).map(([id, userRating]) => ({
    userId: user.id,
    movieId: Number(id),
    title: `Film ${id}`,
    userRating,
  }));
  if (rows.length) await db.insertInto('seenItems').values(rows).execute();
}

/** `n` films from `from`, alternating liked and disliked, or all flipped. */
const judged = (from: number, n: number, flip = false): Record<number, Thumb> =>
  Object.fromEntries(
    Array.from({ length: n }, (_, i) => [from + i, (i % 2 === 0) !== flip ? 'thumbs_up' : 'thumbs_down']),
  );

async function connect(db: Db, a: SessionUser, b: SessionUser): Promise<void> {
  const [user1Id, user2Id] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
  await db
    .insertInto('connections')
    .values({
      user1Id,
      user2Id,
      movieTitle: 'Heat',
      connectionType: 'collection',
      strength: 1,
      collectionFilms: 1,
      lastSharedAt: new Date(),
      status: 'accepted',
      acceptedAt: new Date(),
    })
    .onConflict((oc) => oc.columns(['user1Id', 'user2Id']).doNothing())
    .execute();
}

describe('taste match', () => {
  let viewer: SessionUser;
  beforeAll(async () => {
    viewer = await t.createMember();
    await seen(t.db, viewer, judged(1, 40));
  });

  // The taste match is shown between connections only (issue 27; taste-privacy.int.test.ts).
  const tasteOf = async (member: SessionUser) => {
    await connect(t.db, viewer, member);
    return (await t.caller(viewer).members.get({ id: member.id })).viewer;
  };

  it('is near 100 for identical tastes and near 0 for opposite ones', async () => {
    const twin = await t.createMember();
    await seen(t.db, twin, judged(1, 40));
    expect(await tasteOf(twin)).toMatchObject({ tasteMatch: 94, sharedFilms: 40 });
    const opposite = await t.createMember();
    await seen(t.db, opposite, judged(1, 40, true));
    expect(await tasteOf(opposite)).toMatchObject({ tasteMatch: 6, sharedFilms: 40 });
  });

  it('is shrunk toward 50 when few films are shared, and null under 5', async () => {
    const few = await t.createMember();
    await seen(t.db, few, judged(1, 5));
    expect(await tasteOf(few)).toMatchObject({ tasteMatch: 75, sharedFilms: 5 });
    const four = await t.createMember();
    await seen(t.db, four, { ...judged(1, 4), ...judged(100, 20) });
    expect(await tasteOf(four)).toMatchObject({ tasteMatch: null, sharedFilms: 4 });
    const stranger = await t.createMember();
    expect(await tasteOf(stranger)).toMatchObject({ tasteMatch: null, sharedFilms: 0 });
  });

  it('reads thumbs on films and on Chuck’s picks too; the seen list wins; not interested says nothing', async () => {
    const member = await t.createMember();
    // Films 1-3 seen as the viewer judged them; a thumb on film 1 by title disagrees, but the seen list wins.
    await seen(t.db, member, judged(1, 3));
    await t.db
      .insertInto('movieRatings')
      .values([
        { userId: member.id, movieTitle: 'Film 1', titleKey: 'film 1', movieId: 1, rating: 'thumbs_down' },
        { userId: member.id, movieTitle: 'Film 4', titleKey: 'film 4', movieId: 4, rating: 'thumbs_down' },
        { userId: member.id, movieTitle: 'Film 6', titleKey: 'film 6', movieId: 6, rating: 'not_interested' },
      ])
      .execute();
    await t.db
      .insertInto('recommendations')
      .values({
        userId: member.id,
        movieId: 5,
        title: 'Film 5',
        reason: 'r',
        engine: 'local',
        batch: 1,
        position: 1,
        userRating: 'thumbs_up',
        favourites: JSON.stringify([]),
      })
      .execute();
    // The viewer likes odd ids and dislikes even ones: films 1-5 all agree, film 6 is not counted.
    expect(await tasteOf(member)).toMatchObject({ sharedFilms: 5, tasteMatch: 75 });
  });
});

describe('who may see a member', () => {
  let owner: SessionUser;
  let member: SessionUser;
  let friend: SessionUser;
  beforeAll(async () => {
    owner = await t.createMember({ firstName: 'Ana', lastName: 'pereira' });
    member = await t.createMember();
    friend = await t.createMember();
    await connect(t.db, owner, friend);
  });

  const sees = async (viewer: SessionUser | null) => {
    try {
      await t.caller(viewer).members.get({ id: owner.id });
      return true;
    } catch (error) {
      expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Member not found' });
      return false;
    }
  };
  const visibility = (v: 'public' | 'members' | 'connections') =>
    t.caller(owner).socialProfile.save({ visibility: v });

  it('defaults to members: members and the owner see the page, a visitor does not', async () => {
    expect((await t.caller(owner).socialProfile.get()).visibility).toBe('members');
    expect([await sees(null), await sees(member), await sees(friend), await sees(owner)]).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it('public: everyone, visitors too', async () => {
    expect((await visibility('public')).visibility).toBe('public');
    expect([await sees(null), await sees(member), await sees(friend), await sees(owner)]).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('connections: only connections and the owner', async () => {
    await visibility('connections');
    expect([await sees(null), await sees(member), await sees(friend), await sees(owner)]).toEqual([
      false,
      false,
      true,
      true,
    ]);
    await visibility('members');
  });

  it('an unknown id is the same 404; a bad id is a 400', async () => {
    await expect(t.caller(member).members.get({ id: 'nobody0here' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Member not found',
    });
    await expect(t.caller(member).members.get({ id: 'not an id!' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('shows the page: name, profile, and what the member is to the viewer', async () => {
    await t.caller(owner).socialProfile.save({ bio: 'Rewinds.', favoriteGenres: ['Noir'] });
    await t.caller(owner).watchingSoon.replace({ movies: [{ title: 'Heat' }] });
    const page = await t.caller(friend).members.get({ id: owner.id });
    expect(page).toEqual({
      id: owner.id,
      name: 'Ana P.',
      avatarUrl: null,
      bio: 'Rewinds.',
      favoriteGenres: ['Noir'],
      town: null,
      topFavourites: [],
      flair: [],
      watchingSoon: [expect.objectContaining({ title: 'Heat', position: 1 })],
      collectionSize: 0,
      lending: {
        lent: 0,
        borrowed: 0,
        returned: 0,
        returnedOnTime: 0,
        completedAsOwner: 0,
        completedAsBorrower: 0,
        onTimeShare: null,
        disputesLost: 0,
        reviews: { up: 0, down: 0, latest: [] },
      },
      joinedAt: expect.any(String),
      viewer: { tasteMatch: null, sharedFilms: 0, connected: true, blocked: false },
    });
    expect((await t.caller(member).members.get({ id: owner.id })).viewer).toEqual({
      connected: false,
      blocked: false,
    });
    expect((await t.caller(owner).members.get({ id: owner.id })).viewer).toBeNull();
  });
});
