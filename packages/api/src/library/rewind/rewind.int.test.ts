import { perFile } from '@chuck/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../support/identity/identity.ts';
import { createTestContext, insertTestFilms } from '../../testing/index.ts';

// Ids far above the embedded catalog's, so these films are the only ones with these titles.
const FILMS = [
  { id: 1_900_200_001, title: 'Rewind Quux', year: 1986, runtime: 90, director: 'Di Quux', genreIds: [27] },
  {
    id: 1_900_200_002,
    title: 'Rewind Quux Two',
    year: 1999,
    runtime: 60,
    director: 'Ed Quux',
    genreIds: [35],
  },
];

describe('Year in Rewind stays true to the diary (docs/product.md §4)', () => {
  const t = perFile(() => createTestContext());
  let member: SessionUser;
  beforeAll(async () => {
    await insertTestFilms(t.db, FILMS);
    member = await t.createMember();
  });

  it('answers the year again after each kind of diary change, asked the same year in between', async () => {
    const me = t.caller(member);
    const year = async () => {
      const r = await me.rewind.get({ year: 2023 });
      return {
        entries: r.entries,
        films: r.films,
        hours: r.hours,
        best: r.highestRated.map((f) => [f.title, f.rating]),
        rewatched: r.mostRewatched.map((f) => [f.title, f.watches]),
        march: r.perMonth[2],
      };
    };
    const first = await me.diary.create({
      movieId: FILMS[0]!.id,
      title: 'x',
      watchedOn: '2023-03-01',
      rating: 3,
    });
    expect(await year()).toEqual({
      entries: 1,
      films: 1,
      hours: 1.5,
      best: [['Rewind Quux', 3]],
      rewatched: [],
      march: { month: 3, entries: 1, films: 1 },
    });
    // Asked again unchanged: the same answer.
    expect((await year()).entries).toBe(1);

    // Added: a rewatch of the same film and a typed title (twice, in two spellings).
    await me.diary.create({ movieId: FILMS[0]!.id, title: 'x', watchedOn: '2023-03-20', rewatch: true });
    await me.diary.create({ title: 'Home Movie', year: 2001, watchedOn: '2023-03-21', rating: 4.5 });
    const typed = await me.diary.create({ title: 'home movie', year: 2001, watchedOn: '2023-05-02' });
    expect(await year()).toEqual({
      entries: 4,
      films: 2,
      hours: 3,
      best: [
        ['Home Movie', 4.5],
        ['Rewind Quux', 3],
      ],
      rewatched: [
        ['Home Movie', 2],
        ['Rewind Quux', 2],
      ],
      march: { month: 3, entries: 3, films: 2 },
    });

    // Edited: a rating raised, within the same second.
    await me.diary.update({ id: first.entry.id, rating: 5 });
    expect((await year()).best).toEqual([
      ['Rewind Quux', 5],
      ['Home Movie', 4.5],
    ]);

    // Moved out of the year, and removed.
    await me.diary.update({ id: first.entry.id, watchedOn: '2022-12-31' });
    await me.diary.delete({ id: typed.entry.id });
    expect(await year()).toEqual({
      entries: 2,
      films: 2,
      hours: 1.5,
      best: [['Home Movie', 4.5]],
      rewatched: [],
      march: { month: 3, entries: 2, films: 2 },
    });
    expect((await me.rewind.get({ year: 2022 })).entries).toBe(1);

    // Another film takes a removed entry's place: the same count, a different year.
    await me.diary.create({ movieId: FILMS[1]!.id, title: 'x', watchedOn: '2023-05-03', rating: 1 });
    expect(await year()).toMatchObject({ entries: 3, films: 3, hours: 2.5 });
  });
});
