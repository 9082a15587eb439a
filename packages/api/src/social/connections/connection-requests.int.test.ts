import { perFile } from '@chuck/db/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../support/identity/identity.ts';
import { createTestContext, errorOf } from '../../testing/index.ts';

// Connections by consent (issue 27, docs/product.md §3 'Connection request'), through the procedures.
const t = perFile(() => createTestContext());

let counter = 0;
/** Both own a (made-up) film others can see: the store suggests them to each other. */
async function shareFilm(a: SessionUser, b: SessionUser) {
  counter += 1;
  const film = { title: `Consent Film ${counter}`, year: 1982 };
  for (const owner of [a, b]) {
    await t.caller(owner).dvdClub.create({ format: 'DVD', condition: 'Good', visibility: 'public', ...film });
  }
  return film.title;
}
const overview = (user: SessionUser) => t.caller(user).connections.list();
const connectedIds = async (user: SessionUser) =>
  (await overview(user)).connections.map((c) => c.otherUser.id);
const suggestedIds = async (user: SessionUser) => (await overview(user)).suggestions.map((s) => s.member.id);
/** The pair's row id: what a conversation is keyed by. */
async function pairId(a: SessionUser, b: SessionUser): Promise<number> {
  const [user1Id, user2Id] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
  const row = await t.db
    .selectFrom('connections')
    .select('id')
    .where('user1Id', '=', user1Id)
    .where('user2Id', '=', user2Id)
    .executeTakeFirstOrThrow();
  return row.id;
}
const send = async (from: SessionUser, to: SessionUser, message = 'Hi') =>
  t.caller(from).messages.send({ receiverId: to.id, connectionId: await pairId(from, to), message });
/** Makes the pair's removal `days` old. */
const removedDaysAgo = async (a: SessionUser, b: SessionUser, days: number) =>
  t.db
    .updateTable('connections')
    .set({ removedAt: sql`now() - make_interval(days => ${days})` })
    .where('id', '=', await pairId(a, b))
    .execute();
const hideFromStrangers = (user: SessionUser) =>
  t.caller(user).socialProfile.save({ visibility: 'connections' });
/** Whether `viewer` may open `member`'s page (a page for connections only answers 404 otherwise). */
async function seesPage(viewer: SessionUser, member: SessionUser): Promise<boolean> {
  try {
    await t.caller(viewer).members.get({ id: member.id });
    return true;
  } catch (error) {
    expect(error).toMatchObject({ code: 'NOT_FOUND' });
    return false;
  }
}

describe('connections by consent', () => {
  it('adding a disc of a film another member owns no longer connects: no page, no message, until both accept', async () => {
    const [owner, stranger] = [await t.createMember({ firstName: 'Olga' }), await t.createMember()];
    await hideFromStrangers(owner);
    await shareFilm(owner, stranger);
    expect(await connectedIds(stranger)).toEqual([]);
    expect(await suggestedIds(stranger)).toEqual([owner.id]);
    expect(await seesPage(stranger, owner)).toBe(false);
    expect(await errorOf(send(stranger, owner))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You can only message your connections: ask this member to connect first.',
    });
    expect(await errorOf(t.caller(stranger).doubleFeature.forMember({ memberId: owner.id }))).toMatchObject({
      code: 'NOT_FOUND',
    });

    expect(await t.caller(stranger).connections.request({ memberId: owner.id })).toEqual({
      memberId: owner.id,
      status: 'requested',
    });
    const mine = await overview(stranger);
    expect(mine.pending.outgoing.map((r) => r.member.id)).toEqual([owner.id]);
    expect(mine.suggestions).toEqual([]);
    const theirs = await overview(owner);
    expect(theirs.pending.incoming.map((r) => r.member.id)).toEqual([stranger.id]);
    const [request] = await t.caller(owner).notifications.list({});
    expect(request).toMatchObject({ type: 'connection_request', data: { otherUserId: stranger.id } });
    expect(request!.message).toMatch(/^You both own Consent Film \d+ — connect\?$/);
    // Still only a request: nothing opens yet.
    expect(await seesPage(stranger, owner)).toBe(false);
    expect((await errorOf(send(stranger, owner))).code).toBe('FORBIDDEN');

    expect(await t.caller(owner).connections.accept({ memberId: stranger.id })).toEqual({
      memberId: stranger.id,
      status: 'connected',
    });
    expect(await connectedIds(stranger)).toEqual([owner.id]);
    expect(await connectedIds(owner)).toEqual([stranger.id]);
    expect((await overview(owner)).pending).toEqual({ incoming: [], outgoing: [] });
    expect((await t.caller(stranger).notifications.list({}))[0]).toMatchObject({
      type: 'new_connection',
      data: { otherUserId: owner.id },
    });
    expect(await seesPage(stranger, owner)).toBe(true);
    await expect(send(stranger, owner, 'Thanks!')).resolves.toMatchObject({ message: 'Thanks!' });
  });

  it('asking a member who already asked you connects you', async () => {
    const [a, b] = [await t.createMember(), await t.createMember()];
    await shareFilm(a, b);
    await t.caller(a).connections.request({ memberId: b.id });
    // Asking twice changes nothing and tells them once.
    await t.caller(a).connections.request({ memberId: b.id });
    expect(
      (await t.caller(b).notifications.list({})).filter((n) => n.type === 'connection_request'),
    ).toHaveLength(1);
    expect(await t.caller(b).connections.request({ memberId: a.id })).toEqual({
      memberId: a.id,
      status: 'connected',
    });
    expect(await connectedIds(a)).toEqual([b.id]);
  });

  it('a removed connection cannot message, is not suggested for 90 days, and needs a new request accepted', async () => {
    const [a, b] = [await t.createMember(), await t.createMember()];
    await hideFromStrangers(a);
    await shareFilm(a, b);
    await t.caller(a).connections.request({ memberId: b.id });
    await t.caller(b).connections.accept({ memberId: a.id });
    await send(b, a, 'Before');

    expect(await t.caller(a).connections.remove({ memberId: b.id })).toEqual({
      memberId: b.id,
      removed: true,
    });
    expect(await connectedIds(b)).toEqual([]);
    // Messaging no longer brings the connection back.
    expect((await errorOf(send(b, a, 'Come back'))).code).toBe('FORBIDDEN');
    expect(await connectedIds(a)).toEqual([]);
    expect(await seesPage(b, a)).toBe(false);
    // Sharing another film suggests nothing while the removal is under 90 days old.
    await shareFilm(a, b);
    expect(await suggestedIds(a)).toEqual([]);
    expect(await suggestedIds(b)).toEqual([]);
    await removedDaysAgo(a, b, 89);
    await shareFilm(a, b);
    expect(await suggestedIds(b)).toEqual([]);

    // A new request reconnects only once accepted.
    await t.caller(b).connections.request({ memberId: a.id });
    expect(await connectedIds(b)).toEqual([]);
    expect((await errorOf(send(b, a, 'Please'))).code).toBe('FORBIDDEN');
    await t.caller(a).connections.accept({ memberId: b.id });
    expect(await connectedIds(b)).toEqual([a.id]);
    expect(await seesPage(b, a)).toBe(true);
    // The counts were cleared on removal and are counted afresh: three films both own.
    expect((await overview(a)).connections[0]).toMatchObject({ strength: '3' });
  });

  it('a removal over 90 days old lets the shared films suggest the pair again', async () => {
    const [a, b] = [await t.createMember(), await t.createMember()];
    await shareFilm(a, b);
    await t.caller(a).connections.remove({ memberId: b.id });
    expect(await suggestedIds(a)).toEqual([]);
    await removedDaysAgo(a, b, 91);
    await shareFilm(a, b);
    expect(await suggestedIds(a)).toEqual([b.id]);
  });

  it('ignoring a request declines it: the asker is not connected and the pair is not suggested', async () => {
    const [a, b] = [await t.createMember(), await t.createMember()];
    await shareFilm(a, b);
    await t.caller(a).connections.request({ memberId: b.id });
    expect(await t.caller(b).connections.remove({ memberId: a.id })).toEqual({
      memberId: a.id,
      removed: true,
    });
    expect((await overview(a)).pending.outgoing).toEqual([]);
    expect(await suggestedIds(a)).toEqual([]);
    expect(await errorOf(t.caller(b).connections.accept({ memberId: a.id }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This member has not asked to connect with you.',
    });
  });

  it('refuses bad requests with a clear reason and changes nothing', async () => {
    const [a, b, nobody] = [await t.createMember(), await t.createMember(), await t.createMember()];
    expect(await errorOf(t.caller(a).connections.request({ memberId: a.id }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: "You can't connect with yourself.",
    });
    expect(await errorOf(t.caller(a).connections.request({ memberId: 'nobody0here' }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Member not found',
    });
    expect(await errorOf(t.caller(a).connections.request({ memberId: nobody.id }))).toMatchObject({
      code: 'FORBIDDEN',
      message:
        'You can ask members you share a film with: a disc you both own or a loan you completed together.',
    });
    await shareFilm(a, b);
    expect(await errorOf(t.caller(a).connections.accept({ memberId: b.id }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This member has not asked to connect with you.',
    });
    // The one who asked cannot accept their own request.
    await t.caller(a).connections.request({ memberId: b.id });
    expect((await errorOf(t.caller(a).connections.accept({ memberId: b.id }))).code).toBe('NOT_FOUND');
    expect((await errorOf(t.caller(a).connections.accept({ memberId: a.id }))).code).toBe('BAD_REQUEST');
    expect((await errorOf(t.caller(a).connections.remove({ memberId: nobody.id }))).code).toBe('NOT_FOUND');
    await t.caller(b).connections.accept({ memberId: a.id });
    expect(await errorOf(t.caller(a).connections.request({ memberId: b.id }))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You are already connected with this member.',
    });
    for (const call of [
      t.caller(null).connections.request({ memberId: b.id }),
      t.caller(null).connections.accept({ memberId: b.id }),
    ]) {
      expect((await errorOf(call)).code).toBe('UNAUTHORIZED');
    }
  });

  it('a blocked pair is never suggested, and its requests go nowhere, silently', async () => {
    const [a, b] = [await t.createMember(), await t.createMember()];
    await t.caller(a).blocks.add({ memberId: b.id });
    await shareFilm(a, b);
    expect(await suggestedIds(a)).toEqual([]);
    expect(await suggestedIds(b)).toEqual([]);
    expect(await t.caller(b).connections.request({ memberId: a.id })).toEqual({
      memberId: a.id,
      status: 'requested',
    });
    expect((await overview(a)).pending.incoming).toEqual([]);
    expect((await t.caller(a).notifications.list({})).filter((n) => n.type.startsWith('connection'))).toEqual(
      [],
    );
  });

  it('a block ends a connection: unblocked, the pair is a suggestion again, not a connection', async () => {
    const [a, b] = [await t.createMember(), await t.createMember()];
    await shareFilm(a, b);
    await t.caller(a).connections.request({ memberId: b.id });
    await t.caller(b).connections.accept({ memberId: a.id });
    await t.caller(a).blocks.add({ memberId: b.id });
    await t.caller(a).blocks.remove({ memberId: b.id });
    expect(await connectedIds(a)).toEqual([]);
    await shareFilm(a, b);
    expect(await suggestedIds(a)).toEqual([b.id]);
  });
});
