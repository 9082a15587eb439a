import { catalogTemplate } from '@chuck/catalog/testing';
import { perFile } from '@chuck/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody, signedUp, startContractServer } from '../client.ts';

// Blocking, Remove connection and Double Feature (issue 16): every REST path, its shape, 4xx and 401.
describe('contract: blocks, removing a connection and Double Feature', () => {
  const s = perFile(() => startContractServer({}, catalogTemplate));
  const ana = signedUp(s);
  const ben = signedUp(s);
  const cy = signedUp(s);
  const dee = signedUp(s);

  /** Ana and Ben own the same film and agreed to connect, and each has a top 3; Cy and Dee are connected to nobody. */
  beforeAll(async () => {
    // Double Feature picks from the embedded catalog, which this server's database starts with.
    for (const member of [ana, ben]) {
      const added = await member.client.POST('/dvd-club/collection', {
        body: { title: 'Zzcontract Double Bill', year: 1984, visibility: 'public' },
      });
      expect(added.response.status).toBe(200);
    }
    const ask = await ana.client.POST('/social/connections/{memberId}', {
      params: { path: { memberId: ben.user.id } },
    });
    expect(ask.response.status).toBe(200);
    const accept = await ben.client.POST('/social/connections/{memberId}/accept', {
      params: { path: { memberId: ana.user.id } },
    });
    expect(accept.response.status).toBe(200);
    const tops = [
      [ana, ['The Matrix', 'Alien', 'Die Hard']],
      [ben, ['Toy Story', 'The Terminator', 'Jurassic Park']],
    ] as const;
    for (const [member, topMovies] of tops) {
      const saved = await member.client.POST('/user/preferences', { body: { topMovies: [...topMovies] } });
      expect(saved.response.status).toBe(200);
    }
  }, 240_000); // the embedded catalog: some 35,000 films and their casts

  it('GET /social/double-feature/{memberId} → 6 picks with their sources; 403 not connected; 404 unknown; 401', async () => {
    const { data, response } = await ana.client.GET('/social/double-feature/{memberId}', {
      params: { path: { memberId: ben.user.id } },
    });
    expect(response.status).toBe(200);
    expect(data).toHaveLength(6);
    for (const pick of data!) {
      expect(pick).toEqual({
        movieId: expect.any(Number),
        title: expect.any(String),
        year: expect.any(Number),
        rating: expect.any(String),
        description: expect.any(String),
        posterUrl: expect.any(String),
        because: {
          mine: { movieId: expect.any(Number), title: expect.any(String) },
          theirs: { movieId: expect.any(Number), title: expect.any(String) },
        },
        onShelf: null,
      });
    }
    const stranger = await ana.client.GET('/social/double-feature/{memberId}', {
      params: { path: { memberId: cy.user.id } },
    });
    expect(stranger.response.status).toBe(403);
    expect(stranger.error).toEqual(
      errorBody('Double Feature is for you and one of your connections: connect with this member first.'),
    );
    const unknown = await ana.client.GET('/social/double-feature/{memberId}', {
      params: { path: { memberId: 'nobody-here' } },
    });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toEqual(errorBody('Member not found'));
    const anon = await s.anonymous.GET('/social/double-feature/{memberId}', {
      params: { path: { memberId: ben.user.id } },
    });
    expect(anon.response.status).toBe(401);
  });

  it('POST /social/blocks → the block; GET lists it; 400 yourself or no member; 404 unknown; 409 twice; 401', async () => {
    const added = await cy.client.POST('/social/blocks', { body: { memberId: dee.user.id } });
    expect(added.response.status).toBe(200);
    expect(added.data).toEqual({
      memberId: dee.user.id,
      displayName: expect.any(String),
      blockedAt: expect.any(String),
    });
    const listed = await cy.client.GET('/social/blocks');
    expect(listed.response.status).toBe(200);
    expect(listed.data).toEqual([added.data]);

    const self = await cy.client.POST('/social/blocks', { body: { memberId: cy.user.id } });
    expect(self.response.status).toBe(400);
    expect(self.error).toEqual(errorBody("You can't block yourself."));
    const none = await cy.client.POST('/social/blocks', { body: {} as { memberId: string } });
    expect(none.response.status).toBe(400);
    expect(none.error).toEqual(errorBody(/memberId/));
    const unknown = await cy.client.POST('/social/blocks', { body: { memberId: 'nobody-here' } });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toEqual(errorBody('Member not found'));
    const twice = await cy.client.POST('/social/blocks', { body: { memberId: dee.user.id } });
    expect(twice.response.status).toBe(409);
    expect(twice.error).toEqual(errorBody('You have already blocked this member.'));
    expect((await cy.client.GET('/social/blocks')).data).toEqual([added.data]);

    expect(
      (await s.anonymous.POST('/social/blocks', { body: { memberId: dee.user.id } })).response.status,
    ).toBe(401);
    expect((await s.anonymous.GET('/social/blocks')).response.status).toBe(401);
  });

  it('DELETE /social/blocks/{memberId} → unblocked; 404 when not blocked; 401', async () => {
    const path = { params: { path: { memberId: dee.user.id } } };
    expect((await s.anonymous.DELETE('/social/blocks/{memberId}', path)).response.status).toBe(401);
    const removed = await cy.client.DELETE('/social/blocks/{memberId}', path);
    expect(removed.response.status).toBe(200);
    expect(removed.data).toEqual({ memberId: dee.user.id, unblocked: true });
    const again = await cy.client.DELETE('/social/blocks/{memberId}', path);
    expect(again.response.status).toBe(404);
    expect(again.error).toEqual(errorBody('You have not blocked this member.'));
  });

  it('DELETE /social/connections/{memberId} → removed (or declined); 404 when nothing to end; 401', async () => {
    const path = { params: { path: { memberId: ben.user.id } } };
    expect((await s.anonymous.DELETE('/social/connections/{memberId}', path)).response.status).toBe(401);
    const stranger = await ana.client.DELETE('/social/connections/{memberId}', {
      params: { path: { memberId: cy.user.id } },
    });
    expect(stranger.response.status).toBe(404);
    expect(stranger.error).toEqual(errorBody('Connection not found'));
    const removed = await ana.client.DELETE('/social/connections/{memberId}', path);
    expect(removed.response.status).toBe(200);
    expect(removed.data).toEqual({ memberId: ben.user.id, removed: true });
    for (const member of [ana, ben]) {
      const { data } = await member.client.GET('/social/connections');
      expect(data).toEqual({ connections: [], pending: { incoming: [], outgoing: [] }, suggestions: [] });
    }
  });
});
