import { perFile } from '@chuck/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { knownTown } from '../../front-counter/places/places.service.ts';
import { haversineKm, type Point } from '../../lib/distance.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { failure } from '../../testing/dvd-club.ts';
import { createTestContext } from '../../testing/index.ts';

// Issue 26 item 3 (docs/product.md §3 'Discs near you'): "Near me", "Within N km" and distances.
const t = perFile(() => createTestContext());

const TOWNS = {
  leeds: { id: 2644688, name: 'Leeds', country: 'United Kingdom', lat: 53.79648, lon: -1.54785 },
  bradford: { id: 2654993, name: 'Bradford', country: 'United Kingdom', lat: 53.79391, lon: -1.75206 },
  york: { id: 2633352, name: 'York', country: 'United Kingdom', lat: 53.95763, lon: -1.08271 },
  london: { id: 2643743, name: 'London', country: 'United Kingdom', lat: 51.50853, lon: -0.12574 },
};
const km = (a: keyof typeof TOWNS, b: keyof typeof TOWNS) => Math.round(haversineKm(TOWNS[a], TOWNS[b]));
const shown = ({ id, name, country }: (typeof TOWNS)[keyof typeof TOWNS]) => ({ id, name, country });

const TAG = `Zznear${Date.now()}`;
let viewer: SessionUser;
let homeless: SessionUser;
const discs: Record<'bradford' | 'york' | 'london' | 'nowhere', number> = {
  bradford: 0,
  york: 0,
  london: 0,
  nowhere: 0,
};

beforeAll(async () => {
  viewer = await t.createMember();
  homeless = await t.createMember();
  await t.caller(viewer).socialProfile.update({ townId: TOWNS.leeds.id });
  for (const where of Object.keys(discs) as (keyof typeof discs)[]) {
    const owner = await t.createMember();
    if (where !== 'nowhere') await t.caller(owner).socialProfile.update({ townId: TOWNS[where].id });
    discs[where] = (
      await t.caller(owner).dvdClub.create({ title: `${TAG} ${where}`, visibility: 'rentable' })
    ).id;
  }
});

const shelf = (who: SessionUser | null, input: Record<string, unknown>) =>
  t.caller(who).shelf.list({ search: TAG, page: 1, limit: 12, ...input } as never);

describe('discs near you', () => {
  it('near=me orders by distance from the member’s town, owners without a town last, rounded to whole km', async () => {
    const page = await shelf(viewer, { near: 'me' });
    expect(page.movies.map((m) => [m.id, m.distanceKm])).toEqual([
      [discs.bradford, km('leeds', 'bradford')],
      [discs.york, km('leeds', 'york')],
      [discs.london, km('leeds', 'london')],
      [discs.nowhere, null],
    ]);
    expect(km('leeds', 'york')).toBe(35);
    expect(page.movies[0]!.ownerTown).toEqual(shown(TOWNS.bradford));
    expect(page.movies[3]!.ownerTown).toBeNull();
  });

  it('withinKm keeps only owners that close, and counts only them', async () => {
    const within25 = await shelf(viewer, { near: 'me', withinKm: 25 });
    expect(within25.movies.map((m) => m.id)).toEqual([discs.bradford]);
    expect(within25.pagination.total).toBe(1);
    const within50 = await shelf(viewer, { near: 'me', withinKm: '50' });
    expect(within50.movies.map((m) => m.id)).toEqual([discs.bradford, discs.york]);
    expect((await shelf(viewer, { near: 'me', withinKm: 100 })).pagination.total).toBe(2);
    // The count comes with the page; a page past the end still counts.
    const pastTheEnd = await shelf(viewer, { near: 'me', withinKm: 50, page: 3, limit: 1 });
    expect(pastTheEnd.movies).toEqual([]);
    expect(pastTheEnd.pagination).toEqual({ total: 2, page: 3, totalPages: 2, limit: 1 });
    expect((await shelf(viewer, { near: 'me', page: 2, limit: 3 })).pagination.total).toBe(4);
  });

  it('without a search (the page compiled once), within N km pages and counts the same', async () => {
    // This file's discs are the only ones on its shelf, so no search is needed to see just them.
    const page = (input: Record<string, unknown>) =>
      t.caller(viewer).shelf.list({ page: 1, limit: 12, ...input } as never);
    const within50 = await page({ near: 'me', withinKm: 50 });
    expect(within50.movies.map((m) => [m.id, m.distanceKm])).toEqual([
      [discs.bradford, km('leeds', 'bradford')],
      [discs.york, km('leeds', 'york')],
    ]);
    expect(within50.pagination.total).toBe(2);
    const second = await page({ near: 'me', withinKm: 50, page: 2, limit: 1 });
    expect(second.movies.map((m) => m.id)).toEqual([discs.york]);
    expect(second.pagination).toEqual({ total: 2, page: 2, totalPages: 2, limit: 1 });
    const pastTheEnd = await page({ near: 'me', withinKm: 25, page: 2, limit: 1 });
    expect(pastTheEnd.movies).toEqual([]);
    expect(pastTheEnd.pagination.total).toBe(1);
    // A visitor's picked town takes the same path.
    const fromYork = await t
      .caller(null)
      .shelf.list({ page: 1, limit: 12, near: TOWNS.york.id, withinKm: 5 });
    expect(fromYork.movies.map((m) => [m.id, m.distanceKm])).toEqual([[discs.york, 0]]);
  });

  it('a visitor measures from a town they picked; without near, a member still sees distances in the usual order', async () => {
    const fromYork = await shelf(null, { near: TOWNS.york.id, withinKm: 50 });
    expect(fromYork.movies.map((m) => [m.id, m.distanceKm])).toEqual([
      [discs.york, 0],
      [discs.bradford, km('york', 'bradford')],
    ]);
    const usual = await shelf(viewer, {});
    expect(usual.movies.map((m) => m.id)).toEqual([discs.nowhere, discs.london, discs.york, discs.bradford]);
    expect(usual.movies.map((m) => m.distanceKm)).toEqual([
      null,
      km('leeds', 'london'),
      35,
      km('leeds', 'bradford'),
    ]);
    // A visitor without a town, or a member without one: towns shown, no distances.
    expect((await shelf(null, {})).movies.map((m) => m.distanceKm)).toEqual([null, null, null, null]);
    expect((await shelf(homeless, {})).movies[1]!.ownerTown).toEqual(shown(TOWNS.london));
  });

  it('never sends a coordinate', async () => {
    const json = JSON.stringify(await shelf(viewer, { near: 'me' }));
    expect(json).not.toMatch(/"lat|"lon|53\.79|-1\.75/);
  });

  it('refuses what it cannot measure with a 400 that says why', async () => {
    expect(await failure(shelf(null, { near: 'me' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Sign in and set your town to see discs near you, or pick a town.',
    });
    expect(await failure(shelf(homeless, { near: 'me' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Set your town in your profile to see discs near you, or pick a town.',
    });
    expect(await failure(shelf(null, { near: 999_999_999 }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'There is no town with id 999999999: pick one from the list.',
    });
    expect(await failure(shelf(viewer, { withinKm: 25 }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Choose near (me, or a town) to filter by distance.',
    });
    expect(await failure(shelf(viewer, { near: 'me', withinKm: 7 }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'withinKm: withinKm must be one of 5, 10, 25, 50, 100',
    });
    expect((await failure(shelf(viewer, { near: 'here' }))).code).toBe('BAD_REQUEST');
  });
});

describe('within N km, the page that reads only the nearest towns', () => {
  // A grid of made-up towns around Wellington, far from this file's other discs: two at one spot (a tie
  // in distance), discs listed three to a second (a tie in time), a suspended owner and an owner with
  // no town (never within), and a private disc. Pages near Wellington must be exactly the slices of
  // every such disc sorted nearest first, then newest, then by id, and every page must count them all.
  const WELLINGTON = 2179537;
  const GRID = `Zzgrid${Date.now()}`;
  const WITHIN = [5, 10, 25, 50, 100] as const;
  let origin: Point;
  /** Every rentable disc of the grid with a town, nearest first as the shelf promises. */
  let sorted: { id: number; km: number }[];
  /** How far the twin towns are. */
  let twinKm: number;

  beforeAll(async () => {
    origin = await knownTown(WELLINGTON);
    const towns = Array.from({ length: 36 }, (_, i) => ({
      id: 990_000_001 + i,
      name: `Grid town ${i}`,
      asciiName: `grid town ${i}`,
      country: 'New Zealand',
      // Spread unevenly, so no two towns but the twins below are the same distance away.
      lat: i === 0 ? origin.lat : origin.lat + ((i * 0.618034) % 1) * 1.2 - 0.6,
      lon: i === 0 ? origin.lon : origin.lon + ((i * 0.754878) % 1) * 2.4 - 1.2,
      population: 1000 + i,
    }));
    towns[5] = { ...towns[5]!, lat: towns[4]!.lat, lon: towns[4]!.lon };
    twinKm = haversineKm(origin, towns[4]!);
    await t.db.insertInto('places').values(towns).execute();
    const owners = towns.flatMap((town, i) => [
      { id: `${GRID}-a${i}`, townId: town.id },
      { id: `${GRID}-b${i}`, townId: town.id },
    ]);
    const suspended = { id: `${GRID}-suspended`, townId: towns[1]!.id };
    const townless = { id: `${GRID}-townless`, townId: null };
    const everyone = [...owners, suspended, townless];
    await t.db
      .insertInto('users')
      .values(everyone.map(({ id }) => ({ id, email: `${id}@example.com`, firstName: 'Grid', lastName: id })))
      .execute();
    await t.db.updateTable('users').set({ suspendedAt: new Date() }).where('id', '=', suspended.id).execute();
    await t.db
      .insertInto('socialProfiles')
      .values(everyone.map(({ id, townId }) => ({ userId: id, townId })))
      .execute();
    const listed = new Date('2026-06-01T12:00:00Z').getTime();
    await t.db
      .insertInto('physicalMedia')
      .values(
        everyone.flatMap(({ id }, o) =>
          [0, 1, 2].map((d) => ({
            ownerId: id,
            title: `${GRID} ${o}.${d}`,
            visibility: d === 2 && o % 7 === 0 ? ('private' as const) : ('rentable' as const),
            listedAt: new Date(listed - ((o * 3 + d) % 5) * 1000),
          })),
        ),
      )
      .execute();
    const discs = await t.db
      .selectFrom('physicalMedia as pm')
      .innerJoin('socialProfiles as sp', 'sp.userId', 'pm.ownerId')
      .innerJoin('places as p', 'p.id', 'sp.townId')
      .select(['pm.id', 'pm.listedAt', 'p.lat', 'p.lon'])
      .where('pm.title', 'like', `${GRID} %`)
      .where('pm.visibility', '=', 'rentable')
      .where('pm.ownerId', '!=', suspended.id)
      .execute();
    sorted = discs
      .map((disc) => ({ ...disc, km: haversineKm(origin, disc) }))
      .sort((a, b) => a.km - b.km || b.listedAt.getTime() - a.listedAt.getTime() || b.id - a.id)
      .map(({ id, km }) => ({ id, km }));
  });

  it('has data that tells plans apart: ties in distance and time, towns on both sides of each limit', () => {
    const km = sorted.map((disc) => disc.km);
    // No town so close to a limit that rounding in SQL or here could put it on the other side.
    expect(km.every((d) => WITHIN.every((limit) => Math.abs(d - limit) > 0.001))).toBe(true);
    for (const limit of WITHIN.slice(1)) expect(km.filter((d) => d <= limit).length).toBeGreaterThan(4);
    expect(km.some((d) => d > 100)).toBe(true);
    expect(twinKm).toBeLessThan(100);
  });

  for (const search of [undefined, GRID]) {
    it(`pages and counts as the full sort does, ${search ? 'with a search' : 'without a search (the compiled page)'}`, async () => {
      for (const withinKm of WITHIN) {
        const expected = sorted.filter((disc) => disc.km <= withinKm);
        for (const limit of [5, 12]) {
          const seen: { id: number; distanceKm: number | null }[] = [];
          const pages = Math.max(1, Math.ceil(expected.length / limit));
          // Every page, and the one past the end (empty, still counted).
          for (let page = 1; page <= pages + 1; page++) {
            const answer = await t
              .caller(null)
              .shelf.list({ page, limit, near: WELLINGTON, withinKm, ...(search && { search }) });
            expect(answer.pagination).toEqual({ total: expected.length, page, totalPages: pages, limit });
            seen.push(...answer.movies.map(({ id, distanceKm }) => ({ id, distanceKm })));
          }
          expect(seen).toEqual(expected.map(({ id, km }) => ({ id, distanceKm: Math.round(km) })));
        }
      }
    });
  }
});
