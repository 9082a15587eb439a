import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../support/identity/identity.ts';
import { connectMembers, createTestContext, errorOf } from '../../testing/index.ts';
import { CONNECTION_NOT_FOUND } from '../connections/connections.service.ts';
import { ALREADY_BLOCKED, CANNOT_BLOCK_SELF, MEMBER_NOT_FOUND, NOT_BLOCKED } from './blocks.schema.ts';

// Blocking and 'Remove connection' (docs/product.md §3 'Member block'), through the procedures.
const t = perFile(() => createTestContext());

let counter = 0;
/** A film unique to the call, so tests do not connect each other's members. */
const film = () => {
  counter += 1;
  return { title: `Blockbuster ${counter}`, movieId: 95_000 + counter, year: 2001 };
};
const addDisc = (owner: SessionUser, visibility: 'public' | 'rentable' = 'public', f = film()) =>
  t.caller(owner).dvdClub.create({ format: 'DVD', condition: 'Good', visibility, ...f });
/** Both members own the same film: suggested to each other. */
async function share(a: SessionUser, b: SessionUser) {
  const f = film();
  await addDisc(a, 'public', f);
  await addDisc(b, 'public', f);
}
const connectionWith = async (user: SessionUser, other: SessionUser) =>
  (await t.caller(user).connections.list()).connections.find((c) => c.otherUser.id === other.id);
const suggested = async (user: SessionUser, other: SessionUser) =>
  (await t.caller(user).connections.list()).suggestions.some((s) => s.member.id === other.id);
const send = (from: SessionUser, to: SessionUser, connectionId: number, message = 'Hello there') =>
  t.caller(from).messages.send({ receiverId: to.id, connectionId, message });
const notificationCount = async (user: SessionUser) =>
  Number(
    (
      await t.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('userId', '=', user.id)
        .executeTakeFirstOrThrow()
    ).n,
  );

async function connectedPair() {
  const a = await t.createMember({ firstName: 'Ada', lastName: 'Lovelace' });
  const b = await t.createMember({ firstName: 'Bob', lastName: 'Builder' });
  const connection = await connectMembers(t, a, b);
  return { a, b, connection };
}

describe('blocks.add / list / remove', () => {
  it('blocks a member once, lists them by their public name, and unblocks', async () => {
    const a = await t.createMember();
    const b = await t.createMember({ firstName: 'Bob', lastName: 'Builder' });
    const block = await t.caller(a).blocks.add({ memberId: b.id });
    expect(block).toEqual({ memberId: b.id, displayName: 'Bob B.', blockedAt: expect.any(String) });
    expect(await t.caller(a).blocks.list()).toEqual([block]);
    expect(await t.caller(b).blocks.list()).toEqual([]);
    expect(await t.caller(a).blocks.remove({ memberId: b.id })).toEqual({ memberId: b.id, unblocked: true });
    expect(await t.caller(a).blocks.list()).toEqual([]);
  });

  it('refuses yourself, an unknown member and a second block, changing nothing; unblocking someone not blocked is a 404', async () => {
    const a = await t.createMember();
    const b = await t.createMember();
    expect(await errorOf(t.caller(a).blocks.add({ memberId: a.id }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: CANNOT_BLOCK_SELF,
    });
    expect(await errorOf(t.caller(a).blocks.add({ memberId: 'nobody-here' }))).toMatchObject({
      code: 'NOT_FOUND',
      message: MEMBER_NOT_FOUND,
    });
    const first = await t.caller(a).blocks.add({ memberId: b.id });
    expect(await errorOf(t.caller(a).blocks.add({ memberId: b.id }))).toMatchObject({
      code: 'CONFLICT',
      message: ALREADY_BLOCKED,
    });
    expect(await t.caller(a).blocks.list()).toEqual([first]);
    expect(await errorOf(t.caller(b).blocks.remove({ memberId: a.id }))).toMatchObject({
      code: 'NOT_FOUND',
      message: NOT_BLOCKED,
    });
    expect(await t.caller(a).blocks.list()).toEqual([first]);
  });

  it('is for members only', async () => {
    const b = await t.createMember();
    for (const call of [
      t.caller(null).blocks.add({ memberId: b.id }),
      t.caller(null).blocks.list(),
      t.caller(null).blocks.remove({ memberId: b.id }),
    ]) {
      expect((await errorOf(call)).code).toBe('UNAUTHORIZED');
    }
  });
});

describe('a block', () => {
  it('takes the connection and its conversation away from both, silently, and keeps the messages', async () => {
    const { a, b, connection } = await connectedPair();
    await send(b, a, connection.id, 'Before the block');
    const told = await notificationCount(b);
    await t.caller(a).blocks.add({ memberId: b.id });

    expect(await connectionWith(a, b)).toBeUndefined();
    expect(await connectionWith(b, a)).toBeUndefined();
    expect(await notificationCount(b)).toBe(told);
    for (const user of [a, b]) {
      expect(
        await errorOf(t.caller(user).messages.conversation({ connectionId: connection.id })),
      ).toMatchObject({
        code: 'NOT_FOUND',
        message: CONNECTION_NOT_FOUND,
      });
    }
    const kept = await t.db
      .selectFrom('directMessages')
      .select('message')
      .where('connectionId', '=', connection.id)
      .execute();
    expect(kept).toEqual([{ message: 'Before the block' }]);
    // Flair and the connection cap no longer count it.
    const row = await t.db
      .selectFrom('connections')
      .select('strength')
      .where('id', '=', connection.id)
      .executeTakeFirstOrThrow();
    expect(row.strength).toBe(0);
  });

  it('stops messages both ways with a clear 403', async () => {
    const { a, b, connection } = await connectedPair();
    await t.caller(a).blocks.add({ memberId: b.id });
    for (const [from, to] of [
      [b, a],
      [a, b],
    ] as const) {
      expect(await errorOf(send(from, to, connection.id))).toMatchObject({
        code: 'FORBIDDEN',
        message: "You can't message this member.",
      });
    }
    expect(
      await t.db
        .selectFrom('directMessages')
        .select('id')
        .where('connectionId', '=', connection.id)
        .execute(),
    ).toEqual([]);
  });

  it('refuses rental requests between the pair', async () => {
    const a = await t.createMember();
    const b = await t.createMember();
    const disc = await addDisc(a, 'rentable');
    await t.caller(a).blocks.add({ memberId: b.id });
    // Issue 26: silent, the answer for any disc that is not available.
    expect(await errorOf(t.caller(b).loans.request({ mediaId: disc.id, ownerId: a.id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'This movie is not available for rental.',
    });
    const mine = await addDisc(b, 'rentable');
    expect((await errorOf(t.caller(a).loans.request({ mediaId: mine.id, ownerId: b.id }))).code).toBe(
      'CONFLICT',
    );
    expect(
      await t.db.selectFrom('loans').select('id').where('mediaId', 'in', [disc.id, mine.id]).execute(),
    ).toEqual([]);
  });

  it("hides the blocker's page from the blocked member (404, like an unknown id), not the other way", async () => {
    const a = await t.createMember();
    const b = await t.createMember();
    await t.caller(a).blocks.add({ memberId: b.id });
    const unknown = await errorOf(t.caller(b).members.get({ id: 'nobody-here' }));
    const hidden = await errorOf(t.caller(b).members.get({ id: a.id }));
    expect([hidden.code, hidden.message]).toEqual([unknown.code, unknown.message]);
    expect((await t.caller(a).members.get({ id: b.id })).id).toBe(b.id);
  });

  it('keeps the pair from being suggested while it lasts; after unblocking, a shared film suggests them', async () => {
    const a = await t.createMember();
    const b = await t.createMember();
    await t.caller(b).blocks.add({ memberId: a.id });
    await share(a, b);
    await share(b, a);
    expect(await suggested(a, b)).toBe(false);
    expect(await suggested(b, a)).toBe(false);
    await t.caller(b).blocks.remove({ memberId: a.id });
    await share(a, b);
    expect(await suggested(b, a)).toBe(true);
    expect(await connectionWith(b, a)).toBeUndefined();
  });
});

describe('connections.remove', () => {
  it('removes the connection for both, silently; no message or shared film brings it back', async () => {
    const { a, b, connection } = await connectedPair();
    const told = await notificationCount(b);
    expect(await t.caller(a).connections.remove({ memberId: b.id })).toEqual({
      memberId: b.id,
      removed: true,
    });
    expect(await connectionWith(a, b)).toBeUndefined();
    expect(await connectionWith(b, a)).toBeUndefined();
    expect(await notificationCount(b)).toBe(told);

    await share(a, b);
    await share(b, a);
    expect(await connectionWith(a, b)).toBeUndefined();
    expect(await suggested(b, a)).toBe(false);

    // The conversation is still theirs to read, but nobody can write in it any more.
    expect((await errorOf(send(b, a, connection.id, 'Still friends?'))).code).toBe('FORBIDDEN');
    expect(await connectionWith(a, b)).toBeUndefined();
    expect(await t.caller(a).messages.conversation({ connectionId: connection.id })).toEqual([]);
  });

  it('answers 404 for a member you are not connected with, or a connection already removed', async () => {
    const { a, b } = await connectedPair();
    const stranger = await t.createMember();
    expect(await errorOf(t.caller(a).connections.remove({ memberId: stranger.id }))).toMatchObject({
      code: 'NOT_FOUND',
      message: CONNECTION_NOT_FOUND,
    });
    await t.caller(b).connections.remove({ memberId: a.id });
    expect((await errorOf(t.caller(a).connections.remove({ memberId: b.id }))).code).toBe('NOT_FOUND');
    expect((await errorOf(t.caller(null).connections.remove({ memberId: b.id }))).code).toBe('UNAUTHORIZED');
  });
});
