import { perFile } from '@chuck/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../support/identity/identity.ts';
import { createTestContext, flairAwardOf, refusal } from '../../testing/index.ts';

describe('social profile, Watching Soon and flair', () => {
  const t = perFile(() => createTestContext());
  let alice: SessionUser;
  let bob: SessionUser;
  beforeAll(async () => {
    alice = await t.createMember();
    bob = await t.createMember();
  });

  it('refuses anonymous callers on every members-only procedure', async () => {
    const anon = t.caller(null);
    const calls = [
      () => anon.socialProfile.get(),
      () => anon.socialProfile.save({ displayName: 'x' }),
      () => anon.socialProfile.update({ displayName: 'x' }),
      () => anon.watchingSoon.mine(),
      () => anon.watchingSoon.replace({ movies: [] }),
      () => anon.flair.list(),
      () => anon.flair.check(),
      () => anon.flair.foundEasterEgg(),
    ];
    for (const call of calls) await expect(call()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  describe('social profile', () => {
    it('is empty until saved', async () => {
      expect(await t.caller(alice).socialProfile.get()).toEqual({
        userId: alice.id,
        displayName: null,
        bio: null,
        favoriteGenres: [],
        watchingGoals: null,
        connectionPreference: 'any',
        visibility: 'members',
        shelfAlerts: true,
        town: null,
        updatedAt: null,
      });
    });

    it('saves, splitting comma-separated genres, and updates only the fields sent', async () => {
      const me = t.caller(alice);
      const saved = await me.socialProfile.save({
        displayName: '  Alice  ',
        bio: 'Rewinds every tape.',
        favoriteGenres: ' Horror, , Film Noir,horror ,Comedy' as unknown as string[],
        watchingGoals: 'hidden_gems',
      });
      expect(saved).toMatchObject({
        userId: alice.id,
        displayName: 'Alice',
        favoriteGenres: ['Horror', 'Film Noir', 'Comedy'],
        watchingGoals: 'hidden_gems',
        connectionPreference: 'any',
        updatedAt: expect.any(String),
      });
      const updated = await me.socialProfile.update({
        connectionPreference: 'different_taste',
        favoriteGenres: ['Western', 'Sci-Fi, Drama'],
      });
      expect(updated).toMatchObject({
        displayName: 'Alice',
        bio: 'Rewinds every tape.',
        favoriteGenres: ['Western', 'Sci-Fi', 'Drama'],
        connectionPreference: 'different_taste',
      });
      const cleared = await me.socialProfile.save({ bio: '', watchingGoals: null });
      expect(cleared).toMatchObject({ bio: null, watchingGoals: null, displayName: 'Alice' });
      expect(await t.caller(bob).socialProfile.get()).toMatchObject({ userId: bob.id, displayName: null });
    });

    it('refuses what breaks the limits, with the field named', async () => {
      const me = t.caller(alice);
      expect(await refusal(me.socialProfile.save({ displayName: 'x'.repeat(51) }))).toBe(
        'displayName: displayName is at most 50 characters',
      );
      expect(await refusal(me.socialProfile.save({ bio: 'x'.repeat(501) }))).toMatch(/bio is at most 500/);
      expect(await refusal(me.socialProfile.save({ displayName: ' A Former Member ' }))).toMatch(
        /what the store calls members who have left/,
      );
      expect(
        await refusal(
          me.socialProfile.save({ favoriteGenres: Array.from({ length: 11 }, (_, i) => `G${i}`) }),
        ),
      ).toMatch(/at most 10 genres/);
      expect(
        await refusal(me.socialProfile.save({ watchingGoals: 'world_domination' as 'hidden_gems' })),
      ).toMatch(/watchingGoals must be one of expand_horizons/);
      expect(await refusal(me.socialProfile.update({ connectionPreference: 'nobody' as 'any' }))).toMatch(
        /connectionPreference must be one of any, similar_taste, different_taste/,
      );
      expect(await refusal(me.socialProfile.update({ visibility: 'everyone' as 'public' }))).toMatch(
        /visibility must be one of public, members, connections/,
      );
      expect(await me.socialProfile.get()).toMatchObject({
        displayName: 'Alice',
        favoriteGenres: ['Western', 'Sci-Fi', 'Drama'],
      });
    });
  });

  describe('Watching Soon', () => {
    it('saves titled picks only, in slot order, renumbered 1..n', async () => {
      const me = t.caller(alice);
      const saved = await me.watchingSoon.replace({
        movies: [
          { movieId: 3, title: 'Third', year: 2001, posterUrl: null, description: '', position: 3 },
          { movieId: null, title: '   ', year: null, posterUrl: null, description: 'ignored', position: 1 },
          {
            movieId: 2,
            title: 'Second',
            year: 1999,
            posterUrl: '/api/posters/2.svg',
            description: 'Can’t wait.',
            position: 2,
          },
        ],
      });
      expect(saved).toEqual([
        {
          id: expect.any(Number),
          userId: alice.id,
          movieId: 2,
          title: 'Second',
          year: 1999,
          posterUrl: '/api/posters/2.svg',
          description: 'Can’t wait.',
          position: 1,
          addedAt: expect.any(String),
        },
        expect.objectContaining({ movieId: 3, title: 'Third', description: null, position: 2 }),
      ]);
      expect(await me.watchingSoon.mine()).toEqual(saved);
    });

    it('keeps the added date of a film that stays, and replaces the rest', async () => {
      const me = t.caller(alice);
      const before = await me.watchingSoon.mine();
      const after = await me.watchingSoon.replace({
        movies: [
          { movieId: 9, title: 'New', year: null, posterUrl: null, description: null, position: 1 },
          { movieId: 2, title: 'Second', year: 1999, posterUrl: null, description: null, position: 2 },
        ],
      });
      expect(after.map((p) => [p.movieId, p.position])).toEqual([
        [9, 1],
        [2, 2],
      ]);
      expect(after[1]!.addedAt).toBe(before[0]!.addedAt);
    });

    it('refuses more than 3 picks, the same film twice and long descriptions, changing nothing', async () => {
      const me = t.caller(alice);
      const pick = (movieId: number) => ({
        movieId,
        title: `Film ${movieId}`,
        year: null,
        posterUrl: null,
        description: null,
      });
      expect(await refusal(me.watchingSoon.replace({ movies: [pick(1), pick(2), pick(3), pick(4)] }))).toBe(
        'Pick at most 3 movies for Watching Soon.',
      );
      expect(await refusal(me.watchingSoon.replace({ movies: [pick(1), pick(1)] }))).toMatch(/picked twice/);
      expect(
        await refusal(me.watchingSoon.replace({ movies: [{ ...pick(1), description: 'x'.repeat(281) }] })),
      ).toMatch(/description is at most 280 characters/);
      expect((await me.watchingSoon.mine()).map((p) => p.movieId)).toEqual([9, 2]);
    });

    it('is readable through the member id by those the member’s visibility lets see them; else a 404', async () => {
      const hidden = { code: 'NOT_FOUND', message: 'Member not found' };
      // docs/product.md §3: 'members' by default; 'connections' hides it from Bob (not connected).
      await expect(t.caller(null).watchingSoon.ofMember({ userId: alice.id })).rejects.toMatchObject(hidden);
      await t.caller(alice).socialProfile.save({ visibility: 'connections' });
      await expect(t.caller(bob).watchingSoon.ofMember({ userId: alice.id })).rejects.toMatchObject(hidden);
      await t.caller(alice).socialProfile.save({ visibility: 'public' });
      expect((await t.caller(null).watchingSoon.ofMember({ userId: alice.id })).map((p) => p.title)).toEqual([
        'New',
        'Second',
      ]);
      expect(await t.caller(alice).watchingSoon.ofMember({ userId: bob.id })).toEqual([]);
      await expect(t.caller(null).watchingSoon.ofMember({ userId: 'nobody-here' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Member not found',
      });
    });

    it('one member saving never touches another’s picks; an empty save clears', async () => {
      await t.caller(bob).watchingSoon.replace({ movies: [{ title: 'Bob’s pick' }] });
      expect((await t.caller(alice).watchingSoon.mine()).length).toBe(2);
      expect(await t.caller(bob).watchingSoon.replace({ movies: [] })).toEqual([]);
    });
  });

  describe('flair', () => {
    it('has none before a check, then awards what is earned, once', async () => {
      const member = await t.createMember();
      const me = t.caller(member);
      expect(await me.flair.list()).toEqual([]);
      expect(await me.flair.check()).toEqual({ newlyAwarded: [], awards: [] });

      for (let id = 1; id <= 5; id += 1) await me.watchlist.add({ movieId: id, title: `Film ${id}` });
      const first = await me.flair.check();
      expect(first.newlyAwarded.map((a) => a.flair.name).sort()).toEqual(['Rewind Ready', 'Stacked Shelf']);
      expect(first.awards[0]).toEqual(flairAwardOf('common'));
      const second = await me.flair.check();
      expect(second.newlyAwarded).toEqual([]);
      expect(second.awards).toHaveLength(2);

      // Concurrent checks award each badge once.
      await me.seen.mark({ movieId: 1, title: 'Film 1', userRating: 'thumbs_up' });
      const results = await Promise.all([me.flair.check(), me.flair.check(), me.flair.check()]);
      expect(results.flatMap((r) => r.newlyAwarded.map((a) => a.flair.code))).toEqual(['first_seen']);
      expect(await me.flair.list()).toHaveLength(3);
    });

    it('awards profile, Watching Soon, DVD Club and easter-egg badges; awards stay private', async () => {
      const me = t.caller(alice);
      await me.socialProfile.save({ bio: 'Back again.' });
      await me.watchingSoon.replace({ movies: [{ title: 'A' }, { title: 'B' }, { title: 'C' }] });
      await t.db
        .insertInto('preferences')
        .values({ userId: alice.id, topMovies: JSON.stringify([{ title: 'Heat', movieId: null }]) })
        .execute();
      await t.db
        .insertInto('loans')
        .values({
          ownerId: bob.id,
          borrowerId: alice.id,
          title: 'Heat',
          format: 'DVD',
          credits: 1,
          status: 'returned',
        })
        .execute();
      await t.db
        .insertInto('physicalMedia')
        .values({ ownerId: alice.id, title: 'Heat', format: 'DVD', condition: 'Good', visibility: 'private' })
        .execute();
      const checked = await me.flair.check();
      expect(checked.newlyAwarded.map((a) => a.flair.code).sort()).toEqual([
        'coming_attractions',
        'first_disc',
        'first_loan',
        'profile_complete',
        'top_three',
      ]);

      const egg = await me.flair.foundEasterEgg();
      expect(egg).toMatchObject({
        firstTime: true,
        newlyAwarded: [{ flair: { code: 'easter_egg', rarity: 'legendary' } }],
      });
      expect(await me.flair.foundEasterEgg()).toMatchObject({ firstTime: false, newlyAwarded: [] });

      expect(await t.caller(bob).flair.list()).toEqual([]);
      // Bob lent the disc: the completed loan is his too, and nothing of Alice's is.
      expect((await t.caller(bob).flair.check()).awards.map((a) => a.flair.code)).toEqual(['first_loan']);
    });
  });
});
