import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { REPORT_THANKS, REPORTS_PER_DAY } from '../../shared/report-options.ts';
import type { SessionUser } from '../../support/identity/identity.ts';
import { failure } from '../../testing/dvd-club.ts';
import { connectMembers, createTestContext } from '../../testing/index.ts';

// docs/product.md §3 'Reports and moderation': any member reports a member, a message, a review or
// a disc listing; never themselves, nothing they cannot see, at most 10 a day.
const t = perFile(() => createTestContext());

const reportsBy = (member: SessionUser) =>
  t.db.selectFrom('reports').selectAll().where('reporterId', '=', member.id).orderBy('id').execute();

describe('reporting', () => {
  it('a member, a message, a review and a disc: 201-style receipt, the content kept, the member named', async () => {
    const [ana, ben] = [await t.createMember(), await t.createMember({ firstName: 'Ben', lastName: 'Rook' })];
    const connection = await connectMembers(t, ana, ben);
    const message = await t
      .caller(ben)
      .messages.send({ receiverId: ana.id, connectionId: connection.id, message: 'Buy my pills' });
    const disc = await t.caller(ben).dvdClub.create({
      title: 'Heat',
      year: 1995,
      format: 'DVD',
      condition: 'Good',
      visibility: 'rentable',
      notes: 'Mint, honest',
    });
    // A settled loan's review by Ben of Ana, which Ana reports.
    const loan = await t.caller(ana).loans.request({ mediaId: disc.id, ownerId: ben.id });
    await t.caller(ben).loans.accept({ id: loan.id, loanDays: 7 });
    await t.caller(ben).loans.handOver({ id: loan.id });
    await t.caller(ana).loans.confirm({ id: loan.id });
    await t.caller(ben).loans.markReturned({ id: loan.id, condition: 'Good' });
    await t.caller(ana).loans.confirm({ id: loan.id });
    const review = await t.caller(ben).loans.review({ id: loan.id, thumb: 'down', note: 'Rude' });

    const calls = [
      { kind: 'member', targetId: ben.id, reason: 'harassment', note: '  Kept calling  ' },
      { kind: 'message', targetId: String(message.id), reason: 'spam' },
      { kind: 'review', targetId: String(review.id), reason: 'other' },
      { kind: 'disc', targetId: String(disc.id), reason: 'misleading_listing' },
    ] as const;
    for (const input of calls) {
      expect(await t.caller(ana).reports.create(input)).toEqual({
        id: expect.any(Number),
        message: REPORT_THANKS,
      });
    }
    const stored = await reportsBy(ana);
    expect(stored.map((r) => [r.kind, r.memberId, r.reason, r.note, r.content])).toEqual([
      ['member', ben.id, 'harassment', 'Kept calling', 'Ben R.'],
      ['message', ben.id, 'spam', null, 'Buy my pills'],
      ['review', ben.id, 'other', null, 'Thumbs down: Rude'],
      ['disc', ben.id, 'misleading_listing', null, 'Heat (1995) · DVD · Good\nMint, honest'],
    ]);
    expect(stored.every((r) => r.resolvedAt === null)).toBe(true);
  });

  it('yourself, your own things, a missing target, one you cannot see, a repeat: 4xx, nothing stored', async () => {
    const [ana, ben, cy] = [await t.createMember(), await t.createMember(), await t.createMember()];
    const connection = await connectMembers(t, ben, cy);
    const message = await t
      .caller(ben)
      .messages.send({ receiverId: cy.id, connectionId: connection.id, message: 'Between us' });
    const own = await t.caller(ana).dvdClub.create({ title: 'Mine', visibility: 'public' });
    const hidden = await t.caller(ben).dvdClub.create({ title: 'Hidden', visibility: 'private' });
    const yourself = { code: 'BAD_REQUEST', message: "You can't report yourself or your own posts." };
    expect(
      await failure(t.caller(ana).reports.create({ kind: 'member', targetId: ana.id, reason: 'spam' })),
    ).toEqual(yourself);
    expect(
      await failure(t.caller(ana).reports.create({ kind: 'disc', targetId: String(own.id), reason: 'spam' })),
    ).toEqual(yourself);
    for (const [input, message_] of [
      [{ kind: 'member', targetId: 'nobody', reason: 'spam' }, 'Member not found'],
      [{ kind: 'message', targetId: String(message.id), reason: 'spam' }, 'Message not found'],
      [{ kind: 'message', targetId: 'abc', reason: 'spam' }, 'Message not found'],
      [{ kind: 'review', targetId: '999999', reason: 'spam' }, 'Review not found'],
      [{ kind: 'disc', targetId: String(hidden.id), reason: 'spam' }, 'Movie not found in the collection'],
    ] as const) {
      expect(await failure(t.caller(ana).reports.create(input))).toEqual({
        code: 'NOT_FOUND',
        message: message_,
      });
    }
    expect(
      (
        await failure(
          t.caller(ana).reports.create({ kind: 'member', targetId: ben.id, reason: 'rude' as 'spam' }),
        )
      ).code,
    ).toBe('BAD_REQUEST');
    expect(
      await failure(
        t
          .caller(ana)
          .reports.create({ kind: 'member', targetId: ben.id, reason: 'other', note: 'x'.repeat(1001) }),
      ),
    ).toEqual({ code: 'BAD_REQUEST', message: 'note: The note is at most 1000 characters' });
    expect(await reportsBy(ana)).toEqual([]);

    await t.caller(ana).reports.create({ kind: 'member', targetId: ben.id, reason: 'spam' });
    expect(
      await failure(t.caller(ana).reports.create({ kind: 'member', targetId: ben.id, reason: 'other' })),
    ).toEqual({ code: 'CONFLICT', message: "You've already reported this; a moderator will look at it." });
    expect(await reportsBy(ana)).toHaveLength(1);
    await expect(
      t.caller(null).reports.create({ kind: 'member', targetId: ben.id, reason: 'spam' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it(`at most ${REPORTS_PER_DAY} a day: the next is a 429 that stores nothing; a day later, again`, async () => {
    const ana = await t.createMember();
    for (let i = 0; i < REPORTS_PER_DAY; i++) {
      const target = await t.createMember();
      await t.caller(ana).reports.create({ kind: 'member', targetId: target.id, reason: 'spam' });
    }
    const eleventh = await t.createMember();
    expect(
      await failure(t.caller(ana).reports.create({ kind: 'member', targetId: eleventh.id, reason: 'spam' })),
    ).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'You can send at most 10 reports a day. A moderator will look at the ones you sent.',
    });
    expect(await reportsBy(ana)).toHaveLength(REPORTS_PER_DAY);
    await t.db
      .updateTable('reports')
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where('reporterId', '=', ana.id)
      .execute();
    await t.caller(ana).reports.create({ kind: 'member', targetId: eleventh.id, reason: 'spam' });
    expect(await reportsBy(ana)).toHaveLength(REPORTS_PER_DAY + 1);
  });
});
