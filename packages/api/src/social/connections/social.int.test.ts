import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ZCreateItemInput } from '../../club/dvd-club/dvd-club.schema.ts';
import { newSessionId } from '../../shared/session-id.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { failure } from '../../testing/dvd-club.ts';
import { createTestContext } from '../../testing/index.ts';
import { MAX_NEW_CONNECTIONS } from './connections.service.ts';

// Connections, messages and notifications, through the procedures, with several members.
const t = perFile(() => createTestContext());

type Disc = Partial<z.input<typeof ZCreateItemInput>> & { title: string };
const addDisc = (owner: SessionUser, disc: Disc) =>
  t.caller(owner).dvdClub.create({ format: 'DVD', condition: 'Good', visibility: 'public', ...disc });
const like = (
  user: SessionUser,
  movieId: number,
  title: string,
  userRating: 'thumbs_up' | 'thumbs_down' = 'thumbs_up',
) => t.caller(user).seen.mark({ movieId, title, year: 1990, userRating });
const connectionsOf = async (user: SessionUser) => (await t.caller(user).connections.list()).connections;
const suggestionsOf = async (user: SessionUser) => (await t.caller(user).connections.list()).suggestions;
const withOther = async (user: SessionUser, other: SessionUser) =>
  (await connectionsOf(user)).find((c) => c.otherUser.id === other.id);
const suggestionOf = async (user: SessionUser, other: SessionUser) =>
  (await suggestionsOf(user)).find((s) => s.member.id === other.id);
const notices = (user: SessionUser) => t.caller(user).notifications.list({});

let counter = 0;
/** Films unique to one test, so tests do not connect each other's members. */
const film = (name: string) => {
  counter += 1;
  return { title: `${name} ${counter}`, movieId: 90_000 + counter };
};

/** `a` asks, `b` accepts. */
async function agree(a: SessionUser, b: SessionUser) {
  await t.caller(a).connections.request({ memberId: b.id });
  await t.caller(b).connections.accept({ memberId: a.id });
}

/** Both own a film (a suggestion), then both agree: connected. */
async function connect(a: SessionUser, b: SessionUser) {
  const f = film('Shared');
  await addDisc(a, { ...f, year: 2001 });
  await addDisc(b, { ...f, year: 2001 });
  await agree(a, b);
  const connection = await withOther(a, b);
  if (!connection) throw new Error('expected a connection');
  return connection;
}

describe('connections', () => {
  it('suggests members who own the same film (public or rentable discs only), asking the other one', async () => {
    const [a, b, c] = [
      await t.createMember({ firstName: 'Ana', lastName: 'Lima' }),
      await t.createMember({ firstName: 'Ben', lastName: 'Ode' }),
      await t.createMember({ firstName: 'Cara', lastName: 'Lee' }),
    ];
    const alien = film('Alien');
    await addDisc(a, { ...alien, year: 1979, visibility: 'public' });
    await addDisc(c, { ...alien, year: 1979, visibility: 'private' });
    expect(await suggestionsOf(a)).toEqual([]);

    await addDisc(b, { ...alien, year: 1979, visibility: 'rentable' });
    expect(await suggestionsOf(a)).toEqual([
      {
        member: { id: b.id, displayName: 'Ben O.', profileImageUrl: null },
        movieTitle: alien.title,
        connectionType: 'collection',
        strength: '1',
        at: expect.any(String),
      },
    ]);
    expect((await suggestionOf(b, a))?.member.displayName).toBe('Ana L.');
    // A suggestion connects nobody.
    expect(await connectionsOf(a)).toEqual([]);
    expect(await connectionsOf(b)).toEqual([]);
    // The private copy suggests nobody.
    expect(await suggestionsOf(c)).toEqual([]);
    // Ana, whose disc Ben's matched, is asked; Ben sees it on his Connections tab.
    const [asked] = await notices(a);
    expect(asked).toMatchObject({
      type: 'connection_suggested',
      title: 'Connect with Ben O.?',
      message: `You both own ${alien.title} — connect?`,
      data: { movieTitle: alien.title, connectionType: 'collection', otherUserId: b.id, otherName: 'Ben O.' },
    });
    expect((await notices(b)).filter((n) => n.type.startsWith('connection'))).toEqual([]);
  });

  it('matches a film by normalised title and year when there is no catalog id, and counts each film once', async () => {
    const [a, b] = [await t.createMember(), await t.createMember()];
    const f = film('Thing');
    await addDisc(a, { title: `The ${f.title}!`, year: 1982 });
    await addDisc(b, { title: f.title.toUpperCase(), year: 1982 });
    // Another year is another film.
    await addDisc(b, { title: film('Other').title, year: 1982 });
    expect(await suggestionOf(a, b)).toMatchObject({ strength: '1', connectionType: 'collection' });
    // Two copies of one film, one catalogued, are still one film.
    await addDisc(a, { title: f.title, year: 1982, movieId: f.movieId, format: 'Blu-ray' });
    expect(await suggestionOf(a, b)).toMatchObject({ strength: '1' });
    const g = film('Second');
    await addDisc(a, { ...g, year: 1990 });
    await addDisc(b, { title: g.title, year: 1990 });
    expect(await suggestionOf(a, b)).toMatchObject({ strength: '2', movieTitle: g.title });
  });

  it('never suggests through likes (the seen list is private), but counts them between connections', async () => {
    const [a, b] = [await t.createMember(), await t.createMember()];
    const f = film('Heat');
    await like(a, f.movieId, f.title);
    await like(b, f.movieId, f.title);
    expect(await suggestionsOf(a)).toEqual([]);
    expect(await suggestionsOf(b)).toEqual([]);
    expect(await notices(a)).toEqual([]);

    const ab = await connect(a, b);
    expect(ab).toMatchObject({ strength: '2', sharedFilms: { rental: 0, collection: 1, taste: 1 } });
    await like(b, f.movieId, f.title, 'thumbs_down');
    expect(await withOther(a, b)).toMatchObject({ strength: '1', sharedFilms: { taste: 0 } });
    // Sharing nothing any more does not end a connection both agreed to.
    const disc = await t.db
      .selectFrom('physicalMedia')
      .select('id')
      .where('ownerId', '=', b.id)
      .executeTakeFirstOrThrow();
    await t.caller(b).dvdClub.delete({ id: disc.id });
    expect(await withOther(a, b)).toMatchObject({ id: ab.id, strength: '0' });
  });

  it('suggests members who add the same film at the same moment, every pair, once', async () => {
    const group = await Promise.all(Array.from({ length: 6 }, () => t.createMember()));
    const f = film('Together');
    await Promise.all(group.map((member) => addDisc(member, { ...f, year: 1999 })));
    let asked = 0;
    for (const member of group) {
      const others = (await suggestionsOf(member)).map((s) => s.member.id).sort();
      expect(others).toEqual(
        group
          .filter((m) => m !== member)
          .map((m) => m.id)
          .sort(),
      );
      asked += (await notices(member)).filter((n) => n.type === 'connection_suggested').length;
    }
    // One of each of the 15 pairs was asked.
    expect(asked).toBe(15);
  });

  it('counts thumbs-up ratings of films that are not in the catalog between connections', async () => {
    const [a, b] = [await t.createMember(), await t.createMember()];
    await connect(a, b);
    const title = `Obscure Festival Short ${Date.now()}`;
    await t.caller(a).ratings.rate({ sessionId: newSessionId(), movieTitle: title, rating: 'thumbs_up' });
    await t
      .caller(b)
      .ratings.rate({ sessionId: newSessionId(), movieTitle: title.toLowerCase(), rating: 'thumbs_up' });
    expect(await withOther(a, b)).toMatchObject({ strength: '2', sharedFilms: { taste: 1 } });
  });

  it('suggests lender and borrower once a loan is completed, as the strongest kind', async () => {
    const [owner, borrower] = [await t.createMember(), await t.createMember()];
    const f = film('Vertigo');
    const disc = await addDisc(owner, { ...f, year: 1958, visibility: 'rentable' });
    const loan = await t.caller(borrower).loans.request({ mediaId: disc.id, ownerId: owner.id });
    await t.caller(owner).loans.accept({ id: loan.id, loanDays: 7 });
    await t.caller(owner).loans.handOver({ id: loan.id });
    expect(await suggestionOf(owner, borrower)).toBeUndefined();
    await t.caller(owner).loans.markReturned({ id: loan.id, condition: 'Good' });
    expect(await suggestionOf(borrower, owner)).toMatchObject({
      connectionType: 'rental',
      movieTitle: f.title,
      strength: '1',
    });
    expect(await connectionsOf(owner)).toEqual([]);
    const asked = (await notices(borrower)).find((n) => n.type === 'connection_suggested');
    expect(asked).toMatchObject({
      type: 'connection_suggested',
      message: `You completed a loan of ${f.title} together — connect?`,
    });
  });

  it('follows discs leaving and returning to view', async () => {
    const [a, b] = [await t.createMember(), await t.createMember()];
    const f = film('Ran');
    await addDisc(a, { ...f, year: 1985 });
    const disc = await addDisc(b, { ...f, year: 1985, visibility: 'rentable' });
    expect(await suggestionOf(a, b)).toMatchObject({ strength: '1' });
    await t.caller(b).dvdClub.update({ id: disc.id, visibility: 'private' });
    expect(await suggestionOf(a, b)).toBeUndefined();
    await t.caller(b).dvdClub.update({ id: disc.id, visibility: 'public' });
    expect(await suggestionOf(a, b)).toMatchObject({ strength: '1' });
    await t.caller(b).dvdClub.delete({ id: disc.id });
    expect(await suggestionOf(a, b)).toBeUndefined();
  });

  it('orders connections by the connection preference', async () => {
    const [me, collector, twin] = [await t.createMember(), await t.createMember(), await t.createMember()];
    for (const name of ['One', 'Two', 'Three']) {
      const f = film(name);
      await addDisc(me, { ...f, year: 2000 });
      await addDisc(collector, { ...f, year: 2000 });
    }
    await agree(me, collector);
    await connect(me, twin);
    const liked = film('Liked');
    await like(me, liked.movieId, liked.title);
    await like(twin, liked.movieId, liked.title);
    const order = async () => (await connectionsOf(me)).map((c) => c.otherUser.id);

    // collector: 3 discs; twin: 1 disc and 1 like.
    expect(await order()).toEqual([collector.id, twin.id]);
    await t.caller(me).socialProfile.save({ connectionPreference: 'similar_taste' });
    expect(await order()).toEqual([twin.id, collector.id]);
    await t.caller(me).socialProfile.save({ connectionPreference: 'different_taste' });
    expect(await order()).toEqual([collector.id, twin.id]);
  });

  it('orders by taste match for similar_taste and different_taste, members without one last', async () => {
    const [me, alike, opposite, unrated] = await Promise.all([
      t.createMember(),
      t.createMember(),
      t.createMember(),
      t.createMember(),
    ]);
    const shared = film('Taste Shared');
    for (const member of [me, alike, opposite, unrated]) await addDisc(member, { ...shared, year: 2001 });
    for (const member of [alike, opposite, unrated]) await agree(me, member);
    const rate = (member: SessionUser, userRating: 'thumbs_up' | 'thumbs_down') =>
      t.db
        .insertInto('seenItems')
        .values(
          Array.from({ length: 10 }, (_, i) => ({
            userId: member.id,
            movieId: 990_001 + i,
            title: `T${i}`,
            userRating,
          })),
        )
        .execute();
    await rate(me, 'thumbs_up');
    await rate(alike, 'thumbs_up');
    await rate(opposite, 'thumbs_down');
    const listed = async () => (await connectionsOf(me)).map((c) => [c.otherUser.id, c.tasteMatch]);

    await t.caller(me).socialProfile.save({ connectionPreference: 'similar_taste' });
    expect(await listed()).toEqual([
      [alike.id, 83],
      [opposite.id, 17],
      [unrated.id, null],
    ]);
    await t.caller(me).socialProfile.save({ connectionPreference: 'different_taste' });
    expect(await listed()).toEqual([
      [opposite.id, 17],
      [alike.id, 83],
      [unrated.id, null],
    ]);
  });

  it('shows the name and profile a member chose to connections, only the name and picture before', async () => {
    const [a, b] = [await t.createMember(), await t.createMember()];
    await t
      .caller(b)
      .socialProfile.save({ displayName: 'Reel Rita', bio: 'Noir nights', favoriteGenres: 'Noir, Drama' });
    const f = film('Noir');
    await addDisc(a, { ...f, year: 1950 });
    await addDisc(b, { ...f, year: 1950 });
    expect((await suggestionOf(a, b))?.member).toEqual({
      id: b.id,
      displayName: 'Reel Rita',
      profileImageUrl: null,
    });
    await agree(a, b);
    expect((await withOther(a, b))?.otherUser).toMatchObject({
      displayName: 'Reel Rita',
      bio: 'Noir nights',
      favoriteGenres: ['Noir', 'Drama'],
    });
  });

  it(`suggests at most ${MAX_NEW_CONNECTIONS} new members per change, strongest first`, async () => {
    const crowd = await Promise.all(Array.from({ length: MAX_NEW_CONNECTIONS + 3 }, () => t.createMember()));
    const f = film('Popular');
    for (const member of crowd) await addDisc(member, { ...f, year: 1990 });
    const latecomer = await t.createMember();
    await addDisc(latecomer, { ...f, year: 1990 });
    expect(await suggestionsOf(latecomer)).toHaveLength(MAX_NEW_CONNECTIONS);
  });

  it('earns the Friends of the Store badge at 5 connections, with a notification', async () => {
    const me = await t.createMember();
    const friends = await Promise.all(Array.from({ length: 5 }, () => t.createMember()));
    for (const friend of friends) await connect(me, friend);
    const { newlyAwarded } = await t.caller(me).flair.check();
    expect(newlyAwarded.map((a) => a.flair.code)).toContain('connections_5');
    const flairNotices = (await notices(me)).filter((n) => n.type === 'flair_awarded');
    expect(flairNotices.map((n) => n.data.flairCode)).toContain('connections_5');
  });

  it('reads in films stored before connections existed the first time a member looks', async () => {
    const [a, b] = [await t.createMember(), await t.createMember()];
    const f = film('Older');
    await t.db
      .insertInto('physicalMedia')
      .values(
        [a, b].map((m) => ({
          ownerId: m.id,
          title: f.title,
          year: 1970,
          movieId: f.movieId,
          visibility: 'public' as const,
        })),
      )
      .execute();
    expect(await suggestionsOf(b)).toEqual([]);
    expect(await suggestionOf(a, b)).toMatchObject({ connectionType: 'collection', strength: '1' });
    expect((await suggestionOf(b, a))?.movieTitle).toBe(f.title);
  });

  it('is for members only', async () => {
    expect(await failure(t.caller(null).connections.list())).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('messages', () => {
  it('goes between the two members of a connection, trimmed, and notifies the receiver', async () => {
    const [a, b] = [await t.createMember({ firstName: 'Ana', lastName: 'Diaz' }), await t.createMember()];
    const connection = await connect(a, b);
    const sent = await t.caller(a).messages.send({
      receiverId: b.id,
      connectionId: connection.id,
      message: '  <b>Loved</b> it — want to swap?  ',
      movieContext: connection.movieTitle,
    });
    expect(sent).toMatchObject({
      senderId: a.id,
      receiverId: b.id,
      connectionId: connection.id,
      message: '<b>Loved</b> it — want to swap?',
      movieContext: connection.movieTitle,
    });
    expect(Date.parse(sent.sentAt)).not.toBeNaN();
    const [notice] = await notices(b);
    expect(notice).toMatchObject({
      type: 'new_message',
      title: 'New message from Ana D.',
      message: '<b>Loved</b> it — want to swap?',
      data: {
        movieTitle: connection.movieTitle,
        connectionId: connection.id,
        messageId: sent.id,
        fromUserId: a.id,
      },
    });
    const reply = await t
      .caller(b)
      .messages.send({ receiverId: a.id, connectionId: connection.id, message: 'Yes!' });
    expect(reply.movieContext).toBeNull();
    expect(await t.caller(b).messages.conversation({ connectionId: connection.id })).toEqual([sent, reply]);
    expect((await withOther(a, b))?.lastMessageAt).toBe(reply.sentAt);
  });

  it('refuses bad messages with a clear reason and stores nothing', async () => {
    const [a, b] = [await t.createMember(), await t.createMember()];
    const connection = await connect(a, b);
    const send = (input: Record<string, unknown>) =>
      failure(
        t
          .caller(a)
          .messages.send({ receiverId: b.id, connectionId: connection.id, message: 'hi', ...input } as never),
      );
    expect(await send({ message: '   ' })).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'message: Message cannot be empty',
    });
    expect(await send({ message: 'x'.repeat(2001) })).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await send({ movieContext: 'y'.repeat(201) })).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await send({ receiverId: a.id })).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'receiverId: you can only message the other member of this connection.',
    });
    expect(await send({ connectionId: 2_000_000 })).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Connection not found',
    });
    expect(await t.caller(a).messages.conversation({ connectionId: connection.id })).toEqual([]);
    // Exactly 2000 characters is fine.
    await expect(
      t.caller(a).messages.send({ receiverId: b.id, connectionId: connection.id, message: 'z'.repeat(2000) }),
    ).resolves.toMatchObject({ message: 'z'.repeat(2000) });
  });

  it("keeps each pair's conversation to the pair", async () => {
    const [a, b, outsider] = [await t.createMember(), await t.createMember(), await t.createMember()];
    const connection = await connect(a, b);
    await t.caller(a).messages.send({ receiverId: b.id, connectionId: connection.id, message: 'Just us' });
    // The outsider is connected to b too, but not part of a and b's connection.
    await connect(outsider, b);
    expect(
      await failure(t.caller(outsider).messages.conversation({ connectionId: connection.id })),
    ).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Connection not found',
    });
    expect(
      await failure(
        t
          .caller(outsider)
          .messages.send({ receiverId: b.id, connectionId: connection.id, message: 'Sneaky' }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await failure(t.caller(null).messages.conversation({ connectionId: connection.id })),
    ).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await t.caller(b).messages.conversation({ connectionId: connection.id })).toHaveLength(1);
  });

  it('pages long conversations from the newest, each page oldest first', async () => {
    const [a, b] = [await t.createMember(), await t.createMember()];
    const connection = await connect(a, b);
    const sent = [];
    for (let i = 1; i <= 7; i++) {
      sent.push(
        await t.caller(a).messages.send({ receiverId: b.id, connectionId: connection.id, message: `m${i}` }),
      );
    }
    const page = (before?: string) =>
      t
        .caller(b)
        .messages.conversation({ connectionId: connection.id, limit: 3, ...(before ? { before } : {}) });
    const latest = await page();
    expect(latest.map((m) => m.message)).toEqual(['m5', 'm6', 'm7']);
    const earlier = await page(String(latest[0]!.id));
    expect(earlier.map((m) => m.message)).toEqual(['m2', 'm3', 'm4']);
    const first = await page(String(earlier[0]!.id));
    expect(first.map((m) => m.message)).toEqual(['m1']);
    // An ISO time works as the cursor too.
    const byTime = await page(new Date(Date.parse(sent[6]!.sentAt) + 1).toISOString());
    expect(byTime.at(-1)?.message).toBe('m7');
    expect(await failure(page('yesterday'))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'before: before must be an id or an ISO time',
    });
  });

  it('limits how fast one member can send', async () => {
    const [a, b] = [await t.createMember(), await t.createMember()];
    const connection = await connect(a, b);
    const send = () =>
      t.caller(a).messages.send({ receiverId: b.id, connectionId: connection.id, message: 'spam' });
    for (let i = 0; i < 20; i++) await send();
    expect(await failure(send())).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: "You're sending messages very quickly. Please wait a moment before sending more.",
    });
  });
});

describe('notifications', () => {
  it('lists your own, newest first, in pages; and catches up from an id', async () => {
    const [me, other] = [await t.createMember(), await t.createMember()];
    for (let i = 1; i <= 5; i++) {
      await t.caller(me).notifications.test({ userId: me.id, title: `T${i}`, message: `M${i}` });
    }
    await t.caller(other).notifications.test({ title: 'Not yours', message: 'x' });
    const all = await notices(me);
    expect(all.map((n) => n.title)).toEqual(['T5', 'T4', 'T3', 'T2', 'T1']);
    expect(all[0]).toEqual({
      id: expect.any(Number),
      type: 'test',
      title: 'T5',
      message: 'M5',
      isRead: false,
      createdAt: expect.any(String),
      data: {},
    });
    const first = await t.caller(me).notifications.list({ limit: 2 });
    const second = await t.caller(me).notifications.list({ limit: 2, cursor: first.at(-1)!.id });
    expect([...first, ...second].map((n) => n.title)).toEqual(['T5', 'T4', 'T3', 'T2']);
    const missed = await t.caller(me).notifications.list({ since: String(all[2]!.id) });
    expect(missed.map((n) => n.title)).toEqual(['T5', 'T4']);
  });

  it('marks your own read, one or all; someone else’s is not found', async () => {
    const [me, other] = [await t.createMember(), await t.createMember()];
    await t.caller(me).notifications.test({ title: 'One', message: '1' });
    await t.caller(me).notifications.test({ title: 'Two', message: '2' });
    const [theirs] = [await t.caller(other).notifications.test({ title: 'Theirs', message: '3' })];
    expect(await t.caller(me).notifications.unreadCount()).toEqual({ count: 2 });

    expect(await failure(t.caller(me).notifications.markRead({ id: theirs!.id }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Notification not found',
    });
    expect((await notices(other))[0]!.isRead).toBe(false);

    const [two] = await notices(me);
    expect(await t.caller(me).notifications.markRead({ id: two!.id })).toMatchObject({
      id: two!.id,
      isRead: true,
    });
    // Again: still read, no error.
    expect(await t.caller(me).notifications.markRead({ id: two!.id })).toMatchObject({ isRead: true });
    expect(await t.caller(me).notifications.unreadCount()).toEqual({ count: 1 });
    expect(await t.caller(me).notifications.markAllRead()).toEqual({ updated: 1 });
    expect(await t.caller(me).notifications.unreadCount()).toEqual({ count: 0 });
    expect((await notices(other))[0]!.isRead).toBe(false);
  });

  it('sends test notifications only to yourself, and not too many', async () => {
    const [me, other] = [await t.createMember(), await t.createMember()];
    expect(
      await failure(t.caller(me).notifications.test({ userId: other.id, title: 'Hi', message: 'Boo' })),
    ).toMatchObject({ code: 'FORBIDDEN', message: 'You can only send a test notification to yourself.' });
    expect(await notices(other)).toEqual([]);
    const defaults = await t.caller(me).notifications.test({});
    expect(defaults).toMatchObject({ type: 'test', title: 'Test Notification' });
    for (let i = 0; i < 4; i++) await t.caller(me).notifications.test({ userId: me.id });
    expect(await failure(t.caller(me).notifications.test({ userId: me.id }))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it('is for members only', async () => {
    for (const call of [
      t.caller(null).notifications.list({}),
      t.caller(null).notifications.markRead({ id: 1 }),
      t.caller(null).notifications.markAllRead(),
      t.caller(null).notifications.unreadCount(),
      t.caller(null).notifications.test({}),
    ]) {
      expect(await failure(call)).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });
});
