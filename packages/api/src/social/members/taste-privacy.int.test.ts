import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../support/identity/identity.ts';
import { connectMembers, createTestContext } from '../../testing/index.ts';

// Issue 27's probe, kept: the seen list is private, so nothing on a stranger's page may move with
// what the stranger rated. A member with an empty list adds films one at a time and watches.
const t = perFile(() => createTestContext());

const FILMS = Array.from({ length: 12 }, (_, i) => ({ movieId: 880_001 + i, title: `Probe Film ${i + 1}` }));

/** The stranger's private judgements: liked the odd films, disliked the even ones. */
async function rateAll(member: SessionUser) {
  for (const [i, film] of FILMS.entries()) {
    await t
      .caller(member)
      .seen.mark({ ...film, year: 1990, userRating: i % 2 === 0 ? 'thumbs_up' : 'thumbs_down' });
  }
}

describe('the taste-match probe', () => {
  it("learns nothing of a stranger's ratings from their page, film by film; a connection sees the match", async () => {
    const [stranger, prober] = [await t.createMember(), await t.createMember()];
    await rateAll(stranger);
    await t.caller(stranger).socialProfile.save({ visibility: 'members' });
    const seen: unknown[] = [];
    for (const film of FILMS) {
      await t.caller(prober).seen.mark({ ...film, year: 1990, userRating: 'thumbs_up' });
      const page = await t.caller(prober).members.get({ id: stranger.id });
      expect(page.viewer).not.toHaveProperty('tasteMatch');
      expect(page.viewer).not.toHaveProperty('sharedFilms');
      seen.push(page);
    }
    // Every answer is the same, whatever the prober rated.
    expect(new Set(seen.map((page) => JSON.stringify(page))).size).toBe(1);
    // Nor do likes make a suggestion that would name a film the stranger liked.
    expect((await t.caller(prober).connections.list()).suggestions).toEqual([]);

    // Once both accepted, the two see how alike they are (12 films both rated, half agreed).
    await connectMembers(t, prober, stranger);
    expect((await t.caller(prober).members.get({ id: stranger.id })).viewer).toEqual({
      tasteMatch: 50,
      sharedFilms: 12,
      connected: true,
      blocked: false,
    });
  });

  it('a suggestion or a request shows no taste figures either', async () => {
    const [a, b] = [await t.createMember(), await t.createMember()];
    await rateAll(a);
    await rateAll(b);
    const film = {
      format: 'DVD',
      condition: 'Good',
      visibility: 'public',
      title: 'Probe Shared',
      year: 1999,
    } as const;
    for (const owner of [a, b]) await t.caller(owner).dvdClub.create(film);
    await t.caller(a).connections.request({ memberId: b.id });
    const [request] = (await t.caller(b).connections.list()).pending.incoming;
    expect(Object.keys(request!).sort()).toEqual([
      'at',
      'connectionType',
      'member',
      'movieTitle',
      'strength',
    ]);
    expect((await t.caller(b).members.get({ id: a.id })).viewer).toEqual({
      connected: false,
      blocked: false,
    });
  });
});
