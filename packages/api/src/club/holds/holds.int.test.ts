import { perFile, testEnv } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../support/identity/identity.ts';
import { createTestContext } from '../../testing/index.ts';
import { runTimedSteps } from '../loans/timed-steps.service.ts';

const t = perFile(() => createTestContext());
const HOUR = 60 * 60 * 1000;

const rentable = (owner: SessionUser, title: string, movieId?: number) =>
  t.caller(owner).dvdClub.create({ title, visibility: 'rentable', ...(movieId ? { movieId } : {}) });

/** A disc of `owner` lent to a new borrower (handed over); the loan's id. */
async function lentDisc(owner: SessionUser, title: string, movieId?: number) {
  const disc = await rentable(owner, title, movieId);
  const borrower = await t.createMember();
  const loan = await t.caller(borrower).loans.request({ mediaId: disc.id, ownerId: owner.id });
  await t.caller(owner).loans.accept({ id: loan.id, loanDays: 7 });
  await t.caller(owner).loans.handOver({ id: loan.id });
  return { disc, borrower, loanId: loan.id };
}

const noticesOf = (user: SessionUser, type: string) =>
  t.db
    .selectFrom('notifications')
    .select(['title', 'message', 'data'])
    .where('userId', '=', user.id)
    .where('type', '=', type)
    .execute();

describe('holds', () => {
  it('places members in line 1, 2, 3; the owner sees the line; leaving closes the gap', async () => {
    const owner = await t.createMember({ firstName: 'Olga', lastName: 'Owner' });
    const { disc } = await lentDisc(owner, 'Heat');
    const [a, b, c] = await Promise.all([t.createMember(), t.createMember(), t.createMember()]);
    const held = [];
    for (const m of [a, b, c]) held.push(await t.caller(m).holds.place({ mediaId: disc.id }));
    expect(held.map((h) => h.position)).toEqual([1, 2, 3]);
    expect(held[0]).toMatchObject({
      mediaId: disc.id,
      title: 'Heat',
      ownerName: 'Olga O.',
      readyUntil: null,
    });
    expect(
      (await t.caller(owner).holds.ofDisc({ id: disc.id })).map((h) => [h.position, h.memberId]),
    ).toEqual([
      [1, a.id],
      [2, b.id],
      [3, c.id],
    ]);
    await t.caller(a).holds.remove({ id: held[0]!.id });
    expect((await t.caller(c).holds.mine())[0]!.position).toBe(2);
    // Someone else's line or hold is theirs alone.
    await expect(t.caller(a).holds.ofDisc({ id: disc.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(t.caller(a).holds.remove({ id: held[1]!.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(t.caller(null).holds.mine()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses holds that break the rules and changes nothing', async () => {
    const owner = await t.createMember();
    const me = await t.createMember();
    const { disc } = await lentDisc(owner, 'Alien');
    const free = await rentable(owner, 'Aliens');
    const shown = await t.caller(owner).dvdClub.create({ title: 'Public Only', visibility: 'public' });
    const hidden = await t.caller(owner).dvdClub.create({ title: 'Private', visibility: 'private' });
    const place = (user: SessionUser, mediaId: number) => t.caller(user).holds.place({ mediaId });
    await expect(place(owner, disc.id)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: "You can't place a hold on your own movie.",
    });
    await expect(place(me, free.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This movie is on the shelf right now: request it instead of placing a hold.',
    });
    await expect(place(me, shown.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(place(me, hidden.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await place(me, disc.id);
    await expect(place(me, disc.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You already have a hold on this movie.',
    });
    for (let i = 1; i < 10; i++) await place(me, (await lentDisc(owner, `Out ${i}`)).disc.id);
    const eleventh = await lentDisc(owner, 'Out 11');
    await expect(place(me, eleventh.disc.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You already have 10 holds. Remove one before placing another.',
    });
    expect(await t.caller(me).holds.mine()).toHaveLength(10);
  });

  it('gives the first in line 48 hours when the disc comes back, then the next; alerts watchers when nobody waits', async () => {
    const owner = await t.createMember();
    const { disc, loanId } = await lentDisc(owner, 'Tremors', 990001);
    const [first, second, outsider] = await Promise.all([
      t.createMember(),
      t.createMember(),
      t.createMember(),
    ]);
    await t.caller(first).holds.place({ mediaId: disc.id });
    await t.caller(second).holds.place({ mediaId: disc.id });
    const watcher = await t.createMember();
    await t.caller(watcher).watchlist.add({ movieId: 990001, title: 'Tremors' });

    await t.caller(owner).loans.markReturned({ id: loanId, condition: 'Good' });
    const [ready] = await noticesOf(first, 'hold_ready');
    expect(ready).toMatchObject({
      title: "It's Your Turn",
      data: { mediaId: disc.id, movieTitle: 'Tremors' },
    });
    expect((await t.caller(first).holds.mine())[0]!.readyUntil).not.toBeNull();
    // Only the first in line may ask, and nobody is alerted while the line has someone in it.
    await expect(
      t.caller(outsider).loans.request({ mediaId: disc.id, ownerId: owner.id }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('first in line') });
    expect(await noticesOf(watcher, 'on_the_shelf')).toEqual([]);

    // The turn runs out unused: the next in line gets it.
    await runTimedSteps(t.deps, new Date(Date.now() + 49 * HOUR));
    expect(await t.caller(first).holds.mine()).toEqual([]);
    expect(await noticesOf(second, 'hold_ready')).toHaveLength(1);
    // Their request ends their hold.
    await t.caller(second).loans.request({ mediaId: disc.id, ownerId: owner.id });
    expect(await t.caller(second).holds.mine()).toEqual([]);
  });

  it('alerts watchers once a day when a disc becomes rentable; never the owner or members who switched alerts off', async () => {
    const owner = await t.createMember({ firstName: 'Lena', lastName: 'Lender' });
    const [keen, quiet] = await Promise.all([t.createMember(), t.createMember()]);
    for (const m of [keen, quiet, owner]) await t.caller(m).watchlist.add({ movieId: 990002, title: 'Clue' });
    await t.caller(quiet).socialProfile.save({ shelfAlerts: false });
    expect((await t.caller(quiet).socialProfile.get()).shelfAlerts).toBe(false);

    const disc = await rentable(owner, 'Clue', 990002);
    const [alert] = await noticesOf(keen, 'on_the_shelf');
    expect(alert).toMatchObject({
      title: 'On the Shelf',
      message: expect.stringContaining('Lena L. has Clue on the shelf'),
      data: { mediaId: disc.id, movieId: 990002, ownerId: owner.id, ownerName: 'Lena L.' },
    });
    expect(await noticesOf(quiet, 'on_the_shelf')).toEqual([]);
    expect(await noticesOf(owner, 'on_the_shelf')).toEqual([]);
    // Another copy the same day: no second alert.
    await t.caller(owner).dvdClub.update({ id: disc.id, visibility: 'private' });
    await t.caller(owner).dvdClub.update({ id: disc.id, visibility: 'rentable' });
    expect(await noticesOf(keen, 'on_the_shelf')).toHaveLength(1);
  });
});

describe('the line holds at every instant (issue 25)', () => {
  const place = (user: SessionUser, mediaId: number) => t.caller(user).holds.place({ mediaId });

  it("refuses a hold from the disc's borrower or a member who asked for it, and changes nothing", async () => {
    const owner = await t.createMember();
    const { disc, borrower, loanId } = await lentDisc(owner, 'Point Break');
    // The borrower queueing for the disc in their own hands, to take it again ahead of the line.
    await expect(place(borrower, disc.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You have this movie right now, so you cannot get in line for it too.',
    });
    const waiting = await t.createMember();
    await place(waiting, disc.id);
    await t.caller(owner).loans.markReturned({ id: loanId, condition: 'Good' });
    // The first in line takes their turn; while it is promised to them, they can't queue behind it.
    const loan = await t.caller(waiting).loans.request({ mediaId: disc.id, ownerId: owner.id });
    await expect(place(waiting, disc.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You have already asked for this movie: the owner will answer your request.',
    });
    await t.caller(owner).loans.accept({ id: loan.id, loanDays: 7 });
    await expect(place(waiting, disc.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This movie is already promised to you, so you cannot get in line for it too.',
    });
    expect(await t.caller(owner).holds.ofDisc({ id: disc.id })).toEqual([]);
    expect(await t.caller(borrower).holds.mine()).toEqual([]);
    expect(await t.caller(waiting).holds.mine()).toEqual([]);
  });

  it('a request ends the member’s own hold, whatever their place', async () => {
    const owner = await t.createMember();
    const { disc } = await lentDisc(owner, 'Speed');
    const [first, second] = [await t.createMember(), await t.createMember()];
    await place(first, disc.id);
    await place(second, disc.id);
    await t.caller(second).loans.request({ mediaId: disc.id, ownerId: owner.id });
    expect((await t.caller(owner).holds.ofDisc({ id: disc.id })).map((h) => h.memberId)).toEqual([first.id]);
  });

  it('a request after a turn ran out passes the turn on first: nobody jumps the line before the sweep', async () => {
    const owner = await t.createMember();
    const { disc, loanId } = await lentDisc(owner, 'Jaws');
    const [first, second, jumper] = [await t.createMember(), await t.createMember(), await t.createMember()];
    await place(first, disc.id);
    await place(second, disc.id);
    await t.caller(owner).loans.markReturned({ id: loanId, condition: 'Good' });
    // The first in line's 48 hours ran out a moment ago; the minute's sweep has not come by.
    await t.db
      .updateTable('holds')
      .set({ readyUntil: new Date(Date.now() - 1000) })
      .where('userId', '=', first.id)
      .execute();
    const jump = t.caller(jumper).loans.request({ mediaId: disc.id, ownerId: owner.id });
    await expect(jump).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('being kept for the member first in line'),
    });
    const requests = () =>
      t.db
        .selectFrom('loans')
        .select('borrowerId')
        .where('mediaId', '=', disc.id)
        .where('status', '=', 'requested')
        .execute();
    expect(await requests()).toEqual([]);
    // The second in line, now first, asks: their turn is theirs, at once and without the sweep.
    await t.caller(second).loans.request({ mediaId: disc.id, ownerId: owner.id });
    expect(await requests()).toEqual([{ borrowerId: second.id }]);
    expect(await t.caller(owner).holds.ofDisc({ id: disc.id })).toEqual([]);
    // The sweep then finds nothing left to pass on, and nobody was told it was their turn in vain.
    await runTimedSteps(t.deps, new Date());
    expect(await noticesOf(second, 'hold_ready')).toEqual([]);
  });

  it('after a turn ran out, neither its holder nor anyone behind the next in line may ask', async () => {
    const owner = await t.createMember();
    const { disc, loanId } = await lentDisc(owner, 'Twister');
    const [first, second, third] = [await t.createMember(), await t.createMember(), await t.createMember()];
    for (const m of [first, second, third]) await place(m, disc.id);
    await t.caller(owner).loans.markReturned({ id: loanId, condition: 'Good' });
    await t.db
      .updateTable('holds')
      .set({ readyUntil: new Date(Date.now() - 1000) })
      .where('userId', '=', first.id)
      .execute();
    // The third asks before the second: refused, the turn is the second's now.
    await expect(
      t.caller(third).loans.request({ mediaId: disc.id, ownerId: owner.id }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    // The turn passed on with that refused request rolls back with it; each request weighs the line
    // again, so the first in line, whose turn is over, is refused too.
    await expect(
      t.caller(first).loans.request({ mediaId: disc.id, ownerId: owner.id }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });
});

describe.skipIf(!testEnv.DATABASE_URL)('holds on PostgreSQL', () => {
  it('20 members holding at once get places 1-20 with no gaps', async () => {
    const owner = await t.createMember();
    const { disc } = await lentDisc(owner, 'Popular');
    const members = await Promise.all(Array.from({ length: 20 }, () => t.createMember()));
    const held = await Promise.all(members.map((m) => t.caller(m).holds.place({ mediaId: disc.id })));
    expect(held).toHaveLength(20);
    const line = await t.caller(owner).holds.ofDisc({ id: disc.id });
    expect(line.map((h) => h.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const mine = await Promise.all(members.map(async (m) => (await t.caller(m).holds.mine())[0]!.position));
    expect([...mine].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('a turn that ran out, 8 jumpers asking at once with the sweep: all refused, the next in line gets the turn', async () => {
    const owner = await t.createMember();
    const { disc, loanId } = await lentDisc(owner, 'Rush Hour');
    const [first, second] = [await t.createMember(), await t.createMember()];
    for (const m of [first, second]) await t.caller(m).holds.place({ mediaId: disc.id });
    await t.caller(owner).loans.markReturned({ id: loanId, condition: 'Good' });
    await t.db
      .updateTable('holds')
      .set({ readyUntil: new Date(Date.now() - 1000) })
      .where('userId', '=', first.id)
      .execute();
    const jumpers = await Promise.all(Array.from({ length: 8 }, () => t.createMember()));
    const [swept, ...asked] = await Promise.allSettled([
      runTimedSteps(t.deps, new Date()),
      ...jumpers.map((m) => t.caller(m).loans.request({ mediaId: disc.id, ownerId: owner.id })),
    ]);
    expect(swept.status).toBe('fulfilled');
    // Every refusal is the line's 409, never a deadlock or a 500.
    expect(asked.map((r) => (r.status === 'rejected' ? r.reason.code : 'OK'))).toEqual(
      Array.from({ length: 8 }, () => 'CONFLICT'),
    );
    expect((await t.caller(second).holds.mine())[0]!.readyUntil).not.toBeNull();
    await t.caller(second).loans.request({ mediaId: disc.id, ownerId: owner.id });
  });
});
