import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { failure } from '../../testing/dvd-club.ts';
import { createTestContext } from '../../testing/index.ts';

// Issue 26 item 3 (docs/product.md §3 'Discs near you'): the town type-ahead and a member's town.
const t = perFile(() => createTestContext());

const LEEDS = { id: 2644688, name: 'Leeds', country: 'United Kingdom' };

describe('GET /places: the town type-ahead', () => {
  it('matches the start of the name, ignoring case and accents, the largest towns first', async () => {
    const leeds = await t.caller(null).places.search({ q: 'LEEDS' });
    expect(leeds[0]).toEqual(LEEDS);
    expect(leeds).toContainEqual({ id: 4072130, name: 'Leeds', country: 'United States' });
    const york = await t.caller(null).places.search({ q: 'york' });
    expect(york.slice(0, 2).map((town) => town.country)).toEqual(['United Kingdom', 'United States']);
    expect(york.every((town) => town.name.toLowerCase().startsWith('york'))).toBe(true);
    expect((await t.caller(null).places.search({ q: 'zurich' }))[0]).toMatchObject({ name: 'Zürich' });
    expect(await t.caller(null).places.search({ q: 'xqzzv' })).toEqual([]);
  });

  it('answers at most 10, largest first, and never a coordinate', async () => {
    const towns = await t.caller(null).places.search({ q: 'a' });
    expect(towns).toHaveLength(10);
    expect(Object.keys(towns[0]!).sort()).toEqual(['country', 'id', 'name']);
  });

  it('refuses a blank or overlong search with a 400', async () => {
    expect(await failure(t.caller(null).places.search({ q: '  ' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'q: Type the start of a town’s name',
    });
    expect((await failure(t.caller(null).places.search({ q: 'x'.repeat(101) }))).code).toBe('BAD_REQUEST');
  });
});

describe('a member’s town', () => {
  it('is saved by id, shown by name on the profile and member page, cleared by null', async () => {
    const member = await t.createMember();
    const saved = await t.caller(member).socialProfile.update({ townId: LEEDS.id });
    expect(saved.town).toEqual(LEEDS);
    await t.caller(member).socialProfile.update({ visibility: 'public' });
    expect((await t.caller(null).members.get({ id: member.id })).town).toEqual(LEEDS);
    // Only the town: the profile row holds its id and nothing finer.
    const row = await t.db
      .selectFrom('socialProfiles')
      .selectAll()
      .where('userId', '=', member.id)
      .executeTakeFirst();
    expect(row?.townId).toBe(LEEDS.id);
    expect((await t.caller(member).socialProfile.update({ townId: null })).town).toBeNull();
    expect((await t.caller(null).members.get({ id: member.id })).town).toBeNull();
  });

  it('refuses an unknown town with a 400 and changes nothing', async () => {
    const member = await t.createMember();
    await t.caller(member).socialProfile.update({ townId: LEEDS.id, bio: 'Before' });
    expect(
      await failure(t.caller(member).socialProfile.update({ townId: 999_999_999, bio: 'After' })),
    ).toEqual({
      code: 'BAD_REQUEST',
      message: 'There is no town with id 999999999: pick one from the list.',
    });
    expect(await t.caller(member).socialProfile.get()).toMatchObject({ town: LEEDS, bio: 'Before' });
    expect((await failure(t.caller(member).socialProfile.update({ townId: 'Leeds' as never }))).code).toBe(
      'BAD_REQUEST',
    );
  });
});
