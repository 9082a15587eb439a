import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { errorBody, signedUp, startContractServer } from '../client.ts';

// Issue 26 item 3: the town type-ahead, a member's town and the shelf's "Near me".
const LEEDS = { id: 2644688, name: 'Leeds', country: 'United Kingdom' };
const BRADFORD = { id: 2654993, name: 'Bradford', country: 'United Kingdom' };
const YORK = { id: 2633352, name: 'York', country: 'United Kingdom' };

describe('contract: discs near you', () => {
  const s = perFile(() => startContractServer());
  const owner = signedUp(s);
  const viewer = signedUp(s);

  it('GET /places → up to 10 {id, name, country}, largest first; 400 on a blank q', async () => {
    const { data, response } = await s.anonymous.GET('/places', { params: { query: { q: 'Leeds' } } });
    expect(response.status).toBe(200);
    expect(data?.[0]).toEqual(LEEDS);
    expect(data!.length).toBeLessThanOrEqual(10);
    expect((await s.anonymous.GET('/places', { params: { query: { q: 'b' } } })).data).toHaveLength(10);
    const blank = await s.anonymous.GET('/places', { params: { query: { q: ' ' } } });
    expect(blank.response.status).toBe(400);
    expect(blank.error).toEqual(errorBody('q: Type the start of a town’s name'));
  });

  it('PUT /social/profile {townId} → the town by name; null clears; 400 on an unknown town; 401', async () => {
    const { data } = await viewer.client.PUT('/social/profile', { body: { townId: LEEDS.id } });
    expect(data?.town).toEqual(LEEDS);
    const cleared = await viewer.client.PUT('/social/profile', { body: { townId: null } });
    expect(cleared.data?.town).toBeNull();
    const unknown = await viewer.client.PUT('/social/profile', { body: { townId: 999_999_999 } });
    expect(unknown.response.status).toBe(400);
    expect(unknown.error).toEqual(errorBody('There is no town with id 999999999: pick one from the list.'));
    expect((await viewer.client.GET('/social/profile')).data?.town).toBeNull();
    const visitor = await s.anonymous.PUT('/social/profile', { body: { townId: LEEDS.id } });
    expect(visitor.response.status).toBe(401);
  });

  it('GET /whats-on-the-shelf?near=me&withinKm=25 → nearest first with ownerTown and distanceKm; 400s', async () => {
    await owner.client.PUT('/social/profile', { body: { townId: BRADFORD.id } });
    await viewer.client.PUT('/social/profile', { body: { townId: LEEDS.id } });
    await owner.client.POST('/dvd-club/collection', {
      body: { title: 'Kknear Heat', visibility: 'rentable' },
    });
    const near = await viewer.client.GET('/whats-on-the-shelf', {
      params: { query: { search: 'kknear', near: 'me', withinKm: 25 } },
    });
    expect(near.response.status).toBe(200);
    expect(near.data?.movies).toEqual([
      expect.objectContaining({ title: 'Kknear Heat', ownerTown: BRADFORD, distanceKm: 13 }),
    ]);
    const fromYork = await s.anonymous.GET('/whats-on-the-shelf', {
      params: { query: { search: 'kknear', near: YORK.id, withinKm: 25 } },
    });
    expect(fromYork.data?.pagination.total).toBe(0);
    const visitorMe = await s.anonymous.GET('/whats-on-the-shelf', { params: { query: { near: 'me' } } });
    expect(visitorMe.response.status).toBe(400);
    expect(visitorMe.error).toEqual(
      errorBody('Sign in and set your town to see discs near you, or pick a town.'),
    );
    const badWithin = await viewer.client.GET('/whats-on-the-shelf', {
      params: { query: { near: 'me', withinKm: 7 as 25 } },
    });
    expect(badWithin.response.status).toBe(400);
    expect(badWithin.error).toEqual(errorBody('withinKm: withinKm must be one of 5, 10, 25, 50, 100'));
    const unknown = await s.anonymous.GET('/whats-on-the-shelf', {
      params: { query: { near: 999_999_999 } },
    });
    expect(unknown.response.status).toBe(400);
  });
});
