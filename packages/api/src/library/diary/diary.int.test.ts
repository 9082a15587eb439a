import { perFile } from '@chuck/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../support/identity/identity.ts';
import { createTestContext, insertTestFilms, refusal } from '../../testing/index.ts';

// Ids far above the embedded catalog's, so the films here are the only ones with these titles.
const FILMS = [
  {
    id: 1_900_100_001,
    title: 'Diary Quux',
    year: 1994,
    runtime: 120,
    director: 'Bo Quux, Cy Quux',
    genreIds: [18, 80],
  },
  {
    id: 1_900_100_002,
    title: 'Diary Quux Two',
    year: 2003,
    runtime: 95,
    director: 'Bo Quux',
    genreIds: [18],
  },
  { id: 1_900_100_003, title: 'Diary Quux Three', year: 1977, runtime: null, director: null, genreIds: [] },
];

describe('diary and Year in Rewind', () => {
  const t = perFile(() => createTestContext());
  let alice: SessionUser;
  let bob: SessionUser;
  beforeAll(async () => {
    await insertTestFilms(t.db, FILMS);
    alice = await t.createMember();
    bob = await t.createMember();
  });

  it('logging a watch puts the film on the seen list and off the watchlist; stars set the thumbs', async () => {
    const me = t.caller(alice);
    await me.watchlist.add({ movieId: FILMS[0]!.id, title: FILMS[0]!.title });
    const logged = await me.diary.create({
      movieId: FILMS[0]!.id,
      title: 'ignored',
      watchedOn: '2025-01-05',
      rating: 2,
    });
    expect(logged).toMatchObject({
      entry: {
        movieId: FILMS[0]!.id,
        title: 'Diary Quux',
        year: 1994,
        rating: 2,
        rewatch: false,
        public: false,
      },
      removedFromWatchlist: true,
    });
    expect(await me.watchlist.list()).toEqual([]);
    // The rated watch is the film's one rating (docs/product.md 'Stars and thumbs'): 2 stars, Disliked.
    expect((await me.seen.list()).map((s) => [s.movieId, s.userRating, s.stars, s.ratedOn])).toEqual([
      [FILMS[0]!.id, 'thumbs_down', 2, '2025-01-05'],
    ]);

    // An unrated rewatch keeps the rating; 3 stars is neither liked nor disliked (no thumbs); 3½ and
    // up turns them up.
    await me.diary.create({ movieId: FILMS[0]!.id, title: 'x', watchedOn: '2025-02-05', rewatch: true });
    expect((await me.seen.list())[0]).toMatchObject({ userRating: 'thumbs_down', stars: 2 });
    await me.diary.update({ id: logged.entry.id, rating: 3 });
    expect((await me.seen.list())[0]).toMatchObject({ userRating: null, stars: 3 });
    await me.diary.update({ id: logged.entry.id, rating: 3.5 });
    expect((await me.seen.list())[0]).toMatchObject({ userRating: 'thumbs_up', stars: 3.5 });
    // A thumb never overwrites a star rating; it rates a film with none as 4 or 2 stars.
    await me.seen.mark({ movieId: FILMS[0]!.id, title: 'Diary Quux', userRating: 'thumbs_down' });
    expect((await me.seen.list())[0]).toMatchObject({ userRating: 'thumbs_up', stars: 3.5 });
    await me.seen.mark({ movieId: FILMS[1]!.id, title: FILMS[1]!.title, userRating: 'thumbs_down' });
    expect((await me.seen.list())[0]).toMatchObject({ movieId: FILMS[1]!.id, stars: 2 });
    await me.seen.mark({ movieId: FILMS[1]!.id, title: FILMS[1]!.title, userRating: 'thumbs_up' });
    expect((await me.seen.list())[0]).toMatchObject({ userRating: 'thumbs_up', stars: 4 });
    await me.seen.remove({ movieId: FILMS[1]!.id });
    // Back to 3 stars (what Year in Rewind below counts): neither.
    await me.diary.update({ id: logged.entry.id, rating: 3 });
    expect((await me.seen.list())[0]).toMatchObject({ userRating: null, stars: 3 });

    // A title with no catalog film is kept by its title only.
    const typed = await me.diary.create({
      title: 'Not In Any Catalog Quux',
      year: 1990,
      watchedOn: '2025-03-01',
    });
    expect(typed.entry).toMatchObject({ movieId: null, title: 'Not In Any Catalog Quux', year: 1990 });
    expect(await me.seen.list()).toHaveLength(1);
  });

  it('another member can neither change nor delete an entry (404 like an unknown id)', async () => {
    const { entries } = await t.caller(alice).diary.list({});
    const id = entries[0]!.id;
    expect(await refusal(t.caller(bob).diary.update({ id, review: 'pwned' }))).toBe('Diary entry not found');
    expect(await refusal(t.caller(bob).diary.delete({ id }))).toBe('Diary entry not found');
    expect((await t.caller(alice).diary.list({})).entries[0]).toEqual(entries[0]);
  });

  it('Year in Rewind counts the year from the diary', async () => {
    const me = t.caller(alice);
    await me.diary.create({
      movieId: FILMS[1]!.id,
      title: 'x',
      watchedOn: '2025-02-10',
      rating: 5,
      review: 'Yes.',
    });
    await me.diary.create({ movieId: FILMS[2]!.id, title: 'x', watchedOn: '2025-12-31', rating: 4 });
    await me.diary.create({ movieId: FILMS[2]!.id, title: 'x', watchedOn: '2024-12-31', rating: 1 });
    const rewind = await me.rewind.get({ year: 2025 });
    expect(rewind).toMatchObject({
      year: 2025,
      entries: 5,
      films: 4,
      // 120 + 120 + 95 minutes; the catalog has no runtime for the third film or the typed title.
      hours: 5.6,
      entriesWithoutRuntime: 2,
      firstWatches: 4,
      rewatches: 1,
      averageRating: 4,
      topGenres: [
        { name: 'Drama', entries: 3 },
        { name: 'Crime', entries: 2 },
      ],
      topDirectors: [
        { name: 'Bo Quux', entries: 3 },
        { name: 'Cy Quux', entries: 2 },
      ],
      topDecades: [
        { decade: 1990, entries: 3 },
        { decade: 2000, entries: 1 },
        { decade: 1970, entries: 1 },
      ],
      highestRated: [
        { movieId: FILMS[1]!.id, rating: 5 },
        { movieId: FILMS[2]!.id, rating: 4 },
        { movieId: FILMS[0]!.id, rating: 3 },
      ],
      mostRewatched: [{ movieId: FILMS[0]!.id, title: 'Diary Quux', watches: 2 }],
      discsLent: 0,
      creditsSpent: 0,
      newConnections: 0,
    });
    expect(rewind.perMonth.map((m) => m.entries)).toEqual([1, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect((await t.caller(bob).rewind.get({ year: 2025 })).entries).toBe(0);
  });
});
