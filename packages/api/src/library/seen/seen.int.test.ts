import { perFile } from '@chuck/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../support/identity/identity.ts';
import { connectMembers, createTestContext, insertTestFilms } from '../../testing/index.ts';

// Ids far above the embedded catalog's, so the films here are the only ones with these titles.
const FILMS = Array.from({ length: 5 }, (_, i) => ({
  id: 1_900_200_001 + i,
  title: `Middling Quux ${i + 1}`,
  year: 1990 + i,
  runtime: 100,
  director: null,
  genreIds: [18],
}));

// docs/product.md §4 'Stars and thumbs' (issue 29): the thumbs every reader reads follow the stars.
describe('a seen film’s thumbs, derived from its stars', () => {
  const t = perFile(() => createTestContext());
  let alice: SessionUser;
  let bob: SessionUser;
  beforeAll(async () => {
    await insertTestFilms(t.db, FILMS);
    [alice, bob] = [await t.createMember(), await t.createMember()];
    for (const member of [alice, bob]) {
      for (const film of FILMS) {
        await t
          .caller(member)
          .seen.mark({ movieId: film.id, title: film.title, year: film.year, userRating: 'thumbs_up' });
      }
    }
    await connectMembers(t, alice, bob);
  });

  const film = FILMS[0]!;
  const ownRating = async () => (await t.caller(alice).seen.list()).find((s) => s.movieId === film.id);
  const storedThumbs = async () =>
    (
      await t.db
        .selectFrom('seenItems')
        .select('userRating')
        .where('userId', '=', alice.id)
        .where('movieId', '=', film.id)
        .executeTakeFirstOrThrow()
    ).userRating;
  const tasteMatch = async () => (await t.caller(bob).members.get({ id: alice.id })).viewer;

  it('3 stars after a like makes the film neither: on the seen list, in the stored thumbs, in the taste match', async () => {
    expect(await ownRating()).toMatchObject({ userRating: 'thumbs_up', stars: 4 });
    // Five films both liked: (5 agreements + 5 neutral halves) / 10.
    expect(await tasteMatch()).toMatchObject({ tasteMatch: 75, sharedFilms: 5 });

    await t
      .caller(alice)
      .diary.create({ movieId: film.id, title: film.title, watchedOn: '2025-03-01', rating: 3 });
    expect(await ownRating()).toMatchObject({ userRating: null, stars: 3, ratedOn: '2025-03-01' });
    expect(await storedThumbs()).toBeNull();
    // Neither against a like agrees by half: (4 + 0.5 + 2.5) / 10. Still five films judged.
    expect(await tasteMatch()).toMatchObject({ tasteMatch: 70, sharedFilms: 5 });

    // A thumb never overwrites stars: the film stays neither.
    const marked = await t
      .caller(alice)
      .seen.mark({ movieId: film.id, title: film.title, userRating: 'thumbs_up' });
    expect(marked.item).toMatchObject({ userRating: null, stars: 3 });

    // 2 stars is disliked, 3½ liked again; 2½ neither.
    const rate = async (rating: number) => {
      const { entries } = await t.caller(alice).diary.list({});
      await t.caller(alice).diary.update({ id: entries[0]!.id, rating });
    };
    await rate(2);
    expect(await storedThumbs()).toBe('thumbs_down');
    expect(await tasteMatch()).toMatchObject({ tasteMatch: 65 });
    await rate(2.5);
    expect(await storedThumbs()).toBeNull();
    await rate(3.5);
    expect(await storedThumbs()).toBe('thumbs_up');
    expect(await tasteMatch()).toMatchObject({ tasteMatch: 75 });
  });

  it('a film seen without a rating is neither, and judges nothing in the taste match', async () => {
    const { entries } = await t.caller(alice).diary.list({});
    for (const entry of entries) await t.caller(alice).diary.delete({ id: entry.id });
    await t.caller(alice).seen.remove({ movieId: film.id });
    await t.caller(alice).diary.create({ movieId: film.id, title: film.title, watchedOn: '2025-04-01' });
    expect(await ownRating()).toMatchObject({ userRating: null, stars: null });
    expect(await tasteMatch()).toMatchObject({ sharedFilms: 4 });
  });
});
