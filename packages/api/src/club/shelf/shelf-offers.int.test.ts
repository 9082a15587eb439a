import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { failure } from '../../testing/dvd-club.ts';
import { createTestContext } from '../../testing/index.ts';

// Issue 26 item 7 (docs/product.md §3 'Member block', 'Hold'): the shelf offers only what can happen.
const t = perFile(() => createTestContext());

describe('the shelf offers only what can happen', () => {
  it("a blocked pair's discs are absent from each other's shelf, search and film cards; a request answers as for a disc not available", async () => {
    const [owner, blocked, bystander] = [
      await t.createMember(),
      await t.createMember(),
      await t.createMember(),
    ];
    const title = `Zzoffers Thief ${Date.now()}`;
    const disc = await t.caller(owner).dvdClub.create({ title, visibility: 'rentable', movieId: 4242 });
    const shelved = await t.caller(owner).dvdClub.create({ title: `${title} shelved`, visibility: 'public' });
    await t.caller(owner).blocks.add({ memberId: blocked.id });

    const search = { search: title, page: 1, limit: 12 };
    expect((await t.caller(blocked).shelf.list(search)).movies).toEqual([]);
    expect((await t.caller(blocked).shelf.list(search)).pagination.total).toBe(0);
    expect((await t.caller(bystander).shelf.list(search)).movies.map((m) => m.id)).toEqual([disc.id]);
    expect((await t.caller(null).shelf.list(search)).movies.map((m) => m.id)).toEqual([disc.id]);
    const unfiltered = await t.caller(blocked).shelf.list({ page: 1, limit: 100 });
    expect(unfiltered.movies.some((m) => m.ownerId === owner.id)).toBe(false);
    // The blocker does not see the blocked member's discs either.
    const theirs = await t
      .caller(blocked)
      .dvdClub.create({ title: `${title} theirs`, visibility: 'rentable' });
    expect(
      (await t.caller(owner).shelf.list({ search: `${title} theirs`, page: 1, limit: 12 })).movies,
    ).toEqual([]);

    const card = { movieIds: [4242], titles: [] };
    expect((await t.caller(blocked).shelf.availability(card)).movies[0]).toMatchObject({ copies: 0 });
    expect((await t.caller(bystander).shelf.availability(card)).movies[0]).toMatchObject({ copies: 1 });

    const notAvailable = await failure(
      t.caller(bystander).loans.request({ mediaId: shelved.id, ownerId: owner.id }),
    );
    expect(notAvailable).toEqual({ code: 'CONFLICT', message: 'This movie is not available for rental.' });
    expect(await failure(t.caller(blocked).loans.request({ mediaId: disc.id, ownerId: owner.id }))).toEqual(
      notAvailable,
    );
    expect(await failure(t.caller(owner).loans.request({ mediaId: theirs.id, ownerId: blocked.id }))).toEqual(
      notAvailable,
    );
    expect(await failure(t.caller(blocked).holds.place({ mediaId: disc.id }))).toEqual(notAvailable);
    expect(
      await t.db.selectFrom('loans').select('id').where('mediaId', 'in', [disc.id, theirs.id]).execute(),
    ).toEqual([]);
  });

  it("marks a disc kept for the first in line's turn for everyone else, not for them", async () => {
    const [owner, first, other] = [await t.createMember(), await t.createMember(), await t.createMember()];
    const title = `Zzoffers Kept ${Date.now()}`;
    const disc = await t.caller(owner).dvdClub.create({ title, visibility: 'rentable' });
    const search = { search: title, page: 1, limit: 12 };
    expect((await t.caller(other).shelf.list(search)).movies[0]).toMatchObject({ keptForOther: false });
    await t.db
      .insertInto('holds')
      .values({ mediaId: disc.id, userId: first.id, readyUntil: new Date(Date.now() + 3_600_000) })
      .execute();
    expect((await t.caller(other).shelf.list(search)).movies[0]).toMatchObject({
      keptForOther: true,
      onLoan: false,
    });
    expect((await t.caller(null).shelf.list(search)).movies[0]).toMatchObject({ keptForOther: true });
    expect((await t.caller(first).shelf.list(search)).movies[0]).toMatchObject({ keptForOther: false });
    // Joining the line is what the shelf offers, and it works.
    expect((await t.caller(other).holds.place({ mediaId: disc.id })).position).toBeGreaterThan(0);
  });
});
