import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { SessionUser } from '../../support/identity/identity.ts';
import { failure, formatCounts, seedShelf } from '../../testing/dvd-club.ts';
import { createTestContext } from '../../testing/index.ts';
import type { ZCreateItemInput } from './dvd-club.schema.ts';

const t = perFile(() => createTestContext());

type NewDisc = Partial<z.input<typeof ZCreateItemInput>>;
const add = (user: SessionUser, disc: NewDisc = {}) =>
  t.caller(user).dvdClub.create({ title: 'Alien', ...disc });

describe('collection', () => {
  it('adds a disc with the product defaults and lists it under both paths, newest first', async () => {
    const me = await t.createMember({ firstName: 'Ada', lastName: 'Lovelace' });
    const first = await add(me, {
      title: '  Alien  ',
      year: 1979,
      director: 'Ridley Scott',
      genre: 'Horror',
    });
    expect(first).toMatchObject({
      title: 'Alien',
      year: 1979,
      director: 'Ridley Scott',
      genre: 'Horror',
      runtimeMinutes: null,
      format: 'DVD',
      condition: 'Good',
      visibility: 'private',
      notes: null,
      ownerId: me.id,
      ownerName: 'Ada L.',
      movieId: null,
      posterUrl: null,
      onLoan: false,
    });
    const second = await t.caller(me).dvdClub.create({
      title: 'Heat',
      year: '1995',
      runtimeMinutes: '170',
      director: '',
      format: 'Blu-ray',
      condition: 'Mint',
      visibility: 'rentable',
      notes: 'Two-disc edition',
      movieId: 949,
      posterUrl: 'https://image.tmdb.org/t/p/w500/heat.jpg',
    });
    expect(second).toMatchObject({ year: 1995, runtimeMinutes: 170, director: null, movieId: 949 });
    // GET and POST /physical-media are REST aliases of these two (the contract suite covers them).
    expect((await t.caller(me).dvdClub.list()).map((d) => d.title)).toEqual(['Heat', 'Alien']);
  });

  it('refuses bad input with a human message and stores nothing', async () => {
    const me = await t.createMember();
    const bad: [NewDisc, RegExp][] = [
      [{ title: '   ' }, /^title: Title is required$/],
      [{ title: 'x'.repeat(201) }, /Title must be at most 200 characters/],
      [{ format: 'Laserdisc' as never }, /format: Format must be one of DVD, Blu-ray, 4K UHD or VHS/],
      [{ condition: 'Scratched' as never }, /Condition must be one of Mint/],
      [{ visibility: 'friends' as never }, /Visibility must be private, public or rentable/],
      [{ notes: 'n'.repeat(1001) }, /Notes must be at most 1000 characters/],
      [{ year: 'nineteen' }, /Year must be a number/],
      [{ posterUrl: 'javascript:alert(1)' }, /Poster URL must be an http\(s\) address/],
    ];
    for (const [disc, message] of bad) {
      expect(await failure(add(me, disc))).toEqual({
        code: 'BAD_REQUEST',
        message: expect.stringMatching(message),
      });
    }
    expect(await t.caller(me).dvdClub.list()).toEqual([]);
    await expect(t.caller(null).dvdClub.create({ title: 'Alien' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(t.caller(null).dvdClub.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("edits format, condition, visibility and notes of one's own disc only", async () => {
    const me = await t.createMember();
    const other = await t.createMember();
    const disc = await add(me, { notes: 'Shrink-wrapped' });
    const edited = await t.caller(me).dvdClub.update({
      id: disc.id,
      format: '4K UHD',
      condition: 'Excellent',
      visibility: 'public',
      notes: '',
    });
    expect(edited).toMatchObject({
      format: '4K UHD',
      condition: 'Excellent',
      visibility: 'public',
      notes: null,
    });
    await expect(t.caller(me).dvdClub.update({ id: disc.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Nothing to update: send format, condition, visibility or notes.',
    });
    await expect(t.caller(other).dvdClub.update({ id: disc.id, notes: 'mine now' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(t.caller(other).dvdClub.delete({ id: disc.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await t.caller(me).dvdClub.delete({ id: disc.id })).toEqual({ id: disc.id, deleted: true });
    await expect(t.caller(me).dvdClub.get({ id: disc.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(t.caller(me).dvdClub.delete({ id: disc.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps a private disc to its owner on every read', async () => {
    const owner = await t.createMember({ firstName: 'Private', lastName: 'Owner' });
    const other = await t.createMember();
    const secret = await add(owner, { title: 'Zyxwv Secret Tape', visibility: 'private' });
    const shown = await add(owner, { title: 'Zyxwv Shown Tape', visibility: 'public' });
    expect((await t.caller(owner).dvdClub.get({ id: secret.id })).title).toBe('Zyxwv Secret Tape');
    // Visitors see the collection page only of a public profile (docs/product.md §3).
    await t.caller(owner).socialProfile.save({ visibility: 'public' });
    for (const viewer of [other, null]) {
      await expect(t.caller(viewer).dvdClub.get({ id: secret.id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Movie not found in the collection',
      });
      expect((await t.caller(viewer).dvdClub.get({ id: shown.id })).title).toBe('Zyxwv Shown Tape');
      const collection = await t.caller(viewer).userCollection.get({ userId: owner.id });
      expect(collection.movies.map((m) => m.id)).toEqual([shown.id]);
      const shelf = await t.caller(viewer).shelf.list({ search: 'zyxwv' });
      expect(shelf.movies).toEqual([]);
    }
    // A rental request can't reach it either.
    await expect(
      t.caller(other).loans.request({ mediaId: secret.id, ownerId: owner.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('summarises the collection for the profile card', async () => {
    const me = await t.createMember();
    await add(me, { format: 'DVD', visibility: 'rentable' });
    await add(me, { format: 'DVD', visibility: 'rentable' });
    await add(me, { format: '4K UHD', visibility: 'rentable' });
    await add(me, { format: 'Blu-ray', visibility: 'public' });
    await add(me, { format: 'VHS', visibility: 'private' });
    const summary = await t.caller(me).dvdClub.summary();
    expect(summary).toEqual({
      credits: 3,
      totalMovies: 5,
      availableForRent: { count: 3, formats: formatCounts({ DVD: 2, '4K UHD': 1 }) },
      publicCollection: { count: 1, formats: formatCounts({ 'Blu-ray': 1 }) },
      privateCount: 1,
      lentOut: 0,
      borrowed: 0,
    });
    await expect(t.caller(null).dvdClub.summary()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('user collection', () => {
  it('shows public and rentable discs (rentable first) with the public name, never the email', async () => {
    const owner = await t.createMember({ firstName: null, lastName: null, email: 'reel.fan@example.com' });
    const member = await t.createMember();
    const pub = await add(owner, { title: 'Public One', visibility: 'public' });
    const rent = await add(owner, { title: 'Rentable One', visibility: 'rentable' });
    await add(owner, { title: 'Private One' });
    const collection = await t.caller(member).userCollection.get({ userId: owner.id });
    expect(collection.user).toEqual({
      id: owner.id,
      profileImageUrl: null,
      displayName: `Member ${owner.id.slice(0, 6)}`,
    });
    expect(collection.movies.map((m) => m.id)).toEqual([rent.id, pub.id]);
    expect(collection.totalMovies).toBe(2);
    expect(JSON.stringify(collection)).not.toContain('@example.com');

    const named = await t.createMember({ firstName: 'Ana', lastName: 'Pereira' });
    await t.caller(named).socialProfile.save({ displayName: 'Reel Ana' });
    const namedPage = await t.caller(member).userCollection.get({ userId: named.id });
    expect(namedPage.user.displayName).toBe('Reel Ana');
    expect(JSON.stringify(namedPage)).not.toContain('Pereira');
    expect((await t.caller(member).userCollection.get({ userId: named.id })).movies).toEqual([]);
    await expect(t.caller(member).userCollection.get({ userId: 'no-such-member' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Collection not found',
    });
  });

  it('follows the member’s visibility: a hidden collection is the 404 of an unknown one; the shelf keeps the discs', async () => {
    const owner = await t.createMember({ firstName: 'Vera', lastName: 'Vis' });
    const member = await t.createMember();
    const rent = await add(owner, { title: 'Qqvisible Rentable', visibility: 'rentable' });
    const hidden = { code: 'NOT_FOUND', message: 'Collection not found' };
    // docs/product.md §3: 'members' by default, so a visitor is not shown it.
    await expect(t.caller(null).userCollection.get({ userId: owner.id })).rejects.toMatchObject(hidden);
    expect((await t.caller(member).userCollection.get({ userId: owner.id })).totalMovies).toBe(1);
    await t.caller(owner).socialProfile.save({ visibility: 'public' });
    expect((await t.caller(null).userCollection.get({ userId: owner.id })).totalMovies).toBe(1);
    await t.caller(owner).socialProfile.save({ visibility: 'connections' });
    await expect(t.caller(member).userCollection.get({ userId: owner.id })).rejects.toMatchObject(hidden);
    expect((await t.caller(owner).userCollection.get({ userId: owner.id })).totalMovies).toBe(1);
    expect((await t.caller(null).shelf.list({ search: 'qqvisible' })).movies.map((m) => m.id)).toEqual([
      rent.id,
    ]);
  });
});

describe('shelf', () => {
  it('lists rentable discs of all members, newest first, marking my own; open to visitors', async () => {
    const owner = await t.createMember({ firstName: 'Shelf', lastName: 'Owner' });
    const me = await t.createMember();
    const older = await add(owner, {
      title: 'Qqshelf Older',
      visibility: 'rentable',
      format: 'VHS',
      notes: 'Tracking ok',
    });
    const mine = await add(me, { title: 'Qqshelf Mine', visibility: 'rentable' });
    await add(owner, { title: 'Qqshelf Public', visibility: 'public' });
    const page = await t.caller(me).shelf.list({ search: 'qqshelf' });
    expect(page.pagination).toEqual({ total: 2, page: 1, totalPages: 1, limit: 12 });
    expect(page.movies.map((m) => [m.id, m.isOwn])).toEqual([
      [mine.id, true],
      [older.id, false],
    ]);
    expect(page.movies[1]).toEqual({
      id: older.id,
      ownerId: owner.id,
      ownerName: 'Shelf O.',
      title: 'Qqshelf Older',
      year: null,
      director: null,
      runtimeMinutes: null,
      genre: null,
      format: 'VHS',
      condition: 'Good',
      notes: 'Tracking ok',
      movieId: null,
      posterUrl: null,
      onLoan: false,
      keptForOther: false,
      isOwn: false,
      ownerTrust: { loans: 0, onTimeShare: null },
      ownerTown: null,
      distanceKm: null,
    });
    const anonymous = await t.caller(null).shelf.list({ search: 'qqshelf' });
    expect(anonymous.movies.every((m) => !m.isOwn)).toBe(true);
    // A disc that goes back on the shelf is listed as new.
    await t.caller(owner).dvdClub.update({ id: older.id, visibility: 'public' });
    await t.caller(owner).dvdClub.update({ id: older.id, visibility: 'rentable' });
    expect((await t.caller(null).shelf.list({ search: 'qqshelf' })).movies[0]!.id).toBe(older.id);
  });

  it('searches title, director and genre, any case, every word, with wildcards taken literally', async () => {
    const owner = await t.createMember();
    await add(owner, {
      title: 'Wwsearch Alien',
      director: 'Ridley Scott',
      genre: 'Horror',
      visibility: 'rentable',
    });
    await add(owner, {
      title: 'Wwsearch Heat',
      director: 'Michael Mann',
      genre: 'Crime',
      visibility: 'rentable',
    });
    await add(owner, { title: 'Wwsearch 100% Pure_Fun', genre: 'Comedy', visibility: 'rentable' });
    const titles = async (search: string) =>
      (await t.caller(null).shelf.list({ search })).movies.map((m) => m.title).sort();
    expect(await titles('wwsearch ALIEN')).toEqual(['Wwsearch Alien']);
    expect(await titles('wwsearch ridley')).toEqual(['Wwsearch Alien']);
    expect(await titles('wwsearch crime')).toEqual(['Wwsearch Heat']);
    expect(await titles('wwsearch %')).toEqual(['Wwsearch 100% Pure_Fun']);
    expect(await titles('wwsearch e_f')).toEqual(['Wwsearch 100% Pure_Fun']);
    expect(await titles('wwsearch _')).toEqual(['Wwsearch 100% Pure_Fun']);
    expect(await titles('wwsearch nothing-like-it')).toEqual([]);
    // Words don't match across fields.
    expect(await titles('wwsearch alien ridley')).toEqual(['Wwsearch Alien']);
    expect(await titles('alienridley')).toEqual([]);
  });

  it("filters by format and condition, with 'Any' meaning no filter; refuses unknown values", async () => {
    const owner = await t.createMember();
    await add(owner, { title: 'Fffilter A', format: 'DVD', condition: 'Mint', visibility: 'rentable' });
    await add(owner, { title: 'Fffilter B', format: 'DVD', condition: 'Poor', visibility: 'rentable' });
    await add(owner, { title: 'Fffilter C', format: 'VHS', condition: 'Mint', visibility: 'rentable' });
    const titles = async (filters: Record<string, string>) =>
      (await t.caller(null).shelf.list({ search: 'fffilter', ...filters })).movies.map((m) => m.title).sort();
    expect(await titles({ format: 'DVD' })).toEqual(['Fffilter A', 'Fffilter B']);
    expect(await titles({ condition: 'Mint' })).toEqual(['Fffilter A', 'Fffilter C']);
    expect(await titles({ format: 'DVD', condition: 'Mint' })).toEqual(['Fffilter A']);
    expect(await titles({ format: 'Any', condition: 'any' })).toHaveLength(3);
    expect(await titles({ format: '', condition: '' })).toHaveLength(3);
    await expect(titles({ format: 'Betamax' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('pages 12 at a time, clamps the limit to 50, and answers past the end with an empty page', async () => {
    const owner = await t.createMember();
    for (let i = 0; i < 55; i += 1) {
      await add(owner, { title: `Pppage ${String(i).padStart(2, '0')}`, visibility: 'rentable' });
    }
    const list = (input: Record<string, unknown>) =>
      t.caller(null).shelf.list({ search: 'pppage', ...input });
    const first = await list({});
    expect(first.movies).toHaveLength(12);
    expect(first.pagination).toEqual({ total: 55, page: 1, totalPages: 5, limit: 12 });
    expect(first.movies[0]!.title).toBe('Pppage 54');
    const last = await list({ page: '5' });
    expect(last.movies.map((m) => m.title)).toEqual([
      'Pppage 06',
      'Pppage 05',
      'Pppage 04',
      'Pppage 03',
      'Pppage 02',
      'Pppage 01',
      'Pppage 00',
    ]);
    const clamped = await list({ limit: '500' });
    expect(clamped.movies).toHaveLength(50);
    expect(clamped.pagination).toEqual({ total: 55, page: 1, totalPages: 2, limit: 50 });
    expect((await list({ page: 99 })).movies).toEqual([]);
    expect(await failure(list({ page: 0 }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'page: Page must be 1 or more',
    });
    await expect(list({ limit: 'lots' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const empty = await list({ search: 'nothing matches this at all' });
    expect(empty.pagination).toEqual({ total: 0, page: 1, totalPages: 1, limit: 12 });
  });
});

describe("'On the shelf' availability", () => {
  it('counts other members with a film rentable and offers a copy that is not lent out', async () => {
    const a = await t.createMember({ firstName: 'Avail', lastName: 'A' });
    const b = await t.createMember({ firstName: 'Avail', lastName: 'B' });
    const me = await t.createMember();
    const aCopy = await add(a, {
      title: 'The Thing',
      movieId: 777001,
      visibility: 'rentable',
      format: 'Blu-ray',
    });
    await add(b, { title: 'The Thing', movieId: 777001, visibility: 'rentable' });
    await add(b, { title: 'The Thing', movieId: 777001, visibility: 'private' });
    await add(me, { title: 'The Thing', movieId: 777001, visibility: 'rentable' });
    await add(a, { title: 'Xxunique Title Only', visibility: 'rentable' });

    const result = await t
      .caller(me)
      .shelf.availability({ movieIds: '777001,777002', titles: 'xxUNIQUE title only' });
    expect(result.movies).toEqual([
      {
        movieId: 777001,
        title: null,
        owners: 2,
        copies: 2,
        onShelf: 2,
        youHaveIt: false,
        firstAvailable: {
          id: expect.any(Number),
          ownerId: expect.any(String),
          ownerName: expect.stringMatching(/^Avail /),
          format: expect.any(String),
          condition: 'Good',
        },
        toHold: null,
      },
      {
        movieId: 777002,
        title: null,
        owners: 0,
        copies: 0,
        onShelf: 0,
        youHaveIt: false,
        firstAvailable: null,
        toHold: null,
      },
      {
        movieId: null,
        title: 'xxUNIQUE title only',
        owners: 1,
        copies: 1,
        onShelf: 1,
        youHaveIt: false,
        firstAvailable: expect.objectContaining({ ownerId: a.id, ownerName: 'Avail A.' }),
        toHold: null,
      },
    ]);
    // Visitors see the member's own copy too.
    expect(
      (await t.caller(null).shelf.availability({ movieIds: [777001], titles: [] })).movies[0]!.owners,
    ).toBe(3);
    // A lent copy still counts but is not offered.
    await t.db
      .insertInto('loans')
      .values({
        mediaId: aCopy.id,
        ownerId: a.id,
        borrowerId: b.id,
        title: 'The Thing',
        format: 'Blu-ray',
        credits: 1,
        status: 'handed_over',
      })
      .execute();
    const lent = await t.caller(me).shelf.availability({ movieIds: [777001], titles: [] });
    expect(lent.movies[0]).toMatchObject({
      owners: 2,
      copies: 2,
      onShelf: 1,
      firstAvailable: { ownerId: b.id },
    });
    // The borrower holding a copy is told so ('You have this disc').
    const inHand = await t.caller(b).shelf.availability({ movieIds: [777001], titles: [] });
    expect(inHand.movies[0]).toMatchObject({
      youHaveIt: true,
      onShelf: 1,
      firstAvailable: { ownerId: me.id },
      toHold: null,
    });
    const onShelf = await t.caller(me).shelf.list({ search: 'the thing' });
    expect(onShelf.movies.find((m) => m.id === aCopy.id)?.onLoan).toBe(true);
    expect(
      await failure(
        t
          .caller(null)
          .shelf.availability({ movieIds: Array.from({ length: 51 }, (_, i) => i + 1), titles: [] }),
      ),
    ).toEqual({ code: 'BAD_REQUEST', message: 'movieIds: At most 50 movie ids at a time' });
  });
});

describe('seedShelf', () => {
  it('fills the shelf with rentable discs, some lent out', async () => {
    await seedShelf(t.db, 500, { owners: 10, lentEvery: 10 });
    const page = await t.caller(null).shelf.list({ search: 'kurosawa' });
    expect(page.pagination.total).toBeGreaterThan(30);
    const all = await t.caller(null).shelf.list({ format: 'VHS', limit: 50 });
    expect(all.movies.every((m) => m.format === 'VHS')).toBe(true);
    const lent = await t.db
      .selectFrom('loans')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ownerId', 'like', 'seed-owner-%')
      .executeTakeFirstOrThrow();
    expect(Number(lent.n)).toBeGreaterThan(0);
  });
});
