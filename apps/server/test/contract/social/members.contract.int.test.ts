import { perFile } from '@chuck/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody, signedUp, startContractServer } from '../client.ts';

// The member page (issue 16): GET /api/members/{id}, its shape, its 404s and its 400.
describe('contract: member pages', () => {
  const s = perFile(() => startContractServer());
  const ana = signedUp(s);
  const ben = signedUp(s);
  const cy = signedUp(s);

  /**
   * Ana and Ben own the same film publicly, so they are suggested to each other; Ben asks and Ana
   * accepts, so they are connected. Cy is connected to nobody.
   */
  beforeAll(async () => {
    for (const member of [ana, ben]) {
      const added = await member.client.POST('/dvd-club/collection', {
        body: { title: 'Zzcontract Members Only', year: 1990, visibility: 'public' },
      });
      expect(added.response.status).toBe(200);
    }
    const asked = await ben.client.POST('/social/connections/{memberId}', {
      params: { path: { memberId: ana.user.id } },
    });
    expect(asked.response.status).toBeLessThan(300);
    const accepted = await ana.client.POST('/social/connections/{memberId}/accept', {
      params: { path: { memberId: ben.user.id } },
    });
    expect(accepted.response.status).toBeLessThan(300);
    await ana.client.POST('/social/profile', { body: { displayName: 'Reel Ana', bio: 'Tapes.' } });
  });

  const path = (id: string) => ({ params: { path: { id } } });

  it('GET /members/{id} → the page and what the member is to the viewer', async () => {
    const { data, response } = await ben.client.GET('/members/{id}', path(ana.user.id));
    expect(response.status).toBe(200);
    expect(data).toEqual({
      id: ana.user.id,
      name: 'Reel Ana',
      avatarUrl: null,
      bio: 'Tapes.',
      favoriteGenres: [],
      town: null,
      topFavourites: [],
      flair: [],
      watchingSoon: [],
      collectionSize: 1,
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
    expect(JSON.stringify(data)).not.toContain('@');
    expect((await ana.client.GET('/members/{id}', path(ana.user.id))).data?.viewer).toBeNull();
  });

  it('GET /members/{id} → 404 for an unknown id and, alike, for a page the viewer may not see', async () => {
    const unknown = await cy.client.GET('/members/{id}', path('nobody0here'));
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toEqual(errorBody('Member not found'));
    // 'members' by default: a visitor is not shown it.
    const visitor = await s.anonymous.GET('/members/{id}', path(ana.user.id));
    expect(visitor.response.status).toBe(404);
    expect(visitor.error).toEqual(unknown.error);
    // 'connections': Cy (not connected) gets the same 404, Ben (connected) the page.
    await ana.client.POST('/social/profile', { body: { visibility: 'connections' } });
    const hidden = await cy.client.GET('/members/{id}', path(ana.user.id));
    expect(hidden.response.status).toBe(404);
    expect(hidden.error).toEqual(unknown.error);
    expect((await ben.client.GET('/members/{id}', path(ana.user.id))).response.status).toBe(200);
  });

  it('GET /members/{id} → a visitor sees a public page, with no viewer part', async () => {
    await ana.client.POST('/social/profile', { body: { visibility: 'public' } });
    const { data, response } = await s.anonymous.GET('/members/{id}', path(ana.user.id));
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ id: ana.user.id, name: 'Reel Ana', viewer: null });
  });

  it('GET /members/{id} → 400 for an id that cannot be one', async () => {
    const bad = await ben.client.GET('/members/{id}', path('not an id!'));
    expect(bad.response.status).toBe(400);
    expect(bad.error).toEqual(errorBody(/Member id is letters and digits only/));
    const long = await ben.client.GET('/members/{id}', path('x'.repeat(101)));
    expect(long.response.status).toBe(400);
    expect(long.error).toEqual(errorBody(/Member id is too long/));
  });
});
